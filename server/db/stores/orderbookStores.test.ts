import type { Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { toOrderWireFragments } from '../../api/orderbook/dto/order.js';
import { exampleOrder } from '../../domain/testing/exampleOrder.js';
import { createMemoryStores } from '../../testing/memoryStores.js';
import { insertOrder } from '../tables/orders.js';

const uidOf = (index: number) => `0x${index.toString(16).padStart(112, '0')}` as Hex;
/** The group commit flushes with `setImmediate`, queued before this one. */
const committed = () => new Promise((resolve) => setImmediate(resolve));

describe('createOrderbookStores', () => {
  test('behavior: an order stored without wire fragments (before migration 011) is read whole, then with the fragments that read wrote', async () => {
    const { db, stores } = createMemoryStores();
    const order = exampleOrder({ uid: uidOf(1) });
    insertOrder(db, order);

    expect(stores.orders.getWireOrder('mainnet', order.uid)).toEqual({ order, wire: null });
    await committed();
    expect(stores.orders.getWireOrder('mainnet', order.uid)?.wire).toEqual(toOrderWireFragments(order));
    const page = stores.orders.findWireOrdersByOwner({ network: 'mainnet', owner: order.owner, offset: 0, limit: 10 });
    expect(page.map((read) => read.wire)).toEqual([toOrderWireFragments(order)]);
  });

  test('behavior: the page and the uid list write the fragments of the orders they read whole', async () => {
    const { db, stores } = createMemoryStores();
    const orders = [1, 2, 3].map((index) => exampleOrder({ uid: uidOf(index) }));
    for (const order of orders) insertOrder(db, order);

    // Newest first, ties newest inserted first: orders 3 and 2.
    stores.orders.findWireOrdersByOwner({ network: 'mainnet', owner: orders[0]!.owner, offset: 0, limit: 2 });
    stores.orders.getWireOrders('mainnet', [uidOf(1)]);
    await committed();
    expect(
      stores.orders
        .getWireOrders(
          'mainnet',
          orders.map((order) => order.uid),
        )
        .map((read) => read.wire),
    ).toEqual(orders.map(toOrderWireFragments));
  });

  test('behavior: an order whose app data had a lone surrogate gets the fragments of its text as stored', async () => {
    const { db, stores } = createMemoryStores();
    const order = exampleOrder({ uid: uidOf(1), fullAppData: '{"a":"\ud800"}' });
    insertOrder(db, order);

    stores.orders.getWireOrder('mainnet', order.uid);
    await committed();
    const stored = stores.orders.getOrder(order.uid)!;
    expect(stored.fullAppData).not.toBe(order.fullAppData);
    expect(stores.orders.getWireOrder('mainnet', order.uid)?.wire).toEqual(toOrderWireFragments(stored));
  });
});
