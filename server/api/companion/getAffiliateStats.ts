import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getAffiliateStats as computeAffiliateStats } from '../../domain/companion/affiliateStats.js';

export const getAffiliateStats: Handlers<AppContext>['getAffiliateStats'] = ({ params }, context) => ({
  status: 200,
  body: computeAffiliateStats(context.companion.services, params.address),
});
