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
});
