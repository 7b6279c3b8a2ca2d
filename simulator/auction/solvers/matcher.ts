/**
 * The matcher solver: coincidences of wants, rings included, at uniform clearing prices. It clears
 * all of an auction's orders together as one batch: every order trades at one price per token, so
 * what one trader sells another buys (A→B against B→A, or around a ring A→B, B→C, C→A), and only
 * each token's net imbalance goes through the pools. Prices start at the auction's native prices
 * and move to what the pools pay for the imbalances until the settlement contract is never short;
 * orders whose limit the prices miss go through the pools first and the rest clear again. Its
 * second proposal leaves out the directed pairs the batch serves worse than routing them alone
 * does (they clear as a batch of their own when they meet, or are routed as the baseline routes
 * them), so that one of its proposals passes the fairness filter.
 */
import type { Address } from 'viem';
import { ceilDiv, limitAfterFees, NATIVE_TOKEN, remainingOfKind } from '../math.js';
import type { AmmSwap, Auction, AuctionOrder } from '../types.js';
import { baselinePlans, routeGroup, routeOrder, RouteSteps } from './baseline.js';
import {
  composeProposals,
  directedPair,
  fillIn,
  servedAlone,
  tightestFirst,
  finishTrade,
  networkFeeByHops,
  ordersByUid,
  tradeScores,
  type PairPlan,
} from './plans.js';
import type { PoolBook, Route } from './poolBook.js';
import type { Proposal, ProposedTrade, Solver, SolverContext } from './types.js';

export const MATCHER_SOLVER_ADDRESS = '0x0000000000000000000000000000000000000002' as Address;
const MAX_ROUNDS = 48;
/** Batches cleared apart at most (each time with the pairs the previous batch left out). */
const MAX_BATCHES = 3;
/** Times the orders that leave a batch go through the pools first and the rest clear again. */
const MAX_LEAVING_ROUNDS = 3;
/** Prices are kept at this many parts of a native price, so ratios of them stay exact enough. */
const PRICE_SCALE = 10n ** 18n;
const PPM = 1_000_000n;

/** One order in a batch: its tokens as the pools trade them, its directed pair, fee and what is left. */
type Entry = {
  readonly order: AuctionOrder;
  readonly sell: Address;
  readonly buy: Address;
  /** The bucket it adds to (`bucketsOf`), one number per pool tokens and kind in its auction. */
  readonly bucket: number;
  readonly fee: bigint;
  /** What it adds to its bucket: sell atoms after the network fee (sell order) or buy atoms (buy order). */
  readonly amount: bigint;
  /** The amounts that decide whether it stays in a batch at a price (`boundsOf`). */
  readonly bounds: Bounds;
};

/** A batch's raw trade of one order at `prices`: sell atoms in (network fee excluded), buy atoms out. */
function rawTrade(entry: Entry, prices: ReadonlyMap<Address, bigint>): { traded: bigint; bought: bigint } {
  const sellPrice = prices.get(entry.sell)!;
  const buyPrice = prices.get(entry.buy)!;
  if (entry.order.kind === 'sell') {
    const traded = entry.amount;
    return { traded, bought: traded > 0n ? (traded * sellPrice) / buyPrice : 0n };
  }
  const bought = entry.amount;
  return { traded: ceilDiv(bought * buyPrice, sellPrice), bought };
}

/**
 * Whether the entry's trade at `prices` exists (`finishTrade` of its raw trade, fees withheld).
 * Most entries are decided by their `bounds`, without the trade; the others exactly.
 */
function staysAt(entry: Entry, prices: ReadonlyMap<Address, bigint>): boolean {
  const decided = decidedAt(
    entry.bounds,
    entry.order.kind,
    entry.amount,
    prices.get(entry.sell)!,
    prices.get(entry.buy)!,
  );
  if (decided !== undefined) return decided;
  const { traded, bought } = rawTrade(entry, prices);
  return traded > 0n && finishTrade(entry.order, { sell: traded + entry.fee, buy: bought }, entry.fee) !== undefined;
}

/**
 * An order's place in a batch at prices, decided by its bounds (`boundsOf`): true it stays, false
 * it leaves, undefined only its exact trade tells. The prices' ratio against the bounds' ratios
 * in floating point decides first, with a margin far above its rounding (a few parts in 1e16);
 * what falls within the margin is decided on the bigints.
 */
export function decidedAt(
  bounds: Bounds,
  kind: 'sell' | 'buy',
  amount: bigint,
  sellPrice: bigint,
  buyPrice: bigint,
): boolean | undefined {
  const ratio = Number(sellPrice) / Number(buyPrice);
  if (ratio > MIN_RATIO && ratio < 1 / MIN_RATIO) {
    if (ratio >= bounds.staysAbove * (1 + RATIO_MARGIN)) return true;
    if (ratio < bounds.leavesBelow * (1 - RATIO_MARGIN)) return false;
  }
  const { leaves, stays } = bounds;
  if (kind === 'sell') {
    // It buys ⌊amount·sellPrice/buyPrice⌋, at least m when amount·sellPrice ≥ m·buyPrice.
    const value = amount * sellPrice;
    if (stays !== undefined && value >= stays * buyPrice) return true;
    if (leaves !== undefined && value < leaves * buyPrice) return false;
  } else {
    // It sells ⌈amount·buyPrice/sellPrice⌉, at most m when amount·buyPrice ≤ m·sellPrice.
    const cost = amount * buyPrice;
    if (stays !== undefined && cost <= stays * sellPrice) return true;
    if (leaves !== undefined && cost > leaves * sellPrice) return false;
  }
  return undefined;
}
/** The relative margin of the floating-point bounds: rounding makes errors of a few parts in 1e16. */
const RATIO_MARGIN = 1e-9;
/** Ratios are compared in floating point only well within its normal range (where that error holds). */
const MIN_RATIO = 1e-250;

/**
 * What decides an order's place in a batch without its trade (`decidedAt`). `leaves` and `stays`
 * are amounts: for a sell order of buy atoms (fewer than `leaves`: it leaves; `stays` or more: it
 * stays), for a buy order of sell atoms traded before the network fee (more than `leaves`: it
 * leaves; `stays` or fewer: it stays); undefined where no such amount exists. Below `leaves` its
 * raw trade misses its limit; within `stays` its raw trade meets the limit no protocol fee can
 * break (`limitAfterFees`). `leavesBelow` and `staysAbove` are the same bounds on the ratio of the
 * sell token's price to the buy token's, in floating point (0 and Infinity: none).
 */
export type Bounds = {
  readonly leaves: bigint | undefined;
  readonly stays: bigint | undefined;
  readonly leavesBelow: number;
  readonly staysAbove: number;
};

export function boundsOf(order: AuctionOrder, fee: bigint, amount: bigint): Bounds {
  if (amount <= 0n) return { leaves: undefined, stays: undefined, leavesBelow: 0, staysAbove: Infinity };
  const sure = limitAfterFees(order);
  // A ratio where floating point holds it to its precision, else none (the bigints decide).
  const finiteOr = (ratio: number, none: number) => (ratio > MIN_RATIO && ratio < 1 / MIN_RATIO ? ratio : none);
  if (order.kind === 'sell') {
    const sold = amount + fee;
    // The least buy amount meeting a limit (and at least one atom: nothing bought is no trade).
    const least = (limit: { sell: bigint; buy: bigint }) => {
      const needed = ceilDiv(sold * limit.buy, limit.sell);
      return needed > 1n ? needed : 1n;
    };
    const leaves = order.sellAmount > 0n ? least({ sell: order.sellAmount, buy: order.buyAmount }) : undefined;
    const stays = sure !== undefined && sure.sell > 0n ? least(sure) : undefined;
    // It buys amount·ratio: at least m from the ratio m/amount on.
    return {
      leaves,
      stays,
      leavesBelow: leaves === undefined ? 0 : finiteOr(Number(leaves) / Number(amount), 0),
      staysAbove: stays === undefined ? Infinity : finiteOr(Number(stays) / Number(amount), Infinity),
    };
  }
  // The most sell atoms (before the network fee) meeting a limit.
  const most = (limit: { sell: bigint; buy: bigint }) => (amount * limit.sell) / limit.buy - fee;
  const leaves = order.buyAmount > 0n ? most({ sell: order.sellAmount, buy: order.buyAmount }) : undefined;
  const stays = sure !== undefined && sure.buy > 0n ? most(sure) : undefined;
  // It sells amount/ratio: at most m (m > 0) from the ratio amount/m on; at most m ≤ 0 never.
  return {
    leaves,
    stays,
    leavesBelow: leaves === undefined ? 0 : leaves <= 0n ? Infinity : finiteOr(Number(amount) / Number(leaves), 0),
    staysAbove: stays === undefined || stays <= 0n ? Infinity : finiteOr(Number(amount) / Number(stays), Infinity),
  };
}

/**
 * Orders of one kind and directed pair added up: what they sell (sell orders) or buy (buy orders).
 * A round of the price search prices these sums, not each order; the exact per-order amounts only
 * favour the settlement contract (buy amounts rounded down, sell amounts up).
 */
type Bucket = { sell: number; buy: number; kind: 'sell' | 'buy'; amount: bigint };

/** The buckets of `entries`, their tokens indexed in `tokens`. */
function bucketsOf(entries: readonly Entry[]): { tokens: Address[]; buckets: Bucket[] } {
  const byNumber: (Bucket | undefined)[] = [];
  const buckets: Bucket[] = [];
  const tokens: Address[] = [];
  const indexes = new Map<Address, number>();
  const indexOf = (token: Address) => {
    let index = indexes.get(token);
    if (index === undefined) indexes.set(token, (index = tokens.push(token) - 1));
    return index;
  };
  for (const entry of entries) {
    let bucket = byNumber[entry.bucket];
    if (bucket === undefined) {
      bucket = { sell: indexOf(entry.sell), buy: indexOf(entry.buy), kind: entry.order.kind, amount: 0n };
      byNumber[entry.bucket] = bucket;
      buckets.push(bucket);
    }
    if (entry.amount > 0n) bucket.amount += entry.amount;
  }
  return { tokens, buckets };
}

/** Each token's net flow into the settlement contract (sold in less bought out) at `prices`. */
function netFlows(
  { tokens, buckets }: { tokens: readonly Address[]; buckets: readonly Bucket[] },
  prices: ReadonlyMap<Address, bigint>,
): Map<Address, bigint> {
  const price = tokens.map((token) => prices.get(token)!);
  const flow = tokens.map(() => 0n);
  for (const { sell, buy, kind, amount } of buckets) {
    const sellPrice = price[sell]!;
    const buyPrice = price[buy]!;
    flow[sell]! += kind === 'sell' ? amount : ceilDiv(amount * buyPrice, sellPrice);
    flow[buy]! -= kind === 'sell' ? (amount * sellPrice) / buyPrice : amount;
  }
  const net = new Map<Address, bigint>();
  tokens.forEach((token, index) => net.set(token, flow[index]!));
  return net;
}

/** What the pools gave (a token in surplus, sold) or took (in deficit, bought) in hub atoms for a token's imbalance. */
type Rate = { surplus: boolean; hub: bigint; token: bigint };

/**
 * The swaps that settle net flows, on a copy of `pools`: first, where a token in surplus and one in
 * deficit share a pool (stablecoins among themselves), the one is swapped for the other directly,
 * cheaper than two hops through the hub; then what is left in surplus is sold into the hub and
 * what is left in deficit bought with it (token order). `hubLeft` is what the contract keeps of
 * the hub (< 0: the flows do not settle); `rates` what each imbalance got or cost in hub atoms (a
 * direct swap's output valued at `prices`; a deficit met only directly keeps its price).
 */
function settleImbalances(
  net: ReadonlyMap<Address, bigint>,
  hub: Address,
  pools: PoolBook,
  prices: ReadonlyMap<Address, bigint>,
  tokens: readonly Address[] = imbalancedTokens(net.keys(), hub),
): { routes: Route[]; book: PoolBook; hubLeft: bigint; rates: Map<Address, Rate> } | undefined {
  const book = pools.clone();
  const routes: Route[] = [];
  const rates = new Map<Address, Rate>();
  const left = new Map(net);
  const directValue = new Map<Address, bigint>();
  for (const deficitToken of tokens) {
    for (const surplusToken of tokens) {
      const deficit = -left.get(deficitToken)!;
      const surplus = left.get(surplusToken)!;
      if (deficit <= 0n) break;
      if (surplus <= 0n || !book.hasPool(surplusToken, deficitToken)) continue;
      const whole = book.routeBuy(surplusToken, deficitToken, deficit, () => 0n);
      const route =
        whole !== undefined && whole.amountIn <= surplus
          ? whole
          : book.routeSell(surplusToken, deficitToken, () => surplus);
      if (route === undefined) continue;
      book.commit(route);
      routes.push(route);
      left.set(surplusToken, surplus - route.amountIn);
      left.set(deficitToken, route.amountOut - deficit);
      const value = (route.amountOut * prices.get(deficitToken)!) / prices.get(hub)!;
      directValue.set(surplusToken, (directValue.get(surplusToken) ?? 0n) + value);
    }
  }
  let hubLeft = left.get(hub) ?? 0n;
  for (const token of tokens) {
    const surplus = left.get(token)!;
    let obtained = directValue.get(token) ?? 0n;
    if (surplus > 0n) {
      const route = book.routeSell(token, hub, () => surplus);
      if (route === undefined) return undefined;
      book.commit(route);
      routes.push(route);
      hubLeft += route.amountOut;
      obtained += route.amountOut;
    }
    if (obtained > 0n) rates.set(token, { surplus: true, hub: obtained, token: net.get(token)! });
  }
  for (const token of tokens) {
    const deficit = -left.get(token)!;
    if (deficit <= 0n) continue;
    const route = book.routeBuy(hub, token, deficit, () => 0n);
    if (route === undefined) return undefined;
    book.commit(route);
    routes.push(route);
    hubLeft -= route.amountIn;
    rates.set(token, { surplus: false, hub: route.amountIn, token: deficit });
  }
  return { routes, book, hubLeft, rates };
}

/** The tokens of net flows other than the hub, in token order (the order their imbalances settle in). */
function imbalancedTokens(tokens: Iterable<Address>, hub: Address): Address[] {
  return [...tokens].filter((token) => token !== hub).sort();
}

/**
 * Uniform prices at which `entries` settle with their imbalances swapped through the pools, and
 * those swaps; undefined when none are found. Each round prices every token at what the pools
 * gave or took for its imbalance (a part per million in the pools' favour, more when rounds run
 * out), within the bounds earlier rounds set: a token in surplus at a price clears below it, one
 * in deficit above it; between two such bounds the price bisects (near a balance the imbalance
 * flips sides as the price crosses the pools' spread, and a plain fixed point would oscillate).
 */
function clearingPricesFor(
  entries: readonly Entry[],
  hub: Address,
  start: ReadonlyMap<Address, bigint>,
  pools: PoolBook,
): { prices: Map<Address, bigint>; routes: Route[]; book: PoolBook } | undefined {
  const buckets = bucketsOf(entries);
  // Every round's net flows have the buckets' tokens.
  const tokens = imbalancedTokens(buckets.tokens, hub);
  const prices = new Map(start);
  const above = new Map<Address, bigint>(); // prices at which the token was in surplus
  const below = new Map<Address, bigint>(); // prices at which it was in deficit
  const hubPrice = prices.get(hub)!;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const settled = settleImbalances(netFlows(buckets, prices), hub, pools, prices, tokens);
    if (settled === undefined) return undefined;
    if (settled.hubLeft >= 0n) return { prices, routes: settled.routes, book: settled.book };
    const shade = 1n << BigInt(Math.max(0, round - 8));
    for (const [token, rate] of settled.rates) {
      const current = prices.get(token)!;
      let next: bigint;
      if (rate.surplus) {
        above.set(token, current);
        next = (hubPrice * rate.hub * (PPM - shade)) / (rate.token * PPM);
      } else {
        below.set(token, current);
        next = ceilDiv(hubPrice * rate.hub * (PPM + shade), rate.token * PPM);
      }
      const high = above.get(token);
      const low = below.get(token);
      if (high !== undefined && low !== undefined && (next >= high || next <= low)) next = (high + low) / 2n;
      prices.set(token, next > 0n ? next : 1n);
    }
  }
  return undefined;
}

/** The batch's outcome: trades, the swaps and pools of its imbalances, its prices, and the orders that left it. */
type Batch = {
  trades: ProposedTrade[];
  swaps: AmmSwap[];
  pools: Set<string>;
  prices: Map<Address, bigint>;
  book: PoolBook;
  left: AuctionOrder[];
};

/**
 * Clears `entries` at uniform prices on `pools`: the price search, then each order's exact trade;
 * orders whose limit the prices miss (or that trade nothing) leave and the rest clear again.
 * Undefined when fewer than two orders meet.
 */
function clearBatch(entries: readonly Entry[], auction: Auction, pools: PoolBook, hub: Address): Batch | undefined {
  const start = new Map<Address, bigint>();
  for (const entry of entries)
    for (const token of [entry.sell, entry.buy])
      if (!start.has(token)) start.set(token, priceOf(token, auction, pools) * PRICE_SCALE);
  let active = entries.filter((entry) => start.get(entry.sell)! > 0n && start.get(entry.buy)! > 0n);
  if (!start.has(hub)) start.set(hub, priceOf(hub, auction, pools) * PRICE_SCALE);
  if (start.get(hub) === 0n) return undefined;
  const left: AuctionOrder[] = [];
  while (active.length >= 2) {
    const cleared = clearingPricesFor(active, hub, start, pools);
    if (cleared === undefined) return undefined;
    // Who leaves is known before any trade is made: most orders are decided by their bounds
    // (`decidedAt`), only the others by their exact trade. The trades are made once no one leaves.
    const staying = active.filter((entry) => {
      if (staysAt(entry, cleared.prices)) return true;
      left.push(entry.order);
      return false;
    });
    if (staying.length < active.length) {
      active = staying;
      continue;
    }
    const trades: ProposedTrade[] = [];
    const net = new Map<Address, bigint>();
    const untradable: Entry[] = [];
    for (const entry of active) {
      const { traded, bought } = rawTrade(entry, cleared.prices);
      const trade = finishTrade(entry.order, { sell: traded + entry.fee, buy: bought }, entry.fee);
      if (trade === undefined) {
        untradable.push(entry);
        continue;
      }
      trades.push(trade);
      net.set(entry.sell, (net.get(entry.sell) ?? 0n) + traded);
      net.set(entry.buy, (net.get(entry.buy) ?? 0n) - bought);
    }
    // The bounds never keep an order its exact trade refuses (matcher.test.ts); were one kept, it
    // leaves as any other, rather than the auction failing.
    if (untradable.length > 0) {
      for (const entry of untradable) left.push(entry.order);
      active = active.filter((entry) => !untradable.includes(entry));
      continue;
    }
    // No one flows both ways: not a batch, each order is better routed on its own.
    if (!isCoincidence(active)) return undefined;
    // The exact amounts (rounded per order, in the contract's favour) settle as the price search found.
    const settled = settleImbalances(net, hub, pools, cleared.prices);
    if (settled === undefined || settled.hubLeft < 0n) return undefined;
    const swaps = settled.routes.flatMap((route) => route.swaps);
    const poolsUsed = new Set(settled.routes.flatMap((route) => route.pools));
    return { trades, swaps, pools: poolsUsed, prices: cleared.prices, book: settled.book, left };
  }
  return undefined;
}

/** Whether some token is both sold and bought by the orders: then they meet, peer to peer. */
function isCoincidence(entries: readonly Entry[]): boolean {
  const sold = new Set(entries.map((entry) => entry.sell));
  return entries.some((entry) => sold.has(entry.buy));
}

function priceOf(token: Address, auction: Auction, pools: PoolBook): bigint {
  return auction.prices[token] ?? (token === pools.wrappedNative ? 10n ** 18n : 0n);
}

/**
 * The hub a batch's imbalances go through: the wrapped native token when the batch trades three
 * tokens or more (it has the deepest pools), else one of the pair's own tokens, so a pair's residual
 * takes its best path between them.
 */
function hubOf(entries: readonly Entry[], wrappedNative: Address | undefined): Address {
  const tokens = new Set<Address>();
  for (const entry of entries) {
    tokens.add(entry.sell).add(entry.buy);
    if (tokens.size > 2 && wrappedNative !== undefined) return wrappedNative;
  }
  return [...tokens].sort()[0]!;
}

/**
 * The plan of a batch on `context.pools`: the orders that leave it go through the pools first, one
 * by one in uid order, then the rest trade at uniform prices on the pools as those left them.
 * Orders leave when the prices miss their limit: they are the ones on the side of an imbalance
 * (the pools would move against them after it), and what they take from the pools shrinks the
 * imbalance the batch swaps. With `routedAlone` (each directed pair's plan routed alone on fresh
 * pools), a directed pair the batch serves worse than that leaves whole: a single-pair solution
 * outscoring the batch there would make the fairness filter drop every proposal it is in.
 * Undefined when no batch forms.
 */
export function batchPlan(
  key: string,
  orders: readonly AuctionOrder[],
  auction: Auction,
  context: SolverContext,
): PairPlan | undefined {
  const pools = context.pools;
  const entries = entriesOf(orders, auction, context);
  const hub = hubOf(entries, pools.wrappedNative);
  const leaving = new Set<AuctionOrder>();
  // Every attempt routes its leaving orders from `pools` again: those routed in the same sequence
  // before are known (from the auction's starting reserves, also those the baseline routed).
  const firstStep = pools.atOrigin
    ? RouteSteps.fromOrigin(pools, auction, context.gasPrice)
    : new RouteSteps(auction, context.gasPrice);
  for (let attempt = 0; ; attempt++) {
    const book = pools.clone();
    const trades: ProposedTrade[] = [];
    const swaps: AmmSwap[] = [];
    const poolsUsed = new Set<string>();
    const record = (routed: { trade: ProposedTrade; swaps: readonly AmmSwap[]; pools: readonly string[] }) => {
      trades.push(routed.trade);
      swaps.push(...routed.swaps);
      for (const pool of routed.pools) poolsUsed.add(pool);
    };
    let step = firstStep;
    for (const order of tightestFirst([...leaving], auction)) {
      const { routed, next } = step.route(order, book);
      step = next;
      if (routed !== undefined) record({ trade: routed.trade, swaps: routed.route.swaps, pools: routed.route.pools });
    }
    const batch = clearBatch(
      entries.filter((entry) => !leaving.has(entry.order)),
      auction,
      book,
      hub,
    );
    if (batch === undefined) return undefined;
    if (batch.left.length > 0 && attempt < MAX_LEAVING_ROUNDS) {
      for (const order of batch.left) leaving.add(order);
      continue;
    }
    trades.push(...batch.trades);
    swaps.push(...batch.swaps);
    for (const pool of batch.pools) poolsUsed.add(pool);
    // Orders the prices on the moved pools still miss try the pools as the batch leaves them.
    for (const order of tightestFirst(batch.left, auction)) {
      const routed = routeOrder(order, batch.book, auction, context.gasPrice);
      if (routed !== undefined) record(routed);
    }
    return planOf(key, orders, auction, context, { trades, swaps, pools: poolsUsed, prices: batch.prices });
  }
}

function planOf(
  key: string,
  orders: readonly AuctionOrder[],
  auction: Auction,
  context: SolverContext,
  batch: { trades: ProposedTrade[]; swaps: AmmSwap[]; pools: Set<string>; prices: Map<Address, bigint> },
): PairPlan {
  const { trades, swaps, pools } = batch;
  const native = context.pools.asPoolToken(NATIVE_TOKEN);
  // Published at the scale of native prices (the search keeps more digits).
  const published = (price: bigint) => (price >= 2n * PRICE_SCALE ? price / PRICE_SCALE : 1n);
  const clearingPrices: Record<Address, bigint> = {};
  const traded = new Set<Address>();
  for (const order of orders) traded.add(order.sellToken).add(order.buyToken);
  for (const [token, price] of batch.prices) if (traded.has(token)) clearingPrices[token] = published(price);
  if (orders.some((order) => order.buyToken === NATIVE_TOKEN) && batch.prices.has(native))
    clearingPrices[NATIVE_TOKEN] = published(batch.prices.get(native)!);
  const scores = tradeScores(trades, ordersByUid(auction), auction);
  const plan: PairPlan = {
    key,
    trades,
    swaps,
    pools,
    score: scores.reduce((sum, score) => sum + score, 0n),
    replan: (other) => {
      const plan = batchPlan(key, orders, auction, { ...context, pools: other });
      // No batch forms on these pools: its orders go through them one by one instead.
      if (plan === undefined) return routeGroup(key, orders, other, auction, context.gasPrice);
      return other.execute(plan.swaps) === undefined ? undefined : plan;
    },
    clearingPrices: Object.fromEntries(Object.entries(clearingPrices).sort(([x], [y]) => (x < y ? -1 : 1))),
  };
  planTradeScores.set(plan, scores);
  return plan;
}

/**
 * The orders' entries, each made once per auction, gas price and wrapped native token: the
 * matcher's batches and their attempts take the same orders many times over.
 */
function entriesOf(orders: readonly AuctionOrder[], auction: Auction, context: SolverContext): Entry[] {
  let cache = entryCache.get(auction);
  const wrappedNative = context.pools.wrappedNative;
  if (cache === undefined || cache.gasPrice !== context.gasPrice || cache.wrappedNative !== wrappedNative)
    entryCache.set(
      auction,
      (cache = {
        gasPrice: context.gasPrice,
        wrappedNative,
        entries: new Map(),
        buckets: { byPair: new Map(), count: 0 },
      }),
    );
  const made = cache;
  return orders.map((order) => {
    let entry = made.entries.get(order);
    if (entry === undefined) made.entries.set(order, (entry = newEntry(order, auction, context, made.buckets)));
    return entry;
  });
}
const entryCache = new WeakMap<
  Auction,
  {
    gasPrice: bigint;
    wrappedNative: Address | undefined;
    entries: Map<AuctionOrder, Entry>;
    buckets: BucketNumbers;
  }
>();
/** The buckets' numbers: pool sell token → pool buy token → its sell orders' bucket (+ 1: its buy orders'). */
type BucketNumbers = { byPair: Map<Address, Map<Address, number>>; count: number };

function newEntry(order: AuctionOrder, auction: Auction, context: SolverContext, buckets: BucketNumbers): Entry {
  const pools = context.pools;
  const sell = pools.asPoolToken(order.sellToken);
  const buy = pools.asPoolToken(order.buyToken);
  // Peer to peer, an order pays no hop.
  const fee = networkFeeByHops(order, context.gasPrice, auction)(0);
  const amount = order.kind === 'sell' ? remainingOfKind(order) - fee : remainingOfKind(order);
  let bySell = buckets.byPair.get(sell);
  if (bySell === undefined) buckets.byPair.set(sell, (bySell = new Map()));
  let pairBuckets = bySell.get(buy);
  if (pairBuckets === undefined) {
    pairBuckets = buckets.count;
    buckets.count += 2;
    bySell.set(buy, pairBuckets);
  }
  return {
    order,
    sell,
    buy,
    bucket: order.kind === 'sell' ? pairBuckets : pairBuckets + 1,
    fee,
    amount,
    bounds: boundsOf(order, fee, amount),
  };
}

/** The directed pairs of a plan's trades with their score each. */
function scoresByPair(
  plan: PairPlan,
  orders: ReadonlyMap<string, AuctionOrder>,
  auction: Auction,
  wrappedNative: Address | undefined,
): Map<string, bigint> {
  const scores = planTradeScores.get(plan) ?? tradeScores(plan.trades, orders, auction);
  const byPair = new Map<string, bigint>();
  plan.trades.forEach((trade, index) => {
    const key = directedPair(orders.get(trade.uid)!, wrappedNative);
    byPair.set(key, (byPair.get(key) ?? 0n) + scores[index]!);
  });
  return byPair;
}
/** The score of each trade of a plan `planOf` made, in trade order (its pairs are scored apart too). */
const planTradeScores = new WeakMap<PairPlan, readonly bigint[]>();

/**
 * The plans of the matcher's two proposals: `whole`, one batch of all the auction's orders; and
 * `fair`, where a directed pair a batch serves worse than routing it alone does is left out and
 * the batch clears again (the pairs left out may form a batch of their own), with the routed plans
 * of the pairs no batch serves: otherwise a single-pair solution that outscores the batch there
 * would make the fairness filter drop every proposal it is in.
 */
function matcherPlans(
  auction: Auction,
  context: SolverContext,
  routed: ReadonlyMap<string, PairPlan>,
): { whole: PairPlan[]; fair: PairPlan[] } {
  const orders = ordersByUid(auction);
  const wrappedNative = context.pools.wrappedNative;
  const plans: PairPlan[] = [];
  const matched = new Set<string>();
  let candidates = auction.orders.filter(
    (order) => context.pools.asPoolToken(order.sellToken) !== context.pools.asPoolToken(order.buyToken),
  );
  const whole = batchPlan('batch:0', candidates, auction, context);
  for (let batch = 0; batch < MAX_BATCHES && candidates.length >= 2; batch++) {
    let members = candidates;
    let plan = batch === 0 ? whole : batchPlan(`batch:${batch}`, members, auction, context);
    while (plan !== undefined) {
      const worse = new Set(
        [...scoresByPair(plan, orders, auction, wrappedNative)]
          .filter(([key, score]) => score < (routed.get(key)?.score ?? 0n))
          .map(([key]) => key),
      );
      if (worse.size === 0) break;
      members = members.filter((order) => !worse.has(directedPair(order, wrappedNative)));
      plan = batchPlan(`batch:${batch}`, members, auction, context);
    }
    if (plan === undefined) break;
    plans.push(plan);
    const pairs = new Set(members.map((order) => directedPair(order, wrappedNative)));
    for (const key of pairs) matched.add(key);
    candidates = candidates.filter((order) => !pairs.has(directedPair(order, wrappedNative)));
  }
  // Pairs no batch serves go through the pools as the baseline routes them.
  const unmatched = [...routed.values()].filter((plan) => !matched.has(plan.key));
  return { whole: whole === undefined ? [...routed.values()] : [whole], fair: [...plans, ...unmatched] };
}

export const matcherSolver: Solver = {
  name: 'matcher',
  address: MATCHER_SOLVER_ADDRESS,
  /**
   * Two hedged proposals, as solvers that know the fairness filter bid: first one batch of every
   * pair (the most surplus), then the fair batches (in case a single-pair solution outscores the
   * first on some pair), then the best fair plans whose pools do not overlap.
   */
  solve(auction: Auction, context: SolverContext): Proposal[] {
    const orders = ordersByUid(auction);
    const routed = new Map(baselinePlans(auction, context).map((plan) => [plan.key, plan]));
    const retry = {
      route: (order: AuctionOrder, book: PoolBook) => routeOrder(order, book, auction, context.gasPrice),
    };
    const plans = matcherPlans(auction, context, routed);
    const fair = composeProposals(plans.fair, orders, context.pools, retry);
    const [whole] = composeProposals(plans.whole, orders, context.pools, retry);
    const proposals =
      whole === undefined ? fair : [whole, ...fair.filter((proposal) => !sameProposal(proposal, whole))];
    const servable = tightestFirst(servedAlone(routed.values(), orders), auction);
    // Only the first, widest proposal: the others are alternatives on fewer pairs (fairness baselines).
    return proposals
      .slice(0, 3)
      .map((proposal, index) => (index === 0 ? fillIn(proposal, servable, orders, context.pools, retry) : proposal));
  },
};

function sameProposal(a: Proposal, b: Proposal): boolean {
  return (
    a.trades.length === b.trades.length &&
    a.trades.every(
      (trade, index) => trade.uid === b.trades[index]!.uid && trade.executedBuy === b.trades[index]!.executedBuy,
    )
  );
}
