/**
 * The chaos solver: the unhappy-path competitor. It proposes what the baseline proposes (ties with
 * it are shuffled), except that with p = 1/2 (its own seeded stream) its last proposal is unfair:
 * the best pair made 3 % worse for its traders, combined with another pair, a multi-pair solution
 * the fairness filter drops against the best pair alone. How it fails
 * (no answer, invalid solutions, reverts, timeouts) is not in its code: the scenario declares its
 * `faults` like any solver's, and the protocol draws them (`solveAuction`, `settleWinners`).
 */
import type { Address } from 'viem';
import { baselinePlans, baselineProposals } from './baseline.js';
import { shiftTrades } from './faults.js';
import { ordersByUid, scoreTrades, toProposal } from './plans.js';
import type { Proposal, Solver, SolverFaults } from './types.js';

export const CHAOS_SOLVER_ADDRESS = '0x0000000000000000000000000000000000000003' as Address;

/**
 * The chaos solver's faults when the scenario names none: rare enough that at most 2 % of its wins
 * fail to settle (revert + timeout), frequent enough that every path shows in a short run.
 */
export const DEFAULT_CHAOS_FAULTS: SolverFaults = Object.freeze({
  noAnswer: 0.05,
  invalidSolution: 0.05,
  revert: 0.01,
  timeout: 0.005,
});

export const chaosSolver: Solver = {
  name: 'chaos',
  address: CHAOS_SOLVER_ADDRESS,
  faults: DEFAULT_CHAOS_FAULTS,
  solve(auction, context): Proposal[] {
    const orders = ordersByUid(auction);
    const plans = baselinePlans(auction, context);
    const proposals = baselineProposals(auction, context);
    const { rng } = context;
    if (plans.length >= 2 && rng.nextInt(2) === 0) {
      const [victim] = [...plans].sort((x, y) =>
        x.score === y.score ? (x.key < y.key ? -1 : 1) : x.score > y.score ? -1 : 1,
      );
      const partner = plans.find((plan) => plan !== victim && ![...plan.pools].some((pool) => victim!.pools.has(pool)));
      if (victim !== undefined && partner !== undefined) {
        const worse = shiftTrades(victim.trades, orders, -300n);
        const unfair = toProposal(
          [{ ...victim, trades: worse, score: scoreTrades(worse, orders, auction) }, partner],
          orders,
        );
        // The best pair alone (the pair's fairness baseline) and the unfair one follow its first proposal.
        proposals.splice(1, proposals.length - 1, toProposal([victim], orders), unfair);
      }
    }
    return proposals;
  },
};
