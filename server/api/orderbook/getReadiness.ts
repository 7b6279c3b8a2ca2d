import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';

/** Ready when the database answers a read, as the reference's probe; a failing read is a 500. */
export const getReadiness: Handlers<AppContext>['getReadiness'] = ({ params }, context) => {
  context.auctions.store.latestAuctionId(params.network);
  return { status: 200, body: '' };
};
