import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { toCompetitionV2Dto } from './dto/auction.js';
import { requireCompetition } from './dto/competitionParams.js';

export const getSolverCompetitionLatestV2: Handlers<AppContext>['getSolverCompetitionLatestV2'] = (
  { params },
  context,
) => {
  const competition = requireCompetition(
    context.auctions.store.getLatestCompetition(params.network),
    'the latest auction',
  );
  return { status: 200, body: toCompetitionV2Dto(competition) };
};
