import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { toCompetitionV2Dto } from './dto/auction.js';
import { parseTxHashParam, requireCompetition } from './dto/competitionParams.js';

export const getSolverCompetitionByTxHashV2: Handlers<AppContext>['getSolverCompetitionByTxHashV2'] = (
  { params },
  context,
) => {
  const txHash = parseTxHashParam(params.tx_hash);
  const competition = requireCompetition(
    context.auctions.store.getCompetitionByTxHash(params.network, txHash),
    `transaction ${txHash}`,
  );
  return { status: 200, body: toCompetitionV2Dto(competition) };
};
