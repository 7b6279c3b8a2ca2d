import type { Address } from 'viem';
import type { Database } from '../open.js';
import { statement } from '../statement.js';

/** One index seek per side (migration 015); the aggregate MIN skips the side that never traded. Exported for its query-plan test. */
export const firstTradeBlockSql = `
  SELECT min(block) FROM (
    SELECT min(block_number) AS block FROM trades WHERE network = @network AND sell_token = @token
    UNION ALL
    SELECT min(block_number) FROM trades WHERE network = @network AND buy_token = @token
  )`;
// Newest auction first along the primary key; stops at the first auction that priced the token.
const latestAuctionPriceSql = `
  SELECT json_extract(prices, @path) FROM auctions
  WHERE network = @network AND json_extract(prices, @path) IS NOT NULL
  ORDER BY id DESC LIMIT 1`;

/** The block of the token's first trade on the network (as sell or buy token); undefined when it never traded. */
export function getTokenFirstTradeBlock(db: Database, network: string, token: Address): number | undefined {
  const parameters = { network, token: token.toLowerCase() };
  return statement<[typeof parameters], number | null>(db, firstTradeBlockSql).pluck().get(parameters) ?? undefined;
}

/** The token's price in the network's latest auction that priced it (native atoms per 1e18 atoms). */
export function getLatestAuctionPrice(db: Database, network: string, token: Address): bigint | undefined {
  const parameters = { network, path: `$."${token.toLowerCase()}"` };
  const price = statement<[typeof parameters], string | null>(db, latestAuctionPriceSql).pluck().get(parameters);
  return price === null || price === undefined ? undefined : BigInt(price);
}
