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
/**
 * The columns the reads select, in `fromQuoteValues`' order. The reads return arrays
 * (better-sqlite3 `raw()`): a row as an object of 21 named keys costs the driver ~10 times what
 * finding it by its id does (docs/performance.md#the-fifth-round).
 */
const selectQuoteColumns = ['id', ...insertedQuoteColumns].join(', ');
const getQuoteSql = `SELECT ${selectQuoteColumns} FROM quotes WHERE network = ? AND id = ?`;
// The amount comparisons of docs/protocol.md#linking-a-quote-to-an-order, each on its own index
// (migration 006); one lookup per index, as SQLite answers an OR over different columns with a
// scan. UNION drops a quote both find. A before-fee quote's sell_amount_before_fee equals its
// sell_amount_plus_fee (a CHECK keeps it so), so the second lookup also finds an order signed for
// the whole amount offered. Bounded like the lookup before it: the 100 matches expiring last.
const findSellQuotesSql = `
  SELECT ${selectQuoteColumns} FROM quotes
  WHERE network = @network AND sell_token = @sellToken AND buy_token = @buyToken AND kind = 'sell'
    AND sell_amount IN (@sellAmount, @sellAmountPlusFee) AND expires_at_ms >= @nowMs
  UNION
  SELECT ${selectQuoteColumns} FROM quotes
  WHERE network = @network AND sell_token = @sellToken AND buy_token = @buyToken AND kind = 'sell'
    AND sell_amount_plus_fee = @sellAmount AND expires_at_ms >= @nowMs
  ORDER BY expires_at_ms DESC, id DESC
  LIMIT 100`;
const findBuyQuotesSql = `
  SELECT ${selectQuoteColumns} FROM quotes
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
  // In `insertedQuoteColumns`' order; an array, not a row object mapped to one.
  const values = [
    quote.network,
    quote.from.toLowerCase(),
    quote.sellToken.toLowerCase(),
    quote.buyToken.toLowerCase(),
    quote.kind,
    quote.sellAmount.toString(),
    quote.buyAmount.toString(),
    quote.feeAmount.toString(),
    (quote.sellAmount + quote.feeAmount).toString(),
    quote.gasAmount.toString(),
    quote.gasPrice.toString(),
    quote.sellTokenPrice,
    quote.verified ? 1 : 0,
    quote.solver.toLowerCase(),
    quote.signingScheme,
    quote.onchainOrder ? 1 : 0,
    quote.appDataHash.toLowerCase(),
    quote.sellAmountBeforeFee?.toString() ?? null,
    quote.createdAt.toISOString(),
    quote.expiresAt.getTime(),
  ];
  return Number(statement(db, insertQuoteSql).run(...values).lastInsertRowid);
}

export function getQuote(db: Database, network: string, id: number): QuoteRecord | undefined {
  const values = statement<[string, number], unknown[]>(db, getQuoteSql).raw(true).get(network, id);
  return values ? fromQuoteValues(values) : undefined;
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
      ? statement<[Record<string, unknown>], unknown[]>(db, findSellQuotesSql)
          .raw(true)
          .all({
            network,
            sellToken,
            buyToken,
            nowMs,
            sellAmount: parameters.sellAmount.toString(),
            sellAmountPlusFee: (parameters.sellAmount + parameters.feeAmount).toString(),
          })
      : statement<[Record<string, unknown>], unknown[]>(db, findBuyQuotesSql).raw(true).all({
          network,
          sellToken,
          buyToken,
          nowMs,
          buyAmount: parameters.buyAmount.toString(),
        });
  return rows.map(fromQuoteValues);
}

/** The quote of a raw row of `selectQuoteColumns` (the id, then `insertedQuoteColumns`). */
function fromQuoteValues(values: readonly unknown[]): QuoteRecord {
  const sellAmountBeforeFee = values[18] as string | null;
  return {
    id: values[0] as number,
    network: values[1] as string,
    from: values[2] as Address,
    sellToken: values[3] as Address,
    buyToken: values[4] as Address,
    kind: values[5] as QuoteRecord['kind'],
    sellAmount: BigInt(values[6] as string),
    buyAmount: BigInt(values[7] as string),
    feeAmount: BigInt(values[8] as string),
    // values[9] is sell_amount_plus_fee, for the lookups only.
    gasAmount: BigInt(values[10] as string),
    gasPrice: BigInt(values[11] as string),
    sellTokenPrice: values[12] as string,
    verified: values[13] === 1,
    solver: values[14] as Address,
    signingScheme: values[15] as QuoteRecord['signingScheme'],
    onchainOrder: values[16] === 1,
    appDataHash: values[17] as Hex,
    sellAmountBeforeFee: sellAmountBeforeFee === null ? undefined : BigInt(sellAmountBeforeFee),
    createdAt: new Date(values[19] as string),
    expiresAt: new Date(values[20] as number),
  };
}
