import fc from 'fast-check';
import type { Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import type { OrderEventLabel } from '../../domain/orders/types.js';
import { exampleOrder } from '../../domain/testing/exampleOrder.js';
import { migrate } from '../migrate.js';
import { openDatabase } from '../open.js';
import { findSolvableOrders } from '../tables/solvableOrders.js';
import { createAuctionStore } from './auctionStore.js';
import { createOrderbookStores } from './orderbookStores.js';

const NETWORKS = ['mainnet', 'xdai'] as const;
const START = 1_767_225_600;
const uidOf = (index: number) => `0x${index.toString(16).padStart(8, '0')}${'ab'.repeat(52)}` as Hex;

/** What the order book and the runner do to orders, in any order. */
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('submit' as const),
    network: fc.constantFrom(...NETWORKS),
    validFor: fc.integer({ min: 0, max: 30 }),
    partiallyFillable: fc.boolean(),
    replaces: fc.option(fc.nat(), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), orders: fc.array(fc.nat(), { maxLength: 3 }) }),
  fc.record({
    kind: fc.constant('events' as const),
    events: fc.array(
      fc.record({
        order: fc.nat(),
        label: fc.constantFrom<OrderEventLabel>('ready', 'considered', 'executing', 'invalid', 'filtered', 'cancelled'),
        reason: fc.constantFrom(null, 'insufficient_balance', 'in_flight'),
      }),
      { maxLength: 5 },
    ),
  }),
  fc.record({
    kind: fc.constant('trade' as const),
    trades: fc.array(
      fc.record({ order: fc.nat(), amount: fc.bigInt({ min: 1n, max: 10n ** 18n }), full: fc.boolean() }),
      {
        maxLength: 4,
      },
    ),
  }),
  // Small steps too: an order expires exactly at its validTo.
  fc.record({
    kind: fc.constant('time' as const),
    seconds: fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 40 })),
  }),
  fc.record({ kind: fc.constant('read' as const), network: fc.constantFrom(...NETWORKS) }),
);

/** A migrated in-memory database with the order book's stores (clock at `nowSeconds`) and the runner's. */
function storesAt(nowSeconds: number) {
  const db = openDatabase(':memory:');
  migrate(db, { now: () => new Date(0) });
  const orderbook = createOrderbookStores(db, () => new Date(nowSeconds * 1000));
  return { db, orderbook, store: createAuctionStore(db) };
}

describe('solvable book', () => {
  test('behavior: after any writes of the order book and the runner, it reads what the database reads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 40 }), fc.boolean(), async (operations, readFirst) => {
        const db = openDatabase(':memory:');
        migrate(db, { now: () => new Date(0) });
        let now = START;
        const orderbook = createOrderbookStores(db, () => new Date(now * 1000));
        const store = createAuctionStore(db);
        const uids: Hex[] = [];
        const pick = (index: number) => (uids.length === 0 ? undefined : uids[index % uids.length]);
        const expectSame = (network: string) =>
          expect(store.findSolvableOrders(network, now)).toEqual(findSolvableOrders(db, network, now));
        // Loaded before the first write (as at start-up), or first read after some.
        if (readFirst) for (const network of NETWORKS) expectSame(network);
        for (const op of operations) {
          const time = new Date(now * 1000);
          if (op.kind === 'submit') {
            const uid = uidOf(uids.length);
            uids.push(uid);
            const replaces = op.replaces === undefined ? undefined : pick(op.replaces);
            await orderbook.orders.insertOrder(
              exampleOrder({
                uid,
                network: op.network,
                validTo: now + op.validFor,
                partiallyFillable: op.partiallyFillable,
              }),
              { now: time, ...(replaces ? { replaces } : {}) },
            );
          } else if (op.kind === 'cancel') {
            await orderbook.orders.cancelOrders(
              op.orders.flatMap((index) => pick(index) ?? []),
              time,
            );
          } else if (op.kind === 'events') {
            const events = op.events.flatMap(({ order, label, reason }) => {
              const uid = pick(order);
              return uid ? [{ uid, label, reason, timestamp: time }] : [];
            });
            store.write({ events });
          } else if (op.kind === 'trade') {
            const executions = op.trades.flatMap(({ order, amount, full }) => {
              const uid = pick(order);
              const stored = uid ? store.getOrder(uid) : undefined;
              if (!stored) return [];
              const executed = {
                ...stored,
                executedSell: stored.executedSell + amount,
                executedBuy: stored.executedBuy + 1n,
              };
              return [{ order: executed, fullyExecuted: full }];
            });
            store.write({
              orderExecutions: executions,
              events: executions.map(({ order }) => ({
                uid: order.uid,
                label: 'traded',
                reason: null,
                timestamp: time,
              })),
            });
          } else if (op.kind === 'time') {
            now += op.seconds;
          } else {
            expectSame(op.network);
          }
        }
        for (const network of NETWORKS) expectSame(network);
        db.close();
      }),
      { numRuns: 60 },
    );
  });

  test('behavior: an order is solvable up to its validTo included, then no more', async () => {
    const { db, orderbook, store } = storesAt(START);
    const uid = uidOf(1);
    expect(store.findSolvableOrders('mainnet', START)).toEqual([]);
    await orderbook.orders.insertOrder(exampleOrder({ uid, validTo: START + 10 }), { now: new Date(START * 1000) });
    const solvableUids = (at: number) => store.findSolvableOrders('mainnet', at).map((entry) => entry.order.uid);
    expect(solvableUids(START + 10)).toEqual([uid]);
    expect(solvableUids(START + 11)).toEqual([]);
    expect(findSolvableOrders(db, 'mainnet', START + 11)).toEqual([]);
    db.close();
  });

  test('behavior: a write taken in, then rolled back with its enclosing transaction, is forgotten', async () => {
    const { db, orderbook, store } = storesAt(START);
    const uid = uidOf(1);
    await orderbook.orders.insertOrder(exampleOrder({ uid, validTo: START + 100 }), { now: new Date(START * 1000) });
    const before = store.findSolvableOrders('mainnet', START);
    expect(before).toHaveLength(1);
    const order = before[0]!.order;
    expect(() =>
      store.atomically(() => {
        store.write({
          orderExecutions: [{ order: { ...order, executedSell: order.sellAmount }, fullyExecuted: true }],
          events: [{ uid, label: 'traded', reason: null, timestamp: new Date(START * 1000) }],
        });
        throw new Error('the settlement failed after the write');
      }),
    ).toThrow('the settlement failed');
    expect(store.findSolvableOrders('mainnet', START)).toEqual(before);
    expect(findSolvableOrders(db, 'mainnet', START)).toEqual(before);
    db.close();
  });
});
