import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { toCompetitionV2Dto } from './dto/auction.js';
import { requireCompetition } from './dto/competitionParams.js';

export const getSolverCompetitionByAuctionIdV2: Handlers<AppContext>['getSolverCompetitionByAuctionIdV2'] = (
  { params },
  context,
) => {
  const competition = requireCompetition(
    context.auctions.store.getCompetition(params.network, params.auction_id),
    `auction ${params.auction_id}`,
  );
  return { status: 200, body: toCompetitionV2Dto(competition) };
};
