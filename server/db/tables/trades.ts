import type { Address, Hex } from 'viem';
import type { StoredTrade, TradeFilter } from '../../domain/auctions/types.js';
import { parseProtocolFees, serializeProtocolFees } from '../jsonCodec.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';

/** A row of `trades` as SQLite returns it. */
export type TradeRow = {
  network: string;
  block_number: number;
  log_index: number;
  order_uid: string;
  owner: string;
  sell_token: string;
  buy_token: string;
  sell_amount: string;
  sell_amount_before_fees: string;
  buy_amount: string;
  executed_fee: string;
  protocol_fees: string;
  tx_hash: string;
  auction_id: number;
  solution_uid: number;
  surplus_native: string;
};

// Positional parameters: named ones cost more to bind, for 10,000 rows a block (docs/performance.md#writes).
const insertSql = `
  INSERT INTO trades (
    network, block_number, log_index, order_uid, owner, sell_token, buy_token, sell_amount, sell_amount_before_fees,
    buy_amount, executed_fee, protocol_fees, tx_hash, auction_id, solution_uid, surplus_native
  ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
// -1 as LIMIT means no limit in SQLite (trades v1 is unpaginated).
const byOwnerSql = `
  SELECT * FROM trades WHERE network = @network AND owner = @owner
  ORDER BY block_number DESC, log_index DESC LIMIT @limit OFFSET @offset`;
const byOrderSql = `
  SELECT * FROM trades WHERE order_uid = @orderUid AND network = @network
  ORDER BY block_number DESC, log_index DESC LIMIT @limit OFFSET @offset`;
const byTxHashSql = `SELECT * FROM trades WHERE tx_hash = ? AND network = ? ORDER BY log_index`;
const surplusSql = `SELECT surplus_native FROM trades WHERE network = ? AND owner = ?`;

export function insertTrade(db: Database, trade: StoredTrade): void {
  statement(db, insertSql).run(
    trade.network,
    trade.blockNumber,
    trade.logIndex,
    trade.orderUid.toLowerCase(),
    trade.owner.toLowerCase(),
    trade.sellToken.toLowerCase(),
    trade.buyToken.toLowerCase(),
    trade.sellAmount.toString(),
    trade.sellAmountBeforeFees.toString(),
    trade.buyAmount.toString(),
    trade.executedFee.toString(),
    serializeProtocolFees(trade.protocolFees),
    trade.txHash.toLowerCase(),
    trade.auctionId,
    trade.solutionUid,
    trade.surplusNative.toString(),
  );
}

export function fromTradeRow(row: TradeRow): StoredTrade {
  return {
    network: row.network,
    blockNumber: row.block_number,
    logIndex: row.log_index,
    orderUid: row.order_uid as Hex,
    owner: row.owner as Address,
    sellToken: row.sell_token as Address,
    buyToken: row.buy_token as Address,
    sellAmount: BigInt(row.sell_amount),
    sellAmountBeforeFees: BigInt(row.sell_amount_before_fees),
    buyAmount: BigInt(row.buy_amount),
    executedFee: BigInt(row.executed_fee),
    protocolFees: parseProtocolFees(row.protocol_fees),
    txHash: row.tx_hash as Hex,
    auctionId: row.auction_id,
    solutionUid: row.solution_uid,
    surplusNative: BigInt(row.surplus_native),
  };
}

/** Trades of an owner or an order, newest first; without `page`, all of them. */
export function findTrades(db: Database, filter: TradeFilter, page?: { offset: number; limit: number }): StoredTrade[] {
  const { offset = 0, limit = -1 } = page ?? {};
  const rows =
    'owner' in filter
      ? statement<[Record<string, unknown>], TradeRow>(db, byOwnerSql).all({
          network: filter.network,
          owner: filter.owner.toLowerCase(),
          limit,
          offset,
        })
      : statement<[Record<string, unknown>], TradeRow>(db, byOrderSql).all({
          network: filter.network,
          orderUid: filter.orderUid.toLowerCase(),
          limit,
          offset,
        });
  return rows.map(fromTradeRow);
}

export function findTradesByTxHash(db: Database, network: string, txHash: Hex): StoredTrade[] {
  return statement<[string, string], TradeRow>(db, byTxHashSql).all(txHash.toLowerCase(), network).map(fromTradeRow);
}

/** Σ surplus of the owner's trades in native wei, summed exactly (SQLite's sum would go through REAL). */
export function sumSurplusByOwner(db: Database, network: string, owner: Address): bigint {
  let total = 0n;
  for (const value of statement<[string, string], string>(db, surplusSql).pluck().iterate(network, owner.toLowerCase()))
    total += BigInt(value);
  return total;
}
