import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getAffiliate as findAffiliate } from '../../domain/companion/affiliates.js';

export const getAffiliate: Handlers<AppContext>['getAffiliate'] = ({ params }, context) => ({
  status: 200,
  body: findAffiliate(context.companion.services, params.address),
});
