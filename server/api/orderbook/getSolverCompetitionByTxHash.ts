import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { toCompetitionV1Dto } from './dto/auction.js';
import { parseTxHashParam, requireCompetition } from './dto/competitionParams.js';

export const getSolverCompetitionByTxHash: Handlers<AppContext>['getSolverCompetitionByTxHash'] = (
  { params },
  context,
) => {
  const txHash = parseTxHashParam(params.tx_hash);
  const competition = requireCompetition(
    context.auctions.store.getCompetitionByTxHash(params.network, txHash),
    `transaction ${txHash}`,
  );
  return { status: 200, body: toCompetitionV1Dto(competition) };
};
