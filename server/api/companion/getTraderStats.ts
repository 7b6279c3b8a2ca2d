import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getTraderStats as computeTraderStats } from '../../domain/companion/affiliateStats.js';

export const getTraderStats: Handlers<AppContext>['getTraderStats'] = ({ params }, context) => ({
  status: 200,
  body: computeTraderStats(context.companion.services, params.address),
});
