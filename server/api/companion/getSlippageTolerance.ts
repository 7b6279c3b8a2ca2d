import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getSlippageTolerance as proposeSlippageTolerance } from '../../domain/companion/markets.js';
import { TOKENS_CACHE_CONTROL } from '../../domain/companion/tokens.js';

export const getSlippageTolerance: Handlers<AppContext>['getSlippageTolerance'] = ({ params }, context) => ({
  status: 200,
  body: proposeSlippageTolerance(context.companion.services, params),
  headers: { 'Cache-Control': TOKENS_CACHE_CONTROL },
});
