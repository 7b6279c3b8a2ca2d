import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import type { Order } from '../../domain/orders/types.js';
import { exampleOrder } from '../../domain/testing/exampleOrder.js';
import { migrate } from '../migrate.js';
import { openDatabase } from '../open.js';
import { getOrderByUid, insertOrder, insertOrderEvent } from './orders.js';
import {
  findEventsAfterSql,
  findExpiringOrders,
  findOrderEventsAfter,
  findSolvableOrders,
  updateOrderExecution,
} from './solvableOrders.js';

// Every member distinct from the others of its type: a value read from the wrong column shows.
const order: Order = exampleOrder({
  uid: `0x${'a1'.repeat(56)}`,
  network: 'mainnet',
  owner: `0x${'b2'.repeat(20)}` as Address,
  createdAt: new Date('2026-01-01T00:00:01.234Z'),
  sellToken: `0x${'c3'.repeat(20)}` as Address,
  buyToken: `0x${'d4'.repeat(20)}` as Address,
  receiver: `0x${'e5'.repeat(20)}` as Address,
  sellAmount: 1_000_001n,
  buyAmount: 2_000_002n,
  validTo: 1_900_000_003,
  appData: `0x${'f6'.repeat(32)}` as Hex,
  fullAppData: '{"appCode":"test"}',
  feeAmount: 3_003n,
  kind: 'buy',
  partiallyFillable: true,
  sellTokenBalance: 'external',
  buyTokenBalance: 'internal',
  signingScheme: 'ethsign',
  signature: `0x${'17'.repeat(65)}` as Hex,
  class: 'market',
  validFrom: 1_700_000_004,
  interactions: {
    pre: [{ target: `0x${'28'.repeat(20)}` as Address, value: 5n, callData: '0x01' }],
    post: [{ target: `0x${'39'.repeat(20)}` as Address, value: 6n, callData: '0x0202' }],
  },
  quoteId: 7,
  quote: {
    gasAmount: 8n,
    gasPrice: 9n,
    sellTokenPrice: '0.5',
    sellAmount: 10n,
    buyAmount: 11n,
    feeAmount: 12n,
    solver: `0x${'4a'.repeat(20)}` as Address,
    verified: true,
  },
  outOfMarket: true,
  cancelledAt: null,
  executedSell: 13n,
  executedSellBeforeFees: 14n,
  executedBuy: 15n,
  executedFeeAmount: 16n,
  executedFee: 17n,
});

describe('findSolvableOrders', () => {
  test('behavior: every column of the order reads back into its member', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    insertOrder(db, order);
    expect(findSolvableOrders(db, 'mainnet', 1_800_000_000)).toEqual([{ order, latestEvent: undefined }]);
    expect(findExpiringOrders(db, 'mainnet', 1_900_000_000, 1_900_000_004)).toEqual([order]);
    expect(getOrderByUid(db, order.uid)).toEqual(order);
    db.close();
  });
});

describe('findOrderEventsAfter', () => {
  test('behavior: each event comes with its order as it stands, when the order is still solvable', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    const filled = { ...order, uid: `0x${'b1'.repeat(56)}` as Hex };
    insertOrder(db, order);
    insertOrder(db, filled);
    const at = new Date(0);
    insertOrderEvent(db, order.uid, 'created', at, null);
    const [created] = findOrderEventsAfter(db, 0);
    insertOrderEvent(db, filled.uid, 'created', at, null);
    updateOrderExecution(db, filled, true);
    insertOrderEvent(db, filled.uid, 'traded', at, null);
    insertOrderEvent(db, order.uid, 'invalid', at, 'insufficient_balance');

    expect(created).toEqual({
      id: 1,
      uid: order.uid,
      solvable: { order, latestEvent: { label: 'created', reason: null } },
    });
    expect(findOrderEventsAfter(db, 1)).toEqual([
      { id: 2, uid: filled.uid, solvable: undefined },
      { id: 3, uid: filled.uid, solvable: undefined },
      { id: 4, uid: order.uid, solvable: { order, latestEvent: { label: 'invalid', reason: 'insufficient_balance' } } },
    ]);
    expect(findOrderEventsAfter(db, 4)).toEqual([]);
    db.close();
  });

  test('behavior: it reads only the events after the id, and each order through its uid', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    const plan = db
      .prepare<[number], { detail: string }>(`EXPLAIN QUERY PLAN ${findEventsAfterSql}`)
      .all(0)
      .map((row) => row.detail);
    expect(plan).toEqual([
      'SEARCH e USING INTEGER PRIMARY KEY (rowid>?)',
      'SEARCH o USING INDEX sqlite_autoindex_orders_1 (uid=?) LEFT-JOIN',
    ]);
    db.close();
  });
});
