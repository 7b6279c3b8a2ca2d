import type { Address, Hex } from 'viem';
import type { SolutionExclusion } from '../../../simulator/index.js';
import type { StoredSolution, StoredSolutionOrder } from '../../domain/auctions/types.js';
import { parseAmounts, parseProtocolFees, serializeAmounts, serializeProtocolFees } from '../jsonCodec.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';
import { orderUidMatchSql } from './orders.js';

/** A row of `solutions` as SQLite returns it. */
export type SolutionRow = {
  network: string;
  auction_id: number;
  solution_uid: number;
  position: number;
  solver: string;
  solver_address: string;
  score: string;
  ranking: number;
  is_winner: number;
  filtered_out: number;
  clearing_prices: string;
  reference_score: string | null;
  tx_hash: string | null;
  exclusion: string | null;
};

/** A row of `solution_orders` as SQLite returns it. */
export type SolutionOrderRow = {
  network: string;
  auction_id: number;
  solution_uid: number;
  order_uid: string;
  sell_token: string;
  buy_token: string;
  executed_sell: string;
  executed_buy: string;
  network_fee: string;
  protocol_fees: string;
};

const insertSolutionSql = `
  INSERT INTO solutions (
    network, auction_id, solution_uid, position, solver, solver_address, score, ranking, is_winner, filtered_out,
    clearing_prices, reference_score, tx_hash, exclusion
  ) VALUES (
    @network, @auction_id, @solution_uid, @position, @solver, @solver_address, @score, @ranking, @is_winner,
    @filtered_out, @clearing_prices, @reference_score, @tx_hash, @exclusion
  )`;
// Positional parameters: cheaper to bind than named ones (~20,000 rows an auction of 10,000 orders).
const insertSolutionOrderSql = `
  INSERT INTO solution_orders (
    network, auction_id, solution_uid, order_uid, sell_token, buy_token, executed_sell, executed_buy, network_fee,
    protocol_fees
  ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const setTxHashSql = `UPDATE solutions SET tx_hash = ? WHERE network = ? AND auction_id = ? AND solution_uid = ?`;
const findSolutionsSql = `SELECT * FROM solutions WHERE network = ? AND auction_id = ? ORDER BY position`;
const findSolutionOrdersSql = `
  SELECT * FROM solution_orders WHERE network = ? AND auction_id = ? ORDER BY solution_uid, order_uid`;
const latestCompetitionSql = `SELECT max(auction_id) AS id FROM solutions WHERE network = ?`;
const auctionByTxHashSql = `SELECT auction_id FROM solutions WHERE tx_hash = ? AND network = ? LIMIT 1`;
/**
 * The reads of one order's solutions (exported for their query-plan test). An order's rows are
 * found through the first 8 hex digits of its uid, then the whole uid (migration 013); `+network`
 * keeps the planner off the auction index, which would read every row of the network.
 */
export const orderSolutionsSql = {
  all: `
  SELECT s.*, so.order_uid, so.sell_token, so.buy_token, so.executed_sell, so.executed_buy, so.network_fee,
    so.protocol_fees
  FROM solution_orders so
  JOIN solutions s ON s.network = so.network AND s.auction_id = so.auction_id AND s.solution_uid = so.solution_uid
  WHERE ${orderUidMatchSql('@uid', 'so')} AND +so.network = @network
  ORDER BY so.auction_id, s.position`,
  /** What the solutions of auction `@auctionId` execute of the order. */
  inAuction: `
  SELECT so.solution_uid, so.order_uid, so.sell_token, so.buy_token, so.executed_sell, so.executed_buy,
    so.network_fee, so.protocol_fees
  FROM solution_orders so
  WHERE ${orderUidMatchSql('@uid', 'so')} AND +so.network = @network AND so.auction_id = @auctionId`,
  /** Any solution of the network's last `@count` competitions (auctions with solutions). */
  recent: `
  SELECT 1 FROM solution_orders so
  WHERE ${orderUidMatchSql('@uid', 'so')} AND +so.network = @network
    AND so.auction_id > coalesce((SELECT max(auction_id) FROM solutions WHERE network = @network), 0) - @count
  LIMIT 1`,
};

export type SolutionWithOrder = Omit<StoredSolution, 'orders'> & { order: StoredSolutionOrder };

export function insertSolution(db: Database, solution: StoredSolution, position: number): void {
  statement(db, insertSolutionSql).run({
    network: solution.network,
    auction_id: solution.auctionId,
    solution_uid: solution.solutionUid,
    position,
    solver: solution.solver,
    solver_address: solution.solverAddress.toLowerCase(),
    score: solution.score.toString(),
    ranking: solution.ranking,
    is_winner: solution.isWinner ? 1 : 0,
    filtered_out: solution.filteredOut ? 1 : 0,
    clearing_prices: serializeAmounts(solution.clearingPrices),
    reference_score: solution.referenceScore?.toString() ?? null,
    tx_hash: solution.txHash,
    exclusion: serializeExclusion(solution.exclusion),
  } satisfies SolutionRow);
  const insertOrder = statement(db, insertSolutionOrderSql);
  for (const order of solution.orders) {
    insertOrder.run(
      solution.network,
      solution.auctionId,
      solution.solutionUid,
      order.uid,
      order.sellToken,
      order.buyToken,
      order.executedSell.toString(),
      order.executedBuy.toString(),
      order.networkFee.toString(),
      serializeProtocolFees(order.protocolFees),
    );
  }
}

export function setSolutionTxHash(
  db: Database,
  network: string,
  auctionId: number,
  solutionUid: number,
  txHash: Hex,
): void {
  statement(db, setTxHashSql).run(txHash, network, auctionId, solutionUid);
}

function fromSolutionRow(row: SolutionRow): Omit<StoredSolution, 'orders'> {
  return {
    network: row.network,
    auctionId: row.auction_id,
    solutionUid: row.solution_uid,
    solver: row.solver,
    solverAddress: row.solver_address as Address,
    score: BigInt(row.score),
    ranking: row.ranking,
    isWinner: row.is_winner === 1,
    filteredOut: row.filtered_out === 1,
    clearingPrices: parseAmounts(row.clearing_prices),
    referenceScore: row.reference_score === null ? null : BigInt(row.reference_score),
    txHash: row.tx_hash as Hex | null,
    exclusion: parseExclusion(row.exclusion),
  };
}

/** Scores are bigints: stored as decimal strings. */
function serializeExclusion(exclusion: SolutionExclusion | null): string | null {
  if (exclusion === null) return null;
  return JSON.stringify(
    exclusion.kind === 'unfair'
      ? { ...exclusion, score: exclusion.score.toString(), referenceScore: exclusion.referenceScore.toString() }
      : exclusion,
  );
}

function parseExclusion(text: string | null): SolutionExclusion | null {
  if (text === null) return null;
  const parsed = JSON.parse(text) as
    SolutionExclusion | (Extract<SolutionExclusion, { kind: 'unfair' }> & { score: string; referenceScore: string });
  return parsed.kind === 'unfair'
    ? { ...parsed, score: BigInt(parsed.score), referenceScore: BigInt(parsed.referenceScore) }
    : parsed;
}

function fromSolutionOrderRow(
  row: Omit<SolutionOrderRow, 'network' | 'auction_id' | 'solution_uid'>,
): StoredSolutionOrder {
  return {
    uid: row.order_uid as Hex,
    sellToken: row.sell_token as Address,
    buyToken: row.buy_token as Address,
    executedSell: BigInt(row.executed_sell),
    executedBuy: BigInt(row.executed_buy),
    networkFee: BigInt(row.network_fee),
    protocolFees: parseProtocolFees(row.protocol_fees),
  };
}

/** The auction's solutions in competition order (worst first), without their orders. */
export function findSolutionHeaders(
  db: Database,
  network: string,
  auctionId: number,
): Omit<StoredSolution, 'orders'>[] {
  return statement<[string, number], SolutionRow>(db, findSolutionsSql).all(network, auctionId).map(fromSolutionRow);
}

/**
 * What each solution of the auction executes of `uid`, by solution uid: only the order's rows are
 * read (through its uid key), never the other orders of a competition of 10,000.
 */
export function findOrderExecutionsInAuction(
  db: Database,
  network: string,
  auctionId: number,
  uid: Hex,
): Map<number, StoredSolutionOrder> {
  const rows = statement<
    [{ uid: string; network: string; auctionId: number }],
    Omit<SolutionOrderRow, 'network' | 'auction_id'>
  >(db, orderSolutionsSql.inAuction).all({ uid: uid.toLowerCase(), network, auctionId });
  return new Map(rows.map((row) => [row.solution_uid, fromSolutionOrderRow(row)]));
}

/** The auction's solutions in competition order (worst first), each with its orders. */
export function findSolutions(db: Database, network: string, auctionId: number): StoredSolution[] {
  const orders = new Map<number, StoredSolutionOrder[]>();
  for (const row of statement<[string, number], SolutionOrderRow>(db, findSolutionOrdersSql).all(network, auctionId)) {
    const list = orders.get(row.solution_uid) ?? [];
    list.push(fromSolutionOrderRow(row));
    orders.set(row.solution_uid, list);
  }
  return findSolutionHeaders(db, network, auctionId).map((header) =>
    Object.assign(header, { orders: orders.get(header.solutionUid) ?? [] }),
  );
}

/** Id of the network's latest auction with at least one solution. */
export function getLatestCompetitionAuctionId(db: Database, network: string): number | undefined {
  return statement<[string], { id: number | null }>(db, latestCompetitionSql).get(network)?.id ?? undefined;
}

/** Id of the auction whose winner settled in `txHash`. */
export function getAuctionIdByTxHash(db: Database, network: string, txHash: Hex): number | undefined {
  return statement<[string, string], { auction_id: number }>(db, auctionByTxHashSql).get(txHash.toLowerCase(), network)
    ?.auction_id;
}

type SolutionWithOrderRow = SolutionRow & Omit<SolutionOrderRow, 'network' | 'auction_id' | 'solution_uid'>;

/** Every solution that executed `uid`, by auction id, worst first within an auction. */
export function findOrderSolutions(db: Database, network: string, uid: Hex): SolutionWithOrder[] {
  return statement<[{ uid: string; network: string }], SolutionWithOrderRow>(db, orderSolutionsSql.all)
    .all({ uid: uid.toLowerCase(), network })
    .map((row) => ({ ...fromSolutionRow(row), order: fromSolutionOrderRow(row) }));
}

/**
 * Whether `uid` is in a solution (winning or not) of one of the network's last `count`
 * competitions: the reference's "actively bid on" (`OldOrderActivelyBidOn`).
 */
export function isInRecentSolutions(db: Database, network: string, uid: Hex, count: number): boolean {
  return (
    statement<[{ uid: string; network: string; count: number }], unknown>(db, orderSolutionsSql.recent).get({
      uid: uid.toLowerCase(),
      network,
      count,
    }) !== undefined
  );
}
