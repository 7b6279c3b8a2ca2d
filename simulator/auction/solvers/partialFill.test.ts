/**
 * The early reject of orders no path pays at their limit (`limitOutOfReach`): routing skips them,
 * so it must never skip one that some size of some route would trade, whatever the order's kind,
 * fill type and fees; and it must see the orders that are clearly out of reach.
 */
import { describe, expect, test } from 'vitest';
import { remainingOfKind } from '../math.js';
import { TOKENS, buildTestAuction, candidate, openTestSimulation } from '../testing/fixtures.js';
import type { AuctionOrder, FeePolicy } from '../types.js';
import { routeOrder, routeSize } from './baseline.js';
import { limitOutOfReach } from './partialFill.js';
import { networkFeeByHops } from './plans.js';
import { PoolBook } from './poolBook.js';

const world = openTestSimulation().world('mainnet')!;
const pools = PoolBook.fromWorld(world);
const gasPrice = world.gasPrice();
const PPM = 1_000_000n;
/** About $10,000 of each token the orders trade, in atoms. */
const TEN_THOUSAND_USD: Record<string, bigint> = {
  [TOKENS.USDC]: 10_000n * 10n ** 6n,
  [TOKENS.DAI]: 10_000n * 10n ** 18n,
  [TOKENS.WETH]: 3n * 10n ** 18n,
  [TOKENS.WBTC]: 10n ** 7n,
};
const pairs = [
  [TOKENS.USDC, TOKENS.DAI],
  [TOKENS.WETH, TOKENS.USDC],
  [TOKENS.DAI, TOKENS.WBTC],
] as const;
// An auction that prices every token the orders trade (the network fee is priced in the sell token).
const auction = buildTestAuction(
  world,
  pairs.map(([sellToken, buyToken]) =>
    candidate(`prices-${sellToken}`, {
      sellToken,
      buyToken,
      sellAmount: TEN_THOUSAND_USD[sellToken]!,
      buyAmount: TEN_THOUSAND_USD[buyToken]! / 2n,
    }),
  ),
).auction;

/** The volume factor k of the policies (what a sell order keeps, a buy order pays per unit) as num / den. */
function volumeFactor(kind: 'sell' | 'buy', fees: readonly FeePolicy[]): { num: bigint; den: bigint } {
  let num = 1n;
  let den = 1n;
  for (const fee of fees) {
    if (fee.kind !== 'volume') continue;
    const factor = BigInt(Math.round(fee.factor * 1e6));
    num *= kind === 'sell' ? PPM - factor : PPM + factor;
    den *= PPM;
  }
  return { num, den };
}

/**
 * An order whose limit is `offsetPpm` parts per million stricter (> 0) or looser (< 0) than the
 * best marginal rate of its paths after volume fees, the network fee left aside: at 0 the first
 * atom through the best path just pays it.
 */
function orderAt(
  kind: 'sell' | 'buy',
  pair: readonly [`0x${string}`, `0x${string}`],
  offsetPpm: bigint,
  partiallyFillable: boolean,
  protocolFees: FeePolicy[],
): AuctionOrder {
  const [sellToken, buyToken] = pair;
  const { num, den } = volumeFactor(kind, protocolFees);
  // Best marginal rate: max p/q over the paths (buy atoms per sell atom).
  const best = pools.curves(sellToken, buyToken).reduce((x, y) => (y.p * x.q > x.p * y.q ? y : x));
  const base = auction.orders[0]!;
  const label = `${kind}-${sellToken}-${offsetPpm}-${partiallyFillable}-${protocolFees.length}`;
  const order = candidate(label, { sellToken, buyToken, kind, partiallyFillable });
  let sellAmount: bigint;
  let buyAmount: bigint;
  if (kind === 'sell') {
    sellAmount = TEN_THOUSAND_USD[sellToken]!;
    // Lb = Ls·(p/q)·k·(1 + offset), rounded up at the margin so that 0 is not looser than it.
    const numerator = sellAmount * best.p * num * (PPM + offsetPpm);
    const denominator = best.q * den * PPM;
    buyAmount = (numerator + denominator - 1n) / denominator;
  } else {
    buyAmount = TEN_THOUSAND_USD[buyToken]!;
    // Ls = Lb·(q/p)·k·(1 − offset), rounded down at the margin.
    sellAmount = (buyAmount * best.q * num * (PPM - offsetPpm)) / (best.p * den * PPM);
  }
  return { ...base, uid: order.uid, sellToken, buyToken, kind, partiallyFillable, sellAmount, buyAmount, protocolFees };
}

/** Whether the full routing trades the order at some size: the whole, and a sweep of parts of it. */
function tradesAtSomeSize(order: AuctionOrder): boolean {
  const fee = networkFeeByHops(order, gasPrice, auction);
  const whole = remainingOfKind(order);
  const sizes = new Set<bigint>();
  for (let part = 1n; part <= 64n; part++) sizes.add((whole * part) / 64n);
  for (let shift = 0n; whole >> shift > 0n; shift++) sizes.add(whole >> shift);
  for (const size of sizes) if (size > 0n && routeSize(order, pools.fork(), size, fee) !== undefined) return true;
  return false;
}

const feeCases: [string, FeePolicy[]][] = [
  ['no protocol fee', []],
  ['a volume fee', [{ kind: 'volume', factor: 0.001 }]],
  [
    'two volume fees and a surplus fee',
    [
      { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01 },
      { kind: 'volume', factor: 0.002 },
      { kind: 'volume', factor: 0.0005 },
    ],
  ],
];
/**
 * Limits from 1 % beyond the margin to 3 % inside it: inside, the network fee keeps small fills
 * from the limit, so the orders near the margin trade at no size and those further in do.
 */
const OFFSETS_PPM = [
  10_000n,
  100n,
  1n,
  0n,
  -1n,
  -100n,
  -300n,
  -600n,
  -1_000n,
  -1_500n,
  -2_000n,
  -3_000n,
  -5_000n,
  -10_000n,
  -30_000n,
];

describe('limitOutOfReach', () => {
  describe.each(feeCases)('%s', (_name, protocolFees) => {
    test.each(['sell', 'buy'] as const)(
      'behavior: a %s order the reject skips trades at no size on any route; clearly out of reach is skipped, clearly inside trades',
      (kind) => {
        let rejected = 0;
        let traded = 0;
        for (const pair of pairs) {
          for (const partiallyFillable of [true, false]) {
            for (const offsetPpm of OFFSETS_PPM) {
              const order = orderAt(kind, pair, offsetPpm, partiallyFillable, protocolFees);
              const fee = networkFeeByHops(order, gasPrice, auction);
              const outOfReach = limitOutOfReach(order, pools, fee);
              const where = `${pair.join('>')} ${offsetPpm} ppm, partially fillable ${partiallyFillable}`;
              const routed = routeOrder(order, pools.fork(), auction, gasPrice);
              if (outOfReach) {
                rejected++;
                expect(tradesAtSomeSize(order), where).toBe(false);
                expect(routed, where).toBeUndefined();
              } else if (routed !== undefined) {
                traded++;
              }
              // At the margin or beyond it, no first atom pays the limit.
              if (offsetPpm >= 0n) expect(outOfReach, where).toBe(true);
              // 3 % inside the margin, 10,000 units: room for the network fee and the price impact.
              if (offsetPpm === -30_000n) expect(routed, where).toBeDefined();
            }
          }
        }
        expect(auction.orders).toHaveLength(pairs.length);
        expect(rejected).toBeGreaterThan(0);
        expect(traded).toBeGreaterThan(0);
      },
    );
  });
});
