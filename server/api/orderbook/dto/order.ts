/**
 * Order DTOs: wire JSON (decimal strings, lower-case hex) ⇄ domain orders (bigints).
 */
import type { Address, Hex } from 'viem';
import type { components } from '../../../../generated/orderbook/types.js';
import { SETTLEMENT_CONTRACT } from '../../../../simulator/index.js';
import type { OrderCreation } from '../../../domain/orders/createOrder.js';
import { interactionsAsText } from '../../../domain/orders/asDecimalText.js';
import {
  deriveStoredOrderStatus,
  isCancellationInEffect,
  nowSecondsOf,
} from '../../../domain/orders/deriveOrderStatus.js';
import type { Order, StoredOrderState, StoredQuote } from '../../../domain/orders/types.js';
import type { ChainView } from '../../../domain/ports.js';
import type { CachedOrderJson, CachedOrderRead } from '../../../context.js';
import { utf8OfParts } from '../../../http/serializedJson.js';

type OrderDto = components['schemas']['Order'];
type OrderCreationDto = components['schemas']['OrderCreation'];

const settlementContract = SETTLEMENT_CONTRACT.toLowerCase() as Address;

/** The members of `Order` that never change after creation, before those that do… */
type OrderDtoHead = Pick<
  OrderDto,
  | 'uid'
  | 'owner'
  | 'creationDate'
  | 'sellToken'
  | 'buyToken'
  | 'receiver'
  | 'sellAmount'
  | 'buyAmount'
  | 'validTo'
  | 'appData'
  | 'fullAppData'
  | 'feeAmount'
  | 'kind'
  | 'partiallyFillable'
  | 'sellTokenBalance'
  | 'buyTokenBalance'
  | 'signingScheme'
  | 'signature'
  | 'class'
>;
/** …and after them. */
type OrderDtoTail = Pick<
  OrderDto,
  'executedFeeToken' | 'settlementContract' | 'isLiquidityOrder' | 'quote' | 'interactions' | 'validFrom'
>;
/** The members that change after creation, between head and tail. */
type OrderDtoChanging = Pick<
  OrderDto,
  | 'status'
  | 'invalidated'
  | 'availableBalance'
  | 'executedSellAmount'
  | 'executedSellAmountBeforeFees'
  | 'executedBuyAmount'
  | 'executedFeeAmount'
  | 'executedFee'
>;

export function toOrderDto(order: Order, chain: ChainView): OrderDto {
  const changing = orderDtoChanging(toStoredOrderState(order), chain);
  // Object.assign, not a literal of three spreads: that object is much slower to build and to
  // serialize (docs/performance.md#order-reads).
  return Object.assign(orderDtoHead(order), changing, orderDtoTail(order));
}

function orderDtoHead(order: Order): OrderDtoHead {
  return {
    uid: order.uid,
    owner: order.owner,
    creationDate: order.createdAt.toISOString(),
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    receiver: order.receiver,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    validTo: order.validTo,
    appData: order.appData,
    fullAppData: order.fullAppData,
    feeAmount: order.feeAmount.toString(),
    kind: order.kind,
    partiallyFillable: order.partiallyFillable,
    sellTokenBalance: order.sellTokenBalance,
    buyTokenBalance: order.buyTokenBalance,
    signingScheme: order.signingScheme,
    signature: order.signature,
    class: order.class,
  };
}

/**
 * The members that change after creation. An order invalidated on chain is `invalidated` and
 * `cancelled`, without `onchainUser`: the reference names an on-chain user only for orders placed
 * on chain (EthFlow), which batchbook does not have.
 */
function orderDtoChanging(
  state: StoredOrderState,
  chain: ChainView,
  nowSeconds = nowSecondsOf(chain),
): OrderDtoChanging {
  // One chain lookup for the status and `invalidated` (the wire's name for a cancellation in effect).
  const invalidated = isCancellationInEffect(state, chain);
  return {
    status: deriveStoredOrderStatus(state, chain, { cancellationInEffect: invalidated, nowSeconds }),
    invalidated,
    availableBalance: null,
    executedSellAmount: state.executedSell,
    executedSellAmountBeforeFees: state.executedSellBeforeFees,
    executedBuyAmount: state.executedBuy,
    executedFeeAmount: state.executedFeeAmount,
    executedFee: state.executedFee,
  };
}

function orderDtoTail(order: Order): OrderDtoTail {
  const tail: OrderDtoTail = {
    executedFeeToken: order.sellToken,
    settlementContract,
    isLiquidityOrder: false,
    quote: order.quote ? toStoredQuoteDto(order.quote) : null,
    interactions: interactionsAsText(order.interactions),
  };
  if (order.validFrom !== null) tail.validFrom = order.validFrom;
  return tail;
}

/** What changes after creation, as the stored text the order reads return. */
export function toStoredOrderState(order: Order): StoredOrderState {
  return {
    uid: order.uid,
    owner: order.owner,
    kind: order.kind,
    sellAmount: order.sellAmount.toString(),
    buyAmount: order.buyAmount.toString(),
    validTo: order.validTo,
    signingScheme: order.signingScheme,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    executedSell: order.executedSell.toString(),
    executedSellBeforeFees: order.executedSellBeforeFees.toString(),
    executedBuy: order.executedBuy.toString(),
    executedFeeAmount: order.executedFeeAmount.toString(),
    executedFee: order.executedFee.toString(),
  };
}

/**
 * The format of what `toCachedOrderJson` writes, stored with each entry of the order JSON cache
 * (`orderJsonCache.ts`): entries of another format are rendered again when read. Raise it with any
 * change to that output; `order.test.ts` pins a fingerprint of it so that a change cannot go
 * unnoticed.
 */
export const ORDER_JSON_FORMAT = 1;

/**
 * The parts of `JSON.stringify(toOrderDto(order, chain))` that never change, for the order JSON
 * cache: `head` is the object up to and including `class` without its closing brace
 * (`{"uid":…,"class":"limit"`), `tail` the members from `executedFeeToken` on, without braces;
 * the reads splice the members that do change between them. The same members, serialized by the
 * same code as `toOrderDto`. None for an order whose `fullAppData` has a lone surrogate: stored as
 * text, it reads back otherwise (better-sqlite3 writes it as invalid UTF-8, read as U+FFFDs), so
 * that order is shown from its columns every time.
 */
export function toCachedOrderJson(order: Order): CachedOrderJson | undefined {
  if (order.fullAppData !== null && loneSurrogate.test(order.fullAppData)) return undefined;
  const head = JSON.stringify(orderDtoHead(order));
  const tail = JSON.stringify(orderDtoTail(order));
  return { head: head.slice(0, -1), tail: tail.slice(1, -1) };
}
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * `JSON.stringify(toOrderDto(order, chain))` of an order as the cached reads return it, byte for
 * byte (`order.test.ts`): its cached parts around the members that change; an order without them
 * the long way.
 */
export function toOrderJson(order: CachedOrderRead, chain: ChainView): string {
  const parts: string[] = [];
  appendOrderJson(parts, order, chain, nowSecondsOf(chain));
  return parts.join('');
}

/** `JSON.stringify(orders.map((order) => toOrderDto(order, chain)))`, as `toOrderJson`. */
export function toOrdersJson(orders: readonly CachedOrderRead[], chain: ChainView): string {
  // One join of the pieces, not a string per order joined again (docs/performance.md#order-reads).
  return ordersJsonParts(orders, chain).join('');
}

/** `toOrdersJson` as UTF-8 bytes, for a response body (`utf8OfParts`: no 1.2 MB string between). */
export function toOrdersJsonBytes(orders: readonly CachedOrderRead[], chain: ChainView): Buffer {
  return utf8OfParts(ordersJsonParts(orders, chain));
}

function ordersJsonParts(orders: readonly CachedOrderRead[], chain: ChainView): string[] {
  // One instant for the whole list: the clock is read once, not once per order.
  const nowSeconds = nowSecondsOf(chain);
  const parts = ['['];
  for (let index = 0; index < orders.length; index += 1) {
    if (index > 0) parts.push(',');
    appendOrderJson(parts, orders[index]!, chain, nowSeconds);
  }
  parts.push(']');
  return parts;
}

/**
 * `orderDtoChanging`'s members are written out here, not serialized: a small object per order is
 * a visible part of a page (docs/performance.md#order-reads). They are decimal text, booleans and
 * enum names: nothing to escape.
 */
function appendOrderJson(parts: string[], order: CachedOrderRead, chain: ChainView, nowSeconds: number): void {
  if (order.cached === null) {
    parts.push(JSON.stringify(toOrderDto(order.order, chain)));
    return;
  }
  const { state, cached } = order;
  const { status, invalidated } = orderDtoChanging(state, chain, nowSeconds);
  parts.push(
    cached.head,
    `,"status":"${status}","invalidated":${invalidated},"availableBalance":null` +
      `,"executedSellAmount":"${state.executedSell}","executedSellAmountBeforeFees":"${state.executedSellBeforeFees}"` +
      `,"executedBuyAmount":"${state.executedBuy}","executedFeeAmount":"${state.executedFeeAmount}"` +
      `,"executedFee":"${state.executedFee}",`,
    cached.tail,
    '}',
  );
}

export function toStoredQuoteDto(quote: StoredQuote): components['schemas']['StoredOrderQuote'] {
  return {
    gasAmount: quote.gasAmount.toString(),
    gasPrice: quote.gasPrice.toString(),
    sellTokenPrice: quote.sellTokenPrice,
    sellAmount: quote.sellAmount.toString(),
    buyAmount: quote.buyAmount.toString(),
    feeAmount: quote.feeAmount.toString(),
    solver: quote.solver,
    verified: quote.verified,
  };
}

/** A schema-validated creation body → domain input (amounts may still overflow uint256). */
export function fromOrderCreationDto(dto: OrderCreationDto): OrderCreation {
  return {
    sellToken: dto.sellToken as Address,
    buyToken: dto.buyToken as Address,
    receiver: (dto.receiver ?? null) as Address | null,
    sellAmount: BigInt(dto.sellAmount),
    buyAmount: BigInt(dto.buyAmount),
    validTo: dto.validTo,
    appData: dto.appData,
    appDataHash: (dto.appDataHash ?? null) as Hex | null,
    feeAmount: BigInt(dto.feeAmount),
    kind: dto.kind,
    partiallyFillable: dto.partiallyFillable,
    sellTokenBalance: dto.sellTokenBalance ?? 'erc20',
    buyTokenBalance: dto.buyTokenBalance ?? 'erc20',
    signingScheme: dto.signingScheme,
    signature: dto.signature as Hex,
    from: (dto.from ?? null) as Address | null,
    quoteId: dto.quoteId ?? null,
  };
}
