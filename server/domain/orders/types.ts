/**
 * Domain types of the order book: bigint amounts, lower-case addresses, plain data.
 * DTO mappers in `server/api/orderbook/dto/` convert them to and from the wire.
 */
import type { Address, Hex } from 'viem';

export type OrderKind = 'sell' | 'buy';
export type SigningScheme = 'eip712' | 'ethsign' | 'presign' | 'eip1271';
export type SellTokenSource = 'erc20' | 'internal' | 'external';
export type BuyTokenDestination = 'erc20' | 'internal';
export type OrderClass = 'market' | 'limit' | 'liquidity';
export type OrderStatus = 'presignaturePending' | 'open' | 'fulfilled' | 'cancelled' | 'expired';
export type PriceQuality = 'fast' | 'optimal' | 'verified';

export type Interaction = { target: Address; value: bigint; callData: Hex };
export type Interactions = { pre: Interaction[]; post: Interaction[] };

/** The quote an order was matched to, as stored with the order (`StoredOrderQuote`). */
export type StoredQuote = {
  gasAmount: bigint;
  gasPrice: bigint;
  /** Native atoms per sell-token atom, as a decimal string (may have a fraction). */
  sellTokenPrice: string;
  sellAmount: bigint;
  buyAmount: bigint;
  feeAmount: bigint;
  solver: Address;
  verified: boolean;
};

/** A quote as stored by `POST /api/v1/quote` (priceQuality optimal/verified). */
export type QuoteRecord = StoredQuote & {
  id: number;
  network: string;
  from: Address;
  sellToken: Address;
  buyToken: Address;
  kind: OrderKind;
  signingScheme: SigningScheme;
  onchainOrder: boolean;
  appDataHash: Hex;
  /** For before-fee sell quotes: the whole amount the trader offered. */
  sellAmountBeforeFee: bigint | undefined;
  createdAt: Date;
  expiresAt: Date;
};

/** An order as stored. Executed amounts are running sums over its trades. */
export type Order = {
  uid: Hex;
  network: string;
  owner: Address;
  createdAt: Date;
  sellToken: Address;
  buyToken: Address;
  receiver: Address | null;
  sellAmount: bigint;
  buyAmount: bigint;
  validTo: number;
  appData: Hex;
  fullAppData: string | null;
  feeAmount: bigint;
  kind: OrderKind;
  partiallyFillable: boolean;
  sellTokenBalance: SellTokenSource;
  buyTokenBalance: BuyTokenDestination;
  signingScheme: SigningScheme;
  signature: Hex;
  class: OrderClass;
  validFrom: number | null;
  interactions: Interactions;
  quoteId: number | null;
  quote: StoredQuote | null;
  outOfMarket: boolean;
  cancelledAt: Date | null;
  executedSell: bigint;
  executedSellBeforeFees: bigint;
  executedBuy: bigint;
  executedFeeAmount: bigint;
  executedFee: bigint;
};

/** `T` with its bigint fields as the decimal strings (`bigint.toString()`) they are stored as. */
export type AsDecimalText<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] };

/**
 * What of an order changes after creation (cancellation, executed sums) and what its status derives
 * from, as stored text: what reads that only show an order need besides what never changes.
 */
export type StoredOrderState = AsDecimalText<
  Pick<
    Order,
    | 'uid'
    | 'owner'
    | 'kind'
    | 'sellAmount'
    | 'buyAmount'
    | 'validTo'
    | 'signingScheme'
    | 'executedSell'
    | 'executedSellBeforeFees'
    | 'executedBuy'
    | 'executedFeeAmount'
    | 'executedFee'
  >
> & {
  /** ISO-8601, or null when not cancelled through the API. */
  cancelledAt: string | null;
};

export type OrderEventLabel =
  'created' | 'ready' | 'filtered' | 'invalid' | 'executing' | 'considered' | 'traded' | 'cancelled';

/** `auctionId`: the auction an auction stage or a trade came from (null for other events). */
export type OrderEvent = { label: OrderEventLabel; timestamp: Date; reason: string | null; auctionId: number | null };

/** The stages one auction moves an order through, in order: in the auction, in a solution, in a winner. */
export const AUCTION_STAGES = ['ready', 'considered', 'executing'] as const satisfies readonly OrderEventLabel[];
export type AuctionStage = (typeof AUCTION_STAGES)[number];
