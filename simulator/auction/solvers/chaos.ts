/**
 * The chaos solver: exercises the protocol's unhappy paths with seeded probabilities (its own rng
 * stream). Starting from the baseline's per-pair plans it may propose:
 * - an unfair pair of solutions: one pair alone, and that pair made 3 % worse for its traders
 *   combined with another pair (a multi-pair solution the fairness filter drops), p = 1/2;
 * - an over-promise: the best plans with disjoint pools (the baseline's first proposal) paying
 *   traders 2 % more than the pools give, whose swaps demand 3 % more than their tolerated minimum
 *   (about 2 % more than the pools deliver), so its settlement reverts (`driver failed: …`), p = 1/3. It wins by outscoring the honest
 *   solutions (the protocol ranks what solvers claim); it never sets a fairness baseline, since
 *   it does not settle at the auction's starting state (`solveAuction`);
 * - otherwise a plain single-pair proposal, as the baseline would make it (ties are shuffled).
 * Its winners also time out at settlement with p = 1/4 (`settleWinners`).
 */
import type { Address } from 'viem';
import { ceilDiv } from '../math.js';
import type { AuctionOrder } from '../types.js';
import { baselinePlans } from './baseline.js';
import { ordersByUid, scoreTrades, toProposal, type PairPlan } from './plans.js';
import type { Proposal, ProposedTrade, Solver } from './types.js';

export const CHAOS_SOLVER_ADDRESS = '0x0000000000000000000000000000000000000003' as Address;
/** Probability (1 in N) that a winning chaos solution times out instead of settling. */
export const CHAOS_TIMEOUT_ONE_IN = 4;

/**
 * Trades moved by `bps` basis points for their traders (positive: better, negative: worse),
 * never beyond the order's limit price and never below the network fee.
 */
function shiftTrades(
  trades: readonly ProposedTrade[],
  orders: ReadonlyMap<string, AuctionOrder>,
  bps: bigint,
): ProposedTrade[] {
  return trades.map((trade) => {
    const order = orders.get(trade.uid)!;
    if (order.kind === 'sell') {
      const limit = ceilDiv(trade.executedSell * order.buyAmount, order.sellAmount);
      const shifted = trade.executedBuy + (trade.executedBuy * bps) / 10_000n;
      return { ...trade, executedBuy: shifted > limit ? shifted : limit };
    }
    const limit = (order.sellAmount * trade.executedBuy) / order.buyAmount;
    const shifted = trade.executedSell - (trade.executedSell * bps) / 10_000n;
    const bounded = shifted < limit ? shifted : limit;
    return { ...trade, executedSell: bounded > trade.networkFee ? bounded : trade.executedSell };
  });
}

export const chaosSolver: Solver = {
  name: 'chaos',
  address: CHAOS_SOLVER_ADDRESS,
  solve(auction, context): Proposal[] {
    const orders = ordersByUid(auction);
    const plans = baselinePlans(auction, context).sort((x, y) =>
      x.score === y.score ? (x.key < y.key ? -1 : 1) : x.score > y.score ? -1 : 1,
    );
    if (plans.length === 0) return [];
    const { rng } = context;
    const proposals: Proposal[] = [];
    const rescored = (plan: PairPlan, trades: ProposedTrade[]): PairPlan => ({
      ...plan,
      trades,
      score: scoreTrades(trades, orders, auction),
    });

    if (plans.length >= 2 && rng.nextInt(2) === 0) {
      const victim = plans[0]!;
      const partner = plans.find((plan) => plan !== victim && ![...plan.pools].some((pool) => victim.pools.has(pool)));
      if (partner !== undefined) {
        proposals.push(toProposal([victim], orders));
        proposals.push(toProposal([rescored(victim, shiftTrades(victim.trades, orders, -300n)), partner], orders));
      }
    }
    if (rng.nextInt(3) === 0) {
      const used = new Set<string>();
      const disjoint = plans.filter((plan) => {
        if ([...plan.pools].some((pool) => used.has(pool))) return false;
        for (const pool of plan.pools) used.add(pool);
        return true;
      });
      const overpromise = disjoint.map((plan) => rescored(plan, shiftTrades(plan.trades, orders, 200n)));
      const proposal = toProposal(overpromise, orders);
      proposal.swaps = proposal.swaps.map((swap) => ({
        ...swap,
        minAmountOut: (swap.minAmountOut * 103n) / 100n + 1n,
      }));
      proposals.push(proposal);
    }
    if (proposals.length < 3) {
      const plan = plans[rng.nextInt(plans.length)]!;
      proposals.push(toProposal([plan], orders));
    }
    return proposals.slice(0, 3);
  },
};
