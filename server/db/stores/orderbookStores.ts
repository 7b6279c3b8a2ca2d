import type { Hex } from 'viem';
import type { OrderbookStores } from '../../domain/ports.js';
import type { Database } from '../open.js';
import { getAppDataByHash, insertAppData } from '../tables/appData.js';
import {
  cancelOrder,
  countOpenOutOfMarketOrders,
  findStoredOrdersByOwner,
  getLatestOrderEventLabel,
  getOrderByUid,
  getOrderEvents,
  getOrdersByUids,
  getStoredOrderByUid,
  getStoredOrdersByUids,
  insertOrder,
  insertOrderEvent,
} from '../tables/orders.js';
import { findQuotes, getQuote, insertQuote } from '../tables/quotes.js';

/** The order book's stores over one SQLite connection; multi-row writes are single transactions. */
export function createOrderbookStores(db: Database, now: () => Date): OrderbookStores {
  const insertOrderTransaction = db.transaction((...[order, replaces, now]: Parameters<typeof insertWithReplacement>) =>
    insertWithReplacement(order, replaces, now),
  );
  function insertWithReplacement(order: Parameters<typeof insertOrder>[1], replaces: Hex | undefined, now: Date) {
    if (replaces && cancelOrder(db, replaces, now)) insertOrderEvent(db, replaces, 'cancelled', now);
    insertOrder(db, order);
    insertOrderEvent(db, order.uid, 'created', now);
  }
  const cancelTransaction = db.transaction((uids: readonly Hex[], now: Date) => {
    for (const uid of uids) if (cancelOrder(db, uid, now)) insertOrderEvent(db, uid, 'cancelled', now);
  });

  return {
    appData: {
      getFullAppData: (hash) => getAppDataByHash(db, hash)?.fullAppData,
      insertFullAppData: (hash, fullAppData) =>
        insertAppData(db, { hash, fullAppData, createdAt: now().toISOString() }),
    },
    quotes: {
      insertQuote: (quote) => insertQuote(db, quote),
      getQuote: (network, id) => getQuote(db, network, id),
      findQuotes: (parameters) => findQuotes(db, parameters),
    },
    orders: {
      getOrder: (uid) => getOrderByUid(db, uid),
      getOrders: (uids) => getOrdersByUids(db, uids),
      getStoredOrder: (uid) => getStoredOrderByUid(db, uid),
      getStoredOrders: (uids) => getStoredOrdersByUids(db, uids),
      findStoredOrdersByOwner: (parameters) => findStoredOrdersByOwner(db, parameters),
      countOpenOutOfMarketOrders: (parameters) => countOpenOutOfMarketOrders(db, parameters),
      insertOrder: (order, options) => insertOrderTransaction(order, options.replaces, options.now),
      cancelOrders: (uids, now) => cancelTransaction(uids, now),
      getEvents: (uid) => getOrderEvents(db, uid),
      latestEventLabel: (uid) => getLatestOrderEventLabel(db, uid),
    },
  };
}
