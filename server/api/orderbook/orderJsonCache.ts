import type { Address, Hex } from 'viem';
import type { CachedOrderJson, CachedOrderRead, OrderJsonCacheStore } from '../../context.js';
import type { Order } from '../../domain/orders/types.js';
import { ORDER_JSON_FORMAT, toCachedOrderJson, toStoredOrderState } from './dto/order.js';

/**
 * The order book API's cache of order JSON, for the reads that only show orders
 * (`GET /orders/{uid}`, `POST /orders/by_uids`, account pages): each order's JSON is its changing
 * members (status, cancellation, executed sums) spliced between the two texts that never change
 * after creation (`toCachedOrderJson`), kept in `store` in the serializer's `format`, instead of
 * ~33 members built and serialized per order (docs/performance.md#order-reads).
 *
 * Those texts never change once an order exists, so the one thing that makes an entry stale is a
 * new serializer: entries are read in the current `format` only, and an order without one (new,
 * or rendered by another format) is rendered on that read and its entry stored with the writes of
 * the same turn.
 */
export type OrderJsonCache = {
  order(network: string, uid: Hex): CachedOrderRead | undefined;
  /** The orders of `uids` that exist, in the order of `uids`. */
  orders(network: string, uids: readonly Hex[]): CachedOrderRead[];
  /** A page of `owner`'s orders, newest first. */
  ordersOfOwner(parameters: { network: string; owner: Address; offset: number; limit: number }): CachedOrderRead[];
};

/** What writes the entries: the API's serializer and its format (`ORDER_JSON_FORMAT`). */
export type OrderJsonRenderer = { format: number; render(order: Order): CachedOrderJson | undefined };

export const orderJsonRenderer: OrderJsonRenderer = { format: ORDER_JSON_FORMAT, render: toCachedOrderJson };

export function createOrderJsonCache(
  store: OrderJsonCacheStore,
  renderer: OrderJsonRenderer = orderJsonRenderer,
): OrderJsonCache {
  const { format } = renderer;
  /** `reads` with an entry rendered for each order read without one, those entries stored. */
  function rendered(reads: CachedOrderRead[]): CachedOrderRead[] {
    let entries: ({ uid: Hex } & CachedOrderJson)[] | undefined;
    for (let index = 0; index < reads.length; index += 1) {
      const read = reads[index]!;
      if (read.cached !== null) continue;
      const cached = renderer.render(read.order);
      if (cached === undefined) continue;
      reads[index] = { state: toStoredOrderState(read.order), cached };
      (entries ??= []).push({ uid: read.order.uid, ...cached });
    }
    if (entries) store.store(format, entries);
    return reads;
  }
  return {
    order: (network, uid) => {
      const read = store.readOrder({ network, uid, format });
      return read === undefined ? undefined : rendered([read])[0];
    },
    orders: (network, uids) => rendered(store.readOrders({ network, uids, format })),
    ordersOfOwner: (parameters) => rendered(store.readOrdersByOwner({ ...parameters, format })),
  };
}
