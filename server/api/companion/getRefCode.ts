import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getRefCode as findRefCode } from '../../domain/companion/affiliateStats.js';

export const getRefCode: Handlers<AppContext>['getRefCode'] = ({ params }, context) => ({
  status: 200,
  body: findRefCode(context.companion.services, params.code),
});
