import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { notImplemented } from '../notImplemented.js';

/** One handler per companion operationId (companion issue implements them). */
export const companionHandlers: Handlers<AppContext> = {
  getUsdPrice: notImplemented('getUsdPrice'),
  getTopTokenHolders: notImplemented('getTopTokenHolders'),
  getHooks: notImplemented('getHooks'),
  getAccountNotifications: notImplemented('getAccountNotifications'),
  createAffiliate: notImplemented('createAffiliate'),
  getAffiliate: notImplemented('getAffiliate'),
};
