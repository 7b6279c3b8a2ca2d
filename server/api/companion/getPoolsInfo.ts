import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getPoolsInfo as findPoolsInfo } from '../../domain/companion/pools.js';

export const getPoolsInfo: Handlers<AppContext>['getPoolsInfo'] = ({ params, body }, context) => ({
  status: 200,
  body: findPoolsInfo(context.companion.services, { chainId: params.chainId, poolAddresses: body }),
});
