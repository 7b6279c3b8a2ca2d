import type { Address, Hex } from 'viem';
import { interactionsAsText, quoteAsText } from '../../domain/orders/asDecimalText.js';
import {
  AUCTION_STAGES,
  type AuctionStage,
  type Order,
  type OrderEvent,
  type OrderEventLabel,
} from '../../domain/orders/types.js';
import type { Database } from '../open.js';
import { noteOrdersOfOwnerWritten } from './orderWrites.js';
import { insertRows, statement } from '../statement.js';

/** A row of `orders` as SQLite returns it. */
export type OrderRow = {
  uid: string;
  network: string;
  owner: string;
  created_at: string;
  created_at_ms: number;
  sell_token: string;
  buy_token: string;
  receiver: string | null;
  sell_amount: string;
  buy_amount: string;
  valid_to: number;
  app_data: string;
  full_app_data: string | null;
  fee_amount: string;
  kind: string;
  partially_fillable: number;
  sell_token_balance: string;
  buy_token_balance: string;
  signing_scheme: string;
  signature: string;
  class: string;
  valid_from: number | null;
  interactions: string;
  quote_id: number | null;
  out_of_market: number;
  quote: string | null;
  cancelled_at: string | null;
  executed_sell: string;
  executed_sell_before_fees: string;
  executed_buy: string;
  executed_fee_amount: string;
  executed_fee: string;
};

/**
 * The columns of `OrderRow`, in the order the reads below select them. Those reads return arrays
 * (better-sqlite3 `raw()`) turned into rows by `rowOf`: building a 32-key object per row in the
 * driver costs about as much again as the read itself (docs/performance.md#order-reads), `rowOf`'s
 * literal (in this order) does not.
 */
const orderColumns = [
  'uid',
  'network',
  'owner',
  'created_at',
  'created_at_ms',
  'sell_token',
  'buy_token',
  'receiver',
  'sell_amount',
  'buy_amount',
  'valid_to',
  'app_data',
  'full_app_data',
  'fee_amount',
  'kind',
  'partially_fillable',
  'sell_token_balance',
  'buy_token_balance',
  'signing_scheme',
  'signature',
  'class',
  'valid_from',
  'interactions',
  'quote_id',
  'out_of_market',
  'quote',
  'cancelled_at',
  'executed_sell',
  'executed_sell_before_fees',
  'executed_buy',
  'executed_fee_amount',
  'executed_fee',
] as const satisfies readonly (keyof OrderRow)[];
// Every OrderRow key is selected (a compile error names the one missing here).
const everyColumnSelected: Exclude<keyof OrderRow, (typeof orderColumns)[number]> extends never ? true : never = true;
void everyColumnSelected;

const selectOrderColumns = orderColumns.join(', ');

/**
 * The row of `orderColumns`' values. A literal, not a loop over the column names: keys added one by
 * one under computed names leave the object in V8's dictionary mode, and `fromOrderRow`'s reads
 * from it cost as much again (docs/performance.md#order-reads). Same order as
 * `orderColumns` (solvableOrders.test.ts reads every column back).
 */
function rowOf(values: readonly unknown[]): OrderRow {
  return {
    uid: values[0],
    network: values[1],
    owner: values[2],
    created_at: values[3],
    created_at_ms: values[4],
    sell_token: values[5],
    buy_token: values[6],
    receiver: values[7],
    sell_amount: values[8],
    buy_amount: values[9],
    valid_to: values[10],
    app_data: values[11],
    full_app_data: values[12],
    fee_amount: values[13],
    kind: values[14],
    partially_fillable: values[15],
    sell_token_balance: values[16],
    buy_token_balance: values[17],
    signing_scheme: values[18],
    signature: values[19],
    class: values[20],
    valid_from: values[21],
    interactions: values[22],
    quote_id: values[23],
    out_of_market: values[24],
    quote: values[25],
    cancelled_at: values[26],
    executed_sell: values[27],
    executed_sell_before_fees: values[28],
    executed_buy: values[29],
    executed_fee_amount: values[30],
    executed_fee: values[31],
  } as OrderRow;
}

/** The columns `fromOrderValues` reads, of the table aliased `alias`, for raw reads that join more. */
export function selectOrderColumnsOf(alias: string): string {
  return orderColumns.map((column) => `${alias}.${column}`).join(', ');
}

/** Number of values `selectOrderColumnsOf` selects (a raw row's further values follow them). */
export const ORDER_COLUMN_COUNT = orderColumns.length;

/** The order of a raw row that starts with `selectOrderColumnsOf`'s columns. */
export function fromOrderValues(values: readonly unknown[]): Order {
  return fromOrderRow(rowOf(values));
}

const getOrderByUidSql = `SELECT ${selectOrderColumns} FROM orders WHERE uid = ?`;
const hasOrderSql = `SELECT 1 FROM orders WHERE uid = ?`;

// One statement for a list of uids (a JSON array), not one lookup per uid: 128 lookups cost 128
// round trips through the driver.
const getOrdersByUidsSql = `SELECT ${selectOrderColumns} FROM orders WHERE uid IN (SELECT value FROM json_each(?))`;

const countOpenOutOfMarketSql = `
  SELECT count(*) AS count FROM orders
  WHERE network = @network AND owner = @owner AND cancelled_at IS NULL AND out_of_market = 1 AND valid_to >= @nowSeconds`;

const cancelOrderSql = `UPDATE orders SET cancelled_at = @cancelledAt WHERE uid = @uid AND cancelled_at IS NULL RETURNING network, owner`;

/**
 * `<table>.order_uid = <uid>` in the form the uid-key indexes of `order_events`, `auction_orders`
 * and `solution_orders` answer (migrations 012 and 013): the uid's first 8 hex digits, then the
 * whole uid. `uid` is an SQL expression, `table` the table's name or alias.
 */
export function orderUidMatchSql(uid: string, table: string): string {
  return `substr(${table}.order_uid, 3, 8) = substr(${uid}, 3, 8) AND ${table}.order_uid = ${uid}`;
}

const insertEventSql = `
  INSERT INTO order_events (order_uid, label, reason, timestamp, with_earlier_stages, auction_id) VALUES (?, ?, ?, ?, ?, ?)`;
/** The reads of one order's events (exported for their query-plan test). */
export const orderEventsSql = {
  all: `
  SELECT label, reason, timestamp, with_earlier_stages, auction_id FROM order_events WHERE ${orderUidMatchSql('@uid', 'order_events')}
  ORDER BY id`,
  latestLabel: `SELECT label FROM order_events WHERE ${orderUidMatchSql('@uid', 'order_events')} ORDER BY id DESC LIMIT 1`,
};

export function toOrderRow(order: Order): OrderRow {
  return rowOf(orderValues(order));
}

/** The stored text of an order without hooks, the usual case. */
const NO_INTERACTIONS_TEXT = JSON.stringify({ pre: [], post: [] });

/** `order`'s values of `orderColumns`, in their order (`rowOf` names them). */
function orderValues(order: Order): unknown[] {
  const { interactions } = order;
  return [
    order.uid,
    order.network,
    order.owner,
    order.createdAt.toISOString(),
    order.createdAt.getTime(),
    order.sellToken,
    order.buyToken,
    order.receiver,
    order.sellAmount.toString(),
    order.buyAmount.toString(),
    order.validTo,
    order.appData,
    order.fullAppData,
    order.feeAmount.toString(),
    order.kind,
    order.partiallyFillable ? 1 : 0,
    order.sellTokenBalance,
    order.buyTokenBalance,
    order.signingScheme,
    order.signature,
    order.class,
    order.validFrom,
    interactions.pre.length === 0 && interactions.post.length === 0
      ? NO_INTERACTIONS_TEXT
      : JSON.stringify(interactionsAsText(interactions)),
    order.quoteId,
    order.outOfMarket ? 1 : 0,
    order.quote ? JSON.stringify(quoteAsText(order.quote)) : null,
    order.cancelledAt?.toISOString() ?? null,
    order.executedSell.toString(),
    order.executedSellBeforeFees.toString(),
    order.executedBuy.toString(),
    order.executedFeeAmount.toString(),
    order.executedFee.toString(),
  ];
}

export function fromOrderRow(row: OrderRow): Order {
  const interactions = JSON.parse(row.interactions) as Record<
    'pre' | 'post',
    { target: Address; value: string; callData: Hex }[]
  >;
  const quote = row.quote ? (JSON.parse(row.quote) as Record<string, unknown>) : null;
  return {
    uid: row.uid as Hex,
    network: row.network,
    owner: row.owner as Address,
    createdAt: new Date(row.created_at_ms),
    sellToken: row.sell_token as Address,
    buyToken: row.buy_token as Address,
    receiver: row.receiver as Address | null,
    sellAmount: BigInt(row.sell_amount),
    buyAmount: BigInt(row.buy_amount),
    validTo: row.valid_to,
    appData: row.app_data as Hex,
    fullAppData: row.full_app_data,
    feeAmount: BigInt(row.fee_amount),
    kind: row.kind as Order['kind'],
    partiallyFillable: row.partially_fillable === 1,
    sellTokenBalance: row.sell_token_balance as Order['sellTokenBalance'],
    buyTokenBalance: row.buy_token_balance as Order['buyTokenBalance'],
    signingScheme: row.signing_scheme as Order['signingScheme'],
    signature: row.signature as Hex,
    class: row.class as Order['class'],
    validFrom: row.valid_from,
    interactions: { pre: interactions.pre.map(interactionOfText), post: interactions.post.map(interactionOfText) },
    quoteId: row.quote_id,
    quote: quote
      ? {
          gasAmount: BigInt(quote.gasAmount as string),
          gasPrice: BigInt(quote.gasPrice as string),
          sellTokenPrice: quote.sellTokenPrice as string,
          sellAmount: BigInt(quote.sellAmount as string),
          buyAmount: BigInt(quote.buyAmount as string),
          feeAmount: BigInt(quote.feeAmount as string),
          solver: quote.solver as Address,
          verified: quote.verified as boolean,
        }
      : null,
    outOfMarket: row.out_of_market === 1,
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
    executedSell: BigInt(row.executed_sell),
    executedSellBeforeFees: BigInt(row.executed_sell_before_fees),
    executedBuy: BigInt(row.executed_buy),
    executedFeeAmount: BigInt(row.executed_fee_amount),
    executedFee: BigInt(row.executed_fee),
  };
}

function interactionOfText(interaction: { target: Address; value: string; callData: Hex }) {
  return { ...interaction, value: BigInt(interaction.value) };
}

/** Every column of `orderColumns`, as positional values. */
const insertOrderSql = `INSERT INTO orders (${orderColumns.join(', ')}) VALUES (${orderColumns.map(() => '?').join(', ')})`;

export function insertOrder(db: Database, order: Order): void {
  // Positional values: better-sqlite3 looks each named parameter up on the object, a cost 34 times
  // a submission (docs/performance.md#writes); spread arguments also bind faster than one array.
  statement(db, insertOrderSql).run(...orderValues(order));
  noteOrdersOfOwnerWritten(db, order.network, order.owner);
}

/** The prepared statement for `sql` on `db`, in raw mode (rows as arrays of `orderColumns`). */
function rawStatement<Parameters extends unknown[]>(db: Database, sql: string) {
  const prepared = statement<Parameters, unknown[]>(db, sql);
  // Idempotent; the statement is cached per connection and only ever used raw.
  return prepared.raw(true);
}

export function getOrderByUid(db: Database, uid: Hex): Order | undefined {
  const values = rawStatement<[string]>(db, getOrderByUidSql).get(uid.toLowerCase());
  return values ? fromOrderRow(rowOf(values)) : undefined;
}

/** Whether the order of `uid` is stored: the uid index alone, no row read or decoded. */
export function hasOrder(db: Database, uid: Hex): boolean {
  return statement<[string], number>(db, hasOrderSql).pluck().get(uid.toLowerCase()) !== undefined;
}

/** The orders of `uids` that exist, in the order of `uids` (a repeated uid repeats its order). */
export function getOrdersByUids(db: Database, uids: readonly Hex[]): Order[] {
  return readByUids(
    uids,
    (uidsJson) => rawStatement<[string]>(db, getOrdersByUidsSql).all(uidsJson).map(fromOrderValues),
    (order) => order.uid,
  );
}

/**
 * The orders `read` finds for the lower-cased `uids` (given as a JSON array), in the order of
 * `uids`: a repeated uid repeats its order, a missing one is left out.
 */
function readByUids<T>(uids: readonly Hex[], read: (uidsJson: string) => T[], uidOf: (order: T) => string): T[] {
  if (uids.length === 0) return [];
  const lowerCaseUids = uids.map((uid) => uid.toLowerCase());
  const found = new Map<string, T>();
  for (const order of read(JSON.stringify(lowerCaseUids))) found.set(uidOf(order), order);
  return lowerCaseUids.flatMap((uid) => found.get(uid) ?? []);
}

export function countOpenOutOfMarketOrders(
  db: Database,
  parameters: { network: string; owner: Address; now: Date },
): number {
  const row = statement<[{ network: string; owner: string; nowSeconds: number }], { count: number }>(
    db,
    countOpenOutOfMarketSql,
  ).get({
    network: parameters.network,
    owner: parameters.owner.toLowerCase(),
    nowSeconds: Math.floor(parameters.now.getTime() / 1000),
  });
  return row?.count ?? 0;
}

export function cancelOrder(db: Database, uid: Hex, cancelledAt: Date): boolean {
  const cancelled = statement<[{ uid: string; cancelledAt: string }], { network: string; owner: string }>(
    db,
    cancelOrderSql,
  ).get({ uid: uid.toLowerCase(), cancelledAt: cancelledAt.toISOString() });
  if (cancelled === undefined) return false;
  noteOrdersOfOwnerWritten(db, cancelled.network, cancelled.owner);
  return true;
}

/**
 * Records one event of `uid`. With `withEarlierStages` (auction stages only) the row stands for the
 * stages before `label` too, at the same time (migration 007): `getOrderEvents` shows them all.
 * `auctionId`: the auction the event came from (migration `auction_explanations`).
 */
export function insertOrderEvent(
  db: Database,
  uid: Hex,
  label: OrderEventLabel,
  timestamp: Date,
  reason: string | null = null,
  withEarlierStages = false,
  auctionId: number | null = null,
) {
  insertOrderEvents(db, [
    { uid, label, timestamp, reason, withEarlierStages, ...(auctionId === null ? {} : { auctionId }) },
  ]);
}

export type OrderEventWrite = {
  uid: Hex;
  label: OrderEventLabel;
  timestamp: Date;
  reason: string | null;
  /** An auction stage standing for the stages before it too (`insertOrderEvent`). */
  withEarlierStages?: boolean;
  /** The auction of an auction stage, the settled auction of a trade. */
  auctionId?: number;
};

/** Records events as `insertOrderEvent` does, in their order, several rows a statement (`insertRows`). */
export function insertOrderEvents(db: Database, events: readonly OrderEventWrite[]): void {
  // A block's events mostly share one time: its text is built once.
  let time: Date | undefined;
  let timeText = '';
  insertRows(db, insertEventSql, events.length, (values, index) => {
    const event = events[index]!;
    if (event.timestamp !== time) timeText = (time = event.timestamp).toISOString();
    values.push(
      event.uid.toLowerCase(),
      event.label,
      event.reason,
      timeText,
      event.withEarlierStages ? 1 : 0,
      event.auctionId ?? null,
    );
  });
}

/** The events of `uid`, oldest first (a row with earlier stages shows each of them). */
export function getOrderEvents(db: Database, uid: Hex): OrderEvent[] {
  const rows = statement<
    [{ uid: string }],
    {
      label: OrderEventLabel;
      reason: string | null;
      timestamp: string;
      with_earlier_stages: number;
      auction_id: number | null;
    }
  >(db, orderEventsSql.all).all({ uid: uid.toLowerCase() });
  return rows.flatMap((row) => {
    const stage = AUCTION_STAGES.indexOf(row.label as AuctionStage);
    if (row.with_earlier_stages === 0 || stage < 0)
      return [{ label: row.label, reason: row.reason, timestamp: new Date(row.timestamp), auctionId: row.auction_id }];
    return AUCTION_STAGES.slice(0, stage + 1).map((label) => ({
      label,
      reason: label === row.label ? row.reason : null,
      timestamp: new Date(row.timestamp),
      auctionId: row.auction_id,
    }));
  });
}

export function getLatestOrderEventLabel(db: Database, uid: Hex): OrderEventLabel | undefined {
  return statement<[{ uid: string }], { label: OrderEventLabel }>(db, orderEventsSql.latestLabel).get({
    uid: uid.toLowerCase(),
  })?.label;
}
