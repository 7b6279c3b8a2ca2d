import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { parseTxHashParam } from './dto/competitionParams.js';
import { toOrderDto } from './dto/order.js';

/** Every order with a trade in the transaction, in log order (empty when none). */
export const getOrdersByTxHash: Handlers<AppContext>['getOrdersByTxHash'] = ({ params }, context) => {
  const uids = context.auctions.store.findOrderUidsByTxHash(params.network, parseTxHashParam(params.txHash));
  const chain = context.orderbook.chain(params.network);
  const orders = context.orderbook.stores.orders.getOrders(uids);
  return { status: 200, body: orders.map((order) => toOrderDto(order, chain)) };
};
