/**
 * Storage of the order book API's cache of order JSON (`server/api/orderbook/orderJsonCache.ts`
 * owns it: what is cached, in which format, when it is rendered). Each order may have one entry:
 * the two texts of its JSON that never change after creation, rendered in a numbered format, kept
 * in the order's row (`json_format`, `json_head`, `json_tail`, migration 017) so that the reads
 * find it with no second lookup. The reads below return an order's changing state with its entry
 * in the asked format, or the whole order when it has none (not rendered yet, or in another
 * format). The rest of the order book never reads or writes these columns.
 */
import type { Address, Hex } from 'viem';
import type { Order, StoredOrderState } from '../../domain/orders/types.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';
import { getOrdersByUids } from './orders.js';

/** An order's JSON that never changes, as the cache stores it: the text before its changing members and after them. */
export type CachedOrderJson = { head: string; tail: string };

/**
 * An order as the cached reads return it: its changing state with its cache entry, or, without an
 * entry in the asked format, the whole order to render one from.
 */
export type CachedOrderRead = { state: StoredOrderState; cached: CachedOrderJson } | { order: Order; cached: null };

/** The uid of a `CachedOrderRead`, whichever form it was read in. */
function uidOfCachedRead(read: CachedOrderRead): Hex {
  return read.cached === null ? read.order.uid : read.state.uid;
}

/**
 * One text per row: SQLite joins what changes after creation and the cache entry with the ASCII
 * unit separator (`concat_ws`), `cachedReadOf` splits them apart. better-sqlite3 has a cost on each
 * value it hands over (and more on each row array), so one text a row and its split is cheaper than
 * 15 values (docs/performance.md#order-reads). No value holds the separator: hex, decimal and enum
 * text, ISO-8601 times, and JSON written by `JSON.stringify` (which escapes control characters).
 * Without an entry in the format the text is the uid alone.
 */
const cachedReadFrom = (where: string) => `
  SELECT CASE WHEN json_format IS @format THEN concat_ws(char(31),
    uid, owner, kind, sell_amount, buy_amount, valid_to, signing_scheme, ifnull(cancelled_at, ''),
    executed_sell, executed_sell_before_fees, executed_buy, executed_fee_amount, executed_fee,
    json_head, json_tail) ELSE uid END
  FROM orders
  ${where}`;

const cachedReadByUidSql = cachedReadFrom(`WHERE uid = @uid AND network = @network`);
// One statement for a list of uids (a JSON array), not one lookup per uid: 128 lookups cost 128
// round trips through the driver. `+network` keeps SQLite from reading the network's orders
// through `orders_by_owner` and testing each against the list (a scan of every order), which it
// plans without the unary plus: each uid is looked up by the primary key.
export const cachedReadsByUidsSql = cachedReadFrom(
  `WHERE uid IN (SELECT value FROM json_each(@uids)) AND +network = @network`,
);
// Newest first, creation-time ties newest first: `orders_by_owner` read backwards (migration 005).
const cachedReadsByOwnerSql = cachedReadFrom(`
  WHERE network = @network AND owner = @owner
  ORDER BY created_at_ms DESC, rowid DESC
  LIMIT @limit OFFSET @offset`);

const storeSql = `UPDATE orders SET json_format = @format, json_head = @head, json_tail = @tail WHERE uid = @uid`;

/** The values of a cached read's text, split. */
type CachedReadValues = [
  uid: Hex,
  owner: Address,
  kind: StoredOrderState['kind'],
  sellAmount: string,
  buyAmount: string,
  validTo: string,
  signingScheme: StoredOrderState['signingScheme'],
  cancelledAt: string,
  executedSell: string,
  executedSellBeforeFees: string,
  executedBuy: string,
  executedFeeAmount: string,
  executedFee: string,
  head: string,
  tail: string,
];

const unitSeparator = '\x1f';

/** The read of one row's text, or the uid of an order without an entry. */
function cachedReadOf(text: string): CachedOrderRead | Hex {
  if (!text.includes(unitSeparator)) return text as Hex;
  const [
    uid,
    owner,
    kind,
    sellAmount,
    buyAmount,
    validTo,
    signingScheme,
    cancelledAt,
    executedSell,
    executedSellBeforeFees,
    executedBuy,
    executedFeeAmount,
    executedFee,
    head,
    tail,
  ] = text.split(unitSeparator) as CachedReadValues;
  return {
    state: {
      uid,
      owner,
      kind,
      sellAmount,
      buyAmount,
      validTo: Number(validTo),
      signingScheme,
      cancelledAt: cancelledAt === '' ? null : cancelledAt,
      executedSell,
      executedSellBeforeFees,
      executedBuy,
      executedFeeAmount,
      executedFee,
    },
    cached: { head, tail },
  };
}

/** The texts' reads, in their order; orders without an entry read whole (one more query). */
function cachedReadsOf(db: Database, texts: readonly string[]): CachedOrderRead[] {
  const read = texts.map(cachedReadOf);
  const uncached = read.filter((entry): entry is Hex => typeof entry === 'string');
  if (uncached.length === 0) return read as CachedOrderRead[];
  const whole = new Map(getOrdersByUids(db, uncached).map((order) => [order.uid, order]));
  return read.flatMap((entry) => {
    if (typeof entry !== 'string') return [entry];
    const order = whole.get(entry);
    return order ? [{ order, cached: null }] : [];
  });
}

/** The prepared statement for `sql` on `db`, answering each row's one text. */
function textStatement<Parameters extends unknown[]>(db: Database, sql: string) {
  // Idempotent; the statement is cached per connection and only ever used plucked.
  return statement<Parameters, string>(db, sql).pluck(true);
}

/** The order of `uid` on `network` with its entry in `format`. */
export function readCachedOrder(
  db: Database,
  parameters: { network: string; uid: Hex; format: number },
): CachedOrderRead | undefined {
  const text = textStatement<[typeof parameters]>(db, cachedReadByUidSql).get({
    ...parameters,
    uid: parameters.uid.toLowerCase() as Hex,
  });
  return text === undefined ? undefined : cachedReadsOf(db, [text])[0];
}

/** The orders of `uids` on `network` that exist, in the order of `uids`, with their entries in `format`. */
export function readCachedOrders(
  db: Database,
  parameters: { network: string; uids: readonly Hex[]; format: number },
): CachedOrderRead[] {
  const { network, uids, format } = parameters;
  if (uids.length === 0) return [];
  const lowerCaseUids = uids.map((uid) => uid.toLowerCase());
  const texts = textStatement<[{ network: string; uids: string; format: number }]>(db, cachedReadsByUidsSql).all({
    network,
    uids: JSON.stringify(lowerCaseUids),
    format,
  });
  const found = new Map<string, CachedOrderRead>();
  for (const read of cachedReadsOf(db, texts)) found.set(uidOfCachedRead(read), read);
  // A repeated uid repeats its order, a missing one is left out.
  return lowerCaseUids.flatMap((uid) => found.get(uid) ?? []);
}

/** A page of `owner`'s orders on `network`, newest first, with their entries in `format`. */
export function readCachedOrdersByOwner(
  db: Database,
  parameters: { network: string; owner: Address; offset: number; limit: number; format: number },
): CachedOrderRead[] {
  const texts = textStatement<[typeof parameters]>(db, cachedReadsByOwnerSql).all({
    ...parameters,
    owner: parameters.owner.toLowerCase() as Address,
  });
  return cachedReadsOf(db, texts);
}

/** Stores (or replaces) the entry of the order of `uid`; nothing when no such order is stored. */
export function storeCachedOrderJson(db: Database, entry: { uid: Hex; format: number } & CachedOrderJson): void {
  statement(db, storeSql).run({ ...entry, uid: entry.uid.toLowerCase() });
}
