import { createHash } from 'node:crypto';
import * as fc from 'fast-check';
import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { migrate } from '../../../db/migrate.js';
import { openDatabase } from '../../../db/open.js';
import {
  readCachedOrder,
  readCachedOrders,
  readCachedOrdersByOwner,
  storeCachedOrderJson,
  type CachedOrderRead,
} from '../../../db/tables/orderJsonCache.js';
import { cancelOrder, getOrderByUid, getOrdersByUids, insertOrder } from '../../../db/tables/orders.js';
import { updateOrderExecution } from '../../../db/tables/solvableOrders.js';
import { deriveOrderStatus, isCancellationInEffect } from '../../../domain/orders/deriveOrderStatus.js';
import type { Order } from '../../../domain/orders/types.js';
import type { ChainView } from '../../../domain/ports.js';
import { createFakeChain } from '../../../domain/testing/createFakeChain.js';
import { exampleOrder } from '../../../domain/testing/exampleOrder.js';
import {
  ORDER_JSON_FORMAT,
  toCachedOrderJson,
  toOrderDto,
  toOrderJson,
  toOrdersJson,
  toOrdersJsonBytes,
} from './order.js';

const MAX_UINT256 = (1n << 256n) - 1n;

const hexBytes = (min: number, max = min): fc.Arbitrary<Hex> =>
  fc.uint8Array({ minLength: min, maxLength: max }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as Hex);
const address = hexBytes(20) as fc.Arbitrary<Address>;
const amount = fc.oneof(fc.bigInt({ min: 0n, max: MAX_UINT256 }), fc.constantFrom(0n, 1n, 10n ** 18n, MAX_UINT256));
const date = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const timestamp = fc.integer({ min: 0, max: 0xffff_ffff });
/**
 * Text a user controls: any Unicode, JSON, the characters JSON must escape, lone surrogates, and
 * the separator the order reads join columns with (U+001F).
 */
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.json(),
  fc.constantFrom('', '"', '\\', '\\"', '\u2028\u2029', '\u0000\u001f', '{"appCode":"CoW \\"Swap\\" ✓ 🐮"}'),
  fc.constantFrom('\u001f', '\u001f\u001f', 'a\u001f', '{"a":"\u001f"}\u001f1\u001f'),
  // Lone surrogates (stored as U+FFFD) and a pair.
  fc.constantFrom('\ud800', '{"a":"x\udc00y"}', '\udbff\ud83d\udc2e\udc00'),
);
const interaction = fc.record({ target: address, value: amount, callData: hexBytes(0, 40) });

const order: fc.Arbitrary<Order> = fc.record({
  uid: hexBytes(56),
  network: fc.constantFrom('mainnet', 'xdai'),
  owner: address,
  createdAt: date,
  sellToken: address,
  buyToken: address,
  receiver: fc.option(address, { nil: null }),
  sellAmount: amount,
  buyAmount: amount,
  validTo: timestamp,
  appData: hexBytes(32),
  fullAppData: fc.option(text, { nil: null }),
  feeAmount: amount,
  kind: fc.constantFrom('sell', 'buy'),
  partiallyFillable: fc.boolean(),
  sellTokenBalance: fc.constantFrom('erc20', 'internal', 'external'),
  buyTokenBalance: fc.constantFrom('erc20', 'internal'),
  signingScheme: fc.constantFrom('eip712', 'ethsign', 'presign', 'eip1271'),
  signature: hexBytes(0, 80),
  class: fc.constantFrom('market', 'limit', 'liquidity'),
  validFrom: fc.option(timestamp, { nil: null }),
  interactions: fc.record({
    pre: fc.array(interaction, { maxLength: 3 }),
    post: fc.array(interaction, { maxLength: 3 }),
  }),
  quoteId: fc.option(fc.nat(), { nil: null }),
  quote: fc.option(
    fc.record({
      gasAmount: amount,
      gasPrice: amount,
      sellTokenPrice: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }).map(String), text),
      sellAmount: amount,
      buyAmount: amount,
      feeAmount: amount,
      solver: address,
      verified: fc.boolean(),
    }),
    { nil: null },
  ),
  outOfMarket: fc.boolean(),
  cancelledAt: fc.option(date, { nil: null }),
  // Often nothing executed yet (open or expired), often all of it (fulfilled).
  executedSell: fc.oneof(fc.constant(0n), amount),
  executedSellBeforeFees: fc.oneof(fc.constant(0n), amount),
  executedBuy: fc.oneof(fc.constant(0n), amount),
  executedFeeAmount: fc.oneof(fc.constant(0n), amount),
  executedFee: fc.oneof(fc.constant(0n), amount),
});

/** What the chain says about each order: invalidated on chain, presigned or not. */
const chainFacts = fc.record({
  invalidated: fc.boolean(),
  presignature: fc.constantFrom('none', 'signed', 'revoked'),
});

/**
 * The wire order as the order reads built it before they read orders as text: from the order
 * with bigint amounts and Dates, field by field. Kept here as the oracle the text reads must
 * match byte for byte.
 */
function referenceOrderDto(order: Order, chain: ChainView) {
  const interaction = ({ target, value, callData }: Order['interactions']['pre'][number]) => ({
    target,
    value: value.toString(),
    callData,
  });
  const dto: Record<string, unknown> = {
    uid: order.uid,
    owner: order.owner,
    creationDate: order.createdAt.toISOString(),
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    receiver: order.receiver,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    validTo: order.validTo,
    appData: order.appData,
    fullAppData: order.fullAppData,
    feeAmount: order.feeAmount.toString(),
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: order.sellTokenBalance,
    buyTokenBalance: order.buyTokenBalance,
    signingScheme: order.signingScheme,
    signature: order.signature,
    class: order.class,
    status: deriveOrderStatus(order, chain),
    invalidated: isCancellationInEffect(order, chain),
    availableBalance: null,
    executedSellAmount: order.executedSell.toString(),
    executedSellAmountBeforeFees: order.executedSellBeforeFees.toString(),
    executedBuyAmount: order.executedBuy.toString(),
    executedFeeAmount: order.executedFeeAmount.toString(),
    executedFee: order.executedFee.toString(),
    executedFeeToken: order.sellToken,
    settlementContract: '0x9008d19f58aabd9ed0d60971565aa8510560ab41',
    isLiquidityOrder: false,
    quote: order.quote
      ? {
          gasAmount: order.quote.gasAmount.toString(),
          gasPrice: order.quote.gasPrice.toString(),
          sellTokenPrice: order.quote.sellTokenPrice,
          sellAmount: order.quote.sellAmount.toString(),
          buyAmount: order.quote.buyAmount.toString(),
          feeAmount: order.quote.feeAmount.toString(),
          solver: order.quote.solver,
          verified: order.quote.verified,
        }
      : null,
    interactions: { pre: order.interactions.pre.map(interaction), post: order.interactions.post.map(interaction) },
  };
  if (order.validFrom !== null) dto.validFrom = order.validFrom;
  return dto;
}

/** What happens to a stored order later: trades add to its executed sums, the owner cancels it. */
const laterFacts = fc.record({
  execution: fc.option(
    fc.record({
      executedSell: amount,
      executedSellBeforeFees: amount,
      executedBuy: amount,
      executedFeeAmount: amount,
      executedFee: amount,
    }),
    { nil: null },
  ),
  cancelledAt: fc.option(date, { nil: null }),
});

const uidOfRead = (read: CachedOrderRead) => (read.cached === null ? read.order.uid : read.state.uid);
const format = ORDER_JSON_FORMAT;

describe('toOrderJson', () => {
  test('behavior: the three order reads answer the reference wire order of the order read whole, to the byte, with or without cached parts, after execution and cancellation', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(order, chainFacts, fc.boolean(), fc.boolean(), laterFacts), {
          minLength: 1,
          maxLength: 8,
          selector: ([{ uid }]) => uid,
        }),
        fc.constantFrom('mainnet', 'xdai'),
        timestamp,
        (entries, network, nowSeconds) => {
          const db = openDatabase(':memory:');
          migrate(db, { now: () => new Date(0) });
          const chain = createFakeChain({ now: new Date(nowSeconds * 1000), prices: {} });
          // Some orders share the first one's owner, so an account page holds several.
          const owner = entries[0]![0].owner;
          for (const [generated, facts, ownedByFirst, cached, later] of entries) {
            const stored = ownedByFirst ? { ...generated, owner } : generated;
            insertOrder(db, stored);
            const parts = cached ? toCachedOrderJson(stored) : undefined;
            if (parts) storeCachedOrderJson(db, { uid: stored.uid, format, ...parts });
            if (later.execution) updateOrderExecution(db, { ...stored, ...later.execution }, false);
            if (later.cancelledAt) cancelOrder(db, stored.uid, later.cancelledAt);
            if (facts.invalidated) chain.invalidate(generated.uid);
            if (facts.presignature !== 'none') chain.presign(generated.uid, facts.presignature === 'signed');
          }
          const expectedJson = (orders: Order[]) => JSON.stringify(orders.map((o) => referenceOrderDto(o, chain)));
          const uids = entries.map(([{ uid }]) => uid);

          for (const uid of uids) {
            const whole = getOrderByUid(db, uid)!;
            const expected = JSON.stringify(referenceOrderDto(whole, chain));
            expect(JSON.stringify(toOrderDto(whole, chain))).toBe(expected);
            const read = readCachedOrder(db, { network, uid, format });
            if (whole.network === network) expect(toOrderJson(read!, chain)).toBe(expected);
            else expect(read).toBeUndefined();
          }
          const requested = [...uids].reverse();
          expect(toOrdersJson(readCachedOrders(db, { network, uids: requested, format }), chain)).toBe(
            expectedJson(getOrdersByUids(db, requested).filter((o) => o.network === network)),
          );
          const page = readCachedOrdersByOwner(db, { network, owner, offset: 0, limit: 1000, format });
          expect(page.length).toBe(
            entries.filter(([o, , ownedByFirst]) => o.network === network && (ownedByFirst || o.owner === owner))
              .length,
          );
          expect(toOrdersJson(page, chain)).toBe(expectedJson(getOrdersByUids(db, page.map(uidOfRead))));
          expect(toOrdersJsonBytes(page, chain).toString('utf8')).toBe(toOrdersJson(page, chain));
          db.close();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('ORDER_JSON_FORMAT', () => {
  /** Orders that reach every member `toCachedOrderJson` writes. */
  const probes: Order[] = [
    exampleOrder({ uid: `0x${'01'.repeat(56)}` }),
    exampleOrder({
      uid: `0x${'02'.repeat(56)}`,
      receiver: `0x${'33'.repeat(20)}`,
      fullAppData: null,
      kind: 'buy',
      partiallyFillable: true,
      sellTokenBalance: 'external',
      buyTokenBalance: 'internal',
      signingScheme: 'presign',
      class: 'market',
      validFrom: 1_800_000_000,
      interactions: { pre: [{ target: `0x${'44'.repeat(20)}`, value: 5n, callData: '0xabcd' }], post: [] },
      quoteId: 7,
      quote: {
        gasAmount: 100_000n,
        gasPrice: 20_000_000_000n,
        sellTokenPrice: '0.5',
        sellAmount: 10n ** 18n,
        buyAmount: 2_999_000_000n,
        feeAmount: 1_000n,
        solver: `0x${'55'.repeat(20)}`,
        verified: true,
      },
    }),
  ];

  test('behavior: the cached parts are what this format has always written (change them: raise the format, then this fingerprint)', () => {
    const written = JSON.stringify(probes.map(toCachedOrderJson));
    const fingerprint = createHash('sha256').update(written).digest('hex').slice(0, 16);

    expect({ format: ORDER_JSON_FORMAT, fingerprint }).toEqual({ format: 1, fingerprint: '67a509cb00a5ce36' });
  });
});
