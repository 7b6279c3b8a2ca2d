import type { Handlers } from '../../../generated/solver/routes.js';
import type { AppContext } from '../../context.js';
import { InvalidParameterError, NotFoundError } from '../../domain/errors.js';
import { InvalidSolveRequestError, solveWithBuiltin } from '../../solvers/builtinEngine.js';
import { builtinSolverOf } from './builtinSolver.js';

/**
 * A built-in solver answers the posted auction as an external engine would
 * (docs/protocol.md#solver-engines), planning on the posted liquidity only.
 */
export const solve: Handlers<AppContext>['solve'] = (input, context) => {
  const { network, solver: name } = input.params;
  const solver = builtinSolverOf(context, network, name);
  const world = context.simulation.world(network);
  if (world === undefined) throw new NotFoundError(`network ${network} is not simulated`);
  try {
    return { status: 200, body: solveWithBuiltin(solver, input.body, { world, seed: context.simulation.seed }) };
  } catch (error) {
    if (error instanceof InvalidSolveRequestError) throw new InvalidParameterError(`body: ${error.message}`);
    throw error;
  }
};
