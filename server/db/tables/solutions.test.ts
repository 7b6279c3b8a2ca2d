import * as fc from 'fast-check';
import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import type { StoredSolution } from '../../domain/auctions/types.js';
import { listMigrations, migrate } from '../migrate.js';
import { openDatabase, type Database } from '../open.js';
import { serializeProtocolFees } from '../jsonCodec.js';
import { findAuctionOrders } from './auctions.js';
import {
  findOrderExecutionsInAuction,
  findOrderSolutions,
  findSolutions,
  findWinnerSolutionUids,
  insertAuctionOrdersAndSolutions,
  isInRecentSolutions,
  orderSolutionsSql,
} from './solutions.js';
import { TOKENS } from '../../testing/fixtures.js';

const { WETH, USDC } = TOKENS;
// Uids sharing their first 8 bytes (more than the 4 of the lookup key, migration 013) and one that does not.
const uids = [
  `0x${'12'.repeat(8)}${'00'.repeat(48)}`,
  `0x${'12'.repeat(8)}${'ff'.repeat(48)}`,
  `0x${'34'.repeat(56)}`,
] as Hex[];

const exclusions: NonNullable<StoredSolution['exclusion']>[] = [
  {
    kind: 'unfair',
    sellToken: WETH,
    buyToken: USDC,
    score: 10n ** 30n + 1n,
    referenceScore: 10n ** 30n + 2n,
    referenceSolutionUid: 1,
  },
  { kind: 'pairTaken', sellToken: USDC, buyToken: WETH, winnerSolutionUid: 1 },
  { kind: 'simulationFailed' },
  { kind: 'winnerLimit' },
];

const VOLUME_POLICY = { kind: 'volume', factor: 0.001 } as const;

function solution(auctionId: number, solutionUid: number, orderUids: readonly Hex[]): StoredSolution {
  return {
    network: 'mainnet',
    auctionId,
    solutionUid,
    solver: `solver-${solutionUid % 3}`,
    solverAddress: `0x${String(solutionUid % 3).repeat(40)}` as Address,
    score: BigInt(auctionId * 100 + solutionUid),
    ranking: solutionUid,
    // Several winners an auction (in its competition order, the order winners are read in).
    isWinner: solutionUid % 2 === 1,
    filteredOut: false,
    clearingPrices: { [WETH]: 3_100_000_000n, [USDC]: 10n ** 18n },
    referenceScore: solutionUid === 1 ? 5n : null,
    txHash: null,
    // The winner has none; the others each reason in turn (scores are bigints, stored as text).
    exclusion: solutionUid === 1 ? null : exclusions[solutionUid % exclusions.length]!,
    // Sorted by uid, as the competition stores them.
    orders: [...orderUids].sort().map((uid, index) => ({
      uid,
      // An order's tokens are the same in every solution but the last ones (the packed form
      // writes tokens once for the entries that share them).
      sellToken: solutionUid < 3 ? WETH : USDC,
      buyToken: solutionUid < 3 ? USDC : WETH,
      executedSell: 10n ** 18n + BigInt(index),
      // Solutions 3 and 4 execute an order alike (its packed entries repeat the amounts' text); 1 and 2
      // differ in the bought amount alone, 2 and 3 in the fee alone.
      executedBuy: BigInt(auctionId * 1000 + Math.min(solutionUid, 2)),
      networkFee: 7n,
      protocolFees: [{ policy: VOLUME_POLICY, token: USDC, amount: solutionUid < 3 ? 1n : 3n }],
    })),
  };
}

/** Auctions 1..n, each with solutions (in competition order) over some of `uids`. */
const competitionsArbitrary = fc.array(
  fc.array(fc.subarray(uids, { minLength: 1 }), { minLength: 1, maxLength: 4 }).chain((solutions) =>
    // Solution uids 1..k in a random competition order.
    fc
      .shuffledSubarray(
        solutions.map((_, index) => index + 1),
        { minLength: solutions.length, maxLength: solutions.length },
      )
      .map((order) =>
        order
          .map((solutionUid) => solutions[solutionUid - 1]!)
          .map((orderUids, index) => ({ solutionUid: order[index]!, orderUids })),
      ),
  ),
  { minLength: 1, maxLength: 3 },
);

// Each auction lists two of the uids as its orders; the solutions' executions of the third are
// kept in a row of their own, which the auction's orders do not show.
const listedUids = [uids[0]!, uids[2]!];
const auctionOrdersOf = (auctionId: number) =>
  listedUids.map((uid, index) => ({ uid, executed: BigInt(auctionId + index), protocolFees: [] }));

type WriteCompetition = (db: Database, auctionId: number, solutions: StoredSolution[]) => void;
const writeNow: WriteCompetition = (db, auctionId, solutions) =>
  insertAuctionOrdersAndSolutions(db, 'mainnet', auctionId, auctionOrdersOf(auctionId), solutions);

/** Writes the competitions as auctions `firstId`, `firstId + 1`, ... */
function write(
  db: Database,
  competitions: { solutionUid: number; orderUids: Hex[] }[][],
  firstId = 1,
  writeCompetition = writeNow,
): StoredSolution[][] {
  return competitions.map((entries, index) => {
    const solutions = entries.map(({ solutionUid, orderUids }) => solution(firstId + index, solutionUid, orderUids));
    writeCompetition(db, firstId + index, solutions);
    return solutions;
  });
}

/**
 * The rows as written before migration `solution_executions_in_auction_orders`: a
 * `solution_orders` row per order of a solution, the auction's orders without executions.
 */
const writeBeforePacking: WriteCompetition = (db, auctionId, solutions) => {
  for (const order of auctionOrdersOf(auctionId))
    db.prepare(
      'INSERT INTO auction_orders (network, auction_id, order_uid, executed, protocol_fees) VALUES (?, ?, ?, ?, ?)',
    ).run('mainnet', auctionId, order.uid, order.executed.toString(), '[]');
  solutions.forEach((entry, position) => {
    // The solution's own row is as it was: the new writer with no orders writes it.
    insertAuctionOrdersAndSolutions(db, 'mainnet', auctionId, [], [{ ...entry, orders: [] }]);
    db.prepare('UPDATE solutions SET position = ? WHERE auction_id = ? AND solution_uid = ?').run(
      position,
      auctionId,
      entry.solutionUid,
    );
    for (const order of entry.orders)
      db.prepare(
        `INSERT INTO solution_orders (network, auction_id, solution_uid, order_uid, sell_token, buy_token, executed_sell,
          executed_buy, network_fee, protocol_fees) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        'mainnet',
        auctionId,
        entry.solutionUid,
        order.uid,
        order.sellToken,
        order.buyToken,
        order.executedSell.toString(),
        order.executedBuy.toString(),
        order.networkFee.toString(),
        serializeProtocolFees(order.protocolFees),
      );
  });
};

/** What the readers must return for `uid`: every solution with it, by auction, in competition order. */
function expectedOf(auctions: StoredSolution[][], uid: Hex) {
  return auctions.flatMap((solutions) =>
    solutions.flatMap(({ orders, ...rest }) =>
      orders.filter((order) => order.uid === uid).map((order) => ({ ...rest, order })),
    ),
  );
}

function expectReads(db: Database, auctions: StoredSolution[][]) {
  auctions.forEach((solutions, index) => {
    const auctionId = index + 1;
    expect(findSolutions(db, 'mainnet', auctionId)).toEqual(solutions);
    expect(findAuctionOrders(db, 'mainnet', auctionId)).toEqual(auctionOrdersOf(auctionId));
    expect(findWinnerSolutionUids(db, 'mainnet', auctionId)).toEqual(
      solutions.filter((entry) => entry.isWinner).map((entry) => entry.solutionUid),
    );
    for (const uid of uids) {
      const executions = solutions.flatMap(({ solutionUid, orders }) =>
        orders.filter((order) => order.uid === uid).map((order) => [solutionUid, order] as const),
      );
      expect(findOrderExecutionsInAuction(db, 'mainnet', auctionId, uid)).toEqual(new Map(executions));
    }
  });
  for (const uid of uids) {
    const expected = expectedOf(auctions, uid);
    expect(findOrderSolutions(db, 'mainnet', uid)).toEqual(expected);
    expect(findOrderSolutions(db, 'xdai', uid)).toEqual([]);
    const inLastTwo = expected.some((entry) => entry.auctionId > auctions.length - 2);
    expect(isInRecentSolutions(db, 'mainnet', uid, 2)).toBe(inLastTwo);
  }
}

describe('solution orders', () => {
  test('behavior: an order finds exactly its solutions among uids sharing its key, by auction then competition order', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    fc.assert(
      fc.property(competitionsArbitrary, (competitions) => {
        db.exec('DELETE FROM solutions; DELETE FROM auction_orders');
        expectReads(db, write(db, competitions));
      }),
    );
    db.close();
  });

  test('behavior: solutions stored one row per order before migration solution_executions_in_auction_orders read back unchanged, and later ones join them', () => {
    fc.assert(
      fc.property(competitionsArbitrary, competitionsArbitrary, (before, after) => {
        const db = openDatabase(':memory:');
        migrate(db, {
          now: () => new Date(0),
          migrations: listMigrations().filter((m) => m.name !== 'solution_executions_in_auction_orders'),
        });
        const stored = write(db, before, 1, writeBeforePacking);
        migrate(db, { now: () => new Date(0) });
        expectReads(db, stored);
        const later = write(db, after, stored.length + 1);
        expectReads(db, [...stored, ...later]);
        db.close();
      }),
      { numRuns: 30 },
    );
  });

  test("behavior: an order's solutions are read through its uid key, never through all the rows of its network", () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    for (const sql of Object.values(orderSolutionsSql)) {
      const plan = db
        .prepare<[Record<string, unknown>], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all({
          uid: uids[0],
          network: 'mainnet',
          ...(sql === orderSolutionsSql.recent ? { count: 5 } : {}),
          ...(sql === orderSolutionsSql.inAuction ? { auctionId: 1 } : {}),
        })
        .map((row) => row.detail);
      const solutionOrderReads = plan.filter((detail) => /^(SEARCH|SCAN) ao /.test(detail));
      expect(solutionOrderReads.length).toBeGreaterThan(0);
      for (const detail of solutionOrderReads) expect(detail).toContain('USING INDEX auction_orders_by_uid_key');
    }
    db.close();
  });
});
