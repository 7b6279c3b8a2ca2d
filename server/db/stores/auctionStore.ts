/**
 * The batch auctions' store over one SQLite connection: the read port the handlers use
 * (`AuctionReadStore`) and the runner's writes, each block's writes in ONE transaction.
 */
import type { Address, Hex } from 'viem';
import type {
  AuctionReadStore,
  Competition,
  StoredAuction,
  StoredAuctionOrder,
  StoredSettlementAttempt,
  StoredSolution,
  StoredTrade,
} from '../../domain/auctions/types.js';
import type { Order } from '../../domain/orders/types.js';
import type { Database } from '../open.js';
import { getAuctionCursor, saveAuctionCursor, type AuctionCursor } from '../tables/auctionCursors.js';
import {
  findAuctionOrders,
  findOrderAuctions,
  getAuction,
  getLatestAuction,
  getLatestAuctionId,
  insertAuction,
} from '../tables/auctions.js';
import { enqueueDeliveries, lastNotificationPosition } from '../tables/notificationDeliveries.js';
import { insertNewNotifications, insertNotification, type NotificationRow } from '../tables/notifications.js';
import { getOrderByUid, insertOrderEvents, type OrderEventWrite } from '../tables/orders.js';
import type { SolverBan, SolverRecords } from '../../../simulator/index.js';
import {
  findRecentSettlementAttempts,
  findSettlementAttempts,
  findTimedOutInFlightOrderUids,
  insertSettlementAttempt,
} from '../tables/settlementAttempts.js';
import { insertSettledHook, type SettledHookRow } from '../tables/settledHooks.js';
import { findLatestSolverBanBlocks, findSolverBansInForce, insertSolverBan } from '../tables/solverBans.js';
import {
  findCancelledEventsSince,
  findExpiringOrders,
  getMaxOrderEventId,
  updateOrderExecution,
  type SolvableOrder,
} from '../tables/solvableOrders.js';
import {
  findOrderExecutionsInAuction,
  findOrderSolutions,
  findSolutionHeaders,
  findSolutions,
  getAuctionIdByTxHash,
  getLatestCompetitionAuctionId,
  insertAuctionOrdersAndSolutions,
  isInRecentSolutions,
  setSolutionTxHash,
} from '../tables/solutions.js';
import { findTrades, findTradesByTxHash, insertTrade, sumSurplusByOwner } from '../tables/trades.js';
import { getLatestAuctionPrice, getTokenFirstTradeBlock } from '../tables/tokenMetadata.js';
import { createSolvableBook } from './solvableBook.js';

/** Everything one block changes in the order book, written together or not at all. */
export type AuctionWrites = {
  settlementAttempts?: StoredSettlementAttempt[];
  trades?: StoredTrade[];
  /** Orders with their new running sums. */
  orderExecutions?: { order: Order; fullyExecuted: boolean }[];
  auction?: { auction: StoredAuction; orders: StoredAuctionOrder[]; solutions: StoredSolution[] };
  /** Events of stored orders only: `write` does not check them against `orders` (see there). */
  events?: OrderEventWrite[];
  notifications?: NotificationRow[];
  /**
   * Notifications of this write's `trades` (ids naming a trade's transaction and log index), written
   * after `notifications` without looking for their ids: the trades' primary key rejects a repeat.
   */
  tradeNotifications?: NotificationRow[];
  settledHooks?: SettledHookRow[];
  /** Bans the participation guard decided in this block. */
  solverBans?: { network: string; ban: SolverBan }[];
  cursor?: AuctionCursor;
};

export type AuctionStore = AuctionReadStore & {
  write(writes: AuctionWrites): void;
  /**
   * Runs `run` in one transaction with the writes it makes through this connection (its `write`s,
   * the simulated world's commits): all of them are stored, or none. A `write` that fails in it
   * fails the transaction, even when `run` catches its error.
   */
  atomically<T>(run: () => T): T;
  getOrder(uid: Hex): Order | undefined;
  /** What `findSolvableOrders` reads, from the solvable book (`solvableBook.ts`). */
  findSolvableOrders: (network: string, nowSeconds: number) => SolvableOrder[];
  findExpiringOrders: (network: string, from: number, before: number) => Order[];
  findCancelledEventsSince: (network: string, afterId: number) => ReturnType<typeof findCancelledEventsSince>;
  maxOrderEventId(): number;
  getCursor(network: string): AuctionCursor | undefined;
  /** Whether the settlement of the auction's winners has been recorded (any outcome). */
  hasSettlementAttempts(network: string, auctionId: number): boolean;
  /**
   * Orders of timed-out settlements whose deadline block is `block` or later (still in flight),
   * among the network's last `recentAuctions` auctions.
   */
  findTimedOutInFlightOrderUids(network: string, block: number, recentAuctions: number): Hex[];
  /**
   * The participation guard's record of each solver as the database holds it: its settlement
   * outcomes since its latest ban, over the network's last `recentAuctions` auctions.
   */
  findSolverRecords(network: string, recentAuctions: number): SolverRecords;
};

export function createAuctionStore(db: Database): AuctionStore {
  const writeRows = (writes: AuctionWrites) => {
    for (const attempt of writes.settlementAttempts ?? []) {
      insertSettlementAttempt(db, attempt);
      if (attempt.txHash !== null && attempt.outcome.kind === 'success')
        setSolutionTxHash(db, attempt.network, attempt.auctionId, attempt.solutionUid, attempt.txHash);
    }
    for (const trade of writes.trades ?? []) insertTrade(db, trade);
    for (const { order, fullyExecuted } of writes.orderExecutions ?? []) updateOrderExecution(db, order, fullyExecuted);
    if (writes.auction) {
      const { auction, orders, solutions } = writes.auction;
      insertAuction(db, auction);
      insertAuctionOrdersAndSolutions(db, auction.network, auction.id, orders, solutions);
    }
    if (writes.events) insertOrderEvents(db, writes.events);
    if ((writes.notifications?.length ?? 0) + (writes.tradeNotifications?.length ?? 0) > 0) {
      const before = lastNotificationPosition(db);
      for (const notification of writes.notifications ?? []) insertNotification(db, notification);
      if (writes.tradeNotifications) insertNewNotifications(db, writes.tradeNotifications);
      // The outbox of the channels' deliveries, in this transaction (docs/decisions.md#notification-channels).
      enqueueDeliveries(db, before);
    }
    for (const hook of writes.settledHooks ?? []) insertSettledHook(db, hook);
    for (const { network, ban } of writes.solverBans ?? []) insertSolverBan(db, network, ban);
    if (writes.cursor) saveAuctionCursor(db, writes.cursor);
  };
  const writeAlone = db.transaction(writeRows);
  const runAtomically = db.transaction((run: () => unknown) => run());
  /** Whether `atomically` runs, and whether a write failed in it meanwhile. */
  let atomic = false;
  let atomicWriteFailed = false;

  const solvableBook = createSolvableBook(db);
  const competition = (network: string, auctionId: number | undefined): Competition | undefined => {
    if (auctionId === undefined) return undefined;
    const auction = getAuction(db, network, auctionId);
    if (!auction) return undefined;
    const solutions = findSolutions(db, network, auctionId);
    if (solutions.length === 0) return undefined;
    const transactionHashes = solutions.flatMap((solution) => (solution.txHash ? [solution.txHash] : []));
    return { auction, solutions, transactionHashes, bannedSolvers: findSolverBansInForce(db, network, auction.block) };
  };

  return {
    write(writes) {
      // The book takes in the order book's writes first, so that after this one it stands at the newest event.
      solvableBook.catchUp();
      if (atomic) {
        // The enclosing transaction makes the write all or nothing: no savepoint of its own, whose
        // statement journal would take a copy of every page the write changes.
        try {
          writeRows(writes);
        } catch (error) {
          atomicWriteFailed = true;
          throw error;
        }
      } else {
        writeAlone.immediate(writes);
      }
      solvableBook.wrote(writes);
    },
    // The foreign keys stay checked (one uid-index look-up per event): turning them off around the
    // block would expire every statement prepared on the connection, the order book's too, and each
    // would be compiled again at its next run (docs/performance.md#the-runners-writes-and-settlement).
    atomically<T>(run: () => T): T {
      const outer = { atomic, atomicWriteFailed };
      try {
        return runAtomically.immediate(() => {
          atomic = true;
          atomicWriteFailed = false;
          const result = run();
          // A failed write left part of its rows behind: the transaction must not commit them.
          if (atomicWriteFailed) throw new Error('a write failed inside atomically and its error was caught');
          return result;
        }) as T;
      } catch (error) {
        // Its writes were rolled back after the book took them in: read the book anew.
        solvableBook.reset();
        throw error;
      } finally {
        ({ atomic, atomicWriteFailed } = outer);
      }
    },
    getOrder: (uid) => getOrderByUid(db, uid),
    latestAuctionId: (network) => getLatestAuctionId(db, network),
    findSolvableOrders: (network, nowSeconds) => solvableBook.read(network, nowSeconds),
    findExpiringOrders: (network, from, before) => findExpiringOrders(db, network, from, before),
    findCancelledEventsSince: (network, afterId) => findCancelledEventsSince(db, network, afterId),
    maxOrderEventId: () => getMaxOrderEventId(db),
    getCursor: (network) => getAuctionCursor(db, network),
    hasSettlementAttempts: (network, auctionId) => findSettlementAttempts(db, network, auctionId).length > 0,
    findTimedOutInFlightOrderUids: (network, block, recentAuctions) =>
      findTimedOutInFlightOrderUids(db, network, block, recentAuctions),
    findSolverBansInForce: (network, block) => findSolverBansInForce(db, network, block),
    findSolverRecords(network, recentAuctions) {
      const bannedAt = findLatestSolverBanBlocks(db, network);
      const records: SolverRecords = new Map();
      for (const attempt of findRecentSettlementAttempts(db, network, recentAuctions)) {
        // A ban wipes the record: only wins of auctions after it count.
        if (attempt.startBlock < (bannedAt.get(attempt.solverAddress) ?? -1)) continue;
        let record = records.get(attempt.solverAddress);
        if (record === undefined) records.set(attempt.solverAddress, (record = []));
        record.push(attempt.outcome.kind === 'success');
      }
      return records;
    },

    getLatestAuction(network) {
      const auction = getLatestAuction(db, network);
      return auction ? { auction, orders: findAuctionOrders(db, network, auction.id) } : undefined;
    },
    getCompetition: (network, auctionId) => competition(network, auctionId),
    getLatestCompetition: (network) => competition(network, getLatestCompetitionAuctionId(db, network)),
    getCompetitionByTxHash: (network, txHash) => competition(network, getAuctionIdByTxHash(db, network, txHash)),
    findTrades: (filter, page) => findTrades(db, filter, page),
    findOrderUidsByTxHash(network, txHash) {
      const uids: Hex[] = [];
      for (const trade of findTradesByTxHash(db, network, txHash))
        if (!uids.includes(trade.orderUid)) uids.push(trade.orderUid);
      return uids;
    },
    totalSurplus: (network: string, owner: Address) => sumSurplusByOwner(db, network, owner),
    findOrderAuctions(network, uid) {
      const solutions = findOrderSolutions(db, network, uid);
      const trades = findTrades(db, { network, orderUid: uid }).reverse();
      return findOrderAuctions(db, network, uid).map(({ auction, order }) => {
        const proposed = solutions.filter((solution) => solution.auctionId === auction.id);
        const solutionUids = new Set(proposed.map((solution) => solution.solutionUid));
        return {
          auction,
          feePolicies: order.protocolFees,
          solutions: proposed,
          // Only the attempts to settle a solution that executed this order.
          settlementAttempts:
            proposed.length === 0
              ? []
              : findSettlementAttempts(db, network, auction.id).filter((attempt) =>
                  solutionUids.has(attempt.solutionUid),
                ),
          trades: trades.filter((trade) => trade.auctionId === auction.id),
          bannedSolvers: findSolverBansInForce(db, network, auction.block),
        };
      });
    },
    findOrderCompetition(network, uid, auctionId) {
      const id = auctionId ?? getLatestCompetitionAuctionId(db, network);
      if (id === undefined) return [];
      const executions = findOrderExecutionsInAuction(db, network, id, uid);
      return findSolutionHeaders(db, network, id).map((header) =>
        Object.assign(header, { order: executions.get(header.solutionUid) }),
      );
    },
    wasBidOnRecently: (network, uid, count) => isInRecentSolutions(db, network, uid, count),
    tokenMetadata: (network, token) => ({
      firstTradeBlock: getTokenFirstTradeBlock(db, network, token),
      nativePrice: getLatestAuctionPrice(db, network, token),
    }),
  };
}
