import type { ChainView } from '../ports.js';
import type { Order, OrderStatus, StoredOrderState } from './types.js';

type ExecutionFields = Pick<
  Order,
  'kind' | 'sellAmount' | 'buyAmount' | 'executedSell' | 'executedFeeAmount' | 'executedBuy'
>;
/** Only whether `cancelledAt` is set matters, so an order read as text qualifies too. */
type CancellationFields = Pick<Order, 'uid'> & { cancelledAt: Date | string | null };
type StatusFields = ExecutionFields & CancellationFields & Pick<Order, 'validTo' | 'signingScheme'>;

/** Sell orders: Σ sell − Σ signed fee reached sellAmount; buy orders: Σ buy reached buyAmount. */
export function isFullyExecuted(order: ExecutionFields): boolean {
  return order.kind === 'sell'
    ? order.executedSell - order.executedFeeAmount >= order.sellAmount
    : order.executedBuy >= order.buyAmount;
}

/**
 * Cancelled through the API, or invalidated on the simulated chain. A cancellation through the
 * API that races a settlement under way (`ChainView.isSettling`) takes effect only once that
 * settlement has run without filling the order: until then the order is not shown cancelled, and
 * a settlement that fills it makes it `fulfilled`, never `cancelled` first and `fulfilled` one
 * block later. An on-chain invalidation makes that settlement fail, so it takes effect at once.
 */
export function isCancellationInEffect(order: CancellationFields, chain: ChainView): boolean {
  if (chain.isInvalidatedOnChain(order.uid)) return true;
  return order.cancelledAt !== null && !chain.isSettling(order.uid);
}

/**
 * The order's status, derived on every read from the clock and the chain (docs/protocol.md#status-rules),
 * first match wins: fulfilled, cancelled, expired, presignaturePending, open.
 */
export function deriveOrderStatus(order: StatusFields, chain: ChainView): OrderStatus {
  return statusOf(isFullyExecuted(order), order, chain);
}

/** What a caller of `deriveStoredOrderStatus` may already know: `isCancellationInEffect`, `nowSecondsOf`. */
export type KnownStatusFacts = { cancellationInEffect?: boolean; nowSeconds?: number };

/**
 * `deriveOrderStatus` of an order read as text. `known` saves asking again: whether a
 * cancellation is in effect (`isCancellationInEffect`), the chain's time in seconds (`nowSecondsOf`,
 * e.g. once for a page).
 */
export function deriveStoredOrderStatus(
  order: StoredOrderState,
  chain: ChainView,
  known: KnownStatusFacts = {},
): OrderStatus {
  return statusOf(isStoredOrderFullyExecuted(order), order, chain, known.cancellationInEffect, known.nowSeconds);
}

/**
 * `deriveOrderStatus` of an order whose full execution is already known (`isFullyExecuted`,
 * `isStoredOrderFullyExecuted`): it changes only with a trade, while the rest follows the clock
 * and the chain.
 */
export function deriveStatusKnowingExecution(
  fullyExecuted: boolean,
  order: CancellationFields & Pick<Order, 'validTo' | 'signingScheme'>,
  chain: ChainView,
  known: KnownStatusFacts = {},
): OrderStatus {
  return statusOf(fullyExecuted, order, chain, known.cancellationInEffect, known.nowSeconds);
}

/** The chain's time in whole seconds, as `validTo` counts it. */
export function nowSecondsOf(chain: ChainView): number {
  return Math.floor(chain.now().getTime() / 1000);
}

function statusOf(
  fullyExecuted: boolean,
  order: CancellationFields & Pick<Order, 'validTo' | 'signingScheme'>,
  chain: ChainView,
  cancellationInEffect = isCancellationInEffect(order, chain),
  nowSeconds?: number,
): OrderStatus {
  if (fullyExecuted) return 'fulfilled';
  if (cancellationInEffect) return 'cancelled';
  if (order.validTo < (nowSeconds ?? nowSecondsOf(chain))) return 'expired';
  if (order.signingScheme === 'presign' && chain.presignature(order.uid)?.signed !== true) return 'presignaturePending';
  return 'open';
}

/**
 * `isFullyExecuted` of an order read as text. Most orders have nothing executed: stored amounts
 * are the decimal text of non-negative bigints, so such an order is fully executed only when the
 * amount it compares is zero, decided without parsing five uint256 texts as bigints.
 */
export function isStoredOrderFullyExecuted(order: StoredOrderState): boolean {
  if (order.kind === 'sell' ? order.executedSell === '0' && order.executedFeeAmount === '0' : order.executedBuy === '0')
    return (order.kind === 'sell' ? order.sellAmount : order.buyAmount) === '0';
  return isFullyExecuted({
    kind: order.kind,
    sellAmount: BigInt(order.sellAmount),
    buyAmount: BigInt(order.buyAmount),
    executedSell: BigInt(order.executedSell),
    executedFeeAmount: BigInt(order.executedFeeAmount),
    executedBuy: BigInt(order.executedBuy),
  });
}
