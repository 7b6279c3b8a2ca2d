import type { Hex } from 'viem';
import type { Order } from '../../domain/orders/types.js';
import type { InsertOrderOptions, OrderbookStores } from '../../domain/ports.js';
import type { Database } from '../open.js';
import { getAppDataByHash, insertAppData } from '../tables/appData.js';
import {
  cancelOrder,
  countOpenOutOfMarketOrders,
  getLatestOrderEventLabel,
  getOrderByUid,
  getOrderEvents,
  getOrdersByUids,
  hasOrder,
  insertOrder,
  insertOrderEvent,
} from '../tables/orders.js';
import { findQuotes, getQuote, insertQuote } from '../tables/quotes.js';
import { groupCommitOf } from '../groupCommit.js';

/** How many app data hashes a store remembers as committed (a client may send a new document with every order). */
const KNOWN_APP_DATA_LIMIT = 1024;

/**
 * The order book's stores over one SQLite connection; multi-row writes are single transactions.
 * Quotes, orders and cancellations are written by group commit (`groupCommit.ts`): the writes of
 * one event-loop turn share a commit, which is most of the cost of `POST /quote` and a large part
 * of a submission or a cancellation.
 */
export function createOrderbookStores(db: Database, now: () => Date): OrderbookStores {
  const commits = groupCommitOf(db);
  // App data hashes whose row a committed transaction of this connection wrote or found: rows of
  // app_data are never updated or deleted, so what was committed stays true. Most
  // orders carry a document the registry already holds (one per integrator), and a submission
  // need not ask SQLite again. Filled only after the commit: a write may run twice (group commit),
  // and a rolled-back insert must not count.
  const knownAppData = new Set<string>();
  const rememberAppData = (hash: string) => {
    if (knownAppData.size >= KNOWN_APP_DATA_LIMIT) knownAppData.clear();
    knownAppData.add(hash);
  };
  // An order cancelled already (or meanwhile) keeps its first cancellation and gets no second event.
  const cancelWithEvent = (uid: Hex, now: Date) => {
    if (cancelOrder(db, uid, now)) insertOrderEvent(db, uid, 'cancelled', now);
  };
  function insertWithReplacement(order: Order, options: InsertOrderOptions) {
    const { replaces, now, freshQuote, recheck } = options;
    recheck?.();
    if (replaces) cancelWithEvent(replaces, now);
    // The order's own quote commits with it: one commit per submission, not two.
    insertOrder(db, freshQuote ? { ...order, quoteId: insertQuote(db, freshQuote) } : order);
    insertOrderEvent(db, order.uid, 'created', now);
    // As the reference: the order's app data joins the registry (a known hash keeps its text), in
    // the order's own commit.
    if (order.fullAppData !== null && !knownAppData.has(order.appData))
      insertAppData(db, { hash: order.appData, fullAppData: order.fullAppData, createdAt: now.toISOString() });
  }
  async function insertOrderWhenCommitted(order: Order, options: InsertOrderOptions) {
    await commits.run(() => insertWithReplacement(order, options));
    if (order.fullAppData !== null) rememberAppData(order.appData);
  }

  return {
    appData: {
      getFullAppData: (hash) => getAppDataByHash(db, hash)?.fullAppData,
      insertFullAppData: (hash, fullAppData) =>
        insertAppData(db, { hash, fullAppData, createdAt: now().toISOString() }),
    },
    quotes: {
      insertQuote: (quote) => commits.run(() => insertQuote(db, quote)),
      getQuote: (network, id) => getQuote(db, network, id),
      findQuotes: (parameters) => findQuotes(db, parameters),
    },
    orders: {
      getOrder: (uid) => getOrderByUid(db, uid),
      hasOrder: (uid) => hasOrder(db, uid),
      getOrders: (uids) => getOrdersByUids(db, uids),
      countOpenOutOfMarketOrders: (parameters) => countOpenOutOfMarketOrders(db, parameters),
      insertOrder: insertOrderWhenCommitted,
      cancelOrders: (uids, now) =>
        commits.run(() => {
          for (const uid of uids) cancelWithEvent(uid, now);
        }),
      getEvents: (uid) => getOrderEvents(db, uid),
      latestEventLabel: (uid) => getLatestOrderEventLabel(db, uid),
    },
  };
}
