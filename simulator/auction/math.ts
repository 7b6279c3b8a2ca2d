/**
 * The protocol's arithmetic of batch auctions (docs/protocol.md#auction-scoring-and-fees), exact on bigints: limit
 * prices, surplus, protocol fees (surplus, priceImprovement, volume with their caps), scores in
 * native wei and network fees. Shared by the solvers (to price what they propose) and by
 * `solveAuction` (which recomputes everything from the executed amounts and never trusts a solver).
 *
 * Fee factors are numbers in [0, 1); they enter the arithmetic as exact multiples of 1e-18 (their
 * `toFixed(18)` decimal expansion), so results are the same on every platform (the reference uses f64).
 */
import type { Address } from 'viem';
import type { AuctionOrder, CandidateOrder, FeePolicy } from './types.js';

export const ONE_E18 = 10n ** 18n;

/** The lower-case native placeholder `0xEeee…` (a buy token paid out in native). */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as Address;

/** ⌈a / b⌉ for a ≥ 0, b > 0. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return a <= 0n ? a / b : (a + b - 1n) / b;
}

/** A factor in [0, 1) as an integer number of 1e-18 units (deterministic decimal expansion). */
export function factorE18(factor: number): bigint {
  let value = factorCache.get(factor);
  if (value === undefined) {
    const [whole = '0', fraction = ''] = Number.isFinite(factor) && factor > 0 ? factor.toFixed(18).split('.') : [];
    value = BigInt(whole + fraction.padEnd(18, '0').slice(0, 18));
    factorCache.set(factor, value);
  }
  return value;
}
const factorCache = new Map<number, bigint>();

type Limits = { readonly sell: bigint; readonly buy: bigint };
type Amounts = { readonly sell: bigint; readonly buy: bigint };

/**
 * What is left of an order: the sell amount (fee included) and buy amount still to trade, at its
 * limit price; for an auction order its `available` part when the balance covers only that.
 */
export function remainingAmounts(order: CandidateOrder | AuctionOrder): {
  readonly sell: bigint;
  readonly buy: bigint;
} {
  if ('available' in order && order.available !== undefined) return order.available;
  const left = remainingOfKind(order);
  if (order.kind === 'sell')
    return { sell: left, buy: order.sellAmount === 0n ? 0n : ceilDiv(left * order.buyAmount, order.sellAmount) };
  return { sell: order.buyAmount === 0n ? 0n : (left * order.sellAmount) / order.buyAmount, buy: left };
}

/**
 * What is left of an order in the amount its kind fixes (`remainingAmounts(order).sell` for a
 * sell order, `.buy` for a buy order), without the other amount's division.
 */
export function remainingOfKind(order: CandidateOrder | AuctionOrder): bigint {
  if ('available' in order && order.available !== undefined)
    return order.kind === 'sell' ? order.available.sell : order.available.buy;
  const signed = order.kind === 'sell' ? order.sellAmount : order.buyAmount;
  return signed > order.executed ? signed - order.executed : 0n;
}

/**
 * Surplus of a trade of `executed` (sell s, buy b; fee included) over `limits`, in the surplus
 * token: sell orders b − ⌈s·limit.buy/limit.sell⌉, buy orders ⌊limit.sell·b/limit.buy⌋ − s.
 * Negative when the trade is worse than the limit.
 */
export function surplusOver(kind: 'sell' | 'buy', limits: Limits, executed: Amounts): bigint {
  if (limits.sell === 0n || limits.buy === 0n) return 0n;
  return kind === 'sell'
    ? executed.buy - ceilDiv(executed.sell * limits.buy, limits.sell)
    : (limits.sell * executed.buy) / limits.buy - executed.sell;
}

/** The order's own surplus (over its signed limit price). */
export function orderSurplus(order: CandidateOrder, executed: Amounts): bigint {
  return surplusOver(order.kind, { sell: order.sellAmount, buy: order.buyAmount }, executed);
}

/** Whether a trade respects the order's limit price: sell b·o.sell ≥ s·o.buy, buy s·o.buy ≤ b·o.sell. */
export function respectsLimit(order: CandidateOrder, executed: Amounts): boolean {
  return executed.buy * order.sellAmount >= executed.sell * order.buyAmount;
}

/** The token surplus and protocol fees are counted in: the buy token of sell orders, the sell token of buy orders. */
export function surplusToken(order: CandidateOrder): Address {
  return order.kind === 'sell' ? order.buyToken : order.sellToken;
}

/**
 * An amount of the order's surplus token in native wei: sell orders x × buyPrice/1e18; buy
 * orders ⌊x·o.buy/o.sell⌋ × buyPrice/1e18 (converted at the order's limit price first).
 */
export function toNative(order: CandidateOrder, amount: bigint, prices: Readonly<Record<Address, bigint>>): bigint {
  const buyPrice = prices[order.buyToken] ?? 0n;
  if (order.kind === 'sell') return (amount * buyPrice) / ONE_E18;
  if (order.sellAmount === 0n) return 0n;
  return (((amount * order.buyAmount) / order.sellAmount) * buyPrice) / ONE_E18;
}

/**
 * The limit a priceImprovement policy measures against: the order's limit, improved to its quote
 * where the quote is better. Sell: buy max(o.buy, ⌊(q.buy − ⌊q.fee·q.buy/q.sell⌋)·o.sell/q.sell⌋);
 * buy: sell min(o.sell, ⌊(q.sell + q.fee)·o.buy/q.buy⌋). Undefined for an unusable quote.
 */
export function quoteLimits(
  order: CandidateOrder,
  quote: { readonly sellAmount: bigint; readonly buyAmount: bigint; readonly fee: bigint },
): Limits | undefined {
  if (quote.sellAmount === 0n || quote.buyAmount === 0n) return undefined;
  if (order.kind === 'sell') {
    const quotedBuy = quote.buyAmount - (quote.fee * quote.buyAmount) / quote.sellAmount;
    if (quotedBuy < 0n) return undefined;
    const scaled = (quotedBuy * order.sellAmount) / quote.sellAmount;
    return { sell: order.sellAmount, buy: scaled > order.buyAmount ? scaled : order.buyAmount };
  }
  const scaled = ((quote.sellAmount + quote.fee) * order.buyAmount) / quote.buyAmount;
  return { sell: scaled < order.sellAmount ? scaled : order.sellAmount, buy: order.buyAmount };
}

/**
 * Whether an order is out of market against its quote (docs/protocol.md#out-of-market): sell
 * o.sell·(q.buy − ⌊q.fee·q.buy/q.sell⌋) < q.sell·o.buy; buy o.sell·q.buy < (q.sell + q.fee)·o.buy.
 * No quote, or q.sell = 0, counts as out of market.
 */
export function isOutOfMarket(order: CandidateOrder): boolean {
  const quote = order.quote;
  if (quote === null || quote.sellAmount === 0n) return true;
  if (order.kind === 'sell') {
    const quotedBuy = quote.buyAmount - (quote.fee * quote.buyAmount) / quote.sellAmount;
    return order.sellAmount * quotedBuy < quote.sellAmount * order.buyAmount;
  }
  return order.sellAmount * quote.buyAmount < (quote.sellAmount + quote.fee) * order.buyAmount;
}

/**
 * `amount · f` (forward: a fee taken from a trade before it) or the factor observed on the trade
 * after the fee (backward): f/(1−f) where the fee reduces the base (surplus, a sell order's buy
 * amount), f/(1+f) where it adds to it (a buy order's sell amount).
 */
function applyFactor(amount: bigint, factor: number, mode: 'forward' | 'reduces' | 'adds'): bigint {
  if (amount <= 0n) return 0n;
  const f = factorE18(factor);
  if (mode === 'forward') return (amount * f) / ONE_E18;
  return (amount * f) / (mode === 'reduces' ? ONE_E18 - f : ONE_E18 + f);
}

/**
 * One policy's fee on the trade `executed`, in the surplus token. `direction` `backward` is the
 * protocol's observation on a trade that already paid the fee (docs/protocol.md#auction-scoring-and-fees: surplus·f/(1−f),
 * caps and volume traded buy·f/(1−f) for sell orders, traded sell·f/(1+f) for buy orders);
 * `forward` is what a solver withholds from the trade before it (surplus·f, volume·f).
 */
export function policyFee(
  order: CandidateOrder,
  policy: FeePolicy,
  executed: Amounts,
  direction: 'forward' | 'backward',
): bigint {
  const volume = order.kind === 'sell' ? executed.buy : executed.sell;
  const volumeMode = direction === 'forward' ? 'forward' : order.kind === 'sell' ? 'reduces' : 'adds';
  switch (policy.kind) {
    case 'volume':
      return applyFactor(volume, policy.factor, volumeMode);
    case 'surplus':
      return cappedSurplusFee(orderSurplus(order, executed), volume, policy, direction, volumeMode);
    case 'priceImprovement': {
      const limits = quoteLimits(order, policy.quote);
      if (limits === undefined) return 0n;
      // No improvement over the quote is no fee, not an error.
      return cappedSurplusFee(surplusOver(order.kind, limits, executed), volume, policy, direction, volumeMode);
    }
  }
}

/** A surplus-type policy's fee: its factor of the surplus, at most its factor of the volume. */
function cappedSurplusFee(
  surplus: bigint,
  volume: bigint,
  policy: { factor: number; maxVolumeFactor: number },
  direction: 'forward' | 'backward',
  volumeMode: 'forward' | 'reduces' | 'adds',
): bigint {
  const fromSurplus = applyFactor(surplus, policy.factor, direction === 'forward' ? 'forward' : 'reduces');
  const cap = applyFactor(volume, policy.maxVolumeFactor, volumeMode);
  return fromSurplus < cap ? fromSurplus : cap;
}

export type ProtocolFee = { policy: FeePolicy; token: Address; amount: bigint };

/**
 * The protocol fees a trade paid, observed on its executed amounts (net of fees): each policy
 * from the last to the first, on the prices adjusted by the fees found so far (a sell order's buy
 * amount grows by them, a buy order's sell amount shrinks), returned in policy order.
 *
 * @example
 * // sell 100 A for ≥ 200 B, executed 100 → 260 B, surplus 50 % capped at 10 % of volume:
 * // min(60·0.5/0.5, 260·0.1/0.9) = min(60, 28) = 28 B
 * computeProtocolFees(order, { sell: 100n, buy: 260n })
 */
export function computeProtocolFees(order: AuctionOrder, executed: Amounts): ProtocolFee[] {
  const token = surplusToken(order);
  const fees: ProtocolFee[] = [];
  let total = 0n;
  let current = executed;
  for (let index = order.protocolFees.length - 1; index >= 0; index--) {
    const policy = order.protocolFees[index]!;
    const amount = policyFee(order, policy, current, 'backward');
    fees.push({ policy, token, amount });
    total += amount;
    current =
      order.kind === 'sell'
        ? { sell: executed.sell, buy: executed.buy + total }
        : { sell: executed.sell - total, buy: executed.buy };
  }
  return fees.reverse();
}

/**
 * The trade the user gets after a solver withholds the protocol fees from a raw trade (policies
 * in order, each on the trade the previous ones left): a sell order's buy amount shrinks, a buy
 * order's sell amount grows. The settlement contract keeps the difference.
 */
export function withholdProtocolFees(order: AuctionOrder, raw: Amounts): Amounts {
  let current = raw;
  for (const policy of order.protocolFees) {
    const fee = policyFee(order, policy, current, 'forward');
    current =
      order.kind === 'sell'
        ? { sell: current.sell, buy: current.buy - fee }
        : { sell: current.sell + fee, buy: current.buy };
  }
  return current;
}

/**
 * A limit that a raw trade (before the protocol fees are withheld) meeting it surely still meets
 * the order's own limit after `withholdProtocolFees`: raw b·L.sell ≥ s·L.buy implies the net trade
 * respects the order's limit and keeps a positive buy amount. Each policy withholds at most its
 * volume cap (the factor of a volume fee) of the trade's volume, so a sell order keeps at least
 * b·Π(1 − c) and a buy order pays at most s·Π(1 + c). Undefined when no such limit exists (a cap
 * of a whole volume). A trade missing it may still respect the limit: only the exact trade tells.
 */
export function limitAfterFees(order: AuctionOrder): Limits | undefined {
  let kept = 1n; // Π(1e18 ∓ c) over the policies
  let scale = 1n; // 1e18 per policy
  for (const policy of order.protocolFees) {
    const cap = factorE18(policy.kind === 'volume' ? policy.factor : policy.maxVolumeFactor);
    kept *= order.kind === 'sell' ? ONE_E18 - cap : ONE_E18 + cap;
    scale *= ONE_E18;
  }
  if (kept <= 0n) return undefined;
  return order.kind === 'sell'
    ? { sell: order.sellAmount * kept, buy: order.buyAmount * scale }
    : { sell: order.sellAmount * scale, buy: order.buyAmount * kept };
}

export type TradeScore = {
  /** Surplus over the order's limit, in the surplus token (net of all fees). */
  surplus: bigint;
  fees: ProtocolFee[];
  /** (surplus + Σ fees) in native wei. */
  score: bigint;
  /** The surplus alone in native wei. */
  surplusNative: bigint;
};

/** Score of one executed trade (docs/protocol.md#auction-scoring-and-fees): surplus + protocol fees in the surplus token, in native wei. */
export function scoreTrade(
  order: AuctionOrder,
  executed: Amounts,
  prices: Readonly<Record<Address, bigint>>,
): TradeScore {
  const surplus = orderSurplus(order, executed);
  const fees = computeProtocolFees(order, executed);
  const total = fees.reduce((sum, fee) => sum + fee.amount, surplus);
  return { surplus, fees, score: toNative(order, total, prices), surplusNative: toNative(order, surplus, prices) };
}

/** Network fee in sell-token atoms: ⌈gas × gasPrice × 1e18 / sellPrice⌉ (sellPrice: native wei per 1e18 atoms). */
export function networkFee(gas: bigint, gasPrice: bigint, sellPrice: bigint): bigint {
  if (sellPrice <= 0n) return 0n;
  return ceilDiv(gas * gasPrice * ONE_E18, sellPrice);
}
