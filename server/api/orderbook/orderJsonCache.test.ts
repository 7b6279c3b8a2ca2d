import type { Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { createOrderJsonCacheStore } from '../../db/stores/orderJsonCacheStore.js';
import { insertOrder } from '../../db/tables/orders.js';
import type { Order } from '../../domain/orders/types.js';
import { createFakeChain } from '../../domain/testing/createFakeChain.js';
import { exampleOrder } from '../../domain/testing/exampleOrder.js';
import { createMemoryStores } from '../../testing/memoryStores.js';
import { toCachedOrderJson, toOrderDto, toOrderJson, toOrdersJson } from './dto/order.js';
import { createOrderJsonCache, orderJsonRenderer, type OrderJsonRenderer } from './orderJsonCache.js';

const uidOf = (index: number) => `0x${index.toString(16).padStart(112, '0')}` as Hex;
/** The group commit flushes with `setImmediate`, queued before this one. */
const committed = () => new Promise((resolve) => setImmediate(resolve));
const chain = createFakeChain({ now: new Date('2026-01-01T00:00:00Z'), prices: {} });

/** A database of `orders` (stored as the order book stores them, no cache entry) and its cache's storage. */
function databaseWith(orders: Order[]) {
  const { db } = createMemoryStores();
  for (const order of orders) insertOrder(db, order);
  const rendered: Hex[] = [];
  /** The real renderer, noting which orders it rendered. */
  const noting: OrderJsonRenderer = {
    format: orderJsonRenderer.format,
    render: (order) => {
      rendered.push(order.uid);
      return toCachedOrderJson(order);
    },
  };
  return { db, store: createOrderJsonCacheStore(db), noting, rendered };
}

describe('createOrderJsonCache', () => {
  test('behavior: an order is rendered on its first read, then served from the entry that read stored', async () => {
    const order = exampleOrder({ uid: uidOf(1) });
    const { store, noting, rendered } = databaseWith([order]);
    const cache = createOrderJsonCache(store, noting);
    const expected = JSON.stringify(toOrderDto(order, chain));

    expect(toOrderJson(cache.order('mainnet', order.uid)!, chain)).toBe(expected);
    await committed();
    expect(toOrderJson(cache.order('mainnet', order.uid)!, chain)).toBe(expected);
    const page = cache.ordersOfOwner({ network: 'mainnet', owner: order.owner, offset: 0, limit: 10 });
    expect(toOrdersJson(page, chain)).toBe(`[${expected}]`);
    expect(rendered).toEqual([order.uid]);
  });

  test('behavior: the page and the uid list store the entries of the orders they rendered', async () => {
    const orders = [1, 2, 3].map((index) => exampleOrder({ uid: uidOf(index) }));
    const { store, noting, rendered } = databaseWith(orders);
    const cache = createOrderJsonCache(store, noting);

    // Newest first, ties newest inserted first: orders 3 and 2.
    cache.ordersOfOwner({ network: 'mainnet', owner: orders[0]!.owner, offset: 0, limit: 2 });
    cache.orders('mainnet', [uidOf(1)]);
    await committed();
    const all = cache.orders(
      'mainnet',
      orders.map((order) => order.uid),
    );
    expect(toOrdersJson(all, chain)).toBe(JSON.stringify(orders.map((order) => toOrderDto(order, chain))));
    expect(rendered).toEqual([uidOf(3), uidOf(2), uidOf(1)]);
  });

  test('behavior: another format renders each order again on its next read and serves the new JSON from then on', async () => {
    const order = exampleOrder({ uid: uidOf(1) });
    const { store, noting } = databaseWith([order]);
    const before = createOrderJsonCache(store, noting);
    before.order('mainnet', order.uid);
    await committed();

    // A serializer that writes the creation date otherwise, in the next format.
    const newSerializer: OrderJsonRenderer = {
      format: orderJsonRenderer.format + 1,
      render: (rendered) => {
        const parts = toCachedOrderJson(rendered)!;
        return { ...parts, head: parts.head.replace('.000Z"', 'Z"') };
      },
    };
    const after = createOrderJsonCache(store, newSerializer);
    const fresh = toOrderJson(after.order('mainnet', order.uid)!, chain);
    expect(fresh).toContain('"creationDate":"2026-01-01T00:00:00Z"');
    await committed();
    expect(toOrderJson(after.order('mainnet', order.uid)!, chain)).toBe(fresh);
    expect(JSON.parse(fresh)).toEqual({ ...toOrderDto(order, chain), creationDate: '2026-01-01T00:00:00Z' });
  });

  test('behavior: an order whose app data had a lone surrogate is cached with its text as stored', async () => {
    const order = exampleOrder({ uid: uidOf(1), fullAppData: '{"a":"\ud800"}' });
    const { db, store, noting, rendered } = databaseWith([order]);
    const cache = createOrderJsonCache(store, noting);

    cache.order('mainnet', order.uid);
    await committed();
    const read = cache.order('mainnet', order.uid)!;
    // The stored text: U+FFFD where the lone surrogate was.
    const storedAppData = db.prepare('SELECT full_app_data FROM orders WHERE uid = ?').pluck().get(order.uid);
    expect(storedAppData).not.toBe(order.fullAppData);
    expect(JSON.parse(toOrderJson(read, chain)).fullAppData).toBe(storedAppData);
    expect(rendered).toEqual([order.uid]);
  });
});
