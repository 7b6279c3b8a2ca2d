import type { ChainView } from '../ports.js';
import type { Order, OrderStatus } from './types.js';

/** Sell orders: Σ sell − Σ signed fee reached sellAmount; buy orders: Σ buy reached buyAmount. */
export function isFullyExecuted(order: Order): boolean {
  return order.kind === 'sell'
    ? order.executedSell - order.executedFeeAmount >= order.sellAmount
    : order.executedBuy >= order.buyAmount;
}

/** Cancelled through the API, or invalidated on the simulated chain. */
export function isInvalidated(order: Order, chain: ChainView): boolean {
  return order.cancelledAt !== null || chain.isInvalidated(order.uid);
}

/**
 * The order's status, derived on every read from the clock and the chain (PROTOCOL.md section 8),
 * first match wins: fulfilled, cancelled, expired, presignaturePending, open.
 */
export function deriveOrderStatus(order: Order, chain: ChainView): OrderStatus {
  if (isFullyExecuted(order)) return 'fulfilled';
  if (isInvalidated(order, chain)) return 'cancelled';
  if (order.validTo < Math.floor(chain.now().getTime() / 1000)) return 'expired';
  if (order.signingScheme === 'presign' && chain.presignature(order.uid)?.signed !== true) return 'presignaturePending';
  return 'open';
}
