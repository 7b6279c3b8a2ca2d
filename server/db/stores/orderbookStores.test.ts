import type { Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { OrderPostError } from '../../domain/errors.js';
import { exampleOrder } from '../../domain/testing/exampleOrder.js';
import { createMemoryStores } from '../../testing/memoryStores.js';

const now = new Date('2026-01-01T00:00:00Z');
const uidOf = (index: number) => `0x${index.toString(16).padStart(8, '0')}${'ab'.repeat(52)}` as Hex;
const DOCUMENT = '{"appCode":"stores-test","metadata":{}}';
const DOCUMENT_HASH = `0x${'cd'.repeat(32)}` as Hex;

describe('order book stores', () => {
  test("behavior: an order's app data joins the registry even when an earlier order of the same document was rolled back", async () => {
    const { stores } = createMemoryStores(now);
    const rejected = stores.orders.insertOrder(
      exampleOrder({ uid: uidOf(1), appData: DOCUMENT_HASH, fullAppData: DOCUMENT }),
      {
        now,
        recheck: () => {
          throw new OrderPostError('DuplicatedOrder', 'order already exists');
        },
      },
    );
    await expect(rejected).rejects.toThrow('order already exists');
    expect(stores.appData.getFullAppData(DOCUMENT_HASH)).toBeUndefined();

    await stores.orders.insertOrder(exampleOrder({ uid: uidOf(2), appData: DOCUMENT_HASH, fullAppData: DOCUMENT }), {
      now,
    });
    expect(stores.appData.getFullAppData(DOCUMENT_HASH)).toBe(DOCUMENT);
    // A later order of the same document: stored, and the registry keeps the one text.
    await stores.orders.insertOrder(exampleOrder({ uid: uidOf(3), appData: DOCUMENT_HASH, fullAppData: DOCUMENT }), {
      now,
    });
    expect(stores.orders.hasOrder(uidOf(3))).toBe(true);
    expect(stores.appData.getFullAppData(DOCUMENT_HASH)).toBe(DOCUMENT);
  });

  test("behavior: a cancellation commits with its turn's other writes and resolves once committed; a failing submission beside it does not undo it", async () => {
    const { stores } = createMemoryStores(now);
    await stores.orders.insertOrder(exampleOrder({ uid: uidOf(1) }), { now });
    const cancelledAt = new Date(now.getTime() + 1000);
    const cancellation = stores.orders.cancelOrders([uidOf(1)], cancelledAt);
    const refused = stores.orders.insertOrder(exampleOrder({ uid: uidOf(2) }), {
      now,
      recheck: () => {
        throw new OrderPostError('DuplicatedOrder', 'order already exists');
      },
    });
    const accepted = stores.orders.insertOrder(exampleOrder({ uid: uidOf(3) }), { now });
    // Queued for the end of the turn, like the submissions beside it.
    expect(stores.orders.getOrder(uidOf(1))?.cancelledAt).toBeNull();
    await expect(cancellation).resolves.toBeUndefined();
    await expect(refused).rejects.toThrow('order already exists');
    await accepted;
    expect(stores.orders.getOrder(uidOf(1))?.cancelledAt).toEqual(cancelledAt);
    expect(stores.orders.getEvents(uidOf(1)).map((event) => event.label)).toEqual(['created', 'cancelled']);
    expect(stores.orders.hasOrder(uidOf(2))).toBe(false);
    expect(stores.orders.hasOrder(uidOf(3))).toBe(true);
  });

  test('behavior: two cancellations of one order in one turn: the first one stands, with one cancelled event', async () => {
    const { stores } = createMemoryStores(now);
    await stores.orders.insertOrder(exampleOrder({ uid: uidOf(1) }), { now });
    await stores.orders.insertOrder(exampleOrder({ uid: uidOf(2) }), { now });
    const first = new Date(now.getTime() + 1000);
    const second = new Date(now.getTime() + 2000);
    await Promise.all([
      stores.orders.cancelOrders([uidOf(1)], first),
      stores.orders.cancelOrders([uidOf(1), uidOf(2)], second),
    ]);
    expect(stores.orders.getOrder(uidOf(1))?.cancelledAt).toEqual(first);
    expect(stores.orders.getOrder(uidOf(2))?.cancelledAt).toEqual(second);
    expect(stores.orders.getEvents(uidOf(1)).map((event) => event.label)).toEqual(['created', 'cancelled']);
    expect(stores.orders.getEvents(uidOf(2)).map((event) => event.label)).toEqual(['created', 'cancelled']);
  });

  test('behavior: a cancellation that cannot be written rejects with its error and cancels none of its orders', async () => {
    const { db, stores } = createMemoryStores(now);
    await stores.orders.insertOrder(exampleOrder({ uid: uidOf(1) }), { now });
    await stores.orders.insertOrder(exampleOrder({ uid: uidOf(2) }), { now });
    // The second order's event cannot be written, after the first order was cancelled in the same write.
    db.exec(`CREATE TRIGGER refuse_events BEFORE INSERT ON order_events WHEN NEW.order_uid = '${uidOf(2)}'
      BEGIN SELECT RAISE(ABORT, 'events refused'); END`);
    await expect(stores.orders.cancelOrders([uidOf(1), uidOf(2)], now)).rejects.toThrow('events refused');
    expect(stores.orders.getOrder(uidOf(1))?.cancelledAt).toBeNull();
    expect(stores.orders.getOrder(uidOf(2))?.cancelledAt).toBeNull();
    expect(stores.orders.getEvents(uidOf(1)).map((event) => event.label)).toEqual(['created']);
  });
});
