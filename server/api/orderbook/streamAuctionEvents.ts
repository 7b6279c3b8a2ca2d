import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { lastEventIdOf, type StreamingHandler } from '../../http/eventStream.js';

export const streamAuctionEvents: StreamingHandler<Handlers<AppContext>['streamAuctionEvents']> = (
  { params, headers },
  context,
) => {
  const lastEventId = lastEventIdOf(headers);
  const { hub, connections } = context.streams;
  return {
    status: 200,
    body: connections.response((sink) =>
      hub.subscribe({ kind: 'auctions', network: params.network }, lastEventId, sink),
    ),
  };
};
