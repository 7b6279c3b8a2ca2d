import type { Hex } from 'viem';
import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';
import { toOrderDtoFromStored } from './dto/order.js';
import { parseUidParam } from './dto/params.js';

export const getOrder: Handlers<AppContext>['getOrder'] = ({ params }, context) => {
  const uid: Hex = parseUidParam(params.UID);
  const order = context.orderbook.stores.orders.getStoredOrder(uid);
  if (!order || order.network !== params.network) throw new NotFoundError(`order ${uid} was not found`);
  return { status: 200, body: toOrderDtoFromStored(order, context.orderbook.chain(params.network)) };
};
