import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';

/** The default page of `GET /api/v1/auctions` (the document's `limit` default). */
const DEFAULT_LIMIT = 10;

export const listAuctions: Handlers<AppContext>['listAuctions'] = ({ params, query }, context) => ({
  status: 200,
  body: context.streams.auctionSummaries(params.network, {
    before: query.before,
    limit: query.limit ?? DEFAULT_LIMIT,
  }),
});
