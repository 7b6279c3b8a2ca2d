import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { parseAddressParam } from './dto/params.js';

/** Σ surplus of the address's trades on the network, in native wei (0 without trades). */
export const getAddressTotalSurplus: Handlers<AppContext>['getAddressTotalSurplus'] = ({ params }, context) => {
  const total = context.auctions.store.totalSurplus(params.network, parseAddressParam(params.address));
  return { status: 200, body: { totalSurplus: total.toString() } };
};
