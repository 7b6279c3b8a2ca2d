import type { Address } from 'viem';
import type { Database } from '../open.js';
import { statement } from '../statement.js';

export type NotificationType =
  | 'order_filled'
  | 'order_expired'
  | 'order_cancelled'
  | 'order_partially_filled'
  | 'insufficient_balance'
  | 'price_improvement';

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
// `notifications_by_id_key`, migration 009), then compares the whole id.
const insertSql = `
  INSERT INTO notifications (id, network, account, type, message, timestamp_ms, metadata)
  SELECT ?, ?, ?, ?, ?, ?, ?
  WHERE NOT EXISTS (
    SELECT 1 FROM notifications
    WHERE substr(id, instr(id, ':') + 3, 16) = substr(?, instr(?, ':') + 3, 16) AND id = ?
  )`;
const findByAccountSql = `
  SELECT id, network, account, type, message, timestamp_ms AS timestampMs, metadata
  FROM notifications WHERE account = ? ORDER BY timestamp_ms DESC, position DESC LIMIT ?`;

/** Records a notification once (a repeated id is ignored); returns whether it was new. */
export function insertNotification(db: Database, row: NotificationRow): boolean {
  const { id } = row;
  return (
    statement(db, insertSql).run(
      id,
      row.network,
      row.account.toLowerCase(),
      row.type,
      row.message,
      row.timestamp.getTime(),
      JSON.stringify(row.metadata),
      id,
      id,
      id,
    ).changes === 1
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
      ...row,
      timestamp: new Date(row.timestampMs),
      metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    }));
}
