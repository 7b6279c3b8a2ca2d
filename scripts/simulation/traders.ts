/**
 * The synthetic traders of `npm run simulate`: deterministic private keys from the seed, the
 * tradable pairs of a network, and the seeded shape of each order (pair, side, kind, size,
 * limit slack against the quote, partial fillability, validity). Pure: no I/O, no clock.
 */
import type { Address } from 'viem';
import {
  addressOfKey,
  addressOfKeyOffThread,
  checksumAddress,
  createRng,
  type NetworkWorld,
  type Rng,
  type TokenInfo,
} from '../../simulator/index.js';

/** Order sizes in US dollars a trader picks from (uniformly). */
export const ORDER_SIZES_USD = [50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 100_000] as const;
/** Share of sell orders (the rest are buy orders), in percent. */
export const SELL_PERCENT = 60;
/** Share of partially fillable orders, in percent. */
export const PARTIALLY_FILLABLE_PERCENT = 30;
/** Share of orders that ask for more than their quote (out of market), in percent. */
export const OUT_OF_MARKET_PERCENT = 20;
/** Share of orders valid only for a few blocks (the rest for 30 minutes to 2 hours), in percent. */
export const SHORT_LIVED_PERCENT = 50;
/** Smallest validity the order book accepts (docs/protocol.md#validation-order), in seconds. */
export const MIN_VALIDITY_SECONDS = 60;

/** One synthetic trader: its index, its private key (from the seed) and the address of that key. */
export type Trader = {
  readonly index: number;
  /** Signs with `signDigest`. */
  readonly key: Uint8Array;
  /** Checksummed (EIP-55), as a wallet shows it; derived on first use. */
  address(): Address;
  /**
   * Derives the address on the secp256k1 thread, once, so that `address()` need not derive it
   * on the event loop (a thousand new wallets cost ~40 ms there).
   */
  prepareAddress(): Promise<void>;
};

/**
 * `count` traders with private keys drawn from `createRng(seed, 'simulate/traders')`: the same
 * seed gives the same wallets. Keys are 32 random bytes with the top bit cleared (below the curve
 * order) and never zero.
 *
 * @example
 * createTraders(1, 2)[0]?.address() // the same address on every run with seed 1
 */
export function createTraders(seed: number, count: number): Trader[] {
  const rng = createRng(seed, 'simulate/traders');
  return Array.from({ length: count }, (_, index) => {
    const bytes = new Uint8Array(32);
    const view = new DataView(bytes.buffer);
    for (let word = 0; word < 8; word += 1) view.setUint32(word * 4, rng.nextUint32());
    bytes[0] = (bytes[0] ?? 0) & 0x7f;
    bytes[31] = (bytes[31] ?? 0) | 0x01;
    let address: Address | undefined;
    let preparing: Promise<void> | undefined;
    return {
      index,
      key: bytes,
      address: () => (address ??= checksumAddress(addressOfKey(bytes))),
      prepareAddress: () =>
        (preparing ??= addressOfKeyOffThread(bytes).then((lowerCase) => {
          address ??= checksumAddress(lowerCase);
        })),
    };
  });
}

/** A token a trader may trade (listed, supported, priced). */
export type TradableToken = { address: Address; symbol: string; decimals: number };
export type TradablePair = readonly [TradableToken, TradableToken];

/**
 * Unordered pairs of supported tokens the world can route a $1,000 trade between (directly or
 * through the wrapped native token), sorted by address. Tokens a wallet flags before its user
 * trades them are left out: a transfer fee (the trader would receive less than quoted) or
 * transfers that revert (a paused token), which a wallet's transfer simulation reveals and the
 * order book answers with `QuoteNotVerified` (docs/decisions.md, "A realistic trading crowd").
 */
export function tradablePairs(world: NetworkWorld): TradablePair[] {
  const tokens = world
    .listTokens()
    .filter(
      (token) =>
        token.unsupported === undefined && !flaggedByWallet(token) && world.usdPrice(token.address) !== undefined,
    )
    .map((token) => ({
      address: token.address.toLowerCase() as Address,
      symbol: token.symbol,
      decimals: token.decimals,
    }))
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
  const pairs: TradablePair[] = [];
  for (const [i, a] of tokens.entries()) {
    for (const b of tokens.slice(i + 1)) {
      const amount = usdToAtoms(world, a, 1_000);
      if (amount > 0n && world.estimate({ sellToken: a.address, buyToken: b.address, kind: 'sell', amount })) {
        pairs.push([a, b]);
      }
    }
  }
  return pairs;
}

/** A token whose transfers take a fee or revert: a wallet's transfer simulation warns of it. */
function flaggedByWallet(token: TokenInfo): boolean {
  return token.transferFeeBps !== undefined || token.transferRevert !== undefined;
}

/**
 * How often traders pick each of `pairs`, relative to one another: the square root of the US
 * dollars of liquidity on the pair's route (its deepest path, direct or through the wrapped native
 * token, counted by the shallowest pool on it). Trading flow concentrates where liquidity is, as
 * on mainnet, yet thin pairs still see a share of it (docs/decisions.md, "A realistic trading
 * crowd").
 */
export function pairWeights(world: NetworkWorld, pairs: readonly TradablePair[]): number[] {
  const poolDepthUsd = new Map<string, number>();
  const usdOf = (token: Address, atoms: bigint) =>
    (Number(atoms) / 10 ** (world.getToken(token)?.decimals ?? 18)) * (world.usdPrice(token) ?? 0);
  for (const pool of world.listPools()) {
    poolDepthUsd.set(`${pool.token0}/${pool.token1}`, usdOf(pool.token0, pool.reserve0) * 2);
  }
  const depth = (a: Address, b: Address) => poolDepthUsd.get(a < b ? `${a}/${b}` : `${b}/${a}`) ?? 0;
  const hub = world.wrappedNativeToken?.toLowerCase() as Address | undefined;
  return pairs.map(([a, b]) => {
    const direct = depth(a.address, b.address);
    const viaHub = hub === undefined ? 0 : Math.min(depth(a.address, hub), depth(hub, b.address));
    return Math.max(1, Math.round(Math.sqrt(Math.max(direct, viaHub) / 1_000_000) * 100));
  });
}

/** Atoms of `token` worth `usd` dollars at the world's current reference price (0 without one). */
export function usdToAtoms(world: NetworkWorld, token: TradableToken, usd: number): bigint {
  const price = world.usdPrice(token.address);
  if (price === undefined || price <= 0) return 0n;
  // Integer arithmetic from here: the price in parts per billion, the amount in whole dollars.
  const pricePpb = BigInt(Math.round(price * 1e9));
  if (pricePpb === 0n) return 0n;
  return (BigInt(usd) * 10n ** BigInt(token.decimals) * 1_000_000_000n) / pricePpb;
}

/** The seeded shape of one order, before it is quoted. */
export type OrderPlan = {
  sellToken: TradableToken;
  buyToken: TradableToken;
  kind: 'sell' | 'buy';
  usd: number;
  partiallyFillable: boolean;
  /** Whether the limit asks for more than the quote (so it rests until it expires or is cancelled). */
  outOfMarket: boolean;
  /**
   * Limit slack against the quote in basis points: positive gives away that much (in market),
   * negative asks for that much more (out of market).
   */
  slackBps: number;
  /** Seconds from now. */
  validFor: number;
};

/**
 * Draws one order's shape. `blockSeconds` sizes the short validities: 60 s plus up to ten blocks,
 * so short-lived orders that do not fill expire within a run of a few dozen blocks.
 */
export function planOrder(
  rng: Rng,
  pairs: readonly TradablePair[],
  blockSeconds: number,
  weights?: readonly number[],
): OrderPlan {
  const pair = pairs[weights === undefined ? rng.nextInt(pairs.length) : pickWeighted(rng, weights)];
  if (!pair) throw new Error('planOrder needs at least one tradable pair');
  const [sellToken, buyToken] = rng.nextInt(2) === 0 ? pair : ([pair[1], pair[0]] as const);
  const kind = rng.nextInt(100) < SELL_PERCENT ? 'sell' : 'buy';
  const usd = ORDER_SIZES_USD[rng.nextInt(ORDER_SIZES_USD.length)] ?? 1_000;
  const partiallyFillable = rng.nextInt(100) < PARTIALLY_FILLABLE_PERCENT;
  const outOfMarket = rng.nextInt(100) < OUT_OF_MARKET_PERCENT;
  const slackBps = outOfMarket ? -(50 + rng.nextInt(451)) : 10 + rng.nextInt(291);
  const validFor =
    rng.nextInt(100) < SHORT_LIVED_PERCENT
      ? MIN_VALIDITY_SECONDS + rng.nextInt(Math.max(1, Math.round(blockSeconds * 10)))
      : 1_800 + rng.nextInt(5_401);
  return { sellToken, buyToken, kind, usd, partiallyFillable, outOfMarket, slackBps, validFor };
}

/** An index drawn with probability proportional to its weight (one draw). */
function pickWeighted(rng: Rng, weights: readonly number[]): number {
  const cumulative = cumulativeWeights(weights);
  const point = rng.nextInt(cumulative.at(-1) ?? 0);
  // The first index whose running total passes the point (totals only grow: weights are positive).
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (point < cumulative[middle]!) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Running totals of each weights array `planOrder` is given: every trader draws from the same one every block. */
const cumulativeCache = new WeakMap<readonly number[], number[]>();

function cumulativeWeights(weights: readonly number[]): number[] {
  let cumulative = cumulativeCache.get(weights);
  if (cumulative === undefined) {
    let total = 0;
    cumulative = weights.map((weight) => (total += weight));
    cumulativeCache.set(weights, cumulative);
  }
  return cumulative;
}

/** `amount × (10,000 − slackBps) / 10,000`, rounded down (the buy limit of a sell order). */
export const withSlackDown = (amount: bigint, slackBps: number): bigint =>
  (amount * BigInt(10_000 - slackBps)) / 10_000n;

/** `amount × (10,000 + slackBps) / 10,000`, rounded down (the sell limit of a buy order). */
export const withSlackUp = (amount: bigint, slackBps: number): bigint => (amount * BigInt(10_000 + slackBps)) / 10_000n;
