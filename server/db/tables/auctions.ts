import type { Address, Hex } from 'viem';
import type { StoredAuction, StoredAuctionOrder } from '../../domain/auctions/types.js';
import { parseAmounts, parseFeePolicies, serializeAmounts, serializeFeePolicies } from '../jsonCodec.js';
import type { Database } from '../open.js';
import { insertRows, statement } from '../statement.js';
import { orderUidMatchSql } from './orders.js';

/** A row of `auctions` as SQLite returns it. */
export type AuctionRow = {
  network: string;
  id: number;
  block: number;
  deadline_block: number;
  timestamp: number;
  prices: string;
  reference_scores: string;
  surplus_capturing_jit_order_owners: string;
  order_uids: string;
  rejections: string;
};

const insertAuctionSql = `
  INSERT INTO auctions (
    network, id, block, deadline_block, timestamp, prices, reference_scores, surplus_capturing_jit_order_owners, order_uids,
    rejections
  ) VALUES (
    @network, @id, @block, @deadline_block, @timestamp, @prices, @reference_scores, @surplus_capturing_jit_order_owners,
    @order_uids, @rejections
  )`;
const insertAuctionOrderSql = `
  INSERT INTO auction_orders (network, auction_id, order_uid, executed, protocol_fees, solution_executions)
  VALUES (?, ?, ?, ?, ?, ?)`;
const insertUnlistedExecutionsSql = `
  INSERT INTO auction_orders (network, auction_id, order_uid, executed, protocol_fees, solution_executions, listed)
  VALUES (?, ?, ?, '0', '[]', ?, 0)`;
const getAuctionSql = `SELECT * FROM auctions WHERE network = ? AND id = ?`;
const getLatestAuctionSql = `SELECT * FROM auctions WHERE network = ? ORDER BY id DESC LIMIT 1`;
const getLatestAuctionIdSql = `SELECT max(id) FROM auctions WHERE network = ?`;
const getLatestAuctionPricesSql = `SELECT id, block, prices FROM auctions WHERE network = ? ORDER BY id DESC LIMIT 1`;
const getAuctionOutlineSql = `
  SELECT id, block, prices, json_array_length(order_uids) AS order_count FROM auctions WHERE network = ? AND id = ?`;
const findAuctionOrdersSql = `
  SELECT order_uid, executed, protocol_fees FROM auction_orders WHERE network = ? AND auction_id = ? AND listed
  ORDER BY order_uid`;
/**
 * The reads of one order's auctions (exported for their query-plan test). An order's rows are
 * found through the first 8 hex digits of its uid, then the whole uid (migration 013); `+network`
 * keeps the planner off the auction index.
 */
export const orderAuctionsSql = {
  all: `
  SELECT a.*, ao.executed AS order_executed, ao.protocol_fees AS order_protocol_fees
  FROM auction_orders ao JOIN auctions a ON a.network = ao.network AND a.id = ao.auction_id
  WHERE ${orderUidMatchSql('@uid', 'ao')} AND +ao.network = @network AND ao.listed
  ORDER BY ao.auction_id`,
};

export function toAuctionRow(auction: StoredAuction): AuctionRow {
  return {
    network: auction.network,
    id: auction.id,
    block: auction.block,
    deadline_block: auction.deadlineBlock,
    timestamp: auction.timestamp,
    prices: serializeAmounts(auction.prices),
    reference_scores: serializeAmounts(auction.referenceScores),
    surplus_capturing_jit_order_owners: JSON.stringify(auction.surplusCapturingJitOrderOwners),
    order_uids: JSON.stringify(auction.orderUids),
    rejections: JSON.stringify(auction.rejections),
  };
}

export function fromAuctionRow(row: AuctionRow): StoredAuction {
  return {
    network: row.network,
    id: row.id,
    block: row.block,
    deadlineBlock: row.deadline_block,
    timestamp: row.timestamp,
    prices: parseAmounts(row.prices),
    referenceScores: parseAmounts(row.reference_scores),
    surplusCapturingJitOrderOwners: JSON.parse(row.surplus_capturing_jit_order_owners) as Address[],
    orderUids: JSON.parse(row.order_uids) as Hex[],
    rejections: JSON.parse(row.rejections) as StoredAuction['rejections'],
  };
}

export function insertAuction(db: Database, auction: StoredAuction): void {
  statement(db, insertAuctionSql).run(toAuctionRow(auction));
}

/**
 * The auction's entries of `orders`, several rows a statement (`insertRows`). `solutionExecutionsOf`:
 * what the auction's solutions execute of the order, as `packSolutionExecutions` (`solutions.ts`)
 * packs it; null when none does. It is asked just before the order's row is written.
 */
export function insertAuctionOrders(
  db: Database,
  network: string,
  auctionId: number,
  orders: readonly StoredAuctionOrder[],
  solutionExecutionsOf: (order: StoredAuctionOrder) => string | null,
): void {
  insertRows(db, insertAuctionOrderSql, orders.length, (values, index) => {
    const order = orders[index]!;
    values.push(
      network,
      auctionId,
      order.uid,
      order.executed.toString(),
      serializeFeePolicies(order.protocolFees),
      solutionExecutionsOf(order),
    );
  });
}

/**
 * The executions of an order outside the auction's order list (no runner's solution has one): a
 * row the readers of the auction's orders skip, so that no solution loses an order.
 */
export function insertUnlistedExecutions(
  db: Database,
  network: string,
  auctionId: number,
  uid: Hex,
  solutionExecutions: string,
): void {
  statement(db, insertUnlistedExecutionsSql).run(network, auctionId, uid, solutionExecutions);
}

export function getAuction(db: Database, network: string, id: number): StoredAuction | undefined {
  const row = statement<[string, number], AuctionRow>(db, getAuctionSql).get(network, id);
  return row ? fromAuctionRow(row) : undefined;
}

/** The auction's id, block, prices and number of orders: its order list counted in SQLite, never read. */
export function getAuctionOutline(db: Database, network: string, id: number): AuctionOutline | undefined {
  const row = statement<[string, number], Pick<AuctionRow, 'id' | 'block' | 'prices'> & { order_count: number }>(
    db,
    getAuctionOutlineSql,
  ).get(network, id);
  return row && { id: row.id, block: row.block, prices: parseAmounts(row.prices), orderCount: row.order_count };
}

export type AuctionOutline = Pick<StoredAuction, 'id' | 'block' | 'prices'> & { orderCount: number };

export function getLatestAuction(db: Database, network: string): StoredAuction | undefined {
  const row = statement<[string], AuctionRow>(db, getLatestAuctionSql).get(network);
  return row ? fromAuctionRow(row) : undefined;
}

/** The network's latest auction id, without reading the auction. */
export function getLatestAuctionId(db: Database, network: string): number | undefined {
  return statement<[string], number | null>(db, getLatestAuctionIdSql).pluck().get(network) ?? undefined;
}

export function findAuctionOrders(db: Database, network: string, auctionId: number): StoredAuctionOrder[] {
  return statement<[string, number], { order_uid: Hex; executed: string; protocol_fees: string }>(
    db,
    findAuctionOrdersSql,
  )
    .all(network, auctionId)
    .map((row) => ({
      uid: row.order_uid,
      executed: BigInt(row.executed),
      protocolFees: parseFeePolicies(row.protocol_fees),
    }));
}

/**
 * The network's latest auction (its id, block and prices) with the entries of its listed orders
 * that `wanted` picks, in uid order: a report that follows a few orders reads the auction's other
 * entries as bare uids, neither their amounts nor their fee policies parsed.
 */
export function findLatestAuctionOrdersAmong(
  db: Database,
  network: string,
  wanted: (uid: Hex) => boolean,
): { id: number; block: number; prices: StoredAuction['prices']; orders: StoredAuctionOrder[] } | undefined {
  const auction = statement<[string], Pick<AuctionRow, 'id' | 'block' | 'prices'>>(db, getLatestAuctionPricesSql).get(
    network,
  );
  if (auction === undefined) return undefined;
  const orders: StoredAuctionOrder[] = [];
  const rows = statement<[string, number], { order_uid: Hex; executed: string; protocol_fees: string }>(
    db,
    findAuctionOrdersSql,
  ).all(network, auction.id);
  for (const row of rows) {
    if (!wanted(row.order_uid)) continue;
    orders.push({
      uid: row.order_uid,
      executed: BigInt(row.executed),
      protocolFees: parseFeePolicies(row.protocol_fees),
    });
  }
  return { id: auction.id, block: auction.block, prices: parseAmounts(auction.prices), orders };
}

/** The auctions `uid` took part in, by id, with the order's entry in each. */
export function findOrderAuctions(
  db: Database,
  network: string,
  uid: Hex,
): { auction: StoredAuction; order: StoredAuctionOrder }[] {
  return statement<
    [{ uid: string; network: string }],
    AuctionRow & { order_executed: string; order_protocol_fees: string }
  >(db, orderAuctionsSql.all)
    .all({ uid: uid.toLowerCase(), network })
    .map((row) => ({
      auction: fromAuctionRow(row),
      order: {
        uid: uid.toLowerCase() as Hex,
        executed: BigInt(row.order_executed),
        protocolFees: parseFeePolicies(row.order_protocol_fees),
      },
    }));
}
