import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';
import { simulateOrder, storedOrderToSimulate } from '../../domain/orders/simulateOrder.js';
import { parseUidParam } from './dto/params.js';
import { simulationBlockOf } from './dto/simulation.js';

export const debugSimulation: Handlers<AppContext>['debugSimulation'] = async ({ params, query }, context) => {
  const uid = parseUidParam(params.uid);
  const { orders, appData } = context.orderbook.stores;
  const order = orders.getOrder(uid);
  if (!order || order.network !== params.network) throw new NotFoundError(`order ${uid} was not found`);
  const block = simulationBlockOf(context, params.network, query.block_number);
  const chain = context.orderbook.chain(params.network);
  return { status: 200, body: await simulateOrder(storedOrderToSimulate(order, appData), chain, block) };
};
