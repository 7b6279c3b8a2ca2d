import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { TOKENS_CACHE_CONTROL, getTopTokenHolders as findTopTokenHolders } from '../../domain/companion/tokens.js';

export const getTopTokenHolders: Handlers<AppContext>['getTopTokenHolders'] = ({ params }, context) => ({
  status: 200,
  body: findTopTokenHolders(context.companion.services, params),
  headers: { 'Cache-Control': TOKENS_CACHE_CONTROL },
});
