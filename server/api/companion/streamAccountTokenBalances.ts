import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { resolveBalancesRequest } from '../../domain/companion/balances.js';
import { BALANCE_PING_FRAME } from '../../domain/streams/balanceWatch.js';
import type { StreamingHandler } from '../../http/eventStream.js';

export const streamAccountTokenBalances: StreamingHandler<Handlers<AppContext>['streamAccountTokenBalances']> = (
  { params, query },
  context,
) => {
  // A bad token list or an unknown chain is the JSON error, before the stream opens.
  const request = resolveBalancesRequest(context.companion.services, { ...params, tokens: query.tokens });
  const { balances, connections } = context.streams;
  return {
    status: 200,
    body: connections.response((sink) => balances.subscribe(request, sink), { keepAliveFrame: BALANCE_PING_FRAME }),
  };
};
