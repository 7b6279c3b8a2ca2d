import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { POOLS_HISTORY_DEFAULT_BLOCKS, getPoolsHistory as poolsHistory } from '../../domain/companion/pools.js';

export const getPoolsHistory: Handlers<AppContext>['getPoolsHistory'] = ({ params, query }, context) => ({
  status: 200,
  body: poolsHistory(context.companion.services, params.chainId, query.blocks ?? POOLS_HISTORY_DEFAULT_BLOCKS),
});
