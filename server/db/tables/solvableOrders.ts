/**
 * The auction runner's queries on `orders` and `order_events` (the order book's own table module
 * is `orders.ts`): candidates of an auction, expiries, cancellations, and the running sums a
 * settlement adds to an order.
 */
import type { Hex } from 'viem';
import type { Order, OrderEventLabel } from '../../domain/orders/types.js';
import type { Database } from '../open.js';
import { noteOrdersOfOwnerWritten } from './orderWrites.js';
import { statement } from '../statement.js';
import {
  fromOrderRow,
  fromOrderValues,
  ORDER_COLUMN_COUNT,
  orderUidMatchSql,
  selectOrderColumnsOf,
  type OrderRow,
} from './orders.js';

export type LatestEvent = { label: OrderEventLabel; reason: string | null };

// A solvable order: neither cancelled through the API nor fully executed (the partial index
// `orders_solvable` holds exactly these).
const solvableSql = 'o.cancelled_at IS NULL AND o.fully_executed = 0';
// An order's columns and its latest event, found once per order (its id from the index
// `order_events_by_uid_key`, then the row), not once per column read from it.
const solvableSelectSql = `
  SELECT ${selectOrderColumnsOf('o')}, e.label, e.reason FROM orders o
  LEFT JOIN order_events e ON e.id = (
    SELECT id FROM order_events x WHERE ${orderUidMatchSql('o.uid', 'x')} ORDER BY id DESC LIMIT 1
  )`;
// Uses the partial index `orders_solvable` (not cancelled, not fully executed, by validTo), as the
// expiry read does. Exported for its query-plan test.
export const findSolvableSql = `${solvableSelectSql}
  WHERE o.network = ? AND o.valid_to >= ? AND ${solvableSql}
  ORDER BY o.uid`;
// One order, when neither cancelled through the API nor fully executed (whatever its validTo).
const getSolvableSql = `${solvableSelectSql}
  WHERE o.uid = ? AND ${solvableSql}`;
// Each event after the cursor with its order when solvable whatever its validTo (NULLs otherwise):
// the orders the events name, read in one statement, each through its uid (the events in id order
// outer). An order's last event here is its latest, so no look-up of it per order either.
// Exported for its query-plan test.
export const findEventsAfterSql = `
  SELECT ${selectOrderColumnsOf('o')}, e.label, e.reason, e.id, e.order_uid, o.uid IS NOT NULL FROM order_events e
  LEFT JOIN orders o ON o.uid = e.order_uid AND ${solvableSql}
  WHERE e.id > ?
  ORDER BY e.id`;
const findExpiredSql = `
  SELECT ${selectOrderColumnsOf('o')} FROM orders o
  WHERE o.network = ? AND o.valid_to >= ? AND o.valid_to < ? AND ${solvableSql}
  ORDER BY o.valid_to, o.uid`;
// CROSS JOIN keeps order_events outer: only the events after the cursor are read, never every order.
const findCancelledEventsSql = `
  SELECT e.id, e.timestamp, ${selectOrderColumnsOf('o')} FROM order_events e CROSS JOIN orders o ON o.uid = e.order_uid
  WHERE e.id > ? AND e.label = 'cancelled' AND o.network = ? AND o.fully_executed = 0
  ORDER BY e.id`;
const maxEventIdSql = `SELECT coalesce(max(id), 0) FROM order_events`;
export const latestEventSql = `
  SELECT label, reason FROM order_events WHERE ${orderUidMatchSql('@uid', 'order_events')} ORDER BY id DESC LIMIT 1`;
// Positional parameters: cheaper to bind than named ones (~10,000 rows in a block of many trades).
const updateExecutionSql = `
  UPDATE orders SET
    executed_sell = ?, executed_sell_before_fees = ?, executed_buy = ?, executed_fee_amount = ?, executed_fee = ?,
    fully_executed = ?
  WHERE uid = ?`;

export type SolvableOrder = { order: Order; latestEvent: LatestEvent | undefined };

function toSolvableOrder(values: unknown[]): SolvableOrder {
  const label = values[ORDER_COLUMN_COUNT] as OrderEventLabel | null;
  const reason = values[ORDER_COLUMN_COUNT + 1] as string | null;
  return { order: fromOrderValues(values), latestEvent: label === null ? undefined : { label, reason } };
}

/**
 * Orders of `network` that may go into an auction at `nowSeconds`: not cancelled through the API,
 * not fully executed, validTo not passed; with their latest event. Sorted by uid. Read raw (arrays,
 * not objects of 34 keys built in the driver): ~10,000 rows per auction.
 */
export function findSolvableOrders(db: Database, network: string, nowSeconds: number): SolvableOrder[] {
  return statement<[string, number], unknown[]>(db, findSolvableSql)
    .raw(true)
    .all(network, nowSeconds)
    .map(toSolvableOrder);
}

/**
 * The order with its latest event when it is neither cancelled through the API nor fully executed,
 * whatever its validTo; undefined otherwise.
 */
export function getSolvableOrder(db: Database, uid: Hex): SolvableOrder | undefined {
  const values = statement<[string], unknown[]>(db, getSolvableSql).raw(true).get(uid);
  return values === undefined ? undefined : toSolvableOrder(values);
}

/**
 * The events after `afterId`, oldest first, each with its order as `getSolvableOrder` reads it
 * then (the event being the order's latest when it is the order's last one here).
 */
export function findOrderEventsAfter(
  db: Database,
  afterId: number,
): { id: number; uid: Hex; solvable: SolvableOrder | undefined }[] {
  return statement<[number], unknown[]>(db, findEventsAfterSql)
    .raw(true)
    .all(afterId)
    .map((values) => ({
      id: values[ORDER_COLUMN_COUNT + 2] as number,
      uid: values[ORDER_COLUMN_COUNT + 3] as Hex,
      solvable: values[ORDER_COLUMN_COUNT + 4] === 1 ? toSolvableOrder(values) : undefined,
    }));
}

/**
 * Orders not cancelled through the API nor fully executed whose validTo is in [from, before). Read
 * raw like the solvable ones (a runner's first block reads a day of expiries: ~2,800 orders).
 */
export function findExpiringOrders(db: Database, network: string, from: number, before: number): Order[] {
  return statement<[string, number, number], unknown[]>(db, findExpiredSql)
    .raw(true)
    .all(network, from, before)
    .map(fromOrderValues);
}

/**
 * `cancelled` events of the network's orders after event `afterId`, oldest first; not of orders
 * filled since: a cancellation that lost the race to a settlement under way did not happen for
 * the owner (the order reads `fulfilled`).
 */
export function findCancelledEventsSince(
  db: Database,
  network: string,
  afterId: number,
): { eventId: number; timestamp: Date; order: Order }[] {
  return statement<[number, string], OrderRow & { id: number; timestamp: string }>(db, findCancelledEventsSql)
    .all(afterId, network)
    .map((row) => ({ eventId: row.id, timestamp: new Date(row.timestamp), order: fromOrderRow(row) }));
}

/** The id of the newest order event (0 without events). */
export function getMaxOrderEventId(db: Database): number {
  return statement<[], number>(db, maxEventIdSql).pluck().get() ?? 0;
}

export function getLatestOrderEvent(db: Database, uid: Hex): LatestEvent | undefined {
  return statement<[{ uid: string }], LatestEvent>(db, latestEventSql).get({ uid: uid.toLowerCase() });
}

/** Stores the order's running sums (and whether they complete it). */
export function updateOrderExecution(db: Database, order: Order, fullyExecuted: boolean): void {
  statement(db, updateExecutionSql).run(
    order.executedSell.toString(),
    order.executedSellBeforeFees.toString(),
    order.executedBuy.toString(),
    order.executedFeeAmount.toString(),
    order.executedFee.toString(),
    fullyExecuted ? 1 : 0,
    order.uid,
  );
  noteOrdersOfOwnerWritten(db, order.network, order.owner);
}
