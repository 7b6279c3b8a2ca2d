/**
 * What a server recorded of its auctions, read whole for reports (the simulation's) rather than
 * paged and shaped as the API serves it.
 */
import type { Address, Hex } from 'viem';
import type { AppContext } from './context.js';
import { findNotificationsByAccount, type NotificationRow } from './db/tables/notifications.js';
import { findSettlementAttempts } from './db/tables/settlementAttempts.js';
import { findTradesByTxHash } from './db/tables/trades.js';
import {
  findLatestAuctionOrdersAmong,
  getAuctionOutline,
  getLatestAuctionId,
  type AuctionOutline,
} from './db/tables/auctions.js';
import { findOrderExecutionsInAuction, findSolutions, findWinnerSolutionUids } from './db/tables/solutions.js';
import type {
  StoredAuction,
  StoredAuctionOrder,
  StoredSettlementAttempt,
  StoredSolution,
  StoredTrade,
} from './domain/auctions/types.js';

/** A competition as a report counts it: the auction's outline (its orders counted, not listed) and its solutions. */
export type CompetitionOutline = { auction: AuctionOutline; solutions: StoredSolution[] };

export type AuctionHistory = {
  /**
   * Every competition of the network, by auction id, read one at a time: a long study's auctions
   * list a million order uids between them.
   */
  competitions(network: string): Iterable<CompetitionOutline>;
  /** The settlement attempts of the auction's winners (none while they are pending). */
  settlementAttempts(network: string, auctionId: number): StoredSettlementAttempt[];
  /** The trades of one settlement transaction. */
  tradesByTxHash(network: string, txHash: Hex): StoredTrade[];
  /** Every notification of the account, on all networks (the API's feed stops at 1,000). */
  notificationsOf(account: Address): NotificationRow[];
  /** The network's latest auction and the entries of those of its orders `wanted` picks, in uid order. */
  latestAuctionOrders(
    network: string,
    wanted: (uid: Hex) => boolean,
  ): { id: number; block: number; prices: StoredAuction['prices']; orders: StoredAuctionOrder[] } | undefined;
  /**
   * What the auction's winners execute of `uid` (of two winners trading it, the later in
   * competition order), undefined when none does: only the order's row is read.
   */
  executedByWinners(network: string, auctionId: number, uid: Hex): { sell: bigint; buy: bigint } | undefined;
};

export function auctionHistory(context: AppContext): AuctionHistory {
  const { db } = context;
  return {
    *competitions(network) {
      const last = getLatestAuctionId(db, network) ?? 0;
      for (let id = 1; id <= last; id += 1) {
        const auction = getAuctionOutline(db, network, id);
        if (auction === undefined) continue;
        // An auction no solver answered is no competition (as the API's competition endpoints say).
        const solutions = findSolutions(db, network, id);
        if (solutions.length > 0) yield { auction, solutions };
      }
    },
    settlementAttempts: (network, auctionId) => findSettlementAttempts(db, network, auctionId),
    tradesByTxHash: (network, txHash) => findTradesByTxHash(db, network, txHash),
    notificationsOf: (account) => findNotificationsByAccount(db, account, Number.MAX_SAFE_INTEGER),
    latestAuctionOrders: (network, wanted) => findLatestAuctionOrdersAmong(db, network, wanted),
    executedByWinners(network, auctionId, uid) {
      const executions = findOrderExecutionsInAuction(db, network, auctionId, uid);
      let executed: { sell: bigint; buy: bigint } | undefined;
      if (executions.size === 0) return executed;
      for (const solutionUid of findWinnerSolutionUids(db, network, auctionId)) {
        const order = executions.get(solutionUid);
        if (order !== undefined) executed = { sell: order.executedSell, buy: order.executedBuy };
      }
      return executed;
    },
  };
}
