/**
 * What a server recorded of its auctions, read whole for reports (the simulation's) rather than
 * paged and shaped as the API serves it.
 */
import type { Address, Hex } from 'viem';
import type { AppContext } from './context.js';
import { findNotificationsByAccount, type NotificationRow } from './db/tables/notifications.js';
import { findSettlementAttempts } from './db/tables/settlementAttempts.js';
import { findTradesByTxHash } from './db/tables/trades.js';
import { findLatestAuctionOrdersAmong } from './db/tables/auctions.js';
import { findOrderExecutionsInAuction, findWinnerSolutionUids } from './db/tables/solutions.js';
import type {
  Competition,
  StoredAuction,
  StoredAuctionOrder,
  StoredSettlementAttempt,
  StoredTrade,
} from './domain/auctions/types.js';

export type AuctionHistory = {
  /** Every competition of the network, by auction id. */
  competitions(network: string): Competition[];
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
  const store = context.auctions.store;
  return {
    competitions(network) {
      const competitions: Competition[] = [];
      const last = store.getLatestCompetition(network)?.auction.id ?? 0;
      for (let id = 1; id <= last; id += 1) {
        const competition = store.getCompetition(network, id);
        if (competition) competitions.push(competition);
      }
      return competitions;
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
