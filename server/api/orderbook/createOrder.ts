import type { Hex } from 'viem';
import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { createOrder as createOrderInDomain } from '../../domain/orders/createOrder.js';
import { fromOrderCreationDto } from './dto/order.js';

export const createOrder: Handlers<AppContext>['createOrder'] = async ({ params, body }, context) => {
  const { orderbook } = context;
  const uid = await createOrderInDomain(fromOrderCreationDto(body), {
    chain: orderbook.chain(params.network),
    stores: orderbook.stores,
    maxOpenOutOfMarketOrders: orderbook.settings.maxOpenOutOfMarketOrders,
    isActivelyBidOn: activelyBidOnIn(orderbook, params.network),
  });
  return { status: 201, body: uid };
};

/** Not a named property of the call above: tsx's `keepNames` would name it for every submission. */
function activelyBidOnIn(orderbook: AppContext['orderbook'], network: string): (uid: Hex) => boolean {
  return (uid) => orderbook.isActivelyBidOn(network, uid);
}
