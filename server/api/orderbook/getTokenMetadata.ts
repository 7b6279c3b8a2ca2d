import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { parseAddressParam } from './dto/params.js';

/** As the reference: the history's answer for any address, null where there is none; never an error. */
export const getTokenMetadata: Handlers<AppContext>['getTokenMetadata'] = ({ params }, context) => {
  const { firstTradeBlock, nativePrice } = context.auctions.store.tokenMetadata(
    params.network,
    parseAddressParam(params.token),
  );
  return {
    status: 200,
    body: { firstTradeBlock: firstTradeBlock ?? null, nativePrice: nativePrice?.toString() ?? null },
  };
};
