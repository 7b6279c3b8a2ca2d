/**
 * The matcher decides which orders stay in a batch at a round's prices before it makes any trade:
 * by two bounds per order (`boundsOf`, `decidedAt`), and only the orders between them by their
 * exact trade.
 * A decision the bounds make must be the one the exact trade (`finishTrade`, protocol fees
 * withheld) makes, or the batch would keep an order it cannot trade or drop one it can.
 */
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ceilDiv, limitAfterFees } from '../math.js';
import { TOKENS, candidate } from '../testing/fixtures.js';
import type { AuctionOrder, FeePolicy } from '../types.js';
import { boundsOf, decidedAt } from './matcher.js';
import { finishTrade } from './plans.js';

const factor = fc.oneof(
  fc.double({ min: 0, max: 0.999, noNaN: true }),
  fc.constantFrom(0, 0.01, 0.5, 0.98, 0.999_999_999_999_999_9),
);
const quote = fc.record({
  sellAmount: fc.bigInt({ min: 0n, max: 10n ** 24n }),
  buyAmount: fc.bigInt({ min: 0n, max: 10n ** 24n }),
  fee: fc.bigInt({ min: 0n, max: 10n ** 22n }),
});
const policy: fc.Arbitrary<FeePolicy> = fc.oneof(
  fc.record({ kind: fc.constant('volume' as const), factor }),
  fc.record({ kind: fc.constant('surplus' as const), factor, maxVolumeFactor: factor }),
  fc.record({ kind: fc.constant('priceImprovement' as const), factor, maxVolumeFactor: factor, quote }),
);
const amount = fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 24n }), fc.bigInt({ min: 1n, max: 1_000n }));
const orderArbitrary: fc.Arbitrary<AuctionOrder> = fc
  .record({
    kind: fc.constantFrom('sell' as const, 'buy' as const),
    sellAmount: amount,
    buyAmount: amount,
    protocolFees: fc.array(policy, { maxLength: 3 }),
  })
  .map(({ kind, sellAmount, buyAmount, protocolFees }) => ({
    ...candidate(`${kind}:${sellAmount}:${buyAmount}`, {
      sellToken: TOKENS.WETH,
      buyToken: TOKENS.USDC,
      kind,
      sellAmount,
      buyAmount,
    }),
    protocolFees,
  }));
/** Prices at the search's scale (native price × 1e18), near the order's limit or anywhere. */
const price = fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 40n }), fc.bigInt({ min: 10n ** 35n, max: 10n ** 37n }));

describe('limitAfterFees', () => {
  test('behavior: a raw trade meeting it keeps its limit price after every protocol fee is withheld', () => {
    fc.assert(
      fc.property(orderArbitrary, amount, amount, (order, sell, buy) => {
        const limit = limitAfterFees(order);
        fc.pre(limit !== undefined && buy * limit.sell >= sell * limit.buy);
        expect(finishTrade(order, { sell, buy }, 0n)).toBeDefined();
      }),
      { numRuns: 3_000 },
    );
  });

  test('behavior: without protocol fees it is the order’s own limit, and fees only tighten it', () => {
    const order = { ...candidate('plain', { sellAmount: 100n, buyAmount: 200n }), protocolFees: [] };
    const plain = limitAfterFees(order)!;
    expect(plain.buy * 100n).toBe(plain.sell * 200n);
    const withVolume = limitAfterFees({ ...order, protocolFees: [{ kind: 'volume', factor: 0.01 }] })!;
    // 200 atoms bought for 100 meet the order's limit, not one that leaves room for a 1 % fee.
    expect(200n * withVolume.sell >= 100n * withVolume.buy).toBe(false);
    expect(203n * withVolume.sell >= 100n * withVolume.buy).toBe(true);
  });
});

describe('decidedAt', () => {
  /** Whether the order's exact trade exists: the matcher's raw trade (sell orders sell `amount`, buy orders buy it), fees withheld. */
  const exactly = (order: AuctionOrder, fee: bigint, amount: bigint, sellPrice: bigint, buyPrice: bigint) => {
    const traded = order.kind === 'sell' ? amount : ceilDiv(amount * buyPrice, sellPrice);
    const bought = order.kind === 'sell' ? (amount * sellPrice) / buyPrice : amount;
    return traded > 0n && finishTrade(order, { sell: traded + fee, buy: bought }, fee) !== undefined;
  };
  /** Prices whose ratio is one of the order's bounds, off by a few atoms of a price `scale` times larger. */
  const atBound = (order: AuctionOrder, bound: bigint, amount: bigint, scale: bigint, offset: bigint) =>
    order.kind === 'sell'
      ? { sellPrice: bound * scale + offset, buyPrice: amount * scale }
      : { sellPrice: amount * scale + offset, buyPrice: bound * scale };

  test('behavior: what the bounds decide, at any prices and at prices on the bounds themselves, the exact trade decides too', () => {
    let decided = 0;
    fc.assert(
      fc.property(
        orderArbitrary,
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        price,
        price,
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: -3n, max: 3n }),
        (order, fee, sellPrice, buyPrice, scale, offset) => {
          const remaining = order.kind === 'sell' ? order.sellAmount : order.buyAmount;
          const amount = order.kind === 'sell' ? remaining - fee : remaining;
          const bounds = boundsOf(order, fee, amount);
          const candidates = [{ sellPrice, buyPrice }];
          for (const bound of [bounds.leaves, bounds.stays])
            if (bound !== undefined && bound > 0n) candidates.push(atBound(order, bound, amount, scale, offset));
          for (const prices of candidates) {
            if (prices.sellPrice <= 0n || prices.buyPrice <= 0n) continue;
            const decision = decidedAt(bounds, order.kind, amount, prices.sellPrice, prices.buyPrice);
            if (decision === undefined) continue;
            decided++;
            expect(decision).toBe(exactly(order, fee, amount, prices.sellPrice, prices.buyPrice));
          }
        },
      ),
      { numRuns: 5_000 },
    );
    // The bounds decide most orders (else the matcher would finish every trade exactly).
    expect(decided).toBeGreaterThan(5_000);
  });
});
