/**
 * The baseline solver (the reference's "baseline" solver): every order alone through the AMM
 * pools, direct or through the wrapped native token, whichever pays more. Orders of one directed
 * pair are routed one after the other (uid order) on the pools as the earlier ones leave them;
 * each pair starts from the world's reserves, and proposals combine pairs whose pools do not overlap.
 */
import type { Address } from 'viem';
import { remainingOfKind } from '../math.js';
import type { Auction, AuctionOrder } from '../types.js';
import {
  composeProposals,
  directedPair,
  fillIn,
  servedAlone,
  tightestFirst,
  finishTrade,
  networkFeeByHops,
  ordersByUid,
  scoreTrades,
  type PairPlan,
} from './plans.js';
import { limitOutOfReach, maxFillAtLimit } from './partialFill.js';
import type { PoolBook, Route } from './poolBook.js';
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
 * amount, or for a partially fillable order as much of it as the pools fill at its limit price
 * after fees (`maxFillAtLimit`), stepped down by a few parts per million while pool rounding
 * still breaks the limit. An order no path pays at its limit is known without routing it.
 */
export function routeOrder(
  order: AuctionOrder,
  book: PoolBook,
  auction: Auction,
  gasPrice: bigint,
): { trade: ProposedTrade; swaps: readonly AmmSwap[]; pools: readonly string[] } | undefined {
  const routed = orderRoute(order, book, auction, gasPrice);
  if (routed === undefined) return undefined;
  book.commit(routed.route);
  return { trade: routed.trade, swaps: routed.route.swaps, pools: routed.route.pools };
}

/** An order's trade on a book and the route that makes it. */
type RoutedOrder = { readonly trade: ProposedTrade; readonly route: Route };

/** {@link routeOrder} without committing the route to `book`. */
function orderRoute(order: AuctionOrder, book: PoolBook, auction: Auction, gasPrice: bigint): RoutedOrder | undefined {
  const fee = networkFeeByHops(order, gasPrice, auction);
  let size = remainingOfKind(order);
  if (order.partiallyFillable) {
    const most = maxFillAtLimit(order, book, fee);
    if (most < size) size = most;
  } else if (limitOutOfReach(order, book, fee)) {
    return undefined;
  }
  for (let attempt = 0; attempt < PARTIAL_FILL_ATTEMPTS && size > 0n; attempt++) {
    const routed = routeSize(order, book, size, fee);
    if (routed !== undefined) return routed;
    if (!order.partiallyFillable) return undefined;
    size -= (size * (PARTIAL_FILL_STEP_PPM << BigInt(attempt))) / 1_000_000n + 1n;
  }
  return undefined;
}

/** How often a partial fill steps down, and by how much first (doubling each time: 10 ppm … 2 %). */
const PARTIAL_FILL_ATTEMPTS = 12;
const PARTIAL_FILL_STEP_PPM = 10n;

/** The trade of `size` (sell atoms with the fee, or buy atoms) through the best route, if it keeps the limit. */
export function routeSize(
  order: AuctionOrder,
  book: PoolBook,
  size: bigint,
  fee: (hops: number) => bigint,
): RoutedOrder | undefined {
  if (order.kind === 'sell') {
    const route = book.routeSell(order.sellToken, order.buyToken, (hops) => size - fee(hops));
    if (route === undefined) return undefined;
    const trade = finishTrade(order, { sell: size, buy: route.amountOut }, fee(route.hops));
    return trade === undefined ? undefined : { trade, route };
  }
  const route = book.routeBuy(order.sellToken, order.buyToken, size, fee);
  if (route === undefined) return undefined;
  const networkFee = fee(route.hops);
  const trade = finishTrade(order, { sell: route.amountIn + networkFee, buy: size }, networkFee);
  return trade === undefined ? undefined : { trade, route };
}

/**
 * Orders routed one after another from a book's starting reserves: the same orders routed in the
 * same sequence leave the same book, so each order is routed once per step and its result kept. A
 * step is the book after the orders that traded so far (one that does not trade leaves the step as
 * it was). The baseline's pairs and the matcher's batches route many of the same orders from the
 * same reserves, the matcher once per attempt at a batch.
 */
export class RouteSteps {
  /** Made when first asked: most steps after a trade are never routed from. */
  #after: Map<AuctionOrder, { readonly routed: RoutedOrder; readonly next: RouteSteps } | null> | undefined;
  readonly #auction: Auction;
  readonly #gasPrice: bigint;

  constructor(auction: Auction, gasPrice: bigint) {
    this.#auction = auction;
    this.#gasPrice = gasPrice;
  }

  /** The first step from `book`'s origin, shared per origin, auction and gas price. */
  static fromOrigin(book: PoolBook, auction: Auction, gasPrice: bigint): RouteSteps {
    let byAuction = originSteps.get(book.origin);
    if (byAuction === undefined) originSteps.set(book.origin, (byAuction = new WeakMap()));
    let byGasPrice = byAuction.get(auction);
    if (byGasPrice === undefined) byAuction.set(auction, (byGasPrice = new Map()));
    let first = byGasPrice.get(gasPrice);
    if (first === undefined) byGasPrice.set(gasPrice, (first = new RouteSteps(auction, gasPrice)));
    return first;
  }

  /**
   * {@link routeOrder} on `book`, which must be at this step (what this step's book was when first
   * asked): the order's trade and route (committed to `book`) if it trades, and the next step.
   */
  route(order: AuctionOrder, book: PoolBook): { routed: RoutedOrder | undefined; next: RouteSteps } {
    this.#after ??= new Map();
    let after = this.#after.get(order);
    if (after === undefined) {
      const routed = orderRoute(order, book, this.#auction, this.#gasPrice);
      after = routed === undefined ? null : { routed, next: new RouteSteps(this.#auction, this.#gasPrice) };
      this.#after.set(order, after);
    }
    if (after === null) return { routed: undefined, next: this };
    book.commit(after.routed.route);
    return after;
  }
}
const originSteps = new WeakMap<object, WeakMap<Auction, Map<bigint, RouteSteps>>>();

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
  const plans: PairPlan[] = [];
  for (const [key, group] of groupByDirectedPair(auction, context.pools.wrappedNative)) {
    const plan = routeGroup(key, group, context.pools.fork(), auction, context.gasPrice);
    if (plan !== undefined) plans.push(plan);
  }
  return plans;
}

/** One directed pair's orders routed in turn on `book` (which they move), as a plan that can be made again on another book. */
export function routeGroup(
  key: string,
  group: readonly AuctionOrder[],
  book: PoolBook,
  auction: Auction,
  gasPrice: bigint,
): PairPlan | undefined {
  const trades: ProposedTrade[] = [];
  const swaps: AmmSwap[] = [];
  const pools = new Set<string>();
  // From the starting reserves, the matcher routes many of the same orders in the same sequence.
  let step = book.atOrigin ? RouteSteps.fromOrigin(book, auction, gasPrice) : undefined;
  for (const order of group) {
    let routed: RoutedOrder | undefined;
    if (step === undefined) {
      routed = orderRoute(order, book, auction, gasPrice);
      if (routed !== undefined) book.commit(routed.route);
    } else {
      ({ routed, next: step } = step.route(order, book));
    }
    if (routed === undefined) continue;
    trades.push(routed.trade);
    swaps.push(...routed.route.swaps);
    for (const pool of routed.route.pools) pools.add(pool);
  }
  if (trades.length === 0) return undefined;
  return {
    key,
    trades,
    swaps,
    pools,
    score: scoreTrades(trades, ordersByUid(auction), auction),
    replan: (other) => routeGroup(key, group, other, auction, gasPrice),
  };
}

/** Proposals per auction and pool book: the solvers that propose as the baseline share them. */
const proposalCache = new WeakMap<PoolBook, WeakMap<Auction, readonly Proposal[]>>();

/** The baseline's proposals for an auction, composed once per auction and pool book (callers copy what they change). */
export function baselineProposals(auction: Auction, context: SolverContext): Proposal[] {
  let byAuction = proposalCache.get(context.pools);
  if (byAuction === undefined) proposalCache.set(context.pools, (byAuction = new WeakMap()));
  let proposals = byAuction.get(auction);
  if (proposals === undefined) {
    const orders = ordersByUid(auction);
    const plans = baselinePlans(auction, context);
    const retry = {
      route: (order: AuctionOrder, book: PoolBook) => routeOrder(order, book, auction, context.gasPrice),
    };
    const servable = tightestFirst(servedAlone(plans, orders), auction);
    // Only the first, widest proposal: the others are alternatives on fewer pairs (fairness baselines).
    proposals = composeProposals(plans, orders, context.pools, retry).map((proposal, index) =>
      index === 0 ? fillIn(proposal, servable, orders, context.pools, retry) : proposal,
    );
    byAuction.set(auction, proposals);
  }
  return [...proposals];
}

export const baselineSolver: Solver = {
  name: 'baseline',
  address: BASELINE_SOLVER_ADDRESS,
  solve: (auction, context) => baselineProposals(auction, context),
};
