/**
 * What the order-book domain needs from the outside, as interfaces: the simulated chain of one
 * network (implemented over `simulator/index.ts`) and the stores (implemented in `server/db/`).
 * The domain imports no Koa, no SQL and no simulator internals.
 */
import type { Address, Hex } from 'viem';
import type { Order, OrderEvent, OrderEventLabel, OrderKind, QuoteRecord } from './orders/types.js';

export type TokenInfo = {
  address: Address;
  symbol: string;
  decimals: number;
  /** Why the protocol refuses the token (fee-on-transfer, rebasing...); undefined when supported. */
  unsupported?: string | undefined;
  /** Share of each transfer a fee-on-transfer token keeps, in basis points; undefined when none. */
  transferFeeBps?: number | undefined;
  /** The reason every transfer of the token reverts with; undefined when transfers work. */
  transferRevert?: string | undefined;
};

export type RouteEstimate = {
  sellAmount: bigint;
  buyAmount: bigint;
  /** Gas of the trade alone (no hooks, no ERC-1271 verification). */
  gas: bigint;
};

/** The simulated chain of one network, read synchronously. */
export type ChainView = {
  readonly network: string;
  readonly chainId: number;
  readonly wrappedNativeToken: Address | undefined;
  now(): Date;
  getToken(address: Address): TokenInfo | undefined;
  balanceOf(token: Address, owner: Address): bigint;
  allowance(token: Address, owner: Address, spender: Address): bigint;
  /** The latest PreSignature event for `uid`, if any. */
  presignature(uid: Hex): { signed: boolean } | undefined;
  /** Whether an `OrderInvalidated` event for `uid` is on the simulated chain (an on-chain cancellation). */
  isInvalidatedOnChain(uid: Hex): boolean;
  /**
   * Whether a settlement that trades `uid` is under way: the order is in a winning solution of the
   * network's latest auction, which settles when the next block is mined (a submitted transaction
   * not mined yet). A cancellation through the API cannot stop it.
   */
  isSettling(uid: Hex): boolean;
  isValidSignature1271(wallet: Address, digest: Hex, signature: Hex): boolean;
  isBanned(address: Address): boolean;
  /** Wei per gas unit. */
  gasPrice(): bigint;
  /** Native wei per 1e18 atoms of `token` (the auction price format); undefined = no price. */
  nativePrice(token: Address): bigint | undefined;
  /**
   * The trade on each route that has the liquidity, in the chain's fixed order (the direct pool,
   * then the path through the wrapped native token): the quote's price sources. Empty: no liquidity.
   */
  estimateRoutes(parameters: {
    sellToken: Address;
    buyToken: Address;
    kind: OrderKind;
    amount: bigint;
  }): readonly RouteEstimate[];
};

/** Registered app data documents (the registry `domain/appData.ts` works on). */
export type AppDataStore = {
  /** Full app data text registered for `hash` (lower-case), if any. */
  getFullAppData(hash: Hex): string | undefined;
  /** Stores the text unless the hash is known; true when it inserted. */
  insertFullAppData(hash: Hex, fullAppData: string): boolean;
};

export type QuoteStore = {
  /** Stores the quote; resolves with its id once it is committed (writes of one turn commit together). */
  insertQuote(quote: Omit<QuoteRecord, 'id'>): Promise<number>;
  getQuote(network: string, id: number): QuoteRecord | undefined;
  /**
   * Unexpired quotes at `now` of the pair and kind whose amounts match the order's
   * (docs/protocol.md#linking-a-quote-to-an-order), at most the 100 expiring last, in no particular
   * order.
   */
  findQuotes(parameters: {
    network: string;
    sellToken: Address;
    buyToken: Address;
    kind: OrderKind;
    sellAmount: bigint;
    buyAmount: bigint;
    feeAmount: bigint;
    now: Date;
  }): QuoteRecord[];
};

export type InsertOrderOptions = {
  replaces?: Hex | undefined;
  now: Date;
  freshQuote?: Omit<QuoteRecord, 'id'> | undefined;
  /**
   * Checks against stored state, run inside the write's transaction (some also ran earlier, where
   * the error order needs them); throwing refuses the order.
   */
  recheck?: (() => void) | undefined;
};

export type OrderStore = {
  getOrder(uid: Hex): Order | undefined;
  /** Whether an order with `uid` is stored (without reading it). */
  hasOrder(uid: Hex): boolean;
  /** The orders that exist, in the order of `uids`. */
  getOrders(uids: readonly Hex[]): Order[];
  /** Open (not cancelled, validTo ≥ now) out-of-market orders of `owner`. */
  countOpenOutOfMarketOrders(parameters: { network: string; owner: Address; now: Date }): number;
  /**
   * Inserts the order and its `created` event, and its app data text in the registry (a known hash
   * keeps its text); cancels `replaces` and stores `freshQuote` (as the
   * order's quote, its id becoming `quoteId`) in the same transaction, after `recheck` (which may
   * throw to refuse the order, writing nothing). Resolves once committed; the writes of one turn
   * commit together.
   */
  insertOrder(order: Order, options: InsertOrderOptions): Promise<void>;
  /**
   * Cancels every order in one transaction and records a `cancelled` event for each (an order
   * cancelled meanwhile keeps its first cancellation). Resolves once committed; like submissions,
   * the writes of one turn commit together, and a cancellation that fails writes none of its orders.
   */
  cancelOrders(uids: readonly Hex[], now: Date): Promise<void>;
  getEvents(uid: Hex): OrderEvent[];
  latestEventLabel(uid: Hex): OrderEventLabel | undefined;
};

export type OrderbookStores = {
  appData: AppDataStore;
  quotes: QuoteStore;
  orders: OrderStore;
};
