import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import type { Order } from '../../domain/orders/types.js';
import { exampleOrder as anOrder } from '../../domain/testing/exampleOrder.js';
import { listMigrations, migrate } from '../migrate.js';
import { openDatabase, type Database } from '../open.js';
import {
  cachedReadsByUidsSql,
  readCachedOrder,
  readCachedOrders,
  readCachedOrdersByOwner,
  storeCachedOrderJson,
  type CachedOrderRead,
} from './orderJsonCache.js';
import { insertOrder, toOrderRow } from './orders.js';

const OWNER = `0x${'11'.repeat(20)}` as Address;
const OTHER_OWNER = `0x${'22'.repeat(20)}` as Address;
const FORMAT = 1;
const uidOf = (index: number) => `0x${index.toString(16).padStart(112, '0')}` as Hex;
const uidOfRead = (read: CachedOrderRead) => (read.cached === null ? read.order.uid : read.state.uid);
const partsOf = (order: Order) => ({ head: `{"uid":"${order.uid}"`, tail: `"n":${order.validTo}` });

function exampleOrder(index: number, overrides: Partial<Order> = {}): Order {
  return anOrder({
    uid: uidOf(index),
    owner: OWNER,
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000),
    ...overrides,
  });
}

/** Odd-numbered orders get an entry in `FORMAT`, even ones none. */
function databaseWith(orders: Order[]) {
  const db = openDatabase(':memory:');
  migrate(db, { now: () => new Date(0) });
  for (const order of orders) {
    insertOrder(db, order);
    if (BigInt(order.uid) % 2n === 1n) storeCachedOrderJson(db, { uid: order.uid, format: FORMAT, ...partsOf(order) });
  }
  return db;
}

describe('readCachedOrders', () => {
  test('behavior: the orders of the network that exist, in the order asked, with and without entries alike', () => {
    const db = databaseWith([1, 2, 3, 4].map((index) => exampleOrder(index, index === 4 ? { network: 'xdai' } : {})));
    const asked = [uidOf(3), uidOf(9), uidOf(2), uidOf(4), uidOf(1), uidOf(3).toUpperCase().replace('0X', '0x') as Hex];
    const read = (network: string, uids: Hex[]) => readCachedOrders(db, { network, uids, format: FORMAT });

    expect(read('mainnet', asked).map(uidOfRead)).toEqual([uidOf(3), uidOf(2), uidOf(1), uidOf(3)]);
    expect(read('mainnet', asked).map((entry) => entry.cached === null)).toEqual([false, true, false, false]);
    expect(read('xdai', asked).map(uidOfRead)).toEqual([uidOf(4)]);
    expect(read('mainnet', [])).toEqual([]);
  });
});

describe('readCachedOrder', () => {
  test('behavior: the order of the uid on the network only; its entry in the format asked, else the whole order', () => {
    const db = databaseWith([1, 2].map((index) => exampleOrder(index)));
    const read = (network: string, uid: Hex, format = FORMAT) => readCachedOrder(db, { network, uid, format });

    expect(read('mainnet', uidOf(1))).toMatchObject({ state: { uid: uidOf(1) }, cached: partsOf(exampleOrder(1)) });
    expect(read('mainnet', uidOf(1), FORMAT + 1)).toEqual({ order: exampleOrder(1), cached: null });
    expect(read('mainnet', uidOf(2))).toEqual({ order: exampleOrder(2), cached: null });
    expect(read('xdai', uidOf(1))).toBeUndefined();
    expect(read('mainnet', uidOf(3))).toBeUndefined();
  });
});

describe('readCachedOrdersByOwner', () => {
  test('behavior: newest first, orders created at the same time newest inserted first, paged', () => {
    const sameTime = new Date(Date.UTC(2026, 0, 2));
    const db = databaseWith([
      exampleOrder(1),
      exampleOrder(2, { createdAt: sameTime }),
      exampleOrder(3, { createdAt: sameTime }),
      exampleOrder(4, { owner: OTHER_OWNER }),
      exampleOrder(5, { network: 'xdai' }),
      exampleOrder(6, { createdAt: sameTime }),
      exampleOrder(7, { createdAt: new Date(Date.UTC(2025, 0, 1)) }),
    ]);
    const page = (offset: number, limit: number) =>
      readCachedOrdersByOwner(db, { network: 'mainnet', owner: OWNER, offset, limit, format: FORMAT }).map(uidOfRead);

    expect(page(0, 10)).toEqual([uidOf(6), uidOf(3), uidOf(2), uidOf(1), uidOf(7)]);
    expect(page(1, 2)).toEqual([uidOf(3), uidOf(2)]);
  });
});

describe('migration 017 (order json cache)', () => {
  /** Inserts `order` with the wire columns of migration 011. */
  function insertWithWireColumns(db: Database, order: Order) {
    const row = { ...toOrderRow(order), wire_head: '{"stale":true', wire_tail: '"stale":true' };
    const columns = Object.keys(row);
    db.prepare(`INSERT INTO orders (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(
      row,
    );
  }

  test('behavior: orders stored before it read whole, their old unversioned texts gone', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0), migrations: listMigrations().filter((m) => m.version <= 16) });
    const before = [exampleOrder(1), exampleOrder(2, { cancelledAt: new Date(Date.UTC(2026, 0, 3)) })];
    for (const order of before) insertWithWireColumns(db, order);

    migrate(db, { now: () => new Date(0) });

    const page = readCachedOrdersByOwner(db, {
      network: 'mainnet',
      owner: OWNER,
      offset: 0,
      limit: 10,
      format: FORMAT,
    });
    expect(page).toEqual([...before].reverse().map((order) => ({ order, cached: null })));
    const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('orders');
    expect(columns).not.toContain('wire_head');
    expect(columns).not.toContain('wire_tail');
    db.close();
  });
});

describe('reads by uids', () => {
  test('behavior: each uid is looked up by the primary key, never through all the orders of the network', () => {
    const db = databaseWith([exampleOrder(1), exampleOrder(2)]);
    const plan = db
      .prepare<[Record<string, unknown>], { detail: string }>(`EXPLAIN QUERY PLAN ${cachedReadsByUidsSql}`)
      .all({ network: 'mainnet', uids: JSON.stringify([uidOf(1)]), format: FORMAT })
      .map((row) => row.detail);
    const orderReads = plan.filter((detail) => /^(SEARCH|SCAN) orders( |$)/.test(detail));
    expect(orderReads).toEqual(['SEARCH orders USING INDEX sqlite_autoindex_orders_1 (uid=?)']);
    db.close();
  });
});
