import type { Address } from 'viem';
import type { SettledTradeRecord } from '../../domain/companion/ports.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';
import { fromTradeRow, type TradeRow } from './trades.js';

type SettledTradeRow = TradeRow & { settled_at: number; app_data: string | null };

// A trade's time is its settlement's block time; its order's app data is the order's own copy or
// the registered document of its hash.
const selectSql = `
  SELECT trades.*,
         COALESCE(attempts.end_timestamp, auctions.timestamp) AS settled_at,
         COALESCE(orders.full_app_data, app_data.full_app_data) AS app_data
  FROM trades
  JOIN orders ON orders.uid = trades.order_uid
  LEFT JOIN app_data ON app_data.hash = orders.app_data
  LEFT JOIN settlement_attempts AS attempts ON attempts.network = trades.network
    AND attempts.auction_id = trades.auction_id AND attempts.solution_uid = trades.solution_uid
  LEFT JOIN auctions ON auctions.network = trades.network AND auctions.id = trades.auction_id`;
const orderBy = 'ORDER BY settled_at, trades.network, trades.block_number, trades.log_index';

// Only orders whose app data mentions a referrer are joined to their trades.
const referredSql = `${selectSql}
  WHERE instr(COALESCE(orders.full_app_data, app_data.full_app_data, ''), '"referrer"') > 0
  ${orderBy}`;
const byOwnerSql = `${selectSql} WHERE trades.owner = ? ${orderBy}`;

/** Trades whose order's app data mentions a referrer, across networks, oldest first. */
export function findReferredTrades(db: Database): SettledTradeRecord[] {
  return statement(db, referredSql)
    .all()
    .map((row) => fromRow(row as SettledTradeRow));
}

/** The owner's trades across networks, oldest first. */
export function findSettledTradesByOwner(db: Database, owner: Address): SettledTradeRecord[] {
  return statement(db, byOwnerSql)
    .all(owner.toLowerCase())
    .map((row) => fromRow(row as SettledTradeRow));
}

function fromRow(row: SettledTradeRow): SettledTradeRecord {
  return {
    ...fromTradeRow(row),
    settledAt: new Date(row.settled_at * 1000),
    appData: row.app_data ?? undefined,
  };
}
