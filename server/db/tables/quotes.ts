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

const insertQuoteSql = `
  INSERT INTO quotes (
    network, from_address, sell_token, buy_token, kind, sell_amount, buy_amount, fee_amount, gas_amount,
    gas_price, sell_token_price, verified, solver, signing_scheme, onchain_order, app_data_hash,
    sell_amount_before_fee, created_at, expires_at_ms
  ) VALUES (
    @network, @from_address, @sell_token, @buy_token, @kind, @sell_amount, @buy_amount, @fee_amount, @gas_amount,
    @gas_price, @sell_token_price, @verified, @solver, @signing_scheme, @onchain_order, @app_data_hash,
    @sell_amount_before_fee, @created_at, @expires_at_ms
  )`;
const getQuoteSql = `SELECT * FROM quotes WHERE network = ? AND id = ?`;
const findQuotesSql = `
  SELECT * FROM quotes
  WHERE network = @network AND sell_token = @sellToken AND buy_token = @buyToken AND kind = @kind
    AND expires_at_ms >= @nowMs
  -- Follows quotes_by_pair to the end instead of sorting every unexpired quote of the pair.
  ORDER BY expires_at_ms DESC, id DESC
  LIMIT 100`;

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
  return Number(statement(db, insertQuoteSql).run(row).lastInsertRowid);
}

export function getQuote(db: Database, network: string, id: number): QuoteRecord | undefined {
  const row = statement<[string, number], QuoteRow>(db, getQuoteSql).get(network, id);
  return row ? fromQuoteRow(row) : undefined;
}

export function findQuotes(
  db: Database,
  parameters: { network: string; sellToken: Address; buyToken: Address; kind: string; now: Date },
): QuoteRecord[] {
  return statement<[Record<string, unknown>], QuoteRow>(db, findQuotesSql)
    .all({
      network: parameters.network,
      sellToken: parameters.sellToken.toLowerCase(),
      buyToken: parameters.buyToken.toLowerCase(),
      kind: parameters.kind,
      nowMs: parameters.now.getTime(),
    })
    .map(fromQuoteRow);
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
