/**
 * The reads behind the event streams (`server/streams/`): everything a stream sends is read from
 * the tables the order book and the auction runner write, so a client that reconnects gets from
 * here exactly what it missed.
 */
import type { Address, Hex } from 'viem';
import type { SolutionExclusion } from '../../../simulator/index.js';
import type { OrderEventLabel } from '../../domain/orders/types.js';
import type {
  AuctionEventData,
  AuctionStreamCursor,
  AuctionStreamEvent,
  ExclusionData,
  OrderStreamRow,
  StreamEventReader,
} from '../../domain/streams/types.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';
import { fromAuctionRow, type AuctionRow } from '../tables/auctions.js';
import { findSettlementAttempts } from '../tables/settlementAttempts.js';
import { fromTradeRow, type TradeRow } from '../tables/trades.js';
import { findSolutionHeaders } from '../tables/solutions.js';
import { getMaxOrderEventId } from '../tables/solvableOrders.js';
import { orderUidMatchSql } from '../tables/orders.js';

type EventRow = {
  id: number;
  order_uid: string;
  owner: string;
  network: string;
  label: OrderEventLabel;
  reason: string | null;
  timestamp: string;
};

const eventColumns = `e.id, e.order_uid, o.owner, o.network, e.label, e.reason, e.timestamp`;

const sql = {
  after: `
    SELECT ${eventColumns} FROM order_events e JOIN orders o ON o.uid = e.order_uid
    WHERE e.id > ? ORDER BY e.id LIMIT ?`,
  ofOrder: `
    SELECT ${eventColumns} FROM order_events e JOIN orders o ON o.uid = e.order_uid
    WHERE ${orderUidMatchSql('@uid', 'e')} AND e.id > @afterId ORDER BY e.id`,
  ofOwner: `
    SELECT ${eventColumns} FROM orders o JOIN order_events e ON ${orderUidMatchSql('o.uid', 'e')}
    WHERE o.network = @network AND o.owner = @owner AND e.id > @afterId ORDER BY e.id`,
  orderPlace: `SELECT network, owner FROM orders WHERE uid = ?`,
  tradedBefore: `
    SELECT count(*) FROM order_events e WHERE ${orderUidMatchSql('@uid', 'e')} AND e.label = 'traded' AND e.id < @id`,
  nthTrade: `SELECT * FROM trades WHERE order_uid = @uid ORDER BY block_number, log_index LIMIT 1 OFFSET @index`,
  auctionsAfter: `SELECT * FROM auctions WHERE network = ? AND id > ? ORDER BY id`,
  auctionsBefore: `SELECT * FROM auctions WHERE network = ? AND id < ? ORDER BY id DESC LIMIT ?`,
  maxAuction: `SELECT coalesce(max(id), 0) FROM auctions WHERE network = ?`,
  latestSettlement: `
    SELECT auction_id, solution_uid FROM settlement_attempts WHERE network = ?
    ORDER BY auction_id DESC, solution_uid DESC LIMIT 1`,
  settlementAuctionsAfter: `
    SELECT DISTINCT auction_id FROM settlement_attempts WHERE network = ? AND auction_id >= ? ORDER BY auction_id`,
};

/** Order events read per statement while catching up the live fan-out. */
const PAGE_ROWS = 5_000;

function toOrderStreamRow(row: EventRow): OrderStreamRow {
  return {
    id: row.id,
    uid: row.order_uid as Hex,
    owner: row.owner.toLowerCase() as Address,
    network: row.network,
    label: row.label,
    reason: row.reason,
    timestamp: row.timestamp,
  };
}

export function createStreamEventReader(db: Database): StreamEventReader {
  return {
    latestOrderEventId: () => getMaxOrderEventId(db),
    orderEventsAfter(afterId) {
      const rows: OrderStreamRow[] = [];
      let cursor = afterId;
      for (;;) {
        const page = statement<[number, number], EventRow>(db, sql.after).all(cursor, PAGE_ROWS);
        for (const row of page) rows.push(toOrderStreamRow(row));
        if (page.length < PAGE_ROWS) return rows;
        cursor = page[page.length - 1]!.id;
      }
    },
    eventsOfOrder: (uid, afterId) =>
      statement<[{ uid: string; afterId: number }], EventRow>(db, sql.ofOrder)
        .all({ uid: uid.toLowerCase(), afterId })
        .map(toOrderStreamRow),
    eventsOfOwner: (network, owner, afterId) =>
      statement<[{ network: string; owner: string; afterId: number }], EventRow>(db, sql.ofOwner)
        .all({ network, owner: owner.toLowerCase(), afterId })
        .map(toOrderStreamRow),
    orderPlace(uid) {
      const row = statement<[string], { network: string; owner: string }>(db, sql.orderPlace).get(uid.toLowerCase());
      return row && { network: row.network, owner: row.owner.toLowerCase() as Address };
    },
    tradeOf(row) {
      // The runner writes one `traded` event per trade of a stored order, in trade order: the
      // order's n-th `traded` event is its n-th trade.
      const index = statement<[{ uid: string; id: number }], number>(db, sql.tradedBefore)
        .pluck()
        .get({ uid: row.uid, id: row.id });
      const trade = statement<[{ uid: string; index: number }], TradeRow>(db, sql.nthTrade).get({
        uid: row.uid,
        index: index ?? 0,
      });
      return trade && fromTradeRow(trade);
    },
    latestAuctionCursor(network) {
      const auction = statement<[string], number>(db, sql.maxAuction).pluck().get(network) ?? 0;
      const settled = statement<[string], { auction_id: number; solution_uid: number }>(db, sql.latestSettlement).get(
        network,
      );
      return {
        auction,
        competition: auction,
        settlement: settled ? [settled.auction_id, settled.solution_uid] : [0, -1],
      };
    },
    auctionEventsAfter: (network, cursor) => auctionEventsAfter(db, network, cursor),
    auctionSummaries(network, { before, limit }) {
      return statement<[string, number, number], AuctionRow>(db, sql.auctionsBefore)
        .all(network, before ?? Number.MAX_SAFE_INTEGER, limit)
        .map((row) => {
          const auction = fromAuctionRow(row);
          return {
            ...auctionData(auction),
            prices: Object.fromEntries(
              Object.entries(auction.prices).map(([token, price]) => [token, price.toString()]),
            ),
            solutions: solutionHeaders(db, network, auction.id),
            settlements: findSettlementAttempts(db, network, auction.id).map((attempt) =>
              settlementData(auction.id, attempt),
            ),
            rejections: auction.rejections,
          };
        });
    },
  };
}

function auctionData(auction: ReturnType<typeof fromAuctionRow>): AuctionEventData<'auction'> {
  return {
    auctionId: auction.id,
    block: auction.block,
    deadlineBlock: auction.deadlineBlock,
    timestamp: auction.timestamp,
    orderCount: auction.orderUids.length,
  };
}

/** Best first, as the competition endpoints list them. */
function solutionHeaders(
  db: Database,
  network: string,
  auctionId: number,
): AuctionEventData<'competition'>['solutions'] {
  return findSolutionHeaders(db, network, auctionId)
    .sort((a, b) => a.ranking - b.ranking)
    .map((solution) => ({
      solutionUid: solution.solutionUid,
      solver: solution.solver,
      solverAddress: solution.solverAddress,
      score: solution.score.toString(),
      ranking: solution.ranking,
      isWinner: solution.isWinner,
      filteredOut: solution.filteredOut,
      ...(solution.exclusion === null ? {} : { exclusion: exclusionData(solution.exclusion) }),
    }));
}

function exclusionData(exclusion: SolutionExclusion): ExclusionData {
  return exclusion.kind === 'unfair'
    ? { ...exclusion, score: exclusion.score.toString(), referenceScore: exclusion.referenceScore.toString() }
    : exclusion;
}

function settlementData(
  auctionId: number,
  attempt: ReturnType<typeof findSettlementAttempts>[number],
): AuctionEventData<'settlement'> {
  return {
    auctionId,
    solutionUid: attempt.solutionUid,
    solver: attempt.solver,
    solverAddress: attempt.solverAddress,
    outcome: attempt.outcome,
    txHash: attempt.txHash,
    endBlock: attempt.endBlock,
  };
}

/**
 * The auction stream's events after `cursor`, in the order they happened: at each block the
 * previous auction's winners settle, then the next auction is stored with its competition
 * (docs/architecture.md#a-block-from-auction-to-settlement). Each kind is read after its own part
 * of the cursor, so the events returned are exactly those the cursor has not seen.
 */
function auctionEventsAfter(db: Database, network: string, cursor: AuctionStreamCursor): AuctionStreamEvent[] {
  const events: { order: [number, number, number]; event: AuctionStreamEvent }[] = [];
  const firstAuction = Math.min(cursor.auction, cursor.competition);
  for (const row of statement<[string, number], AuctionRow>(db, sql.auctionsAfter).all(network, firstAuction)) {
    const auction = fromAuctionRow(row);
    if (auction.id > cursor.auction) {
      events.push({
        order: [auction.id, 1, 0],
        event: {
          kind: 'auction',
          position: { auction: auction.id },
          data: auctionData(auction),
        },
      });
    }
    if (auction.id > cursor.competition) {
      events.push({
        order: [auction.id, 2, 0],
        event: {
          kind: 'competition',
          position: { competition: auction.id },
          data: {
            auctionId: auction.id,
            block: auction.block,
            solutions: solutionHeaders(db, network, auction.id),
          },
        },
      });
    }
  }
  const [settledAuction, settledSolution] = cursor.settlement;
  const auctionIds = statement<[string, number], number>(db, sql.settlementAuctionsAfter)
    .pluck()
    .all(network, settledAuction);
  for (const auctionId of auctionIds) {
    for (const attempt of findSettlementAttempts(db, network, auctionId)) {
      if (auctionId === settledAuction && attempt.solutionUid <= settledSolution) continue;
      events.push({
        // Settled at the block that stores the next auction, before it.
        order: [auctionId + 1, 0, attempt.solutionUid],
        event: {
          kind: 'settlement',
          position: { settlement: [auctionId, attempt.solutionUid] },
          data: settlementData(auctionId, attempt),
        },
      });
    }
  }
  return events
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2])
    .map(({ event }) => event);
}
