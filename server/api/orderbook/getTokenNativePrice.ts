import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { NativePriceError } from '../../domain/errors.js';
import { effectiveToken } from '../../domain/orders/orderRules.js';
import { parseAddressParam } from './dto/params.js';

/** Native atoms per token atom, as a JSON number (the auction price divided by 1e18). */
export const getTokenNativePrice: Handlers<AppContext>['getTokenNativePrice'] = ({ params }, context) => {
  const chain = context.orderbook.chain(params.network);
  const token = effectiveToken(parseAddressParam(params.token), chain);
  const unsupported = chain.getToken(token)?.unsupported;
  if (unsupported !== undefined)
    throw new NativePriceError('UnsupportedToken', `Token ${token} is unsupported: ${unsupported}`);
  const price = chain.nativePrice(token);
  if (price === undefined) throw new NativePriceError('NoLiquidity', `no price for token ${token}`);
  return { status: 200, body: { price: Number(price) / 1e18 } };
};
