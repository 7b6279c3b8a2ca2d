/**
 * The baseline solver (the reference's "baseline" solver): every order alone through the AMM
 * pools, direct or through the wrapped native token, whichever pays more. Orders of one directed
 * pair are routed one after the other (uid order) on the pools as the earlier ones leave them;
 * each pair starts from the world's reserves, and proposals combine pairs whose pools do not overlap.
 */
import type { Address } from 'viem';
import { remainingAmounts } from '../math.js';
import type { Auction, AuctionOrder } from '../types.js';
import {
  composeProposals,
  directedPair,
  finishTrade,
  orderNetworkFee,
  ordersByUid,
  scoreTrades,
  type PairPlan,
} from './plans.js';
import type { PoolBook } from './poolBook.js';
import type { Proposal, ProposedTrade, Solver, SolverContext } from './types.js';
import type { AmmSwap } from '../types.js';

/** The baseline solver's address: the order book's quotes credit it too. */
export const BASELINE_SOLVER_ADDRESS = '0x0000000000000000000000000000000000000001' as Address;

/** Orders grouped by directed pair, each group in uid order, groups in key order. */
export function groupByDirectedPair(auction: Auction, wrappedNative: Address | undefined): Map<string, AuctionOrder[]> {
  const groups = new Map<string, AuctionOrder[]>();
  for (const order of auction.orders) {
    const key = directedPair(order, wrappedNative);
    let group = groups.get(key);
    if (group === undefined) groups.set(key, (group = []));
    group.push(order);
  }
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Routes one order through `book` (committing the swaps when it trades): the whole remaining
 * amount, or for partially fillable orders the largest of 1, 1/2 and 1/4 of it that respects the
 * limit price after fees.
 */
export function routeOrder(
  order: AuctionOrder,
  book: PoolBook,
  auction: Auction,
  gasPrice: bigint,
): { trade: ProposedTrade; swaps: readonly AmmSwap[]; pools: readonly string[] } | undefined {
  const remaining = remainingAmounts(order);
  const fees: bigint[] = [];
  const fee = (hops: number) => (fees[hops] ??= orderNetworkFee(order, hops, gasPrice, auction));
  const divisors = order.partiallyFillable ? [1n, 2n, 4n] : [1n];
  for (const divisor of divisors) {
    if (order.kind === 'sell') {
      const size = remaining.sell / divisor;
      const route = book.routeSell(order.sellToken, order.buyToken, (hops) => size - fee(hops));
      if (route === undefined) continue;
      const trade = finishTrade(order, { sell: size, buy: route.amountOut }, fee(route.hops));
      if (trade === undefined) continue;
      book.commit(route);
      return { trade, swaps: route.swaps, pools: route.pools };
    }
    const size = remaining.buy / divisor;
    const route = book.routeBuy(order.sellToken, order.buyToken, size, fee);
    if (route === undefined) continue;
    const networkFee = fee(route.hops);
    const trade = finishTrade(order, { sell: route.amountIn + networkFee, buy: size }, networkFee);
    if (trade === undefined) continue;
    book.commit(route);
    return { trade, swaps: route.swaps, pools: route.pools };
  }
  return undefined;
}

/** Plans per auction and pool book: the solvers that start from the baseline's plans share them. */
const planCache = new WeakMap<PoolBook, WeakMap<Auction, readonly PairPlan[]>>();

/**
 * One plan per directed pair: its orders routed in turn on fresh pools. Computed once per auction
 * and pool book (plans are never modified; callers copy what they change).
 */
export function baselinePlans(auction: Auction, context: SolverContext): PairPlan[] {
  let byAuction = planCache.get(context.pools);
  if (byAuction === undefined) planCache.set(context.pools, (byAuction = new WeakMap()));
  let plans = byAuction.get(auction);
  if (plans === undefined) byAuction.set(auction, (plans = computeBaselinePlans(auction, context)));
  return [...plans];
}

function computeBaselinePlans(auction: Auction, context: SolverContext): PairPlan[] {
  const orders = ordersByUid(auction);
  const plans: PairPlan[] = [];
  for (const [key, group] of groupByDirectedPair(auction, context.pools.wrappedNative)) {
    const book = context.pools.fork();
    const trades: ProposedTrade[] = [];
    const swaps: AmmSwap[] = [];
    const pools = new Set<string>();
    for (const order of group) {
      const routed = routeOrder(order, book, auction, context.gasPrice);
      if (routed === undefined) continue;
      trades.push(routed.trade);
      swaps.push(...routed.swaps);
      for (const pool of routed.pools) pools.add(pool);
    }
    if (trades.length === 0) continue;
    plans.push({ key, trades, swaps, pools, score: scoreTrades(trades, orders, auction) });
  }
  return plans;
}

export const baselineSolver: Solver = {
  name: 'baseline',
  address: BASELINE_SOLVER_ADDRESS,
  solve(auction: Auction, context: SolverContext): Proposal[] {
    return composeProposals(baselinePlans(auction, context), ordersByUid(auction));
  },
};
