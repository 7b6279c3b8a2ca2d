import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { ApiError } from '../../domain/errors.js';
import { toTradeDto } from './dto/auction.js';
import { toTradeFilter } from './dto/tradeFilter.js';

export const MAX_TRADES_PAGE_SIZE = 1000;

export const getTradesV2: Handlers<AppContext>['getTradesV2'] = ({ params, query }, context) => {
  // The page first: a bad limit is InvalidLimit whatever the filter.
  const limit = query.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TRADES_PAGE_SIZE)
    throw new ApiError('InvalidLimit', `limit must be from 1 to ${MAX_TRADES_PAGE_SIZE}`);
  const filter = toTradeFilter(params.network, query);
  const trades = context.auctions.store.findTrades(filter, { offset: query.offset ?? 0, limit });
  return { status: 200, body: trades.map(toTradeDto) };
};
