import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';
import { toAuctionDto } from './dto/auction.js';

export const getCurrentBatchAuction: Handlers<AppContext>['getCurrentBatchAuction'] = ({ params }, context) => {
  const latest = context.auctions.store.getLatestAuction(params.network);
  if (!latest) throw new NotFoundError('There is no active auction');
  const orders = context.orderbook.stores.orders.getOrders(latest.orders.map((entry) => entry.uid));
  return {
    status: 200,
    body: toAuctionDto(latest.auction, latest.orders, new Map(orders.map((order) => [order.uid, order]))),
  };
};
