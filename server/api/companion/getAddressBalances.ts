import type { Handlers } from '../../../generated/companion/routes.js';
import type { AppContext } from '../../context.js';
import {
  ADDRESS_BALANCES_CACHE_CONTROL,
  getAddressBalances as readAddressBalances,
} from '../../domain/companion/balances.js';

export const getAddressBalances: Handlers<AppContext>['getAddressBalances'] = ({ params, query }, context) => ({
  status: 200,
  body: readAddressBalances(context.companion.services, params),
  headers: { 'Cache-Control': query.ignoreCache === true ? 'no-store' : ADDRESS_BALANCES_CACHE_CONTROL },
});
