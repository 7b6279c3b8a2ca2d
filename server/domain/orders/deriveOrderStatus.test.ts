import * as fc from 'fast-check';
import type { Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { createFakeChain } from '../testing/createFakeChain.js';
import { exampleOrder } from '../testing/exampleOrder.js';
import {
  deriveOrderStatus,
  deriveStoredOrderStatus,
  isCancellationInEffect,
  nowSecondsOf,
} from './deriveOrderStatus.js';
import type { Order, StoredOrderState } from './types.js';

const MAX_UINT256 = (1n << 256n) - 1n;
const amount = fc.oneof(fc.bigInt({ min: 0n, max: MAX_UINT256 }), fc.constantFrom(0n, 1n, 10n ** 18n, MAX_UINT256));
// Often nothing executed (the shortcut), often some or all of it.
const executed = fc.oneof(fc.constant(0n), amount);
const uid = fc
  .uint8Array({ minLength: 56, maxLength: 56 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as Hex);

const statusCase = fc.record({
  order: fc.record({
    uid,
    kind: fc.constantFrom('sell', 'buy'),
    sellAmount: fc.oneof(fc.constant(0n), amount),
    buyAmount: fc.oneof(fc.constant(0n), amount),
    executedSell: executed,
    executedFeeAmount: executed,
    executedBuy: executed,
    validTo: fc.integer({ min: 0, max: 0xffff_ffff }),
    signingScheme: fc.constantFrom('eip712', 'ethsign', 'presign', 'eip1271'),
    cancelledAt: fc.option(fc.constant(new Date('2026-01-01T00:00:00Z')), { nil: null }),
  }),
  nowSeconds: fc.integer({ min: 0, max: 0xffff_ffff }),
  invalidatedOnChain: fc.boolean(),
  settling: fc.boolean(),
  presignature: fc.constantFrom('none', 'signed', 'revoked'),
});

/** The order as the reads see it: amounts as the decimal text they are stored as. */
function asStored(order: Order): StoredOrderState {
  return {
    uid: order.uid,
    owner: order.owner,
    kind: order.kind,
    validTo: order.validTo,
    signingScheme: order.signingScheme,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    executedSell: order.executedSell.toString(),
    executedSellBeforeFees: order.executedSellBeforeFees.toString(),
    executedBuy: order.executedBuy.toString(),
    executedFeeAmount: order.executedFeeAmount.toString(),
    executedFee: order.executedFee.toString(),
  };
}

describe('deriveStoredOrderStatus', () => {
  test('behavior: equals deriveOrderStatus of the order with bigint amounts', () => {
    fc.assert(
      fc.property(statusCase, ({ order: fields, nowSeconds, invalidatedOnChain, settling, presignature }) => {
        const order = exampleOrder(fields);
        const chain = createFakeChain({ now: new Date(nowSeconds * 1000), prices: {} });
        if (invalidatedOnChain) chain.invalidate(order.uid);
        if (settling) chain.settle(order.uid, true);
        if (presignature !== 'none') chain.presign(order.uid, presignature === 'signed');
        const expected = deriveOrderStatus(order, chain);

        expect(deriveStoredOrderStatus(asStored(order), chain)).toBe(expected);
        expect(
          deriveStoredOrderStatus(asStored(order), chain, {
            cancellationInEffect: isCancellationInEffect(order, chain),
          }),
        ).toBe(expected);
        expect(deriveStoredOrderStatus(asStored(order), chain, { nowSeconds: nowSecondsOf(chain) })).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('deriveOrderStatus', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const uid = `0x${'ab'.repeat(56)}` as Hex;
  const cancelled = exampleOrder({ uid, cancelledAt: now });

  test('behavior: a cancellation through the API waits for a settlement under way', () => {
    const chain = createFakeChain({ now, prices: {} });
    chain.settle(cancelled.uid, true);
    expect(deriveOrderStatus(cancelled, chain)).toBe('open');
    expect(isCancellationInEffect(cancelled, chain)).toBe(false);
    // The settlement filled it: fulfilled, never cancelled.
    const filled = { ...cancelled, executedSell: cancelled.sellAmount, executedBuy: cancelled.buyAmount };
    chain.settle(cancelled.uid, false);
    expect(deriveOrderStatus(filled, chain)).toBe('fulfilled');
    // It did not: the cancellation takes effect.
    expect(deriveOrderStatus(cancelled, chain)).toBe('cancelled');
  });

  test('behavior: an on-chain invalidation does not wait (it makes the settlement fail)', () => {
    const chain = createFakeChain({ now, prices: {} });
    const order = exampleOrder({ uid });
    chain.settle(order.uid, true);
    chain.invalidate(order.uid);
    expect(deriveOrderStatus(order, chain)).toBe('cancelled');
  });
});
