import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import { getAccountTokenBalances as readAccountTokenBalances } from '../../domain/companion/balances.js';

export const getAccountTokenBalances: Handlers<AppContext>['getAccountTokenBalances'] = (
  { params, query },
  context,
) => ({
  status: 200,
  body: readAccountTokenBalances(context.companion.services, { ...params, tokens: query.tokens }),
});
