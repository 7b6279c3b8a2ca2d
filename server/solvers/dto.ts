/** The solver-engine API's wire types (openapi/solver.yaml), named. */
import type { components } from '../../generated/solver/types.js';

type Schemas = components['schemas'];
export type SolveRequest = Schemas['SolveRequest'];
export type SolveResponse = Schemas['SolveResponse'];
export type OrderDto = Schemas['Order'];
export type ConstantProductPoolDto = Schemas['ConstantProductPool'];
export type SolutionDto = Schemas['Solution'];
export type NotificationDto = Schemas['Notification'];
