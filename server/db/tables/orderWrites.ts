/**
 * Who hears of the writes that change an owner's orders as the reads show them: an order placed
 * (`insertOrder`), cancelled through the API (`cancelOrder`) or traded (`updateOrderExecution`).
 * The account page cache (`server/api/orderbook/accountPages.ts`) drops an owner's pages on each.
 * Only writes through this connection are heard: the server is its database's one writer, as the
 * solvable book that stays in memory between blocks already requires (`server/db/stores/solvableBook.ts`).
 */
import type { Database } from '../open.js';

export type OrdersOfOwnerWritten = (network: string, owner: string) => void;

const listenersOf = new WeakMap<Database, Set<OrdersOfOwnerWritten>>();

/** Calls `listener` with the network and lower-case owner of each write; returns its removal. */
export function onOrdersOfOwnerWritten(db: Database, listener: OrdersOfOwnerWritten): () => void {
  let listeners = listenersOf.get(db);
  if (listeners === undefined) listenersOf.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners of `db` that orders of `owner` on `network` changed. */
export function noteOrdersOfOwnerWritten(db: Database, network: string, owner: string): void {
  const listeners = listenersOf.get(db);
  if (listeners === undefined) return;
  const lowerCaseOwner = owner.toLowerCase();
  for (const listener of listeners) listener(network, lowerCaseOwner);
}
