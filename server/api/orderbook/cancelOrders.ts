import type { Hex } from 'viem';
import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { cancelOrders as cancelOrdersInDomain } from '../../domain/orders/cancelOrders.js';

export const cancelOrders: Handlers<AppContext>['cancelOrders'] = async ({ params, body }, context) => {
  await cancelOrdersInDomain(
    {
      cancellation: { orderUids: body.orderUids as Hex[] },
      signature: body.signature as Hex,
      signingScheme: body.signingScheme,
    },
    { chain: context.orderbook.chain(params.network), orders: context.orderbook.stores.orders },
  );
  return { status: 200, body: 'Cancelled' };
};
