import * as fc from 'fast-check';
import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { migrate } from '../../../db/migrate.js';
import { openDatabase } from '../../../db/open.js';
import {
  getOrderByUid,
  getOrdersByUids,
  getStoredOrderByUid,
  getStoredOrdersByUids,
  insertOrder,
} from '../../../db/tables/orders.js';
import type { Order } from '../../../domain/orders/types.js';
import { createFakeChain } from '../../../domain/testing/createFakeChain.js';
import { toOrderDto, toOrderDtoFromStored } from './order.js';

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
/** Text a user controls: any Unicode, JSON, and the characters JSON must escape. */
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.json(),
  fc.constantFrom('', '"', '\\', '\\"', '\u2028\u2029', '\u0000\u001f', '{"appCode":"CoW \\"Swap\\" ✓ 🐮"}'),
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

describe('toOrderDtoFromStored', () => {
  test('behavior: equals toOrderDto of the order read with bigints, to the byte', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(order, chainFacts), { minLength: 1, maxLength: 8, selector: ([{ uid }]) => uid }),
        timestamp,
        (entries, nowSeconds) => {
          const db = openDatabase(':memory:');
          migrate(db, { now: () => new Date(0) });
          const chain = createFakeChain({ now: new Date(nowSeconds * 1000), prices: {} });
          for (const [generated, facts] of entries) {
            insertOrder(db, generated);
            if (facts.invalidated) chain.invalidate(generated.uid);
            if (facts.presignature !== 'none') chain.presign(generated.uid, facts.presignature === 'signed');
          }
          const uids = entries.map(([{ uid }]) => uid);

          for (const uid of uids) {
            const expected = toOrderDto(getOrderByUid(db, uid)!, chain);
            const actual = toOrderDtoFromStored(getStoredOrderByUid(db, uid)!, chain);
            expect(actual).toStrictEqual(expected);
            expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
          }
          const requested = [...uids].reverse();
          expect(JSON.stringify(getStoredOrdersByUids(db, requested).map((o) => toOrderDtoFromStored(o, chain)))).toBe(
            JSON.stringify(getOrdersByUids(db, requested).map((o) => toOrderDto(o, chain))),
          );
          db.close();
        },
      ),
      { numRuns: 200 },
    );
  });
});
