import type { Address, Hex } from 'viem';
import type { SolutionExclusion } from '../../../simulator/index.js';
import type { StoredAuctionOrder, StoredSolution, StoredSolutionOrder } from '../../domain/auctions/types.js';
import {
  fromProtocolFeesJson,
  parseAmounts,
  serializeAmounts,
  serializeProtocolFees,
  type ProtocolFeeJson,
} from '../jsonCodec.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';
import { insertAuctionOrders, insertUnlistedExecutions } from './auctions.js';
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

/**
 * One solution's execution of an order, as `auction_orders.solution_executions` holds it (migration
 * `solution_executions_in_auction_orders`): the order's entries are sorted by solution uid, and an
 * entry leaves out its tokens when they are the previous entry's (an order's tokens are its own in
 * every solution: written once).
 */
type SolutionExecutionJson = [
  solutionUid: number,
  executedSell: string,
  executedBuy: string,
  networkFee: string,
  protocolFees: ProtocolFeeJson[],
  sellToken?: Address,
  buyToken?: Address,
];

const insertSolutionSql = `
  INSERT INTO solutions (
    network, auction_id, solution_uid, position, solver, solver_address, score, ranking, is_winner, filtered_out,
    clearing_prices, reference_score, tx_hash, exclusion
  ) VALUES (
    @network, @auction_id, @solution_uid, @position, @solver, @solver_address, @score, @ranking, @is_winner,
    @filtered_out, @clearing_prices, @reference_score, @tx_hash, @exclusion
  )`;
const setTxHashSql = `UPDATE solutions SET tx_hash = ? WHERE network = ? AND auction_id = ? AND solution_uid = ?`;
const findSolutionsSql = `SELECT * FROM solutions WHERE network = ? AND auction_id = ? ORDER BY position`;
const winnerUidsSql = `SELECT solution_uid FROM solutions WHERE network = ? AND auction_id = ? AND is_winner = 1 ORDER BY position`;
const latestCompetitionSql = `SELECT max(auction_id) AS id FROM solutions WHERE network = ?`;
const auctionByTxHashSql = `SELECT auction_id FROM solutions WHERE tx_hash = ? AND network = ? LIMIT 1`;
/**
 * The reads of one order's executions in solutions (exported for their query-plan test), from its
 * `auction_orders` rows. An order's rows are found through the first 8 hex digits of its uid, then
 * the whole uid (migration 013); `+network` keeps the planner off the auction index, which would
 * read every row of the network.
 */
export const orderSolutionsSql = {
  all: `
  SELECT ao.auction_id, ao.solution_executions FROM auction_orders ao
  WHERE ${orderUidMatchSql('@uid', 'ao')} AND +ao.network = @network AND ao.solution_executions IS NOT NULL
  ORDER BY ao.auction_id`,
  /** What the solutions of auction `@auctionId` execute of the order. */
  inAuction: `
  SELECT ao.solution_executions FROM auction_orders ao
  WHERE ${orderUidMatchSql('@uid', 'ao')} AND +ao.network = @network AND ao.auction_id = @auctionId
    AND ao.solution_executions IS NOT NULL`,
  /** Any solution of the network's last `@count` competitions (auctions with solutions). */
  recent: `
  SELECT 1 FROM auction_orders ao
  WHERE ${orderUidMatchSql('@uid', 'ao')} AND +ao.network = @network
    AND ao.auction_id > coalesce((SELECT max(auction_id) FROM solutions WHERE network = @network), 0) - @count
    AND ao.solution_executions IS NOT NULL
  LIMIT 1`,
};
const findAuctionExecutionsSql = `
  SELECT order_uid, solution_executions FROM auction_orders
  WHERE network = ? AND auction_id = ? AND solution_executions IS NOT NULL
  ORDER BY order_uid`;

export type SolutionWithOrder = Omit<StoredSolution, 'orders'> & { order: StoredSolutionOrder };

function insertSolution(db: Database, solution: StoredSolution, position: number): void {
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
}

/**
 * An auction's orders and its solutions (in competition order, worst first): what each solution
 * executes of an order goes into the order's `auction_orders` row (docs/performance.md#auctions).
 * Each row's text is built just before the statement that inserts it (64 rows at most): ~10 MB of
 * it a block of 10,000 orders, which would otherwise outlive the young generation.
 */
export function insertAuctionOrdersAndSolutions(
  db: Database,
  network: string,
  auctionId: number,
  orders: readonly StoredAuctionOrder[],
  solutions: readonly StoredSolution[],
): void {
  solutions.forEach((solution, position) => insertSolution(db, solution, position));
  const executions = executionsByOrder(solutions);
  insertAuctionOrders(db, network, auctionId, orders, (order) => {
    const ofOrder = executions.get(order.uid);
    if (ofOrder === undefined) return null;
    executions.delete(order.uid);
    return packSolutionExecutions(ofOrder);
  });
  for (const [uid, ofOrder] of executions)
    insertUnlistedExecutions(db, network, auctionId, uid, packSolutionExecutions(ofOrder));
}

type SolutionExecution = { solutionUid: number; order: StoredSolutionOrder };

/** Each order's executions in the solutions, by order uid, sorted by solution uid. */
function executionsByOrder(solutions: readonly StoredSolution[]): Map<Hex, SolutionExecution[]> {
  const executions = new Map<Hex, SolutionExecution[]>();
  for (const { solutionUid, orders } of [...solutions].sort((a, b) => a.solutionUid - b.solutionUid)) {
    for (const order of orders) {
      const ofOrder = executions.get(order.uid);
      if (ofOrder === undefined) executions.set(order.uid, [{ solutionUid, order }]);
      else ofOrder.push({ solutionUid, order });
    }
  }
  return executions;
}

/** One order's executions as `auction_orders.solution_executions` holds them. */
function packSolutionExecutions(executions: readonly SolutionExecution[]): string {
  let text = '[';
  let previous: StoredSolutionOrder | undefined;
  for (const { solutionUid, order } of executions) {
    const sameTokens = previous?.sellToken === order.sellToken && previous.buyToken === order.buyToken;
    text +=
      `${previous === undefined ? '' : ','}[${solutionUid},"${order.executedSell}","${order.executedBuy}",` +
      `"${order.networkFee}",${serializeProtocolFees(order.protocolFees)}` +
      (sameTokens ? ']' : `,"${order.sellToken}","${order.buyToken}"]`);
    previous = order;
  }
  return `${text}]`;
}

/** The executions of order `uid` that `packSolutionExecutions` packed, by solution uid. */
function unpackSolutionExecutions(uid: string, text: string): Map<number, StoredSolutionOrder> {
  const executions = new Map<number, StoredSolutionOrder>();
  let sellToken: Address | undefined;
  let buyToken: Address | undefined;
  for (const entry of JSON.parse(text) as SolutionExecutionJson[]) {
    sellToken = entry[5] ?? sellToken;
    buyToken = entry[6] ?? buyToken;
    executions.set(entry[0], {
      uid: uid as Hex,
      sellToken: sellToken as Address,
      buyToken: buyToken as Address,
      executedSell: BigInt(entry[1]),
      executedBuy: BigInt(entry[2]),
      networkFee: BigInt(entry[3]),
      protocolFees: fromProtocolFeesJson(entry[4]),
    });
  }
  return executions;
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

/** The auction's solutions in competition order (worst first), without their orders. */
export function findSolutionHeaders(
  db: Database,
  network: string,
  auctionId: number,
): Omit<StoredSolution, 'orders'>[] {
  return statement<[string, number], SolutionRow>(db, findSolutionsSql).all(network, auctionId).map(fromSolutionRow);
}

/** The uids of the auction's winning solutions in competition order, without reading the solutions. */
export function findWinnerSolutionUids(db: Database, network: string, auctionId: number): number[] {
  return statement<[string, number], number>(db, winnerUidsSql).pluck().all(network, auctionId);
}

/**
 * What each solution of the auction executes of `uid`, by solution uid: only the order's row is
 * read (through its uid key), never the other orders of a competition of 10,000.
 */
export function findOrderExecutionsInAuction(
  db: Database,
  network: string,
  auctionId: number,
  uid: Hex,
): Map<number, StoredSolutionOrder> {
  const key = uid.toLowerCase();
  const texts = statement<[{ uid: string; network: string; auctionId: number }], string>(
    db,
    orderSolutionsSql.inAuction,
  )
    .pluck()
    .all({ uid: key, network, auctionId });
  return new Map(texts.flatMap((text) => [...unpackSolutionExecutions(key, text)]));
}

/** The auction's solutions in competition order (worst first), each with its orders (sorted by uid). */
export function findSolutions(db: Database, network: string, auctionId: number): StoredSolution[] {
  const orders = new Map<number, StoredSolutionOrder[]>();
  const rows = statement<[string, number], { order_uid: string; solution_executions: string }>(
    db,
    findAuctionExecutionsSql,
  ).all(network, auctionId);
  for (const row of rows) {
    for (const [solutionUid, order] of unpackSolutionExecutions(row.order_uid, row.solution_executions)) {
      const list = orders.get(solutionUid);
      if (list === undefined) orders.set(solutionUid, [order]);
      else list.push(order);
    }
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

/** Every solution that executed `uid`, by auction id, worst first within an auction. */
export function findOrderSolutions(db: Database, network: string, uid: Hex): SolutionWithOrder[] {
  const key = uid.toLowerCase();
  return statement<[{ uid: string; network: string }], { auction_id: number; solution_executions: string }>(
    db,
    orderSolutionsSql.all,
  )
    .all({ uid: key, network })
    .flatMap((row) => {
      const executions = unpackSolutionExecutions(key, row.solution_executions);
      return findSolutionHeaders(db, network, row.auction_id).flatMap((header) => {
        const order = executions.get(header.solutionUid);
        return order === undefined ? [] : [{ ...header, order }];
      });
    });
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
