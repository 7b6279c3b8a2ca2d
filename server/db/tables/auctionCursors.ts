import type { Database } from '../open.js';
import { statement } from '../statement.js';

/** How far the auction runner has looked on one network. */
export type AuctionCursor = {
  network: string;
  /** Unix seconds: orders with validTo below this were checked for expiry. */
  expiredBefore: number;
  /** Order events up to this id were checked for cancellations. */
  cancelledEventId: number;
};

const getSql = `SELECT expired_before, cancelled_event_id FROM auction_cursors WHERE network = ?`;
const upsertSql = `
  INSERT INTO auction_cursors (network, expired_before, cancelled_event_id) VALUES (@network, @expiredBefore, @cancelledEventId)
  ON CONFLICT (network) DO UPDATE SET expired_before = excluded.expired_before, cancelled_event_id = excluded.cancelled_event_id`;

export function getAuctionCursor(db: Database, network: string): AuctionCursor | undefined {
  const row = statement<[string], { expired_before: number; cancelled_event_id: number }>(db, getSql).get(network);
  return row ? { network, expiredBefore: row.expired_before, cancelledEventId: row.cancelled_event_id } : undefined;
}

export function saveAuctionCursor(db: Database, cursor: AuctionCursor): void {
  statement(db, upsertSql).run(cursor);
}
