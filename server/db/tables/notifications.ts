import type { Address } from 'viem';
import type { Database } from '../open.js';
import { insertRows, statement } from '../statement.js';

export type NotificationType =
  | 'order_filled'
  | 'order_expired'
  | 'order_cancelled'
  | 'order_partially_filled'
  | 'insufficient_balance'
  | 'price_improvement'
  | 'solver_banned';

export type NotificationRow = {
  /** Deterministic: derived from the event it reports (e.g. `order_filled:<uid>:<tx>`). */
  id: string;
  network: string;
  account: Address;
  type: NotificationType;
  message: string;
  timestamp: Date;
  metadata: Record<string, unknown>;
};

// Positional parameters: cheaper to bind than named ones (~20,000 rows in a block of many trades).
// Deduplication finds the id through the 16 characters after `<type>:0x` (indexed by
// `notifications_by_id_key`, migration 009), then compares the whole id. The key is cut in JS
// (`idKeyOf`), not bound as the id twice more for SQLite to cut.
const insertSql = `
  INSERT INTO notifications (id, network, account, type, message, timestamp_ms, metadata)
  SELECT ?, ?, ?, ?, ?, ?, ?
  WHERE NOT EXISTS (
    SELECT 1 FROM notifications WHERE substr(id, instr(id, ':') + 3, 16) = ? AND id = ?
  )`;
const insertNewSql = `
  INSERT INTO notifications (id, network, account, type, message, timestamp_ms, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)`;
const findByAccountSql = `
  SELECT id, network, account, type, message, timestamp_ms AS timestampMs, metadata
  FROM notifications WHERE account = ? ORDER BY timestamp_ms DESC, position DESC LIMIT ?`;

/**
 * `substr(id, instr(id, ':') + 3, 16)` of the index `notifications_by_id_key`: instr is 1-based and
 * 0 without a colon, so both start 2 characters after `indexOf(':')` (ids are ASCII).
 */
export function idKeyOf(id: string): string {
  const start = id.indexOf(':') + 3;
  return id.slice(start, start + 16);
}

/** Records a notification once (a repeated id is ignored); returns whether it was new. */
export function insertNotification(db: Database, row: NotificationRow): boolean {
  const values: unknown[] = [];
  pushColumnValues(values, row);
  values.push(idKeyOf(row.id), row.id);
  return statement(db, insertSql).run(...values).changes === 1;
}

/**
 * Records notifications whose ids cannot be stored yet, without looking for them: a trade's, whose
 * id names the trade's transaction and log index, written in the transaction that inserts the trade
 * (the trades' primary key rejects a repeated trade, and the transaction with it). Cheaper a row
 * than `insertNotification`, for ~20,000 rows in a block of many trades (docs/performance.md#writes),
 * and several rows a statement (`insertRows`).
 */
export function insertNewNotifications(db: Database, rows: readonly NotificationRow[]): void {
  insertRows(db, insertNewSql, rows.length, (values, index) => pushColumnValues(values, rows[index]!));
}

/** Pushes the stored columns of `row` onto `values`, in the order both inserts list them. */
function pushColumnValues(values: unknown[], row: NotificationRow): void {
  values.push(
    row.id,
    row.network,
    row.account.toLowerCase(),
    row.type,
    row.message,
    row.timestamp.getTime(),
    JSON.stringify(row.metadata),
  );
}

/** The account's notifications, newest first. */
export function findNotificationsByAccount(db: Database, account: Address, limit = 1000): NotificationRow[] {
  return statement<
    [string, number],
    {
      id: string;
      network: string;
      account: Address;
      type: NotificationType;
      message: string;
      timestampMs: number;
      metadata: string;
    }
  >(db, findByAccountSql)
    .all(account.toLowerCase(), limit)
    .map((row) => ({
      id: row.id,
      network: row.network,
      account: row.account,
      type: row.type,
      message: row.message,
      timestamp: new Date(row.timestampMs),
      metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    }));
}
