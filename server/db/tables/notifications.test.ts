import * as fc from 'fast-check';
import type { Address } from 'viem';
import { describe, expect, test } from 'vitest';
import { listMigrations, migrate } from '../migrate.js';
import { openDatabase } from '../open.js';
import {
  findNotificationsByAccount,
  idKeyOf,
  insertNewNotifications,
  insertNotification,
  type NotificationRow,
} from './notifications.js';

const ACCOUNT = `0x${'ab'.repeat(20)}` as Address;
const OTHER_ACCOUNT = `0x${'cd'.repeat(20)}` as Address;
// Uids sharing their first 8 bytes (the deduplication key) and one that does not; ids of other shapes.
const uids = [`0x${'12'.repeat(8)}${'00'.repeat(48)}`, `0x${'12'.repeat(8)}${'ff'.repeat(48)}`, `0x${'34'.repeat(56)}`];
const idArbitrary = fc.oneof(
  fc
    .tuple(fc.constantFrom('order_filled', 'order_expired', 'price_improvement'), fc.constantFrom(...uids), fc.nat(2))
    .map(([type, uid, logIndex]) => `${type}:${uid}:0x${'ef'.repeat(32)}:${logIndex}`),
  fc.constantFrom('other', '', 'order_filled:1', ':', 'order_filled:0x12121212'),
);

function notification(id: string, index: number, account: Address = ACCOUNT): NotificationRow {
  return {
    id,
    network: 'mainnet',
    account,
    type: 'order_filled',
    message: `message ${index}`,
    // Few distinct times: ties are read back newest inserted first.
    timestamp: new Date(Date.UTC(2026, 0, 1) + (index % 3) * 1000),
    metadata: { index, nested: { amount: '1' } },
  };
}

// `toMatchObject` below: the reader also returns `timestampMs`, which no caller uses.
function newestFirst(rows: NotificationRow[]): NotificationRow[] {
  return rows
    .map((row, position) => ({ row, position }))
    .sort((a, b) => b.row.timestamp.getTime() - a.row.timestamp.getTime() || b.position - a.position)
    .map(({ row }) => row);
}

describe('insertNotification', () => {
  test('behavior: an id is recorded once, whatever ids share its key; reads are newest first', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    fc.assert(
      fc.property(fc.array(fc.tuple(idArbitrary, fc.boolean()), { maxLength: 30 }), (draws) => {
        db.exec('DELETE FROM notifications');
        const kept: NotificationRow[] = [];
        draws.forEach(([id, other], index) => {
          const row = notification(id, index, other ? OTHER_ACCOUNT : ACCOUNT);
          const isNew = !kept.some((earlier) => earlier.id === id);
          expect(insertNotification(db, row)).toBe(isNew);
          if (isNew) kept.push(row);
        });
        for (const account of [ACCOUNT, OTHER_ACCOUNT])
          // toEqual: the stored row and nothing more (no leftover column such as timestampMs).
          expect(findNotificationsByAccount(db, account)).toEqual(
            newestFirst(kept.filter((row) => row.account === account)),
          );
      }),
    );
    db.close();
  });
});

describe('idKeyOf', () => {
  test('behavior: the key of the index notifications_by_id_key, for ids of every shape', () => {
    const db = openDatabase(':memory:');
    const key = db.prepare<[string, string], string>(`SELECT substr(?, instr(?, ':') + 3, 16)`).pluck();
    fc.assert(
      fc.property(fc.oneof(idArbitrary, fc.string(), fc.stringMatching(/^[a-z_:0-9x]{0,40}$/)), (id) => {
        expect(idKeyOf(id)).toBe(key.get(id, id));
      }),
    );
    db.close();
  });
});

describe('insertNewNotifications', () => {
  test('behavior: stores the row as insertNotification does, and a later insertNotification finds it', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    const rows = [
      notification(`order_filled:${uids[0]}:0x${'ef'.repeat(32)}:0`, 0),
      notification(`price_improvement:${uids[1]}:0x${'ef'.repeat(32)}:0`, 1),
      notification(`order_filled:${uids[2]}:0x${'ef'.repeat(32)}:1`, 2, OTHER_ACCOUNT),
    ];
    insertNewNotifications(db, rows);
    const viaNew = db.prepare('SELECT * FROM notifications ORDER BY position').all();
    db.exec('DELETE FROM notifications');
    for (const row of rows) expect(insertNotification(db, row)).toBe(true);
    expect(db.prepare('SELECT * FROM notifications ORDER BY position').all()).toEqual(viaNew);
    for (const row of rows) expect(insertNotification(db, row)).toBe(false);
    db.close();
  });
});

describe('migration 009 (compact notifications)', () => {
  test('behavior: notifications stored before it read back unchanged and still deduplicate', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0), migrations: listMigrations().filter((m) => m.version <= 8) });
    const rows = [
      notification(`order_filled:${uids[0]}:0x${'ef'.repeat(32)}:0`, 0),
      notification(`price_improvement:${uids[1]}:0x${'ef'.repeat(32)}:0`, 3),
      notification('other', 6),
      notification(`order_expired:${uids[2]}`, 1, OTHER_ACCOUNT),
    ];
    const insert = db.prepare(
      'INSERT INTO notifications (id, network, account, type, message, timestamp, timestamp_ms, metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const row of rows)
      insert.run(
        row.id,
        row.network,
        row.account,
        row.type,
        row.message,
        row.timestamp.toISOString(),
        row.timestamp.getTime(),
        JSON.stringify(row.metadata),
      );

    migrate(db, { now: () => new Date(0) });

    expect(findNotificationsByAccount(db, ACCOUNT)).toMatchObject(newestFirst(rows.slice(0, 3)));
    expect(findNotificationsByAccount(db, OTHER_ACCOUNT)).toMatchObject([rows[3]!]);
    for (const row of rows) expect(insertNotification(db, row)).toBe(false);
    expect(insertNotification(db, notification(`order_expired:${uids[0]}`, 9))).toBe(true);
    db.close();
  });
});
