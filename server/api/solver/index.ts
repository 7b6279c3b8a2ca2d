import type { Handlers } from '../../../generated/solver/routes.js';
import type { AppContext } from '../../context.js';
import { notify } from './notify.js';
import { solve } from './solve.js';

/** One handler per solver-engine operationId; a missing or mistyped one fails to compile. */
export const solverHandlers: Handlers<AppContext> = { solve, notify };
