import { baselineSolver } from './baseline.js';
import { chaosSolver } from './chaos.js';
import { matcherSolver } from './matcher.js';
import type { Solver } from './types.js';

/** The simulated solvers, in the order they are asked: baseline, matcher, chaos. */
export function defaultSolvers(): Solver[] {
  return [baselineSolver, matcherSolver, chaosSolver];
}

export { BASELINE_SOLVER_ADDRESS, baselinePlans, baselineSolver, groupByDirectedPair, routeOrder } from './baseline.js';
export { CHAOS_SOLVER_ADDRESS, DEFAULT_CHAOS_FAULTS, chaosSolver } from './chaos.js';
export { invalidate, shiftTrades } from './faults.js';
export { maxFillAtLimit } from './partialFill.js';
export { MATCHER_SOLVER_ADDRESS, batchPlan, matcherSolver } from './matcher.js';
export { PoolBook, SLIPPAGE_BPS, type Route } from './poolBook.js';
export {
  VERIFICATION_GAS,
  clearingPricesOf,
  composeProposals,
  directedPair,
  finishTrade,
  orderNetworkFee,
  tradeGas,
  type PairPlan,
} from './plans.js';
export {
  NO_FAULTS,
  drawn,
  type Proposal,
  type ProposedTrade,
  type Solver,
  type SolverContext,
  type SolverFaults,
} from './types.js';
export { solverAddressOf, solversFromScenario } from './fromScenario.js';
