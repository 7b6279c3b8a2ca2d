/**
 * The outbox of notification deliveries (migration 017): the transaction that writes notifications
 * writes a pending row per channel of their accounts (`enqueueDeliveries`); the delivery worker
 * claims due rows, and records each attempt's outcome.
 */
import type { Address } from 'viem';
import type { ChannelCredentials, NotificationChannelKind } from '../../domain/notifications/channels.js';
import type { DeliveredNotification } from '../../domain/notifications/delivery.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';

export type DueDelivery = {
  id: number;
  /** Attempts made before this one. */
  attempts: number;
  channel: NotificationChannelKind;
  target: string;
  credentials: ChannelCredentials;
  notification: DeliveredNotification;
};

export type DeliveryState = 'pending' | 'delivered' | 'dead';

const lastPositionSql = `SELECT coalesce(max(position), 0) FROM notifications`;
// Driven by the new notifications (a rowid range), each probing the channels of its account: one
// statement for a block's ~20,000 notifications, not a trigger program per row (docs/performance.md).
const enqueueSql = `
  INSERT INTO notification_deliveries (notification_position, channel_id)
  SELECT n.position, c.id FROM notifications n CROSS JOIN notification_channels c ON c.account = n.account
  WHERE n.position > ?
  ORDER BY n.position, c.id`;
const anyChannelSql = `SELECT EXISTS (SELECT 1 FROM notification_channels)`;
const dueSql = `
  SELECT d.id, d.attempts, c.channel, c.target, c.credentials,
         n.id AS notificationId, n.account, n.type, n.message, n.timestamp_ms AS timestampMs, n.metadata
  FROM notification_deliveries d
  JOIN notification_channels c ON c.id = d.channel_id
  JOIN notifications n ON n.position = d.notification_position
  WHERE d.state = 'pending' AND d.next_attempt_ms <= ?
  ORDER BY d.next_attempt_ms, d.id
  LIMIT ?`;
const claimSql = `
  UPDATE notification_deliveries SET attempts = attempts + 1, next_attempt_ms = ?
  WHERE id = ? AND state = 'pending' AND attempts = ?`;
const deliveredSql = `
  UPDATE notification_deliveries SET state = 'delivered', finished_at_ms = ?, last_error = NULL WHERE id = ?`;
const deadSql = `UPDATE notification_deliveries SET state = 'dead', finished_at_ms = ?, last_error = ? WHERE id = ?`;
const retrySql = `UPDATE notification_deliveries SET next_attempt_ms = ?, last_error = ? WHERE id = ?`;
const nextDueSql = `SELECT min(next_attempt_ms) FROM notification_deliveries WHERE state = 'pending'`;
const finishedBeforeSql = `
  SELECT id, channel_id AS channelId, state FROM notification_deliveries
  WHERE state <> 'pending' AND finished_at_ms < ?
  ORDER BY finished_at_ms, id
  LIMIT ?`;
const deleteByIdSql = `DELETE FROM notification_deliveries WHERE id = ?`;
const countPrunedDeadSql = `
  UPDATE notification_channels SET pruned_dead_deliveries = pruned_dead_deliveries + ? WHERE id = ?`;
const byIdSql = `SELECT state, attempts, next_attempt_ms AS nextAttemptMs, last_error AS lastError FROM notification_deliveries WHERE id = ?`;

type StoredDue = {
  id: number;
  attempts: number;
  channel: NotificationChannelKind;
  target: string;
  credentials: string;
  notificationId: string;
  account: Address;
  type: string;
  message: string;
  timestampMs: number;
  metadata: string;
};

/** The position of the newest notification (0 when there is none), before a write adds more. */
export function lastNotificationPosition(db: Database): number {
  return statement<[], number>(db, lastPositionSql).pluck().get() ?? 0;
}

/**
 * Writes a pending delivery per channel of their account for the notifications stored after
 * `afterPosition`. Call it in the transaction that stores them: a notification is then never
 * stored without its deliveries, nor a delivery without its notification.
 */
export function enqueueDeliveries(db: Database, afterPosition: number): void {
  if (statement<[], number>(db, anyChannelSql).pluck().get() === 0) return;
  statement(db, enqueueSql).run(afterPosition);
}

/** Pending deliveries due at `nowMs`, longest waiting first. */
export function findDueDeliveries(db: Database, nowMs: number, limit: number): DueDelivery[] {
  return statement<[number, number], StoredDue>(db, dueSql)
    .all(nowMs, limit)
    .map((row) => ({
      id: row.id,
      attempts: row.attempts,
      channel: row.channel,
      target: row.target,
      credentials: JSON.parse(row.credentials) as ChannelCredentials,
      notification: {
        id: row.notificationId,
        account: row.account,
        type: row.type,
        message: row.message,
        timestamp: new Date(row.timestampMs).toISOString(),
        metadata: JSON.parse(row.metadata) as Record<string, unknown>,
      },
    }));
}

/**
 * Counts an attempt before it is made and moves the next one to `retryAtMs`, as if it failed: a
 * process that dies while sending leaves the delivery to be retried then, with the same key.
 * False when another worker claimed it first (its `attempts` moved on).
 */
export function claimDelivery(db: Database, id: number, attemptsBefore: number, retryAtMs: number): boolean {
  return statement(db, claimSql).run(retryAtMs, id, attemptsBefore).changes === 1;
}

export function markDelivered(db: Database, id: number, atMs: number): void {
  statement(db, deliveredSql).run(atMs, id);
}

export function markDead(db: Database, id: number, atMs: number, reason: string): void {
  statement(db, deadSql).run(atMs, reason, id);
}

/** Records a failed attempt's reason and when the next one is due. */
export function scheduleRetry(db: Database, id: number, retryAtMs: number, reason: string): void {
  statement(db, retrySql).run(retryAtMs, reason, id);
}

/**
 * Deletes up to `limit` delivered or dead deliveries that finished before `beforeMs`, oldest first,
 * in one transaction; the dead ones stay counted on their channel. Returns how many it deleted.
 */
export function pruneFinishedDeliveries(db: Database, beforeMs: number, limit: number): number {
  return db
    .transaction(() => {
      const finished = statement<[number, number], { id: number; channelId: number; state: DeliveryState }>(
        db,
        finishedBeforeSql,
      ).all(beforeMs, limit);
      const deadByChannel = new Map<number, number>();
      for (const { id, channelId, state } of finished) {
        statement(db, deleteByIdSql).run(id);
        if (state === 'dead') deadByChannel.set(channelId, (deadByChannel.get(channelId) ?? 0) + 1);
      }
      for (const [channelId, count] of deadByChannel) statement(db, countPrunedDeadSql).run(count, channelId);
      return finished.length;
    })
    .immediate();
}

/** When the earliest pending delivery is due (wall-clock ms), or undefined when none is pending. */
export function nextDueAt(db: Database): number | undefined {
  return statement<[], number | null>(db, nextDueSql).pluck().get() ?? undefined;
}

/** A delivery's state (tests and operators). */
export function getDelivery(
  db: Database,
  id: number,
): { state: DeliveryState; attempts: number; nextAttemptMs: number; lastError: string | null } | undefined {
  return statement<
    [number],
    { state: DeliveryState; attempts: number; nextAttemptMs: number; lastError: string | null }
  >(db, byIdSql).get(id);
}
