import type { Hex } from 'viem';
import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { toOrderDtoFromStored } from './dto/order.js';

/** `POST /api/v1/orders/by_uids`: found orders only; an order that fails conversion is an error item. */
export const getOrders: Handlers<AppContext>['getOrders'] = ({ params, body }, context) => {
  const chain = context.orderbook.chain(params.network);
  const uids = [...new Set(body.map((uid) => uid.toLowerCase() as Hex))];
  const orders = context.orderbook.stores.orders
    .getStoredOrders(uids)
    .filter((order) => order.network === params.network);
  return {
    status: 200,
    body: orders.map((order) => {
      try {
        return { order: toOrderDtoFromStored(order, chain) };
      } catch (error) {
        return { error: { uid: order.uid, description: error instanceof Error ? error.message : String(error) } };
      }
    }),
  };
};
