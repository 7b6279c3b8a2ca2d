import type { Address, Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { StoredAuction, StoredSolution, StoredTrade } from '../../domain/auctions/types.js';
import type { Order } from '../../domain/orders/types.js';
import { exampleOrder } from '../../domain/testing/exampleOrder.js';
import { migrate } from '../migrate.js';
import { openDatabase, type Database } from '../open.js';
import { findNotificationsByAccount } from '../tables/notifications.js';
import { getOrderByUid, getOrderEvents, insertOrder } from '../tables/orders.js';
import { firstTradeBlockSql } from '../tables/tokenMetadata.js';
import { createAuctionStore, type AuctionStore } from './auctionStore.js';
import { TOKENS } from '../../testing/fixtures.js';

const { WETH, USDC, DAI } = TOKENS;
const OWNER = '0x1111111111111111111111111111111111111111' as Address;
const SOLVER = '0x0000000000000000000000000000000000000001' as Address;
const TX = `0x${'ab'.repeat(32)}` as Hex;
const time = new Date('2026-01-01T00:01:00.000Z');

const uidOf = (byte: string) => `0x${byte.repeat(32)}${OWNER.slice(2)}ffffffff` as Hex;

function order(uid: Hex, overrides: Partial<Order> = {}): Order {
  return exampleOrder({ uid, owner: OWNER, sellToken: WETH, buyToken: USDC, validTo: 1_767_229_200, ...overrides });
}

function auction(id: number, uids: Hex[]): StoredAuction {
  return {
    network: 'mainnet',
    id,
    block: 100 + id,
    deadlineBlock: 105 + id,
    timestamp: 1_767_225_600 + id * 12,
    prices: { [WETH]: 10n ** 18n, [USDC]: 312_500_000_000_000_000_000_000_000n },
    referenceScores: { [SOLVER]: 5n },
    surplusCapturingJitOrderOwners: [],
    orderUids: uids,
    rejections: [],
  };
}

function solution(auctionId: number, solutionUid: number, uid: Hex, winner: boolean): StoredSolution {
  return {
    network: 'mainnet',
    auctionId,
    solutionUid,
    solver: winner ? 'matcher' : 'baseline',
    solverAddress: SOLVER,
    score: winner ? 20n : 10n,
    ranking: winner ? 1 : 2,
    isWinner: winner,
    filteredOut: false,
    clearingPrices: { [WETH]: 3_100_000_000n, [USDC]: 10n ** 18n },
    referenceScore: winner ? 5n : null,
    txHash: null,
    exclusion: null,
    orders: [
      {
        uid,
        sellToken: WETH,
        buyToken: USDC,
        executedSell: 10n ** 18n,
        executedBuy: winner ? 3_100_000_000n : 3_050_000_000n,
        networkFee: 1_000_000_000_000_000n,
        protocolFees: [{ policy: { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01 }, token: USDC, amount: 7n }],
      },
    ],
  };
}

function trade(uid: Hex, blockNumber: number, logIndex: number, auctionId: number): StoredTrade {
  return {
    network: 'mainnet',
    blockNumber,
    logIndex,
    orderUid: uid,
    owner: OWNER,
    sellToken: WETH,
    buyToken: USDC,
    sellAmount: 10n ** 18n,
    sellAmountBeforeFees: 10n ** 18n,
    buyAmount: 3_100_000_000n,
    executedFee: 1_000_000_000_000_000n,
    protocolFees: [{ policy: { kind: 'volume', factor: 0.001 }, token: USDC, amount: 3n }],
    txHash: TX,
    auctionId,
    solutionUid: 1,
    // Larger than 2^53 on purpose: summed exactly.
    surplusNative: 2n ** 60n + BigInt(logIndex),
  };
}

let db: Database;
let store: AuctionStore;
beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, { now: () => time });
  store = createAuctionStore(db);
});
afterEach(() => db.close());

describe('createAuctionStore', () => {
  test('default: a competition reads back by id, latest and transaction, worst first', () => {
    const uid = uidOf('aa');
    insertOrder(db, order(uid));
    store.write({
      auction: {
        auction: auction(1, [uid]),
        orders: [{ uid, executed: 0n, protocolFees: [{ kind: 'volume', factor: 0.001 }] }],
        solutions: [solution(1, 2, uid, false), solution(1, 1, uid, true)],
      },
    });
    const competition = store.getCompetition('mainnet', 1)!;
    expect(competition.auction).toEqual(auction(1, [uid]));
    expect(competition.solutions.map((entry) => entry.solutionUid)).toEqual([2, 1]);
    expect(competition.solutions[1]).toEqual(solution(1, 1, uid, true));
    expect(competition.transactionHashes).toEqual([]);
    expect(store.getLatestCompetition('mainnet')?.auction.id).toBe(1);
    expect(store.getCompetition('xdai', 1)).toBeUndefined();
    expect(store.getLatestAuction('mainnet')?.orders).toEqual([
      { uid, executed: 0n, protocolFees: [{ kind: 'volume', factor: 0.001 }] },
    ]);

    store.write({
      settlementAttempts: [
        {
          network: 'mainnet',
          auctionId: 1,
          solutionUid: 1,
          solver: 'matcher',
          solverAddress: SOLVER,
          startBlock: 101,
          deadlineBlock: 106,
          startTimestamp: 1_767_225_612,
          endBlock: 102,
          endTimestamp: 1_767_225_624,
          outcome: { kind: 'success' },
          txHash: TX,
        },
      ],
      trades: [trade(uid, 102, 0, 1)],
    });
    expect(store.getCompetitionByTxHash('mainnet', TX)?.transactionHashes).toEqual([TX]);
    expect(store.getCompetitionByTxHash('mainnet', TX)?.solutions[1]?.txHash).toBe(TX);
    expect(store.findOrderUidsByTxHash('mainnet', TX)).toEqual([uid]);
    // One order's view of a competition: every solution, with what it executes of that order.
    const solutions = store.getCompetition('mainnet', 1)?.solutions ?? [];
    const seenBy = (orderUid: Hex) =>
      solutions.map(({ orders, ...header }) => ({ ...header, order: orders.find((entry) => entry.uid === orderUid) }));
    expect(solutions.length).toBeGreaterThan(0);
    expect(store.findOrderCompetition('mainnet', uid, 1)).toEqual(seenBy(uid));
    expect(store.findOrderCompetition('mainnet', uid, undefined)).toEqual(seenBy(uid));
    expect(store.findOrderCompetition('mainnet', uidOf('99'), 1)).toEqual(seenBy(uidOf('99')));
    expect(store.findOrderCompetition('mainnet', uid, 2)).toEqual([]);
    expect(store.findOrderCompetition('xdai', uid, undefined)).toEqual([]);
  });

  test('behavior: trades are newest first, paginated, per owner or order; surplus sums exactly', () => {
    const [a, b] = [uidOf('aa'), uidOf('bb')];
    store.write({ trades: [trade(a, 10, 0, 1), trade(b, 10, 1, 1), trade(a, 12, 0, 2)] });
    const key = (entry: StoredTrade) => `${entry.blockNumber}/${entry.logIndex}`;
    expect(store.findTrades({ network: 'mainnet', owner: OWNER }).map(key)).toEqual(['12/0', '10/1', '10/0']);
    expect(store.findTrades({ network: 'mainnet', owner: OWNER }, { offset: 1, limit: 1 }).map(key)).toEqual(['10/1']);
    expect(store.findTrades({ network: 'mainnet', orderUid: a }).map(key)).toEqual(['12/0', '10/0']);
    expect(store.findTrades({ network: 'xdai', owner: OWNER })).toEqual([]);
    expect(store.findTrades({ network: 'mainnet', orderUid: a })[0]).toEqual(trade(a, 12, 0, 2));
    expect(store.totalSurplus('mainnet', OWNER)).toBe(3n * 2n ** 60n + 1n);
    expect(store.totalSurplus('mainnet', SOLVER)).toBe(0n);
  });

  test('behavior: token metadata is the first block the token traded on either side and its latest auction price', () => {
    const [a, b] = [uidOf('aa'), uidOf('bb')];
    expect(store.tokenMetadata('mainnet', USDC)).toEqual({ firstTradeBlock: undefined, nativePrice: undefined });
    store.write({
      auction: { auction: auction(1, []), orders: [], solutions: [] },
      trades: [trade(a, 12, 0, 1), { ...trade(b, 11, 3, 1), sellToken: DAI, buyToken: WETH }],
    });
    // A later auction without USDC does not hide the price an earlier one gave it.
    store.write({
      auction: { auction: { ...auction(2, []), prices: { [WETH]: 10n ** 18n } }, orders: [], solutions: [] },
    });
    store.write({
      auction: { auction: { ...auction(3, []), prices: { [WETH]: 2n * 10n ** 18n } }, orders: [], solutions: [] },
    });
    expect(store.tokenMetadata('mainnet', USDC)).toEqual({
      firstTradeBlock: 12,
      nativePrice: 312_500_000_000_000_000_000_000_000n,
    });
    // WETH bought at block 11 before it was sold at block 12; the newest auction's price.
    expect(store.tokenMetadata('mainnet', WETH)).toEqual({ firstTradeBlock: 11, nativePrice: 2n * 10n ** 18n });
    expect(store.tokenMetadata('mainnet', DAI)).toEqual({ firstTradeBlock: 11, nativePrice: undefined });
    expect(store.tokenMetadata('xdai', WETH)).toEqual({ firstTradeBlock: undefined, nativePrice: undefined });
  });

  test('behavior: the first trade block is one index seek per side, not a scan of the trades', () => {
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${firstTradeBlockSql}`).all({ network: 'mainnet', token: WETH }) as {
      detail: string;
    }[];
    const details = plan.map((row) => row.detail).join('\n');
    expect(details).toMatch(/USING COVERING INDEX trades_by_sell_token/);
    expect(details).toMatch(/USING COVERING INDEX trades_by_buy_token/);
    expect(details).not.toMatch(/SCAN trades/);
  });

  test('behavior: an order is "actively bid on" while in a solution of one of the last five competitions', () => {
    const uid = uidOf('aa');
    insertOrder(db, order(uid));
    const entry = { uid, executed: 0n, protocolFees: [] };
    // In an auction, in no solution (a resting limit order): not bid on.
    store.write({
      auction: { auction: auction(1, [uid]), orders: [entry], solutions: [solution(1, 1, uidOf('bb'), true)] },
    });
    expect(store.wasBidOnRecently('mainnet', uid, 5)).toBe(false);
    // In a losing solution: bid on.
    store.write({ auction: { auction: auction(2, [uid]), orders: [entry], solutions: [solution(2, 1, uid, false)] } });
    expect(store.wasBidOnRecently('mainnet', uid, 5)).toBe(true);
    for (let id = 3; id <= 6; id++)
      store.write({
        auction: { auction: auction(id, []), orders: [], solutions: [solution(id, 1, uidOf('bb'), true)] },
      });
    expect(store.wasBidOnRecently('mainnet', uid, 5)).toBe(true);
    // Auctions without solutions are no competitions: they do not push it out.
    store.write({ auction: { auction: auction(7, []), orders: [], solutions: [] } });
    expect(store.wasBidOnRecently('mainnet', uid, 5)).toBe(true);
    store.write({ auction: { auction: auction(8, []), orders: [], solutions: [solution(8, 1, uidOf('bb'), true)] } });
    expect(store.wasBidOnRecently('mainnet', uid, 5)).toBe(false);
    expect(store.wasBidOnRecently('xdai', uid, 5)).toBe(false);
    // Without solutions an auction has no competition.
    expect(store.getCompetition('mainnet', 7)).toBeUndefined();
    expect(store.latestAuctionId('mainnet')).toBe(8);
  });

  test('behavior: the debug view lists the order auctions by id with its fee policies, solutions, attempts and trades', () => {
    const uid = uidOf('aa');
    insertOrder(db, order(uid));
    const policies = [{ kind: 'surplus' as const, factor: 0.5, maxVolumeFactor: 0.01 }];
    for (const id of [1, 2]) {
      store.write({
        auction: {
          auction: auction(id, [uid]),
          orders: [{ uid, executed: 0n, protocolFees: policies }],
          solutions: [solution(id, 1, uid, true)],
        },
      });
    }
    store.write({
      settlementAttempts: [
        {
          network: 'mainnet',
          auctionId: 2,
          solutionUid: 1,
          solver: 'matcher',
          solverAddress: SOLVER,
          startBlock: 102,
          deadlineBlock: 107,
          startTimestamp: 1,
          endBlock: 103,
          endTimestamp: 2,
          outcome: { kind: 'success' },
          txHash: TX,
        },
      ],
      trades: [trade(uid, 103, 0, 2)],
    });
    const reports = store.findOrderAuctions('mainnet', uid);
    expect(reports.map((report) => report.auction.id)).toEqual([1, 2]);
    expect(reports[0]).toMatchObject({ feePolicies: policies, settlementAttempts: [], trades: [] });
    expect(reports[1]?.solutions.map((entry) => entry.order.executedBuy)).toEqual([3_100_000_000n]);
    expect(reports[1]?.settlementAttempts.map((attempt) => attempt.outcome)).toEqual([{ kind: 'success' }]);
    expect(reports[1]?.trades).toEqual([trade(uid, 103, 0, 2)]);
  });

  test('behavior: one write updates executed amounts, events, notifications and the cursor together', () => {
    const uid = uidOf('aa');
    insertOrder(db, order(uid));
    const executed = { ...order(uid), executedSell: 10n ** 18n, executedSellBeforeFees: 10n ** 18n, executedBuy: 5n };
    const notification = {
      id: `order_filled:${uid}`,
      network: 'mainnet',
      account: OWNER,
      type: 'order_filled' as const,
      message: 'filled',
      timestamp: time,
      metadata: { orderUid: uid },
    };
    store.write({
      orderExecutions: [{ order: executed, fullyExecuted: true }],
      events: [{ uid, label: 'traded', timestamp: time, reason: null }],
      notifications: [notification, notification],
      cursor: { network: 'mainnet', expiredBefore: 42, cancelledEventId: 7 },
    });
    expect(getOrderByUid(db, uid)).toMatchObject({ executedSell: 10n ** 18n, executedBuy: 5n });
    expect(getOrderEvents(db, uid).map((event) => event.label)).toEqual(['traded']);
    expect(findNotificationsByAccount(db, OWNER)).toHaveLength(1);
    expect(store.getCursor('mainnet')).toEqual({ network: 'mainnet', expiredBefore: 42, cancelledEventId: 7 });
    // Fully executed orders are no longer candidates.
    expect(store.findSolvableOrders('mainnet', 0)).toEqual([]);

    // A failing write leaves nothing behind.
    expect(() =>
      store.write({
        events: [{ uid, label: 'ready', timestamp: time, reason: null }],
        trades: [trade(uid, 1, 0, 1), trade(uid, 1, 0, 1)],
      }),
    ).toThrow();
    expect(getOrderEvents(db, uid)).toHaveLength(1);
    // Foreign keys are checked again after each write, failed or not.
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() =>
      db.prepare(`INSERT INTO order_events (order_uid, label, timestamp) VALUES ('0x00', 'ready', 'x')`).run(),
    ).toThrow(/FOREIGN KEY/);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  test('behavior: inside atomically the writes commit together, and a failed write fails the transaction even when caught', () => {
    const [first, second] = [uidOf('aa'), uidOf('bb')];
    insertOrder(db, order(first));
    insertOrder(db, order(second));
    const event = (uid: Hex) => ({ uid, label: 'ready' as const, timestamp: time, reason: null });
    const labelsOf = (uid: Hex) => getOrderEvents(db, uid).map((entry) => entry.label);

    expect(
      store.atomically(() => {
        store.write({ events: [event(first)] });
        store.write({ events: [event(second)], trades: [trade(second, 1, 0, 1)] });
        return 'written';
      }),
    ).toBe('written');
    expect([labelsOf(first), labelsOf(second)]).toEqual([['ready'], ['ready']]);

    // The failing write stores its first trade before its second, a repeat, fails: rolled back with the rest.
    expect(() =>
      store.atomically(() => {
        store.write({ events: [event(first)] });
        try {
          store.write({ trades: [trade(first, 2, 0, 1), trade(second, 1, 0, 1)] });
        } catch {
          // Caught here, and still not committed.
        }
      }),
    ).toThrow(/write failed/);
    expect([labelsOf(first), labelsOf(second)]).toEqual([['ready'], ['ready']]);
    expect(store.findTrades({ network: 'mainnet', orderUid: first })).toEqual([]);
    expect(store.findTrades({ network: 'mainnet', orderUid: second })).toHaveLength(1);

    // A later transaction is not affected by the failed one.
    store.atomically(() => store.write({ events: [event(first)] }));
    expect(labelsOf(first)).toEqual(['ready', 'ready']);
  });

  test('behavior: candidates, expiries and cancellations come with what the runner needs', () => {
    const [open, cancelled, expired] = [uidOf('aa'), uidOf('bb'), uidOf('cc')];
    insertOrder(db, order(open, { validTo: 2000 }));
    insertOrder(db, order(cancelled, { validTo: 2000, cancelledAt: time }));
    insertOrder(db, order(expired, { validTo: 1000 }));
    store.write({
      events: [
        { uid: open, label: 'invalid', timestamp: time, reason: 'insufficient_balance' },
        { uid: cancelled, label: 'cancelled', timestamp: time, reason: null },
      ],
    });
    expect(
      store.findSolvableOrders('mainnet', 1500).map(({ order: entry, latestEvent }) => [entry.uid, latestEvent]),
    ).toEqual([[open, { label: 'invalid', reason: 'insufficient_balance' }]]);
    expect(store.findExpiringOrders('mainnet', 0, 1500).map((entry) => entry.uid)).toEqual([expired]);
    expect(store.findExpiringOrders('mainnet', 1001, 1500)).toEqual([]);
    expect(store.findCancelledEventsSince('mainnet', 0).map((entry) => entry.order.uid)).toEqual([cancelled]);
    expect(store.findCancelledEventsSince('mainnet', store.maxOrderEventId())).toEqual([]);
  });
});
