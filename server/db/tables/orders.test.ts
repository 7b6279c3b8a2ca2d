import * as fc from 'fast-check';
import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { AUCTION_STAGES, type Order, type OrderEvent, type OrderEventLabel } from '../../domain/orders/types.js';
import { exampleOrder as anOrder } from '../../domain/testing/exampleOrder.js';
import { listMigrations, migrate } from '../migrate.js';
import { openDatabase, type Database } from '../open.js';
import {
  getLatestOrderEventLabel,
  getOrderEvents,
  getOrdersByUids,
  insertOrder,
  insertOrderEvent,
  orderEventsSql,
  toOrderRow,
} from './orders.js';
import { findSolvableOrders, findSolvableSql, getLatestOrderEvent, latestEventSql } from './solvableOrders.js';

const OWNER = `0x${'11'.repeat(20)}` as Address;
const OTHER_OWNER = `0x${'22'.repeat(20)}` as Address;
const uidOf = (index: number) => `0x${index.toString(16).padStart(112, '0')}` as Hex;

function exampleOrder(index: number, overrides: Partial<Order> = {}): Order {
  return anOrder({
    uid: uidOf(index),
    owner: OWNER,
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000),
    sellToken: `0x${'aa'.repeat(20)}`,
    buyToken: `0x${'bb'.repeat(20)}`,
    signature: `0x${'cd'.repeat(65)}`,
    ...overrides,
  });
}

function databaseWith(orders: Order[]) {
  const db = openDatabase(':memory:');
  migrate(db, { now: () => new Date(0) });
  for (const order of orders) insertOrder(db, order);
  return db;
}

/** Inserts `order` into the `orders` of an older schema, by the columns it has. */
function insertOrderByName(db: Database, order: Order) {
  const row = toOrderRow(order);
  const columns = Object.keys(row);
  db.prepare(`INSERT INTO orders (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
}

describe('getOrdersByUids', () => {
  test('behavior: the orders that exist, in the order asked, a repeated uid repeated', () => {
    const db = databaseWith([1, 2, 3].map((index) => exampleOrder(index)));
    const asked = [uidOf(3), uidOf(9), uidOf(1), uidOf(3).toUpperCase().replace('0X', '0x') as Hex];

    expect(getOrdersByUids(db, asked).map((order) => order.uid)).toEqual([uidOf(3), uidOf(1), uidOf(3)]);
  });
});

describe('getOrderEvents', () => {
  test('behavior: an auction stage stored with its earlier stages reads as each of them, at its time', () => {
    const db = databaseWith([exampleOrder(1)]);
    const [created, auctioned, again] = [0, 1, 2].map((minute) => new Date(Date.UTC(2026, 0, 1, 0, minute)));
    insertOrderEvent(db, uidOf(1), 'created', created!);
    insertOrderEvent(db, uidOf(1), 'executing', auctioned!, null, true, 7);
    insertOrderEvent(db, uidOf(1), 'considered', again!, null, true, 8);

    // Each stage a row stands for names the row's auction.
    expect(getOrderEvents(db, uidOf(1))).toEqual([
      { label: 'created', reason: null, timestamp: created, auctionId: null },
      { label: 'ready', reason: null, timestamp: auctioned, auctionId: 7 },
      { label: 'considered', reason: null, timestamp: auctioned, auctionId: 7 },
      { label: 'executing', reason: null, timestamp: auctioned, auctionId: 7 },
      { label: 'ready', reason: null, timestamp: again, auctionId: 8 },
      { label: 'considered', reason: null, timestamp: again, auctionId: 8 },
    ]);
    expect(getLatestOrderEventLabel(db, uidOf(1))).toBe('considered');
  });

  // Uids that share their first 4 bytes (the key `order_events_by_uid_key` indexes, migration 012)
  // and ones that do not; each stage event either as one row or as a row per stage.
  const prefixes = ['11'.repeat(4), '22'.repeat(4)];
  const uidWith = (prefix: number, rest: number) =>
    `0x${prefixes[prefix]}${rest.toString(16).padStart(104, '0')}` as Hex;
  const uids = [uidWith(0, 1), uidWith(0, 2), uidWith(1, 1), uidWith(1, 3)];
  const labels: OrderEventLabel[] = ['created', 'filtered', 'invalid', 'traded', 'cancelled', ...AUCTION_STAGES];
  const event = fc.record({
    order: fc.integer({ min: 0, max: uids.length - 1 }),
    label: fc.constantFrom(...labels),
    reason: fc.constantFrom(null, 'in_flight', 'insufficient_balance'),
    oneRow: fc.boolean(),
  });

  test('behavior: the history read back is the one written a row per event, for uids sharing a prefix too', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const db = databaseWith(uids.map((uid, index) => exampleOrder(index, { uid })));
        const expected = new Map<Hex, OrderEvent[]>(uids.map((uid) => [uid, []]));
        events.forEach(({ order, label, reason, oneRow }, index) => {
          const uid = uids[order] as Hex;
          const timestamp = new Date(Date.UTC(2026, 0, 1) + index * 1000);
          const stage = AUCTION_STAGES.indexOf(label as (typeof AUCTION_STAGES)[number]);
          // A one-row stage names its auction (here: its index), and so do the stages it stands for.
          const auctionId = stage >= 0 && oneRow ? index : null;
          if (auctionId !== null) {
            insertOrderEvent(db, uid, label, timestamp, reason, true, auctionId);
            for (const earlier of AUCTION_STAGES.slice(0, stage))
              expected.get(uid)?.push({ label: earlier, reason: null, timestamp, auctionId });
          } else {
            insertOrderEvent(db, uid, label, timestamp, reason);
          }
          expected.get(uid)?.push({ label, reason, timestamp, auctionId });
        });
        const latest = (uid: Hex) => expected.get(uid)?.at(-1);
        for (const uid of uids) {
          expect(getOrderEvents(db, uid)).toEqual(expected.get(uid));
          expect(getLatestOrderEventLabel(db, uid)).toEqual(latest(uid)?.label);
          const last = latest(uid);
          expect(getLatestOrderEvent(db, uid)).toEqual(last && { label: last.label, reason: last.reason });
        }
        expect(findSolvableOrders(db, 'mainnet', 0).map(({ order, latestEvent }) => [order.uid, latestEvent])).toEqual(
          [...uids].sort().map((uid) => {
            const last = latest(uid);
            return [uid, last && { label: last.label, reason: last.reason }];
          }),
        );
        db.close();
      }),
      { numRuns: 50 },
    );
  });
});

describe('migration 007 (compact order events)', () => {
  test('behavior: events stored before it read back unchanged, latest first where asked', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0), migrations: listMigrations().filter((m) => m.version <= 6) });
    insertOrderByName(db, exampleOrder(1));
    insertOrderByName(db, exampleOrder(2));
    const rows: [Hex, OrderEventLabel, string | null][] = [
      [uidOf(1), 'created', null],
      [uidOf(2), 'created', null],
      [uidOf(1), 'ready', null],
      [uidOf(1), 'considered', null],
      [uidOf(2), 'invalid', 'insufficient_balance'],
    ];
    const insert = db.prepare('INSERT INTO order_events (order_uid, label, reason, timestamp) VALUES (?, ?, ?, ?)');
    rows.forEach(([uid, label, reason], index) => insert.run(uid, label, reason, new Date(index * 1000).toISOString()));

    migrate(db, { now: () => new Date(0) });

    const written = (uid: Hex) =>
      rows.flatMap(([rowUid, label, reason], index) =>
        rowUid === uid ? [{ label, reason, timestamp: new Date(index * 1000), auctionId: null }] : [],
      );
    expect(getOrderEvents(db, uidOf(1))).toEqual(written(uidOf(1)));
    expect(getOrderEvents(db, uidOf(2))).toEqual(written(uidOf(2)));
    expect(getLatestOrderEvent(db, uidOf(2))).toEqual({ label: 'invalid', reason: 'insufficient_balance' });
    db.close();
  });
});

describe('migration 012 (order events short uid key)', () => {
  test("behavior: an order's events are read through the uid key, never through all the events", () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    const reads: [string, unknown[]][] = [
      [orderEventsSql.all, [{ uid: uidOf(1) }]],
      [orderEventsSql.latestLabel, [{ uid: uidOf(1) }]],
      [latestEventSql, [{ uid: uidOf(1) }]],
      [findSolvableSql, ['mainnet', 0]],
    ];
    for (const [sql, parameters] of reads) {
      const plan = db
        .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...parameters)
        .map((row) => row.detail);
      const eventReads = plan.filter((detail) => /^(SEARCH|SCAN) (order_events|x)( |$)/.test(detail));
      expect(eventReads).toHaveLength(1);
      expect(eventReads[0]).toContain('USING INDEX order_events_by_uid_key');
    }
    db.close();
  });

  test('behavior: events stored before it read back unchanged, and later ones join them', () => {
    const db = openDatabase(':memory:');
    // Today's writers fill the columns migration `auction_explanations` adds (it touches nothing
    // the migration under test rebuilds): it is applied first.
    migrate(db, {
      now: () => new Date(0),
      migrations: listMigrations().filter((m) => m.version <= 11 || m.name === 'auction_explanations'),
    });
    // uidOf(1..3) share their first 4 bytes (zeros); the fourth does not.
    const uids = [uidOf(1), uidOf(2), uidOf(3), `0x${'ab'.repeat(56)}` as Hex];
    uids.forEach((uid, index) => insertOrder(db, exampleOrder(index + 1, { uid })));
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
    insertOrderEvent(db, uids[0]!, 'created', at(1));
    insertOrderEvent(db, uids[1]!, 'created', at(2));
    insertOrderEvent(db, uids[3]!, 'created', at(3));
    insertOrderEvent(db, uids[0]!, 'considered', at(4), null, true);
    insertOrderEvent(db, uids[1]!, 'invalid', at(5), 'insufficient_balance');
    const read = () =>
      uids.map((uid) => [getOrderEvents(db, uid), getLatestOrderEventLabel(db, uid), getLatestOrderEvent(db, uid)]);
    const before = read();
    const solvable = findSolvableOrders(db, 'mainnet', 0);
    expect(before[0]![0]).toHaveLength(3);
    expect(before[2]).toEqual([[], undefined, undefined]);

    migrate(db, { now: () => new Date(0) });

    expect(read()).toEqual(before);
    expect(findSolvableOrders(db, 'mainnet', 0)).toEqual(solvable);
    insertOrderEvent(db, uids[2]!, 'created', at(6));
    insertOrderEvent(db, uids[0]!, 'traded', at(7));
    expect(getOrderEvents(db, uids[2]!)).toEqual([
      { label: 'created', reason: null, timestamp: at(6), auctionId: null },
    ]);
    expect(getOrderEvents(db, uids[0]!)).toEqual([
      ...(before[0]![0] as OrderEvent[]),
      { label: 'traded', reason: null, timestamp: at(7), auctionId: null },
    ]);
    expect(getLatestOrderEvent(db, uids[1]!)).toEqual({ label: 'invalid', reason: 'insufficient_balance' });
    db.close();
  });
});
