import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';
import { deriveOrderStatus } from '../../domain/orders/deriveOrderStatus.js';
import { toAuctionDto } from './dto/auction.js';

/**
 * The latest auction. A block with no solvable order stores no auction, so the latest one may be
 * blocks old: its orders that are no longer open (cancelled, invalidated, expired, filled or
 * unsigned since) are left out, as the next auction would leave them out.
 */
export const getCurrentBatchAuction: Handlers<AppContext>['getCurrentBatchAuction'] = ({ params }, context) => {
  const latest = context.auctions.store.getLatestAuction(params.network);
  if (!latest) throw new NotFoundError('There is no active auction');
  const chain = context.orderbook.chain(params.network);
  const orders = context.orderbook.stores.orders
    .getOrders(latest.orders.map((entry) => entry.uid))
    .filter((order) => deriveOrderStatus(order, chain) === 'open');
  return {
    status: 200,
    body: toAuctionDto(latest.auction, latest.orders, new Map(orders.map((order) => [order.uid, order]))),
  };
};
