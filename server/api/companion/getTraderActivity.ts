import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getTraderActivity as computeTraderActivity } from '../../domain/companion/affiliateStats.js';

export const getTraderActivity: Handlers<AppContext>['getTraderActivity'] = ({ params }, context) => ({
  status: 200,
  body: computeTraderActivity(context.companion.services, params.address),
});
