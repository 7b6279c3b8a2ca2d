import type { Address, Hex } from 'viem';
import type { QuoteRecord } from '../../domain/orders/types.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';

export type QuoteRow = {
  id: number;
  network: string;
  from_address: string;
  sell_token: string;
  buy_token: string;
  kind: string;
  sell_amount: string;
  buy_amount: string;
  fee_amount: string;
  sell_amount_plus_fee: string;
  gas_amount: string;
  gas_price: string;
  sell_token_price: string;
  verified: number;
  solver: string;
  signing_scheme: string;
  onchain_order: number;
  app_data_hash: string;
  sell_amount_before_fee: string | null;
  created_at: string;
  expires_at_ms: number;
};

/** The columns `insertQuote` writes (all but the id SQLite issues), in its statement's order. */
const insertedQuoteColumns = [
  'network',
  'from_address',
  'sell_token',
  'buy_token',
  'kind',
  'sell_amount',
  'buy_amount',
  'fee_amount',
  'sell_amount_plus_fee',
  'gas_amount',
  'gas_price',
  'sell_token_price',
  'verified',
  'solver',
  'signing_scheme',
  'onchain_order',
  'app_data_hash',
  'sell_amount_before_fee',
  'created_at',
  'expires_at_ms',
] as const satisfies readonly Exclude<keyof QuoteRow, 'id'>[];
// Every column but the id is written (a compile error names the one missing here).
const everyQuoteColumnInserted: Exclude<keyof QuoteRow, 'id' | (typeof insertedQuoteColumns)[number]> extends never
  ? true
  : never = true;
void everyQuoteColumnInserted;
// Positional values: better-sqlite3 looks each named parameter up on the object (slower, and
// insertQuote runs with every quote and every unquoted submission).
const insertQuoteSql = `INSERT INTO quotes (${insertedQuoteColumns.join(', ')})
  VALUES (${insertedQuoteColumns.map(() => '?').join(', ')})`;
const getQuoteSql = `SELECT * FROM quotes WHERE network = ? AND id = ?`;
// The amount comparisons of docs/protocol.md#linking-a-quote-to-an-order, each on its own index
// (migration 006); one lookup per index, as SQLite answers an OR over different columns with a
// scan. UNION drops a quote both find. A before-fee quote's sell_amount_before_fee equals its
// sell_amount_plus_fee (a CHECK keeps it so), so the second lookup also finds an order signed for
// the whole amount offered. Bounded like the lookup before it: the 100 matches expiring last.
const findSellQuotesSql = `
  SELECT * FROM quotes
  WHERE network = @network AND sell_token = @sellToken AND buy_token = @buyToken AND kind = 'sell'
    AND sell_amount IN (@sellAmount, @sellAmountPlusFee) AND expires_at_ms >= @nowMs
  UNION
  SELECT * FROM quotes
  WHERE network = @network AND sell_token = @sellToken AND buy_token = @buyToken AND kind = 'sell'
    AND sell_amount_plus_fee = @sellAmount AND expires_at_ms >= @nowMs
  ORDER BY expires_at_ms DESC, id DESC
  LIMIT 100`;
const findBuyQuotesSql = `
  SELECT * FROM quotes
  WHERE network = @network AND sell_token = @sellToken AND buy_token = @buyToken AND kind = 'buy'
    AND buy_amount = @buyAmount
    AND expires_at_ms >= @nowMs
  ORDER BY expires_at_ms DESC, id DESC
  LIMIT 100`;
// LIMIT 100 bounds the work per submission: the newest 100 matching quotes are ranked (verified
// first, then price, in findQuoteForOrder), so a better match older than 100 identical-amount
// quotes of the pair is not considered.
/** The statements of {@link findQuotes}, for the test that checks they follow the indexes. */
export const findQuotesSql = { sell: findSellQuotesSql, buy: findBuyQuotesSql } as const;

export function insertQuote(db: Database, quote: Omit<QuoteRecord, 'id'>): number {
  const row: Omit<QuoteRow, 'id'> = {
    network: quote.network,
    from_address: quote.from.toLowerCase(),
    sell_token: quote.sellToken.toLowerCase(),
    buy_token: quote.buyToken.toLowerCase(),
    kind: quote.kind,
    sell_amount: quote.sellAmount.toString(),
    buy_amount: quote.buyAmount.toString(),
    fee_amount: quote.feeAmount.toString(),
    sell_amount_plus_fee: (quote.sellAmount + quote.feeAmount).toString(),
    gas_amount: quote.gasAmount.toString(),
    gas_price: quote.gasPrice.toString(),
    sell_token_price: quote.sellTokenPrice,
    verified: quote.verified ? 1 : 0,
    solver: quote.solver.toLowerCase(),
    signing_scheme: quote.signingScheme,
    onchain_order: quote.onchainOrder ? 1 : 0,
    app_data_hash: quote.appDataHash.toLowerCase(),
    sell_amount_before_fee: quote.sellAmountBeforeFee?.toString() ?? null,
    created_at: quote.createdAt.toISOString(),
    expires_at_ms: quote.expiresAt.getTime(),
  };
  const values = insertedQuoteColumns.map((column) => row[column]);
  return Number(statement(db, insertQuoteSql).run(...values).lastInsertRowid);
}

export function getQuote(db: Database, network: string, id: number): QuoteRecord | undefined {
  const row = statement<[string, number], QuoteRow>(db, getQuoteSql).get(network, id);
  return row ? fromQuoteRow(row) : undefined;
}

export type FindQuotesParameters = {
  network: string;
  sellToken: Address;
  buyToken: Address;
  kind: 'sell' | 'buy';
  /** The order's amounts (docs/protocol.md#linking-a-quote-to-an-order). */
  sellAmount: bigint;
  buyAmount: bigint;
  feeAmount: bigint;
  now: Date;
};

/**
 * Unexpired quotes of the pair and kind whose amounts match the order's
 * (docs/protocol.md#linking-a-quote-to-an-order), at most the 100 expiring last, in no particular
 * order of preference.
 */
export function findQuotes(db: Database, parameters: FindQuotesParameters): QuoteRecord[] {
  const network = parameters.network;
  const sellToken = parameters.sellToken.toLowerCase();
  const buyToken = parameters.buyToken.toLowerCase();
  const nowMs = parameters.now.getTime();
  // Each binding written out: new keys added after a spread (`{ ...pair, sellAmount }`) take V8's
  // slow path one by one.
  const rows =
    parameters.kind === 'sell'
      ? statement<[Record<string, unknown>], QuoteRow>(db, findSellQuotesSql).all({
          network,
          sellToken,
          buyToken,
          nowMs,
          sellAmount: parameters.sellAmount.toString(),
          sellAmountPlusFee: (parameters.sellAmount + parameters.feeAmount).toString(),
        })
      : statement<[Record<string, unknown>], QuoteRow>(db, findBuyQuotesSql).all({
          network,
          sellToken,
          buyToken,
          nowMs,
          buyAmount: parameters.buyAmount.toString(),
        });
  return rows.map(fromQuoteRow);
}

function fromQuoteRow(row: QuoteRow): QuoteRecord {
  return {
    id: row.id,
    network: row.network,
    from: row.from_address as Address,
    sellToken: row.sell_token as Address,
    buyToken: row.buy_token as Address,
    kind: row.kind as QuoteRecord['kind'],
    sellAmount: BigInt(row.sell_amount),
    buyAmount: BigInt(row.buy_amount),
    feeAmount: BigInt(row.fee_amount),
    gasAmount: BigInt(row.gas_amount),
    gasPrice: BigInt(row.gas_price),
    sellTokenPrice: row.sell_token_price,
    verified: row.verified === 1,
    solver: row.solver as Address,
    signingScheme: row.signing_scheme as QuoteRecord['signingScheme'],
    onchainOrder: row.onchain_order === 1,
    appDataHash: row.app_data_hash as Hex,
    sellAmountBeforeFee: row.sell_amount_before_fee === null ? undefined : BigInt(row.sell_amount_before_fee),
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at_ms),
  };
}
