import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { toCompetitionV1Dto } from './dto/auction.js';
import { requireCompetition } from './dto/competitionParams.js';

export const getSolverCompetitionLatest: Handlers<AppContext>['getSolverCompetitionLatest'] = ({ params }, context) => {
  const competition = requireCompetition(
    context.auctions.store.getLatestCompetition(params.network),
    'the latest auction',
  );
  return { status: 200, body: toCompetitionV1Dto(competition) };
};
