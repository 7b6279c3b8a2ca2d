/**
 * Auction building (the reference autopilot's solvable-orders cache; docs/protocol.md#auction-scoring-and-fees): which
 * of the order book's open orders enter the auction, which are dropped with an event and why, the
 * native prices of their tokens and the protocol fees each order pays.
 */
import type { Address, Hex } from 'viem';
import { VAULT_RELAYER } from '../protocol/networks.js';
import type { NetworkWorld } from '../world/networkWorld.js';
import type { ScenarioFeePolicy } from '../world/scenario.js';
import { NATIVE_TOKEN, ONE_E18, ceilDiv, isOutOfMarket, remainingAmounts } from './math.js';
import type { Auction, AuctionOrder, CandidateOrder, DroppedOrder, FeePolicy } from './types.js';

/** Orders must stay valid at least this long after the auction's timestamp (seconds). */
export const MIN_VALID_FOR_SECONDS = 60;
/** Winners must settle within this many blocks of the auction's block. */
export const DEADLINE_BLOCKS = 5;
/**
 * An order whose remaining amount is worth less than this (native wei, 1e-6 of the native
 * token) is `dust_order` (a batchbook choice, docs/decisions.md): the reference filters orders it cannot settle for what they are worth.
 */
export const DUST_NATIVE_WEI = 10n ** 12n;
/** Compounded volume fees (protocol and partner) are capped at 1 % (docs/protocol.md#auction-scoring-and-fees). */
export const MAX_PARTNER_VOLUME_SHARE = 0.01;

const VAULT = VAULT_RELAYER.toLowerCase() as Address;

export type BuildAuctionParameters = {
  /** The auction's id (increasing per network; the order book assigns it). */
  id: number;
  network: string;
  /** Block the auction is built at. */
  block: number;
  /** Unix seconds of that block: "now" for validity checks. */
  timestamp: number;
  /** The order book's open orders (any order; the auction sorts them by uid). */
  candidates: readonly CandidateOrder[];
  world: NetworkWorld;
  /** The scenario's fee policies of this network (`Scenario.networks[…].feePolicies`); none when absent. */
  feePolicies?: readonly ScenarioFeePolicy[] | undefined;
  /** Uids of orders in a settlement still in flight (left out with `filtered`/`in_flight`). */
  inFlight?: ReadonlySet<string> | readonly string[] | undefined;
};

export type BuildAuctionReturnType = {
  auction: Auction;
  /** Orders left out with an event, sorted by uid (orders silently skipped are not listed). */
  dropped: DroppedOrder[];
};

/**
 * Builds one auction: candidates that are not solvable (fully executed, expiring within 60 s,
 * invalidated on chain, `validFrom` in the future) are skipped silently; the others are checked
 * in this order and dropped with an event: `in_flight` (filtered), presignature pending or ERC-1271
 * signature no longer valid → `invalid_signature`, owner or receiver banned → `banned_user`,
 * deny-listed token → `unsupported_token`, balance or allowance to the vault relayer short →
 * `insufficient_balance` (all `invalid`), no native price → `missing_native_price`, remaining
 * worth < {@link DUST_NATIVE_WEI} → `dust_order` (filtered). Then each owner's balance is shared
 * out among their orders of a sell token (`allocateBalances`).
 *
 * @example
 * const { auction, dropped } = buildAuction({ id: 1, network: 'mainnet', block, timestamp, candidates, world, feePolicies })
 */
export function buildAuction(parameters: BuildAuctionParameters): BuildAuctionReturnType {
  const { world, timestamp } = parameters;
  const inFlight = new Set([...(parameters.inFlight ?? [])].map((uid) => uid.toLowerCase()));
  const candidates = parameters.candidates
    .map((candidate) => normalizeCandidate(candidate))
    .sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  const configured = parameters.feePolicies ?? [];
  const priceCache = new Map<Address, bigint | undefined>();
  const priceOf = (token: Address) => {
    if (!priceCache.has(token)) priceCache.set(token, world.nativePrice(token));
    return priceCache.get(token);
  };
  // Orders share a few tokens: each is looked up once.
  const unsupportedCache = new Map<Address, boolean>();
  const unsupported = (token: Address) => {
    let known = unsupportedCache.get(token);
    if (known === undefined) unsupportedCache.set(token, (known = isUnsupported(token, world)));
    return known;
  };
  const fundsOf = createFundsOf(world);
  const orders: AuctionOrder[] = [];
  const dropped: DroppedOrder[] = [];
  const drop = (uid: Hex, label: DroppedOrder['label'], reason: DroppedOrder['reason']) =>
    dropped.push({ uid, label, reason });

  for (const order of candidates) {
    const remaining = remainingAmounts(order);
    if (remaining.sell === 0n || remaining.buy === 0n) continue;
    if (order.validTo < timestamp + MIN_VALID_FOR_SECONDS) continue;
    if (order.validFrom !== null && order.validFrom > timestamp) continue;
    if (world.invalidationOf(order.uid) !== undefined) continue;

    if (inFlight.has(order.uid)) {
      drop(order.uid, 'filtered', 'in_flight');
      continue;
    }
    if (!hasValidSignature(order, world)) {
      drop(order.uid, 'invalid', 'invalid_signature');
      continue;
    }
    if (world.isBanned(order.owner) || (order.receiver !== null && world.isBanned(order.receiver))) {
      drop(order.uid, 'invalid', 'banned_user');
      continue;
    }
    if (unsupported(order.sellToken) || unsupported(order.buyToken)) {
      drop(order.uid, 'invalid', 'unsupported_token');
      continue;
    }
    if (!hasBalance(order, remaining.sell, fundsOf)) {
      drop(order.uid, 'invalid', 'insufficient_balance');
      continue;
    }
    const sellPrice = priceOf(order.sellToken);
    const buyPrice = priceOf(order.buyToken);
    if (sellPrice === undefined || buyPrice === undefined) {
      drop(order.uid, 'filtered', 'missing_native_price');
      continue;
    }
    if ((remaining.sell * sellPrice) / ONE_E18 < DUST_NATIVE_WEI) {
      drop(order.uid, 'filtered', 'dust_order');
      continue;
    }
    order.protocolFees = feePoliciesFor(order, configured);
    orders.push(order);
  }
  const funded = allocateBalances(orders, fundsOf, drop, (order, sell) => (sell * priceOf(order.sellToken)!) / ONE_E18);
  dropped.sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));

  const tokens = [...new Set(funded.flatMap((order) => [order.sellToken, order.buyToken]))].sort();
  const prices: Record<Address, bigint> = {};
  for (const token of tokens) prices[token] = priceOf(token)!;
  return {
    auction: {
      id: parameters.id,
      network: parameters.network,
      block: parameters.block,
      deadlineBlock: parameters.block + DEADLINE_BLOCKS,
      timestamp,
      orders: funded,
      prices,
      surplusCapturingJitOrderOwners: [],
    },
    dropped,
  };
}

/**
 * A configured volume or surplus policy (`policy.kind`) as every order pays it: one object per
 * configured policy, shared by the orders (policies are data nobody changes), so the auction's fee
 * policy columns turn it into JSON text once, not once per order (10,000 orders an auction).
 */
function sharedPolicy(policy: ScenarioFeePolicy): FeePolicy {
  let shared = sharedPolicies.get(policy);
  if (shared === undefined) {
    shared =
      policy.kind === 'volume'
        ? { kind: 'volume', factor: policy.factor }
        : { kind: 'surplus', factor: policy.factor, maxVolumeFactor: policy.maxVolumeFactor };
    sharedPolicies.set(policy, shared);
  }
  return shared;
}
const sharedPolicies = new WeakMap<ScenarioFeePolicy, FeePolicy>();

/** The policies an order pays: the configured ones its class matches, then its partner fees. */
export function feePoliciesFor(order: CandidateOrder, configured: readonly ScenarioFeePolicy[]): FeePolicy[] {
  const outOfMarket = isOutOfMarket(order);
  const policies: FeePolicy[] = [];
  for (const policy of configured) {
    const applies = policy.orderClass === 'any' || (policy.orderClass === 'limit' ? outOfMarket : !outOfMarket);
    if (!applies) continue;
    if (policy.kind === 'volume' || policy.kind === 'surplus') policies.push(sharedPolicy(policy));
    // Price improvement is measured against the quote: an order without one pays none.
    else if (order.quote !== null)
      policies.push({
        kind: 'priceImprovement',
        factor: policy.factor,
        maxVolumeFactor: policy.maxVolumeFactor,
        quote: { ...order.quote },
      });
  }
  // Partner volume fees are capped so the compounded volume share stays within 1 %.
  let keep = policies.reduce(
    (product, policy) => (policy.kind === 'volume' ? product * (1 - policy.factor) : product),
    1,
  );
  for (const fee of order.partnerFees) {
    if (fee.kind !== 'volume') {
      policies.push(fee);
      continue;
    }
    const allowed = Math.max(0, 1 - (1 - MAX_PARTNER_VOLUME_SHARE) / keep);
    const factor = Math.min(fee.factor, allowed);
    keep *= 1 - factor;
    policies.push({ kind: 'volume', factor });
  }
  return policies;
}

/**
 * A copy of the candidate with lower-case uid and addresses and room for its fee policies. Built
 * as one literal of the contract's fields (not a spread): 10,000s of orders stay fast-shaped objects.
 */
function normalizeCandidate(order: CandidateOrder): AuctionOrder {
  return {
    uid: order.uid.toLowerCase() as Hex,
    owner: order.owner.toLowerCase() as Address,
    sellToken: order.sellToken.toLowerCase() as Address,
    buyToken: order.buyToken.toLowerCase() as Address,
    receiver: order.receiver === null ? null : (order.receiver.toLowerCase() as Address),
    sellAmount: order.sellAmount,
    buyAmount: order.buyAmount,
    feeAmount: order.feeAmount,
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    validTo: order.validTo,
    validFrom: order.validFrom,
    signingScheme: order.signingScheme,
    signature: order.signature,
    appData: order.appData,
    createdAt: order.createdAt,
    executed: order.executed,
    executedSell: order.executedSell,
    executedBuy: order.executedBuy,
    quote: order.quote,
    preInteractions: order.preInteractions,
    postInteractions: order.postInteractions,
    partnerFees: order.partnerFees,
    hasWrappers: order.hasWrappers,
    hasFlashloan: order.hasFlashloan,
    appCode: order.appCode,
    protocolFees: [],
  };
}

function hasValidSignature(order: CandidateOrder, world: NetworkWorld): boolean {
  if (order.signingScheme === 'presign') return world.presignature(order.uid)?.signed === true;
  if (order.signingScheme === 'eip1271') {
    // The uid's first 32 bytes are the order's EIP-712 digest.
    const digest = order.uid.slice(0, 66) as Hex;
    return world.isValidSignature1271(order.owner, digest, order.signature);
  }
  return true;
}

function isUnsupported(token: Address, world: NetworkWorld): boolean {
  return token !== NATIVE_TOKEN && world.getToken(token)?.unsupported !== undefined;
}

/**
 * The orders an owner's balance can pay for together, as the reference driver sizes the auction
 * before it reaches the solvers: each owner's balance of a sell token (capped by the allowance to
 * the vault relayer) goes to their orders oldest first (then by uid); a fill-or-kill order it no
 * longer covers, or a partially fillable one it has nothing left for, is dropped
 * (`insufficient_balance`), and a partially fillable one it covers in part is offered only that
 * part (`available`, at its limit price; `dust_order` when that part is dust). Without this the
 * solvers would plan trades the settlement cannot pull, and every settlement batching them (with
 * other owners' orders of the pair) would fail, auction after auction. Orders exempt from the
 * balance check draw nothing. Keeps the order of `orders` (by uid).
 */
function allocateBalances(
  orders: readonly AuctionOrder[],
  fundsOf: FundsOf,
  drop: (uid: Hex, label: DroppedOrder['label'], reason: DroppedOrder['reason']) => void,
  nativeValue: (order: AuctionOrder, sell: bigint) => bigint,
): AuctionOrder[] {
  const left = new OwnerTokenMap<bigint>();
  const sized = new Map<AuctionOrder, AuctionOrder | null>();
  const byAge = orders
    .filter((order) => !isBalanceExempt(order))
    .sort((a, b) => a.createdAt - b.createdAt || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  for (const order of byAge) {
    const available = left.get(order.owner, order.sellToken) ?? fundsOf(order);
    const remaining = remainingAmounts(order);
    if (available >= remaining.sell) {
      left.set(order.owner, order.sellToken, available - remaining.sell);
      continue;
    }
    const part = order.partiallyFillable ? partOf(order, remaining, available) : undefined;
    if (part === undefined) {
      drop(order.uid, 'invalid', 'insufficient_balance');
      sized.set(order, null);
      left.set(order.owner, order.sellToken, available);
      continue;
    }
    left.set(order.owner, order.sellToken, available - part.sell);
    if (nativeValue(order, part.sell) < DUST_NATIVE_WEI) {
      drop(order.uid, 'filtered', 'dust_order');
      sized.set(order, null);
      continue;
    }
    sized.set(order, { ...order, available: part });
  }
  return orders.flatMap((order) => {
    const replacement = sized.get(order);
    return replacement === undefined ? [order] : replacement === null ? [] : [replacement];
  });
}

/** What of `remaining` `available` sell atoms pay for at the order's limit price (undefined: nothing). */
function partOf(
  order: AuctionOrder,
  remaining: { sell: bigint; buy: bigint },
  available: bigint,
): { sell: bigint; buy: bigint } | undefined {
  if (remaining.sell === 0n || order.sellAmount === 0n || order.buyAmount === 0n) return undefined;
  if (order.kind === 'sell') {
    const buy = ceilDiv(available * order.buyAmount, order.sellAmount);
    return available === 0n || buy === 0n ? undefined : { sell: available, buy };
  }
  const buy = (available * order.buyAmount) / order.sellAmount;
  const sell = (buy * order.sellAmount) / order.buyAmount;
  return buy === 0n || sell === 0n ? undefined : { sell, buy };
}

function isBalanceExempt(order: CandidateOrder): boolean {
  return order.signingScheme === 'eip1271' || order.hasWrappers || order.hasFlashloan;
}

/**
 * Balance and allowance to the vault relayer cover the remaining sell amount (fill-or-kill) or at
 * least one atom (partially fillable); ERC-1271, wrapper and flash-loan orders are exempt
 * (their funds may arrive during the settlement).
 */
function hasBalance(order: AuctionOrder, remainingSell: bigint, fundsOf: FundsOf): boolean {
  if (isBalanceExempt(order)) return true;
  return fundsOf(order) >= (order.partiallyFillable ? 1n : remainingSell);
}

/** What the order's owner can pay of its sell token: balance capped by the allowance to the vault relayer. */
type FundsOf = (order: AuctionOrder) => bigint;

/** `FundsOf` asking the world once per owner and token (balances do not move while an auction is built). */
function createFundsOf(world: NetworkWorld): FundsOf {
  const funds = new OwnerTokenMap<bigint>();
  return (order) => {
    let available = funds.get(order.owner, order.sellToken);
    if (available === undefined) {
      const balance = world.balanceOf(order.sellToken, order.owner);
      const allowance = world.allowance(order.sellToken, order.owner, VAULT);
      available = balance < allowance ? balance : allowance;
      funds.set(order.owner, order.sellToken, available);
    }
    return available;
  };
}

/** Values by owner and token, without a key string built per look-up (hundreds of orders a block). */
class OwnerTokenMap<V> {
  readonly #byOwner = new Map<Address, Map<Address, V>>();

  get(owner: Address, token: Address): V | undefined {
    return this.#byOwner.get(owner)?.get(token);
  }

  set(owner: Address, token: Address, value: V): void {
    let byToken = this.#byOwner.get(owner);
    if (byToken === undefined) this.#byOwner.set(owner, (byToken = new Map()));
    byToken.set(token, value);
  }
}
