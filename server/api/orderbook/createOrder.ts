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
    isActivelyBidOn: (orderUid) => orderbook.isActivelyBidOn(params.network, orderUid),
  });
  return { status: 201, body: uid };
};
