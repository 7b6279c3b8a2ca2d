import type { TradeFilter } from '../../../domain/auctions/types.js';
import { ApiError } from '../../../domain/errors.js';
import { parseAddressParam, parseUidParam } from './params.js';

/** Exactly one of `owner` and `orderUid` (docs/protocol.md#errors), else 400 `InvalidTradeFilter`. */
export function toTradeFilter(network: string, query: { owner?: string; orderUid?: string }): TradeFilter {
  const { owner, orderUid } = query;
  if ((owner === undefined) === (orderUid === undefined))
    throw new ApiError('InvalidTradeFilter', 'Must specify exactly one of owner and orderUid.');
  return owner !== undefined
    ? { network, owner: parseAddressParam(owner) }
    : { network, orderUid: parseUidParam(orderUid as string) };
}
