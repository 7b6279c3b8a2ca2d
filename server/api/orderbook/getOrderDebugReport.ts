import type { Handlers, HandlerInput } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';
import { toDebugReportDto } from './dto/auction.js';
import { toOrderDto } from './dto/order.js';
import { parseUidParam } from './dto/params.js';

/** The debug report of `GET /api/v1/debug/order/{uid}` and its restricted twin `debugOrder`. */
export function orderDebugReport(
  { params }: HandlerInput<'getOrderDebugReport'> | HandlerInput<'debugOrder'>,
  context: AppContext,
) {
  const uid = parseUidParam(params.uid);
  const { orders } = context.orderbook.stores;
  const order = orders.getOrder(uid);
  if (!order || order.network !== params.network) throw new NotFoundError(`order ${uid} was not found`);
  const { store } = context.auctions;
  return {
    status: 200 as const,
    body: toDebugReportDto({
      order,
      orderDto: toOrderDto(order, context.orderbook.chain(params.network)),
      events: orders.getEvents(uid),
      auctions: store.findOrderAuctions(params.network, uid),
      // Oldest first, as the events.
      trades: store.findTrades({ network: params.network, orderUid: uid }).reverse(),
      calldataOf: (auctionId, solutionUid) => context.auctions.winnerCalldata(params.network, auctionId, solutionUid),
    }),
  };
}

export const getOrderDebugReport: Handlers<AppContext>['getOrderDebugReport'] = orderDebugReport;
