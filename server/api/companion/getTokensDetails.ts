import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getTokensDetails as findTokensDetails } from '../../domain/companion/tokenDetails.js';
import { TOKENS_CACHE_CONTROL } from '../../domain/companion/tokens.js';

export const getTokensDetails: Handlers<AppContext>['getTokensDetails'] = ({ params, body }, context) => ({
  status: 200,
  body: findTokensDetails(context.companion.services, { chainId: params.chainId, tokenAddresses: body.tokenAddresses }),
  headers: { 'Cache-Control': TOKENS_CACHE_CONTROL },
});
