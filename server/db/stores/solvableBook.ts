/**
 * The auction runner's solvable orders, kept in memory between blocks as the reference
 * autopilot's solvable-orders cache is: each network's are read whole once, then brought up to
 * date from the order events written since and from the runner's own writes. Every change to the
 * columns of an order an auction reads comes with an event (`created`, `cancelled`, `traded`), so
 * re-reading the orders named by newer events catches the order book's writes. A block over 10,000
 * open orders no longer reads them all back from a large table (docs/performance.md#auctions); that
 * read is paid once at start-up instead (`AuctionRunner.resume`).
 *
 * `read` answers what `findSolvableOrders` answers at that moment, always (a property test
 * compares the two after random writes).
 */
import type { Hex } from 'viem';
import type { Order } from '../../domain/orders/types.js';
import type { Database } from '../open.js';
import {
  findOrderEventsAfter,
  findSolvableOrders,
  getMaxOrderEventId,
  getSolvableOrder,
  type LatestEvent,
  type SolvableOrder,
} from '../tables/solvableOrders.js';

export type SolvableBookWrites = {
  /** Events in the order they were written (the last one of an order is its latest). */
  events?: readonly { uid: Hex; label: LatestEvent['label']; reason: string | null }[];
  orderExecutions?: readonly { order: Order; fullyExecuted: boolean }[];
};

export type SolvableBook = {
  /** What `findSolvableOrders(db, network, nowSeconds)` reads: sorted by uid. */
  read(network: string, nowSeconds: number): SolvableOrder[];
  /** Brings every network's orders up to date with the events written since the last look. */
  catchUp(): void;
  /**
   * Takes in a committed write of the runner's, which must follow `catchUp` with nothing written
   * in between: afterwards the book stands at the newest event again.
   */
  wrote(writes: SolvableBookWrites): void;
  /** Forgets every network's orders (a transaction they took in was rolled back): the next read reads them whole. */
  reset(): void;
};

/** A network's orders not cancelled through the API nor fully executed, as of `nowSeconds` (validTo ≥ it). */
type NetworkBook = { orders: Map<Hex, SolvableOrder>; nowSeconds: number };

export function createSolvableBook(db: Database): SolvableBook {
  const networks = new Map<string, NetworkBook>();
  /** Every event up to this id is reflected in every network's book. */
  let seenEventId = 0;

  const catchUp = () => {
    if (networks.size === 0) {
      seenEventId = getMaxOrderEventId(db);
      return;
    }
    const events = findOrderEventsAfter(db, seenEventId);
    if (events.length === 0) return;
    // An order's last event is its latest: its order as that event reads it is the current one.
    const latest = new Map<Hex, SolvableOrder | undefined>();
    for (const { uid, solvable } of events) latest.set(uid, solvable);
    for (const [uid, current] of latest) {
      for (const [network, book] of networks) {
        if (current?.order.network === network) book.orders.set(uid, current);
        else book.orders.delete(uid);
      }
    }
    seenEventId = events[events.length - 1]!.id;
  };

  return {
    catchUp,
    reset() {
      networks.clear();
    },
    read(network, nowSeconds) {
      catchUp();
      let book = networks.get(network);
      // A first look, or time went back (it never does: blocks only move forward): read it whole.
      if (!book || nowSeconds < book.nowSeconds) {
        book = { orders: new Map(), nowSeconds };
        for (const entry of findSolvableOrders(db, network, nowSeconds)) book.orders.set(entry.order.uid, entry);
        networks.set(network, book);
        return [...book.orders.values()];
      }
      book.nowSeconds = nowSeconds;
      const solvable: SolvableOrder[] = [];
      for (const [uid, entry] of book.orders) {
        // Expired for good: validTo only falls further behind.
        if (entry.order.validTo < nowSeconds) book.orders.delete(uid);
        else solvable.push(entry);
      }
      return solvable.sort((a, b) => (a.order.uid < b.order.uid ? -1 : 1));
    },
    wrote({ events = [], orderExecutions = [] }) {
      for (const { order, fullyExecuted } of orderExecutions) {
        const book = networks.get(order.network);
        if (!book) continue;
        const entry = book.orders.get(order.uid);
        if (fullyExecuted) {
          book.orders.delete(order.uid);
        } else if (entry) {
          // Only the running sums change (`updateOrderExecution`).
          const updated: Order = Object.assign({}, entry.order, {
            executedSell: order.executedSell,
            executedSellBeforeFees: order.executedSellBeforeFees,
            executedBuy: order.executedBuy,
            executedFeeAmount: order.executedFeeAmount,
            executedFee: order.executedFee,
          });
          book.orders.set(order.uid, { order: updated, latestEvent: entry.latestEvent });
        } else {
          // Not in the book (completed earlier in this write, say): as stored now.
          const current = getSolvableOrder(db, order.uid);
          if (current) book.orders.set(order.uid, current);
        }
      }
      for (const { uid, label, reason } of events) {
        for (const book of networks.values()) {
          const entry = book.orders.get(uid);
          if (entry) book.orders.set(uid, { order: entry.order, latestEvent: { label, reason } });
        }
      }
      seenEventId = getMaxOrderEventId(db);
    },
  };
}
