/**
 * Writes straight into a booted server's database, past the order book's checks, for the bench's
 * large databases: orders as `POST /orders` would have stored them, and the auctions' cursor.
 */
import { ORDER_JSON_FORMAT, toCachedOrderJson } from '../api/orderbook/dto/order.js';
import type { Database } from '../db/open.js';
import { saveAuctionCursor } from '../db/tables/auctionCursors.js';
import { storeCachedOrderJson } from '../db/tables/orderJsonCache.js';
import { insertOrder, insertOrderEvent } from '../db/tables/orders.js';
import { getMaxOrderEventId } from '../db/tables/solvableOrders.js';
import type { Order } from '../domain/orders/types.js';

/**
 * Stores `order` with its `created` event, as the order book stores an accepted order, and its
 * entry in the API's order JSON cache, as its first read would.
 */
export function seedOrder(db: Database, order: Order): void {
  insertOrder(db, order);
  insertOrderEvent(db, order.uid, 'created', order.createdAt);
  const cached = toCachedOrderJson(order);
  if (cached) storeCachedOrderJson(db, { uid: order.uid, format: ORDER_JSON_FORMAT, ...cached });
}

/**
 * Marks the auctions of `network` as having run up to `time`: orders that expired before it and
 * cancellations stored so far count as already notified, so the next block does not report them.
 */
export function markAuctionsCaughtUp(db: Database, network: string, time: Date): void {
  saveAuctionCursor(db, {
    network,
    expiredBefore: Math.floor(time.getTime() / 1000),
    cancelledEventId: getMaxOrderEventId(db),
  });
}
