import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { migrate } from '../migrate.js';
import { openDatabase, type Database } from '../open.js';
import { createAuctionStore } from '../stores/auctionStore.js';
import {
  deleteNotificationChannel,
  findNotificationChannels,
  insertNotificationChannel,
  isChannelSignatureUsed,
} from './notificationChannels.js';
import { claimDelivery, findDueDeliveries, markDead, markDelivered } from './notificationDeliveries.js';
import type { NotificationRow } from './notifications.js';

const ACCOUNT = `0x${'ab'.repeat(20)}` as Address;
const OTHER = `0x${'cd'.repeat(20)}` as Address;
const signature = (n: number) => `0x${n.toString(16).padStart(130, '0')}` as Hex;

function database(): Database {
  const db = openDatabase(':memory:');
  migrate(db, { now: () => new Date('2026-01-01T00:00:00Z') });
  return db;
}

function addChannel(db: Database, account: Address, target: string, key: number) {
  const added = insertNotificationChannel(
    db,
    { account, channel: 'webhook', target, credentials: { secret: 'a-secret-of-16-chars' }, createdAt: new Date(0) },
    signature(key),
  );
  if (added.outcome !== 'created') throw new Error(added.outcome);
  return added.record.id;
}

function notification(id: string, account: Address = ACCOUNT): NotificationRow {
  return {
    id,
    network: 'mainnet',
    account,
    type: 'order_filled',
    message: `message ${id}`,
    timestamp: new Date('2026-01-01T00:00:00Z'),
    metadata: { orderUid: id },
  };
}

/** Writes notifications as the auction runner does: through the auctions' store, one transaction. */
function notify(db: Database, rows: { notifications?: NotificationRow[]; tradeNotifications?: NotificationRow[] }) {
  createAuctionStore(db).write(rows);
}

describe('the notification outbox', () => {
  test('behavior: notifications written before a channel was added are not delivered to it', () => {
    const db = database();
    notify(db, { notifications: [notification('order_filled:0x01')] });
    addChannel(db, ACCOUNT, 'https://a.example/', 1);
    notify(db, { notifications: [notification('order_filled:0x02')] });
    expect(findDueDeliveries(db, 0, 100).map((delivery) => delivery.notification.id)).toEqual(['order_filled:0x02']);
  });

  test('behavior: a notification writes one pending delivery per channel of its account, none for others', () => {
    const db = database();
    addChannel(db, ACCOUNT, 'https://a.example/', 1);
    addChannel(db, ACCOUNT, 'https://b.example/', 2);
    addChannel(db, OTHER, 'https://c.example/', 3);
    notify(db, {
      notifications: [notification('order_filled:0x01')],
      tradeNotifications: [notification('order_filled:0x02')],
    });
    const due = findDueDeliveries(db, 0, 100);
    expect(due.map((delivery) => [delivery.notification.id, delivery.target])).toEqual([
      ['order_filled:0x01', 'https://a.example/'],
      ['order_filled:0x01', 'https://b.example/'],
      ['order_filled:0x02', 'https://a.example/'],
      ['order_filled:0x02', 'https://b.example/'],
    ]);
    expect(due[0]?.credentials).toEqual({ secret: 'a-secret-of-16-chars' });
    expect(due[0]?.notification).toEqual({
      id: 'order_filled:0x01',
      account: ACCOUNT,
      type: 'order_filled',
      message: 'message order_filled:0x01',
      timestamp: '2026-01-01T00:00:00.000Z',
      metadata: { orderUid: 'order_filled:0x01' },
    });
  });

  test('behavior: a repeated notification id writes no second delivery', () => {
    const db = database();
    addChannel(db, ACCOUNT, 'https://a.example/', 1);
    notify(db, { notifications: [notification('order_expired:0x01')] });
    notify(db, { notifications: [notification('order_expired:0x01')] });
    expect(findDueDeliveries(db, 0, 100)).toHaveLength(1);
  });

  test('behavior: a rolled-back transaction leaves neither the notification nor its delivery', () => {
    const db = database();
    addChannel(db, ACCOUNT, 'https://a.example/', 1);
    const store = createAuctionStore(db);
    expect(() =>
      store.atomically(() => {
        store.write({ notifications: [notification('order_filled:0x01')] });
        throw new Error('the block failed');
      }),
    ).toThrow('the block failed');
    expect(findDueDeliveries(db, 0, 100)).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM notifications').pluck().get()).toBe(0);
  });

  test('behavior: a claimed delivery is due again only after its claim, and a second claim of it fails', () => {
    const db = database();
    addChannel(db, ACCOUNT, 'https://a.example/', 1);
    notify(db, { notifications: [notification('order_filled:0x01')] });
    const [delivery] = findDueDeliveries(db, 1000, 100);
    expect(claimDelivery(db, delivery!.id, 0, 5000)).toBe(true);
    expect(claimDelivery(db, delivery!.id, 0, 5000)).toBe(false);
    expect(findDueDeliveries(db, 4999, 100)).toEqual([]);
    expect(findDueDeliveries(db, 5000, 100).map((due) => [due.id, due.attempts])).toEqual([[delivery!.id, 1]]);
  });
});

describe('notification channels', () => {
  test('behavior: the same channel and target twice is exists; a used signature is signatureUsed', () => {
    const db = database();
    addChannel(db, ACCOUNT, 'https://a.example/', 1);
    const channel = {
      account: ACCOUNT,
      channel: 'webhook' as const,
      target: 'https://a.example/',
      credentials: {},
      createdAt: new Date(0),
    };
    expect(insertNotificationChannel(db, channel, signature(2))).toEqual({ outcome: 'exists' });
    expect(isChannelSignatureUsed(db, signature(2))).toBe(false);
    expect(insertNotificationChannel(db, { ...channel, target: 'https://b.example/' }, signature(1))).toEqual({
      outcome: 'signatureUsed',
    });
    expect(findNotificationChannels(db, ACCOUNT).map((row) => row.target)).toEqual(['https://a.example/']);
  });

  test('behavior: removing a channel drops its pending deliveries, keeps delivered and dead ones in the counts of none', () => {
    const db = database();
    const id = addChannel(db, ACCOUNT, 'https://a.example/', 1);
    notify(db, { notifications: [1, 2, 3].map((n) => notification(`order_filled:0x0${n}`)) });
    const [first, second] = findDueDeliveries(db, 0, 100);
    markDelivered(db, first!.id, 1);
    markDead(db, second!.id, 1, 'HTTP 500');
    expect(findNotificationChannels(db, ACCOUNT)[0]).toMatchObject({ pendingDeliveries: 1, deadDeliveries: 1 });

    expect(deleteNotificationChannel(db, ACCOUNT, id, signature(9), new Date(0))).toBe('removed');
    expect(findNotificationChannels(db, ACCOUNT)).toEqual([]);
    expect(findDueDeliveries(db, 0, 100)).toEqual([]);
    const states = db.prepare('SELECT state FROM notification_deliveries ORDER BY id').pluck().all();
    expect(states).toEqual(['delivered', 'dead']);
    expect(isChannelSignatureUsed(db, signature(9))).toBe(true);
  });

  test('behavior: removing a channel that is gone is notFound and leaves the signature unused', () => {
    const db = database();
    expect(deleteNotificationChannel(db, ACCOUNT, 42, signature(9), new Date(0))).toBe('notFound');
    expect(isChannelSignatureUsed(db, signature(9))).toBe(false);
  });
});
