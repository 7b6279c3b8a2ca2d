/**
 * Building blocks the solvers share: finishing a trade (network fee, protocol fees withheld,
 * limit price check), per-pair plans and how plans combine into at most three proposals.
 */
import type { Address } from 'viem';
import { GAS_PER_HOP, GAS_PER_TRADE } from '../../world/networkWorld.js';
import { networkFee, ONE_E18, respectsLimit, scoreTrade, withholdProtocolFees } from '../math.js';
import type { AmmSwap, Auction, AuctionOrder } from '../types.js';
import type { PoolBook } from './poolBook.js';
import type { Proposal, ProposedTrade } from './types.js';

/** Gas to verify an ERC-1271 signature (docs/protocol.md#signing-schemes: quotes add it too). */
export const VERIFICATION_GAS = 27_000n;

/** Gas of settling one order through `hops` AMM hops (0: peer to peer), its hooks and signature check. */
export function tradeGas(order: AuctionOrder, hops: number): bigint {
  let hooks = 0n;
  for (const hook of order.preInteractions) hooks += hook.gasLimit ?? 0n;
  for (const hook of order.postInteractions) hooks += hook.gasLimit ?? 0n;
  return (
    GAS_PER_TRADE + GAS_PER_HOP * BigInt(hops) + hooks + (order.signingScheme === 'eip1271' ? VERIFICATION_GAS : 0n)
  );
}

/** The order's network fee in its sell token for a trade through `hops` hops. */
export function orderNetworkFee(order: AuctionOrder, hops: number, gasPrice: bigint, auction: Auction): bigint {
  return networkFee(tradeGas(order, hops), gasPrice, auction.prices[order.sellToken] ?? 0n);
}

/**
 * The order's network fee by number of hops, each computed when first asked for. Routing asks for
 * the same few fees many times: those of an order without hooks or an ERC-1271 signature depend
 * only on its sell token, and are kept per auction and gas price.
 */
export function networkFeeByHops(order: AuctionOrder, gasPrice: bigint, auction: Auction): (hops: number) => bigint {
  let fees: (bigint | undefined)[];
  if (order.preInteractions.length > 0 || order.postInteractions.length > 0 || order.signingScheme === 'eip1271') {
    fees = [];
  } else {
    let cache = plainFeeCache.get(auction);
    if (cache === undefined || cache.gasPrice !== gasPrice)
      plainFeeCache.set(auction, (cache = { gasPrice, bySellToken: new Map() }));
    let bySellToken = cache.bySellToken.get(order.sellToken);
    if (bySellToken === undefined) cache.bySellToken.set(order.sellToken, (bySellToken = []));
    fees = bySellToken;
  }
  return (hops) => (fees[hops] ??= orderNetworkFee(order, hops, gasPrice, auction));
}
const plainFeeCache = new WeakMap<Auction, { gasPrice: bigint; bySellToken: Map<Address, (bigint | undefined)[]> }>();

/**
 * A trade from its raw amounts (sell taken including the network fee; buy the route gives): the
 * protocol fees are withheld as the driver does, and the result must respect the limit price.
 */
export function finishTrade(
  order: AuctionOrder,
  raw: { sell: bigint; buy: bigint },
  fee: bigint,
): ProposedTrade | undefined {
  if (raw.sell <= 0n || raw.buy <= 0n) return undefined;
  // Protocol fees only take from the trader: a raw trade that breaks the limit breaks it after them.
  if (!respectsLimit(order, raw)) return undefined;
  const net = withholdProtocolFees(order, raw);
  if (net.buy <= 0n || !respectsLimit(order, net)) return undefined;
  return { uid: order.uid, executedSell: net.sell, executedBuy: net.buy, networkFee: fee };
}

/** The directed pair an order trades (the native placeholder counts as wrapped native). */
export function directedPair(order: AuctionOrder, wrappedNative: Address | undefined): string {
  const buy =
    order.buyToken === '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' && wrappedNative !== undefined
      ? wrappedNative
      : order.buyToken;
  // One string per pair of tokens, made once: scoring and grouping key maps by it for every trade.
  let bySell = pairKeys.get(order.sellToken);
  if (bySell === undefined) {
    if (pairKeys.size >= MAX_CACHED_SELL_TOKENS) pairKeys.clear();
    pairKeys.set(order.sellToken, (bySell = new Map()));
  }
  let key = bySell.get(buy);
  if (key === undefined) bySell.set(buy, (key = `${order.sellToken}>${buy}`));
  return key;
}
const pairKeys = new Map<Address, Map<Address, string>>();
/** Bounds the directed pairs' keys kept for a long-running process that sees many tokens. */
const MAX_CACHED_SELL_TOKENS = 1_000;

/** One solver's solution for one pair (or one pair in both directions): trades, swaps, pools used. */
export type PairPlan = {
  readonly key: string;
  readonly trades: ProposedTrade[];
  readonly swaps: AmmSwap[];
  readonly pools: ReadonlySet<string>;
  /** Protocol score of the plan (native wei). */
  readonly score: bigint;
  readonly clearingPrices?: Record<Address, bigint>;
  /**
   * The same plan made on `book` as earlier plans left it, its swaps committed to `book`; undefined
   * when nothing trades there. Lets a proposal cover pairs whose routes share pools.
   */
  readonly replan?: (book: PoolBook) => PairPlan | undefined;
};

/** Σ protocol score of trades (the solver's own estimate; `solveAuction` recomputes it). */
export function scoreTrades(
  trades: readonly ProposedTrade[],
  orders: ReadonlyMap<string, AuctionOrder>,
  auction: Auction,
): bigint {
  let total = 0n;
  for (const score of tradeScores(trades, orders, auction)) total += score;
  return total;
}

/** Each trade's protocol score, in the order of `trades`. */
export function tradeScores(
  trades: readonly ProposedTrade[],
  orders: ReadonlyMap<string, AuctionOrder>,
  auction: Auction,
): bigint[] {
  return trades.map((trade) => {
    const order = orders.get(trade.uid)!;
    return scoreTrade(order, { sell: trade.executedSell, buy: trade.executedBuy }, auction.prices).score;
  });
}

/**
 * Clearing prices of trades: along the trades in uid order, each token gets a price from the
 * first trade that links it to a priced token (sell·p[sell] = buy·p[buy]); exact for one pair at
 * a uniform price, indicative across pairs (each trade carries its own executed amounts).
 */
export function clearingPricesOf(
  trades: readonly ProposedTrade[],
  orders: ReadonlyMap<string, AuctionOrder>,
): Record<Address, bigint> {
  const prices = new Map<Address, bigint>();
  for (const trade of [...trades].sort((a, b) => (a.uid < b.uid ? -1 : 1))) {
    const order = orders.get(trade.uid)!;
    const sell = prices.get(order.sellToken);
    const buy = prices.get(order.buyToken);
    if (sell === undefined && buy === undefined) {
      prices.set(order.sellToken, trade.executedBuy);
      prices.set(order.buyToken, trade.executedSell);
    } else if (sell === undefined) {
      prices.set(order.sellToken, (buy! * trade.executedBuy) / trade.executedSell);
    } else if (buy === undefined) {
      prices.set(order.buyToken, (sell * trade.executedSell) / trade.executedBuy);
    }
  }
  return Object.fromEntries([...prices].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Up to three proposals from per-pair plans computed on fresh pools, in layers: (1) the best plans
 * whose pools do not overlap (so each pair scores what it scores alone), then (2) and (3) the best
 * non-overlapping plans among those the layers before left out, so that pairs sharing a pool with
 * a better one still reach the competition; a winner of a later layer settles after the earlier
 * ones, on the pools they moved (the protocol simulates it so). With a single layer, the best plan
 * alone is the second proposal: a single-pair solution, the fairness baseline of its pair. Empty
 * proposals and duplicates are left out.
 */
export function composeProposals(
  plans: readonly PairPlan[],
  orders: ReadonlyMap<string, AuctionOrder>,
  pools?: PoolBook,
  retry?: Retry,
): Proposal[] {
  const sorted = plans
    .filter((plan) => plan.trades.length > 0 && plan.score > 0n)
    .sort((a, b) => (a.score === b.score ? (a.key < b.key ? -1 : 1) : a.score > b.score ? -1 : 1));
  const greedy = (candidates: readonly PairPlan[]) => {
    const used = new Set<string>();
    const taken: PairPlan[] = [];
    for (const plan of candidates) {
      if ([...plan.pools].some((pool) => used.has(pool))) continue;
      for (const pool of plan.pools) used.add(pool);
      taken.push(plan);
    }
    return taken;
  };
  const groups: PairPlan[][] = [];
  // First, when the plans can be made again on moved pools: all of them, best first, each on the
  // pools the ones before it left (the best pairs keep what they score alone).
  if (pools !== undefined && sorted.length > 1 && sorted.every((plan) => plan.replan !== undefined)) {
    let book = pools.fork();
    const moved = new Set<string>();
    const all = sorted.flatMap((plan) => {
      const trial = book.clone();
      // A plan whose pools no earlier plan moved is what it was: its swaps are only replayed.
      const untouched = ![...plan.pools].some((pool) => moved.has(pool));
      const placed = untouched && trial.execute(plan.swaps) !== undefined ? plan : plan.replan!(trial);
      // A pair the earlier ones left worse off stays out: a solution of it alone would outscore
      // this one on it, and the fairness filter would drop the whole proposal.
      if (placed === undefined || placed.score < plan.score) return [];
      book = trial;
      for (const pool of placed.pools) moved.add(pool);
      return [placed];
    });
    // Orders the pools could not serve in their turn try once more at the end: flows in the
    // other direction may have moved the pools back their way.
    if (retry !== undefined) {
      const traded = new Set(all.flatMap((plan) => plan.trades.map((trade) => trade.uid)));
      // Only orders the pools served on their own (an order they could not serve fresh will not be now).
      const candidates = sorted
        .flatMap((plan) => plan.trades.map((trade) => trade.uid))
        .filter((uid) => !traded.has(uid))
        .sort();
      for (const uid of candidates) {
        const routed = retry.route(orders.get(uid)!, book);
        if (routed === undefined) continue;
        all.push({
          key: `retry:${uid}`,
          trades: [routed.trade],
          swaps: [...routed.swaps],
          pools: new Set(routed.pools),
          score: 0n,
        });
      }
    }
    if (all.length > 0) groups.push(all);
  }
  let rest = sorted;
  while (groups.length < 3 && rest.length > 0) {
    const layer = greedy(rest);
    groups.push(layer);
    rest = rest.filter((plan) => !layer.includes(plan));
  }
  if (groups.length < 3 && sorted.length > 1) groups.push(sorted.slice(0, 1));
  const seen = new Set<string>();
  const proposals: Proposal[] = [];
  for (const group of groups) {
    if (group.length === 0) continue;
    const id = group.map((plan) => plan.key).join('|');
    if (seen.has(id)) continue;
    seen.add(id);
    proposals.push(toProposal(group, orders));
  }
  return proposals;
}

/** How an order a sequential plan left out is routed on a book at its end (committing its swaps). */
export type Retry = {
  readonly route: (
    order: AuctionOrder,
    book: PoolBook,
  ) => { trade: ProposedTrade; swaps: readonly AmmSwap[]; pools: readonly string[] } | undefined;
};

/** Plans merged into one proposal (swaps in plan order). */
export function toProposal(group: readonly PairPlan[], orders: ReadonlyMap<string, AuctionOrder>): Proposal {
  const trades = group.flatMap((plan) => plan.trades);
  const clearingPrices =
    group.length === 1 && group[0]!.clearingPrices !== undefined
      ? { ...group[0]!.clearingPrices }
      : clearingPricesOf(trades, orders);
  return { trades, swaps: group.flatMap((plan) => plan.swaps), clearingPrices };
}

/** The auction's orders by uid (built once per auction; auctions are never modified). */
export function ordersByUid(auction: Auction): ReadonlyMap<string, AuctionOrder> {
  let orders = ordersCache.get(auction);
  if (orders === undefined)
    ordersCache.set(auction, (orders = new Map(auction.orders.map((order) => [order.uid, order]))));
  return orders;
}
const ordersCache = new WeakMap<Auction, ReadonlyMap<string, AuctionOrder>>();

/**
 * A proposal with the orders it leaves out routed once more on the pools as its swaps leave them,
 * each on the pools the ones before it left: flows of the proposal the other way may have moved a
 * pool their way, and an order filled now does not wait for the next auction. `candidates` are the
 * orders the pools served on their own (uid order); one the pools could not serve fresh is not tried.
 */
export function fillIn(
  proposal: Proposal,
  candidates: readonly AuctionOrder[],
  orders: ReadonlyMap<string, AuctionOrder>,
  pools: PoolBook,
  retry: Retry,
): Proposal {
  const traded = new Set(proposal.trades.map((trade) => trade.uid));
  const missing = candidates.filter((order) => !traded.has(order.uid));
  if (missing.length === 0) return proposal;
  const book = pools.fork();
  if (book.execute(proposal.swaps) === undefined) return proposal;
  const trades = [...proposal.trades];
  const swaps = [...proposal.swaps];
  for (const order of missing) {
    const routed = retry.route(order, book);
    if (routed === undefined) continue;
    trades.push(routed.trade);
    swaps.push(...routed.swaps);
  }
  if (trades.length === proposal.trades.length) return proposal;
  // Tokens the added trades bring in take their price from them; the proposal's own prices stay.
  const clearingPrices = { ...clearingPricesOf(trades, orders), ...proposal.clearingPrices };
  return {
    trades,
    swaps,
    clearingPrices: Object.fromEntries(Object.entries(clearingPrices).sort(([x], [y]) => (x < y ? -1 : 1))),
  };
}

/** The orders some plan trades (each directed pair routed alone on fresh pools serves them), in uid order. */
export function servedAlone(plans: Iterable<PairPlan>, orders: ReadonlyMap<string, AuctionOrder>): AuctionOrder[] {
  const uids: string[] = [];
  for (const plan of plans) for (const trade of plan.trades) uids.push(trade.uid);
  return uids.sort().map((uid) => orders.get(uid)!);
}

/**
 * Orders sorted tightest limit first (what each asks for per unit of value it sells, at the auction's
 * native prices; ties by uid): routed one after another on a pool, each moves the price against the
 * next, so the orders with the least room take it first and the looser ones still fit after them.
 */
export function tightestFirst(orders: readonly AuctionOrder[], auction: Auction): AuctionOrder[] {
  // The matcher ranks the orders leaving its batch once per attempt: each order's demand is kept per auction.
  let demands = demandCache.get(auction);
  if (demands === undefined) demandCache.set(auction, (demands = new Map()));
  const ranked = orders.map((order) => {
    let demand = demands.get(order);
    if (demand === undefined) {
      const sellValue = order.sellAmount * (auction.prices[order.sellToken] ?? 0n);
      const buyValue = order.buyAmount * (auction.prices[order.buyToken] ?? 0n);
      demands.set(order, (demand = sellValue > 0n ? (buyValue * ONE_E18) / sellValue : 0n));
    }
    return { order, demand };
  });
  ranked.sort((x, y) => (x.demand === y.demand ? (x.order.uid < y.order.uid ? -1 : 1) : x.demand > y.demand ? -1 : 1));
  return ranked.map((entry) => entry.order);
}
const demandCache = new WeakMap<Auction, Map<AuctionOrder, bigint>>();
