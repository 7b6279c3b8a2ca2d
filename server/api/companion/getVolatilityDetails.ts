import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getVolatilityDetails as findVolatilityDetails } from '../../domain/companion/markets.js';
import { TOKENS_CACHE_CONTROL } from '../../domain/companion/tokens.js';

export const getVolatilityDetails: Handlers<AppContext>['getVolatilityDetails'] = ({ params }, context) => ({
  status: 200,
  body: findVolatilityDetails(context.companion.services, params),
  headers: { 'Cache-Control': TOKENS_CACHE_CONTROL },
});
