import * as fc from 'fast-check';
import type { Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import type { FeePolicy, StoredAuction, StoredAuctionOrder } from '../../domain/auctions/types.js';
import { serializeFeePolicies } from '../jsonCodec.js';
import { listMigrations, migrate } from '../migrate.js';
import { openDatabase, type Database } from '../open.js';
import {
  findAuctionOrders,
  findLatestAuctionOrdersAmong,
  findOrderAuctions,
  getAuctionOutline,
  insertAuction,
  insertAuctionOrders,
  orderAuctionsSql,
} from './auctions.js';

// Uids sharing their first 8 bytes (more than the 4 of the lookup key, migration 013) and one that does not.
const uids = [
  `0x${'12'.repeat(8)}${'00'.repeat(48)}`,
  `0x${'12'.repeat(8)}${'ff'.repeat(48)}`,
  `0x${'34'.repeat(56)}`,
] as Hex[];
const policies: FeePolicy[][] = [[], [{ kind: 'volume', factor: 0.001 }]];

function auction(id: number, orderUids: readonly Hex[]): StoredAuction {
  return {
    network: 'mainnet',
    id,
    block: 100 + id,
    deadlineBlock: 105 + id,
    timestamp: 1_767_225_600 + id * 12,
    prices: { [`0x${'56'.repeat(20)}`]: BigInt(id) * 10n ** 18n },
    referenceScores: {},
    surplusCapturingJitOrderOwners: [],
    orderUids: [...orderUids],
    // Every other auction records solvers that bid nothing: they read back as written.
    rejections:
      id % 2 === 0
        ? []
        : [
            { solver: 'chaos', solverAddress: `0x${'33'.repeat(20)}`, reason: 'simulationFailed' },
            {
              solver: 'engine',
              solverAddress: `0x${'44'.repeat(20)}`,
              reason: 'timeout',
              detail: 'no answer by the deadline',
            },
          ],
  };
}

/** Auctions 1..n, each over some of `uids` (possibly none). */
const auctionsArbitrary = fc.array(fc.subarray(uids), { minLength: 1, maxLength: 8 });

type Written = { auction: StoredAuction; orders: StoredAuctionOrder[] };

type InsertOrder = (db: Database, auctionId: number, order: StoredAuctionOrder) => void;
const insertOrderNow: InsertOrder = (db, auctionId, order) =>
  insertAuctionOrders(db, 'mainnet', auctionId, [order], () => null);
/** The auction order row as written before migration `solution_executions_in_auction_orders` added columns. */
const insertOrderBeforeSolutionExecutions: InsertOrder = (db, auctionId, order) =>
  db
    .prepare(
      'INSERT INTO auction_orders (network, auction_id, order_uid, executed, protocol_fees) VALUES (?, ?, ?, ?, ?)',
    )
    .run('mainnet', auctionId, order.uid, order.executed.toString(), serializeFeePolicies(order.protocolFees));

/** Writes the auctions as ids `firstId`, `firstId + 1`, ... (orders in a shuffled order: readers sort). */
function write(db: Database, auctions: readonly Hex[][], firstId = 1, insertOrder = insertOrderNow): Written[] {
  return auctions.map((orderUids, index) => {
    const id = firstId + index;
    const orders = orderUids.map((uid, position) => ({
      uid,
      executed: BigInt(id * 10 + position),
      protocolFees: policies[(id + position) % 2]!,
    }));
    insertAuction(db, auction(id, [...orderUids].sort()));
    for (const order of [...orders].reverse()) insertOrder(db, id, order);
    return { auction: auction(id, [...orderUids].sort()), orders };
  });
}

function expectReads(db: Database, written: Written[]) {
  const latest = written.length;
  for (const { auction: stored, orders } of written)
    expect(findAuctionOrders(db, 'mainnet', stored.id)).toEqual([...orders].sort((a, b) => (a.uid < b.uid ? -1 : 1)));
  for (const uid of uids) {
    const expected = written.flatMap(({ auction: stored, orders }) =>
      orders.filter((order) => order.uid === uid).map((order) => ({ auction: stored, order })),
    );
    expect(findOrderAuctions(db, 'mainnet', uid)).toEqual(expected);
    expect(findOrderAuctions(db, 'xdai', uid)).toEqual([]);
  }
  // A report's outline of each auction: its orders counted, as many as it lists.
  for (const { auction: stored } of written)
    expect(getAuctionOutline(db, 'mainnet', stored.id)).toEqual({
      id: stored.id,
      block: stored.block,
      prices: stored.prices,
      orderCount: stored.orderUids.length,
    });
  expect(getAuctionOutline(db, 'mainnet', latest + 1)).toBeUndefined();
  // The latest auction with the entries a report follows (all but the first uid's).
  const last = written.at(-1)!.auction;
  const wanted = (uid: Hex) => uid !== uids[0];
  expect(findLatestAuctionOrdersAmong(db, 'mainnet', wanted)).toEqual({
    id: last.id,
    block: last.block,
    prices: last.prices,
    orders: findAuctionOrders(db, 'mainnet', last.id).filter((order) => wanted(order.uid)),
  });
  expect(findLatestAuctionOrdersAmong(db, 'xdai', () => true)).toBeUndefined();
}

describe('auction orders', () => {
  test('behavior: an order finds exactly its auctions among uids sharing its key', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    fc.assert(
      fc.property(auctionsArbitrary, (auctions) => {
        db.exec('DELETE FROM auctions; DELETE FROM auction_orders');
        expectReads(db, write(db, auctions));
      }),
    );
    db.close();
  });

  test('behavior: auction orders stored before migration 010 read back unchanged, and later ones join them', () => {
    fc.assert(
      fc.property(auctionsArbitrary, auctionsArbitrary, (before, after) => {
        const db = openDatabase(':memory:');
        // Today's writers fill the columns migration `auction_explanations` adds (it touches nothing
        // the migration under test rebuilds): it is applied first.
        migrate(db, {
          now: () => new Date(0),
          migrations: listMigrations().filter((m) => m.version <= 9 || m.name === 'auction_explanations'),
        });
        const stored = write(db, before, 1, insertOrderBeforeSolutionExecutions);
        migrate(db, { now: () => new Date(0) });
        expectReads(db, stored);
        expectReads(db, [...stored, ...write(db, after, stored.length + 1)]);
        db.close();
      }),
      { numRuns: 30 },
    );
  });

  test("behavior: an order's auctions are read through its uid key, never through all the rows of its network", () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    for (const sql of Object.values(orderAuctionsSql)) {
      const plan = db
        .prepare<[Record<string, unknown>], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all({ uid: uids[0], network: 'mainnet', count: 5 })
        .map((row) => row.detail);
      const auctionOrderReads = plan.filter((detail) => /^(SEARCH|SCAN) ao /.test(detail));
      expect(auctionOrderReads.length).toBeGreaterThan(0);
      for (const detail of auctionOrderReads) expect(detail).toContain('USING INDEX auction_orders_by_uid_key');
    }
    db.close();
  });
});
