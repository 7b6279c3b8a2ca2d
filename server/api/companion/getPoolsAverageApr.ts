import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { POOLS_CACHE_CONTROL, getPoolsAverageApr as averageApr } from '../../domain/companion/pools.js';

export const getPoolsAverageApr: Handlers<AppContext>['getPoolsAverageApr'] = ({ params }, context) => ({
  status: 200,
  body: averageApr(context.companion.services, params.chainId),
  headers: { 'Cache-Control': POOLS_CACHE_CONTROL },
});
