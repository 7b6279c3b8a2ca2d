import { defaultSolvers, isExternalSolver, type Solver } from '../../../simulator/index.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';

/**
 * The built-in solver `name` of the network: one of its competitors (the scenario's or `SOLVERS`'),
 * else a built-in engine by its own name, so that every engine can be compared whatever competes.
 *
 * @throws NotFoundError when neither has that name (an external engine is not served here).
 */
export function builtinSolverOf(context: AppContext, network: string, name: string): Solver {
  const competitor = context.auctions.solvers(network).find((candidate) => candidate.name === name);
  if (competitor !== undefined && !isExternalSolver(competitor)) return competitor;
  const engine = competitor === undefined ? defaultSolvers().find((candidate) => candidate.name === name) : undefined;
  if (engine === undefined) throw new NotFoundError(`${network} has no built-in solver named ${name}`);
  return engine;
}
