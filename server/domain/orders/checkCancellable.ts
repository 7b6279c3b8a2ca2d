import type { Hex } from 'viem';
import { OrderCancellationError } from '../errors.js';
import type { ChainView, OrderStore } from '../ports.js';
import type { Order } from './types.js';
import { isFullyExecuted } from './deriveOrderStatus.js';

/**
 * The per-order checks of a cancellation (docs/protocol.md#cancellations), in order: unknown →
 * `OrderNotFound`; on-chain signed (presign, eip1271) → `OnChainOrder`; fully executed,
 * already cancelled, expired. Returns the order.
 */
export function checkCancellable(uid: Hex, context: { chain: ChainView; orders: OrderStore; now: Date }): Order {
  const order = context.orders.getOrder(uid);
  if (!order || order.network !== context.chain.network) {
    throw new OrderCancellationError('OrderNotFound', `order ${uid} was not found`);
  }
  if (order.signingScheme === 'presign' || order.signingScheme === 'eip1271') {
    throw new OrderCancellationError(
      'OnChainOrder',
      `order ${uid} is signed on chain (${order.signingScheme}); cancel it on chain (invalidateOrder or setPreSignature(false))`,
    );
  }
  if (isFullyExecuted(order)) throw new OrderCancellationError('OrderFullyExecuted', `order ${uid} is fully executed`);
  if (order.cancelledAt !== null || context.chain.isInvalidatedOnChain(uid)) {
    throw new OrderCancellationError('AlreadyCancelled', `order ${uid} is already cancelled`);
  }
  if (order.validTo < Math.floor(context.now.getTime() / 1000)) {
    throw new OrderCancellationError('OrderExpired', `order ${uid} has expired`);
  }
  return order;
}
