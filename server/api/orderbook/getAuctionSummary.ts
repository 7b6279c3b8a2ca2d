import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../domain/errors.js';

export const getAuctionSummary: Handlers<AppContext>['getAuctionSummary'] = ({ params }, context) => {
  const [summary] = context.streams.auctionSummaries(params.network, { before: params.auction_id + 1, limit: 1 });
  if (summary?.auctionId !== params.auction_id) {
    throw new NotFoundError(`no auction ${params.auction_id} on ${params.network}`);
  }
  return { status: 200, body: summary };
};
