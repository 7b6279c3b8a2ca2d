import type { Hex } from 'viem';
import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { cancelOrders } from '../../domain/orders/cancelOrders.js';
import { parseUidParam } from './dto/params.js';

export const cancelOrder: Handlers<AppContext>['cancelOrder'] = async ({ params, body }, context) => {
  await cancelOrders(
    {
      cancellation: { orderUid: parseUidParam(params.UID) },
      signature: body.signature as Hex,
      signingScheme: body.signingScheme,
    },
    { chain: context.orderbook.chain(params.network), orders: context.orderbook.stores.orders },
  );
  return { status: 200, body: 'Cancelled' };
};
