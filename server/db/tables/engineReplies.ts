/** `engine_replies`: the external engines' replies a network's latest competition used (migration 020). */
import type { Database } from '../open.js';
import { statement } from '../statement.js';

/** A reply as the auction runner records it (`server/solvers/engineRound.ts`'s `RecordedReply`). */
export type EngineReplyRow = {
  readonly network: string;
  readonly auctionId: number;
  readonly solver: string;
  /** The raw reply, JSON. */
  readonly reply: string;
  readonly latencyMs: number;
};

const deleteOlderSql = 'DELETE FROM engine_replies WHERE network = ? AND auction_id < ?';
const insertSql = `
  INSERT OR REPLACE INTO engine_replies (network, auction_id, solver, reply, latency_ms)
  VALUES (@network, @auctionId, @solver, @reply, @latencyMs)`;
const findSql = `
  SELECT network, auction_id AS auctionId, solver, reply, latency_ms AS latencyMs
  FROM engine_replies WHERE network = ? AND auction_id = ? ORDER BY solver`;

/** Keeps the replies of one auction of `network`, dropping those of its earlier auctions. */
export function saveEngineReplies(
  db: Database,
  network: string,
  auctionId: number,
  rows: readonly EngineReplyRow[],
): void {
  statement(db, deleteOlderSql).run(network, auctionId);
  for (const row of rows) statement(db, insertSql).run(row);
}

export function findEngineReplies(db: Database, network: string, auctionId: number): EngineReplyRow[] {
  return statement<[string, number], EngineReplyRow>(db, findSql).all(network, auctionId);
}
