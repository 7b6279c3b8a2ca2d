import type { ChainView } from '../ports.js';
import type { Order, OrderStatus, StoredOrder } from './types.js';

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

/** Cancelled through the API, or invalidated on the simulated chain. */
export function isInvalidated(order: CancellationFields, chain: ChainView): boolean {
  return order.cancelledAt !== null || chain.isInvalidated(order.uid);
}

/**
 * The order's status, derived on every read from the clock and the chain (PROTOCOL.md section 8),
 * first match wins: fulfilled, cancelled, expired, presignaturePending, open.
 */
export function deriveOrderStatus(order: StatusFields, chain: ChainView): OrderStatus {
  if (isFullyExecuted(order)) return 'fulfilled';
  if (isInvalidated(order, chain)) return 'cancelled';
  if (order.validTo < Math.floor(chain.now().getTime() / 1000)) return 'expired';
  if (order.signingScheme === 'presign' && chain.presignature(order.uid)?.signed !== true) return 'presignaturePending';
  return 'open';
}

/** `deriveOrderStatus` of an order read as text: parses only the amounts the status compares. */
export function deriveStoredOrderStatus(order: StoredOrder, chain: ChainView): OrderStatus {
  return deriveOrderStatus(
    {
      uid: order.uid,
      kind: order.kind,
      sellAmount: BigInt(order.sellAmount),
      buyAmount: BigInt(order.buyAmount),
      executedSell: BigInt(order.executedSell),
      executedFeeAmount: BigInt(order.executedFeeAmount),
      executedBuy: BigInt(order.executedBuy),
      cancelledAt: order.cancelledAt,
      validTo: order.validTo,
      signingScheme: order.signingScheme,
    },
    chain,
  );
}
