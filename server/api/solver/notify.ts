import type { Handlers } from '../../../generated/solver/routes.js';
import type { AppContext } from '../../context.js';
import { builtinSolverOf } from './builtinSolver.js';

/** Built-in solvers learn nothing from notifications: heard and ignored, as the API allows. */
export const notify: Handlers<AppContext>['notify'] = (input, context) => {
  builtinSolverOf(context, input.params.network, input.params.solver);
  return { status: 200, body: {} };
};
