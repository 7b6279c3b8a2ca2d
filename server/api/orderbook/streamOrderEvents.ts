import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';
import { lastEventIdOf, type StreamingHandler } from '../../http/eventStream.js';
import { parseUidParam } from './dto/params.js';

export const streamOrderEvents: StreamingHandler<Handlers<AppContext>['streamOrderEvents']> = (
  { params, headers },
  context,
) => {
  const uid = parseUidParam(params.UID);
  const order = context.orderbook.stores.orders.getOrder(uid);
  if (!order || order.network !== params.network) throw new NotFoundError(`order ${uid} was not found`);
  const lastEventId = lastEventIdOf(headers);
  const { hub, connections } = context.streams;
  return {
    status: 200,
    body: connections.response((sink) => hub.subscribe({ kind: 'order', uid }, lastEventId, sink)),
  };
};
