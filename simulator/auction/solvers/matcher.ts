/**
 * The matcher solver: coincidences of wants. For each pair with orders in both directions it
 * clears all of them at one uniform price and sends only the net imbalance through the AMM. It
 * starts at the pair's native-price ratio (the pools' spot price); when the net swap cannot pay
 * at that price, the price moves to the swap's average price and the pair clears again (orders
 * whose limit the price no longer meets drop out), until it balances (at most 10 rounds). Pairs
 * without a coincidence of wants are routed through the pools as the baseline does, so its
 * proposals cover the whole auction.
 */
import type { Address } from 'viem';
import { ceilDiv, NATIVE_TOKEN, remainingAmounts } from '../math.js';
import type { AmmSwap, Auction, AuctionOrder } from '../types.js';
import { baselinePlans, routeGroup, routeOrder } from './baseline.js';
import {
  composeProposals,
  directedPair,
  finishTrade,
  orderNetworkFee,
  ordersByUid,
  scoreTrades,
  type PairPlan,
} from './plans.js';
import type { Route } from './poolBook.js';
import type { Proposal, ProposedTrade, Solver, SolverContext } from './types.js';

export const MATCHER_SOLVER_ADDRESS = '0x0000000000000000000000000000000000000002' as Address;
const MAX_ROUNDS = 64;
/** Precision of a bisected price: the ratio of a's to b's value per atom as a multiple of 1e-36. */
const PRICE_SCALE = 10n ** 36n;
const PPM = 1_000_000n;

/** Orders grouped by unordered pair (pool tokens), groups in key order, orders in uid order. */
function groupByPair(auction: Auction, asPoolToken: (token: Address) => Address) {
  const groups = new Map<string, { a: Address; b: Address; orders: AuctionOrder[] }>();
  for (const order of auction.orders) {
    const sell = asPoolToken(order.sellToken);
    const buy = asPoolToken(order.buyToken);
    if (sell === buy) continue;
    const [a, b] = sell < buy ? [sell, buy] : [buy, sell];
    const key = `${a}|${b}`;
    let group = groups.get(key);
    if (group === undefined) groups.set(key, (group = { a, b, orders: [] }));
    group.orders.push(order);
  }
  return [...groups].sort(([x], [y]) => (x < y ? -1 : 1));
}

/**
 * The uniform-price plan of one pair, or undefined when its orders do not meet. The clearing
 * price starts at the pools' spot price and moves to the average price of the residual swap (a
 * hair in the pools' favour, so the swap pays what the orders are owed) until the flows balance;
 * only then are the orders whose limit the price misses let go, and the pair clears again without
 * them. Orders are never dropped for a price the pair moves away from.
 */
export function matchPair(
  a: Address,
  b: Address,
  pairOrders: readonly AuctionOrder[],
  auction: Auction,
  context: SolverContext,
  orders: ReadonlyMap<string, AuctionOrder>,
): PairPlan | undefined {
  const asPoolToken = (token: Address) => context.pools.asPoolToken(token);
  const priceOf = (token: Address) =>
    auction.prices[token] ?? (token === context.pools.wrappedNative ? 10n ** 18n : 0n);
  let prices = { [a]: priceOf(a), [b]: priceOf(b) } as Record<Address, bigint>;
  if (prices[a] === 0n || prices[b] === 0n) return undefined;
  // What does not change between rounds: each order's side, network fee and remaining amounts.
  let active = pairOrders.map((order) => {
    const fee = orderNetworkFee(order, 0, context.gasPrice, auction);
    const remaining = remainingAmounts(order);
    return { order, sell: asPoolToken(order.sellToken), buy: asPoolToken(order.buyToken), fee, remaining };
  });
  // Prices at which the flows left too much a (the balance lies below) or too much b (above): once
  // both are known, the price bisects between them. Near a balance the residual flips sides as the
  // price crosses the pools' spread, and a plain fixed point would oscillate.
  let tooHigh: Record<Address, bigint> | undefined;
  /** Orders that left the uniform-price clearing. */
  const left: AuctionOrder[] = [];
  let tooLow: Record<Address, bigint> | undefined;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (!active.some((entry) => entry.sell === a) || !active.some((entry) => entry.sell === b)) return undefined;
    const flowIn = { [a]: 0n, [b]: 0n } as Record<Address, bigint>;
    const flowOut = { [a]: 0n, [b]: 0n } as Record<Address, bigint>;
    const trades: (ProposedTrade | undefined)[] = [];
    for (const { order, sell, buy, fee, remaining } of active) {
      let traded: bigint;
      let bought: bigint;
      let raw: { sell: bigint; buy: bigint };
      if (order.kind === 'sell') {
        traded = remaining.sell - fee;
        bought = traded > 0n ? (traded * prices[sell]!) / prices[buy]! : 0n;
        raw = { sell: remaining.sell, buy: bought };
      } else {
        bought = remaining.buy;
        traded = ceilDiv(bought * prices[buy]!, prices[sell]!);
        raw = { sell: traded + fee, buy: bought };
      }
      trades.push(traded > 0n ? finishTrade(order, raw, fee) : undefined);
      flowIn[sell] = flowIn[sell]! + traded;
      flowOut[buy] = flowOut[buy]! + bought;
    }
    const deltaA = flowIn[a]! - flowOut[a]!;
    const deltaB = flowIn[b]! - flowOut[b]!;
    let route: Route | undefined;
    if (deltaA > 0n && deltaB < 0n) {
      route = context.pools.routeSell(a, b, () => deltaA);
      if (route === undefined) return undefined;
      if (route.amountOut < -deltaB) {
        // Too much a at this price: sell it at what the pools pay for it, shaded one part per
        // million (traders keep nearly all the improvement; more shading loses to routing alone
        // under the fairness filter), or between this price and one that left too much b.
        tooHigh = prices;
        prices =
          tooLow !== undefined
            ? between(tooLow, tooHigh, a, b)
            : ({ [a]: route.amountOut * (PPM - 1n), [b]: deltaA * PPM } as Record<Address, bigint>);
        continue;
      }
    } else if (deltaB > 0n && deltaA < 0n) {
      route = context.pools.routeBuy(b, a, -deltaA, () => 0n);
      if (route === undefined) return undefined;
      if (route.amountIn > deltaB) {
        tooLow = prices;
        prices =
          tooHigh !== undefined
            ? between(tooLow, tooHigh, a, b)
            : ({ [a]: route.amountIn * (PPM + 1n), [b]: -deltaA * PPM } as Record<Address, bigint>);
        continue;
      }
    } else if (deltaA < 0n || deltaB < 0n) {
      return undefined;
    }
    // The flows balance at this price: orders whose limit it misses leave, and the pair clears again.
    if (trades.some((trade) => trade === undefined)) {
      active = active.filter((entry, index) => {
        if (trades[index] === undefined) left.push(entry.order);
        return trades[index] !== undefined;
      });
      tooHigh = tooLow = undefined;
      continue;
    }
    const kept = trades as ProposedTrade[];
    const swaps: AmmSwap[] = route === undefined ? [] : [...route.swaps];
    const pools = new Set(route?.pools ?? []);
    const clearingPrices: Record<Address, bigint> = { ...prices };
    if (active.some((entry) => entry.order.buyToken === NATIVE_TOKEN))
      clearingPrices[NATIVE_TOKEN] = prices[asPoolToken(NATIVE_TOKEN)]!;
    // The orders the uniform price could not serve go through the pools as the residual swap left
    // them, each on its own terms (a partially fillable one as far as its limit allows).
    const book = context.pools.clone();
    if (route !== undefined) book.commit(route);
    for (const order of [...left].sort((x, y) => (x.uid < y.uid ? -1 : 1))) {
      const routed = routeOrder(order, book, auction, context.gasPrice);
      if (routed === undefined) continue;
      kept.push(routed.trade);
      swaps.push(...routed.swaps);
      for (const pool of routed.pools) pools.add(pool);
    }
    return {
      key: `${a}|${b}`,
      trades: kept,
      swaps,
      pools,
      score: scoreTrades(kept, orders, auction),
      replan: (other) => {
        const plan = matchPair(a, b, pairOrders, auction, { ...context, pools: other }, orders);
        // The pair meets no more on these pools: its orders go through them one by one instead.
        if (plan === undefined) return routeGroup(`${a}|${b}`, pairOrders, other, auction, context.gasPrice);
        return other.execute(plan.swaps) === undefined ? undefined : plan;
      },
      clearingPrices: Object.fromEntries(Object.entries(clearingPrices).sort(([x], [y]) => (x < y ? -1 : 1))),
    };
  }
  return undefined;
}

/** The price halfway between two (a's value per atom over b's), at {@link PRICE_SCALE} precision. */
function between(
  low: Record<Address, bigint>,
  high: Record<Address, bigint>,
  a: Address,
  b: Address,
): Record<Address, bigint> {
  const mid = ((low[a]! * high[b]! + high[a]! * low[b]!) * PRICE_SCALE) / (2n * low[b]! * high[b]!);
  return { [a]: mid, [b]: PRICE_SCALE } as Record<Address, bigint>;
}

export const matcherSolver: Solver = {
  name: 'matcher',
  address: MATCHER_SOLVER_ADDRESS,
  solve(auction: Auction, context: SolverContext): Proposal[] {
    const orders = ordersByUid(auction);
    const wrappedNative = context.pools.wrappedNative;
    const routed = new Map(baselinePlans(auction, context).map((plan) => [plan.key, plan]));
    const plans: PairPlan[] = [];
    const matched = new Set<string>();
    for (const [, group] of groupByPair(auction, (token) => context.pools.asPoolToken(token))) {
      const plan = matchPair(group.a, group.b, group.orders, auction, context, orders);
      if (plan === undefined) continue;
      // A coincidence of wants must serve each direction at least as well as routing it alone
      // does: otherwise a single-pair solution outscores it there and the fairness filter drops
      // every proposal it is in. Such a pair is routed instead.
      const byDirection = new Map<string, ProposedTrade[]>();
      for (const trade of plan.trades) {
        const key = directedPair(orders.get(trade.uid)!, wrappedNative);
        let trades = byDirection.get(key);
        if (trades === undefined) byDirection.set(key, (trades = []));
        trades.push(trade);
      }
      const fair = [...routed].every(
        ([key, alone]) => !byDirection.has(key) || scoreTrades(byDirection.get(key)!, orders, auction) >= alone.score,
      );
      if (!fair) continue;
      plans.push(plan);
      for (const key of byDirection.keys()) matched.add(key);
    }
    // Pairs without a coincidence of wants go through the pools as the baseline routes them.
    plans.push(...[...routed.values()].filter((plan) => !matched.has(plan.key)));
    return composeProposals(plans, orders, context.pools, {
      route: (order, book) => routeOrder(order, book, auction, context.gasPrice),
    });
  },
};
