import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import type { HandlersStreaming } from '../../http/eventStream.js';
import { createAffiliate } from './createAffiliate.js';
import { getAccountNotifications } from './getAccountNotifications.js';
import { getAffiliate } from './getAffiliate.js';
import { getHooks } from './getHooks.js';
import { getTopTokenHolders } from './getTopTokenHolders.js';
import { getUsdPrice } from './getUsdPrice.js';
import { getTokenDetails } from './getTokenDetails.js';
import { getTokensDetails } from './getTokensDetails.js';
import { getSlippageTolerance } from './getSlippageTolerance.js';
import { getVolatilityDetails } from './getVolatilityDetails.js';
import { getAccountTokenBalances } from './getAccountTokenBalances.js';
import { getAddressBalances } from './getAddressBalances.js';
import { streamAccountTokenBalances } from './streamAccountTokenBalances.js';
import { addNotificationChannel } from './addNotificationChannel.js';
import { listNotificationChannels } from './listNotificationChannels.js';
import { removeNotificationChannel } from './removeNotificationChannel.js';
import { getPoolsInfo } from './getPoolsInfo.js';
import { getPoolsAverageApr } from './getPoolsAverageApr.js';
import { getPoolsHistory } from './getPoolsHistory.js';
import { getAffiliateStats } from './getAffiliateStats.js';
import { getTraderStats } from './getTraderStats.js';
import { getTraderActivity } from './getTraderActivity.js';
import { getRefCode } from './getRefCode.js';
import { simulateBundle } from './simulateBundle.js';

/** One handler per companion operationId. */
export const companionHandlers: HandlersStreaming<Handlers<AppContext>, 'streamAccountTokenBalances'> = {
  getUsdPrice,
  getTopTokenHolders,
  getHooks,
  getAccountNotifications,
  createAffiliate,
  getAffiliate,
  getTokenDetails,
  getTokensDetails,
  getSlippageTolerance,
  getVolatilityDetails,
  getAccountTokenBalances,
  getAddressBalances,
  streamAccountTokenBalances,
  listNotificationChannels,
  addNotificationChannel,
  removeNotificationChannel,
  getPoolsInfo,
  getPoolsAverageApr,
  getPoolsHistory,
  getAffiliateStats,
  getTraderStats,
  getTraderActivity,
  getRefCode,
  simulateBundle,
};
