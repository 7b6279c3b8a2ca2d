import type { Address, Hex } from 'viem';
import type { Database } from '../open.js';
import { groupCommitOf } from '../groupCommit.js';
import {
  readCachedOrder,
  readCachedOrders,
  readCachedOrdersByOwner,
  storeCachedOrderJson,
  type CachedOrderJson,
  type CachedOrderRead,
} from '../tables/orderJsonCache.js';

/**
 * The storage of the order book API's order JSON cache (`server/api/orderbook/orderJsonCache.ts`):
 * reads of orders with their entries in one format, and writes of entries.
 */
export type OrderJsonCacheStore = {
  readOrder(parameters: { network: string; uid: Hex; format: number }): CachedOrderRead | undefined;
  /** The orders of `uids` that exist, in the order of `uids`. */
  readOrders(parameters: { network: string; uids: readonly Hex[]; format: number }): CachedOrderRead[];
  /** A page of `owner`'s orders, newest first. */
  readOrdersByOwner(parameters: {
    network: string;
    owner: Address;
    offset: number;
    limit: number;
    format: number;
  }): CachedOrderRead[];
  /**
   * Stores the entries in the next group commit (`groupCommit.ts`), with the writes of the same
   * turn. Only a cache: should the write fail, the next read renders them again.
   */
  store(format: number, entries: readonly ({ uid: Hex } & CachedOrderJson)[]): void;
};

export function createOrderJsonCacheStore(db: Database): OrderJsonCacheStore {
  const commits = groupCommitOf(db);
  return {
    readOrder: (parameters) => readCachedOrder(db, parameters),
    readOrders: (parameters) => readCachedOrders(db, parameters),
    readOrdersByOwner: (parameters) => readCachedOrdersByOwner(db, parameters),
    store: (format, entries) => {
      if (entries.length === 0) return;
      commits
        .run(() => {
          // Object.assign, not `{ ...entry, format }` (docs/performance.md#v8s-warm-up).
          for (const entry of entries) storeCachedOrderJson(db, Object.assign({}, entry, { format }));
        })
        .catch(() => undefined);
    },
  };
}
