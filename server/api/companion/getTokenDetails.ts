import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getTokenDetails as findTokenDetails } from '../../domain/companion/tokenDetails.js';
import { TOKENS_CACHE_CONTROL } from '../../domain/companion/tokens.js';

export const getTokenDetails: Handlers<AppContext>['getTokenDetails'] = ({ params }, context) => ({
  status: 200,
  body: findTokenDetails(context.companion.services, params),
  headers: { 'Cache-Control': TOKENS_CACHE_CONTROL },
});
