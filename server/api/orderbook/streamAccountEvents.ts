import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { lastEventIdOf, type StreamingHandler } from '../../http/eventStream.js';
import { parseAddressParam } from './dto/params.js';

export const streamAccountEvents: StreamingHandler<Handlers<AppContext>['streamAccountEvents']> = (
  { params, headers },
  context,
) => {
  const owner = parseAddressParam(params.owner);
  const lastEventId = lastEventIdOf(headers);
  const { hub, connections } = context.streams;
  return {
    status: 200,
    body: connections.response((sink) =>
      hub.subscribe({ kind: 'account', network: params.network, owner }, lastEventId, sink),
    ),
  };
};
