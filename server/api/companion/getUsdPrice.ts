import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { TOKENS_CACHE_CONTROL, getTokenUsdPrice } from '../../domain/companion/tokens.js';

export const getUsdPrice: Handlers<AppContext>['getUsdPrice'] = ({ params }, context) => ({
  status: 200,
  body: getTokenUsdPrice(context.companion.services, params),
  headers: { 'Cache-Control': TOKENS_CACHE_CONTROL },
});
