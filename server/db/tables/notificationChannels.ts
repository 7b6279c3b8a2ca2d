/**
 * Notification channels, the signatures that changed them, and the outbox of their deliveries
 * (migration 017: a trigger on `notifications` writes the deliveries).
 */
import type { Address, Hex } from 'viem';
import type { AddNotificationChannelOutcome } from '../../domain/companion/ports.js';
import type {
  ChannelCredentials,
  NotificationChannelKind,
  NotificationChannelRecord,
  NotificationChannelWithDeliveries,
} from '../../domain/notifications/channels.js';
import type { Database } from '../open.js';
import { isUniqueViolation } from '../constraints.js';
import { statement } from '../statement.js';

const channelColumns = `
  c.id, c.account, c.channel, c.target, c.credentials, c.created_at_ms AS createdAtMs,
  (SELECT count(*) FROM notification_deliveries d WHERE d.channel_id = c.id AND d.state = 'pending') AS pendingDeliveries,
  c.pruned_dead_deliveries +
    (SELECT count(*) FROM notification_deliveries d WHERE d.channel_id = c.id AND d.state = 'dead') AS deadDeliveries`;
const listSql = `SELECT ${channelColumns} FROM notification_channels c WHERE c.account = ? ORDER BY c.id`;
const getSql = `SELECT ${channelColumns} FROM notification_channels c WHERE c.account = ? AND c.id = ?`;
const insertChannelSql = `
  INSERT INTO notification_channels (account, channel, target, credentials, created_at_ms)
  VALUES (@account, @channel, @target, @credentials, @createdAtMs)`;
const insertSignatureSql = `
  INSERT INTO notification_channel_signatures (signature, account, used_at_ms) VALUES (?, ?, ?)`;
const isSignatureUsedSql = `SELECT 1 FROM notification_channel_signatures WHERE signature = ?`;
const deleteChannelSql = `DELETE FROM notification_channels WHERE account = ? AND id = ?`;
const deletePendingSql = `DELETE FROM notification_deliveries WHERE channel_id = ? AND state = 'pending'`;

type StoredChannel = {
  id: number;
  account: Address;
  channel: NotificationChannelKind;
  target: string;
  credentials: string;
  createdAtMs: number;
  pendingDeliveries: number;
  deadDeliveries: number;
};

/** The account's channels (lower-case address), oldest first, with their delivery counts. */
export function findNotificationChannels(db: Database, account: Address): NotificationChannelWithDeliveries[] {
  return statement<[string], StoredChannel>(db, listSql).all(account.toLowerCase()).map(fromStored);
}

export function getNotificationChannel(
  db: Database,
  account: Address,
  id: number,
): NotificationChannelWithDeliveries | undefined {
  const row = statement<[string, number], StoredChannel>(db, getSql).get(account.toLowerCase(), id);
  return row && fromStored(row);
}

export function isChannelSignatureUsed(db: Database, signatureKey: Hex): boolean {
  return statement<[string], 1>(db, isSignatureUsedSql).get(signatureKey.toLowerCase()) !== undefined;
}

/**
 * Adds the channel and records its signature in one transaction; a UNIQUE violation (a concurrent
 * request, maybe of another process) rolls both back and names what was taken.
 */
export function insertNotificationChannel(
  db: Database,
  channel: Omit<NotificationChannelRecord, 'id'>,
  signatureKey: Hex,
): AddNotificationChannelOutcome {
  const account = channel.account.toLowerCase();
  const insert = db.transaction(() => {
    const { lastInsertRowid } = statement(db, insertChannelSql).run({
      account,
      channel: channel.channel,
      target: channel.target,
      credentials: JSON.stringify(channel.credentials),
      createdAtMs: channel.createdAt.getTime(),
    });
    statement(db, insertSignatureSql).run(signatureKey.toLowerCase(), account, channel.createdAt.getTime());
    return Number(lastInsertRowid);
  });
  try {
    const id = insert.immediate();
    return { outcome: 'created', record: { ...channel, id, pendingDeliveries: 0, deadDeliveries: 0 } };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { outcome: String((error as Error).message).includes('signatures') ? 'signatureUsed' : 'exists' };
  }
}

/**
 * Removes the channel and its pending deliveries and records the signature, in one transaction.
 * Delivered and dead deliveries stay, as the record of what was sent and what was given up on.
 */
export function deleteNotificationChannel(
  db: Database,
  account: Address,
  id: number,
  signatureKey: Hex,
  at: Date,
): 'removed' | 'notFound' | 'signatureUsed' {
  const remove = db.transaction(() => {
    if (statement(db, deleteChannelSql).run(account.toLowerCase(), id).changes === 0) return false;
    statement(db, deletePendingSql).run(id);
    statement(db, insertSignatureSql).run(signatureKey.toLowerCase(), account.toLowerCase(), at.getTime());
    return true;
  });
  try {
    return remove.immediate() ? 'removed' : 'notFound';
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return 'signatureUsed';
  }
}

function fromStored(row: StoredChannel): NotificationChannelWithDeliveries {
  return {
    id: row.id,
    account: row.account,
    channel: row.channel,
    target: row.target,
    credentials: JSON.parse(row.credentials) as ChannelCredentials,
    createdAt: new Date(row.createdAtMs),
    pendingDeliveries: row.pendingDeliveries,
    deadDeliveries: row.deadDeliveries,
  };
}
