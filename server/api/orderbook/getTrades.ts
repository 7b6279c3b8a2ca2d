import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { toTradeDto } from './dto/auction.js';
import { toTradeFilter } from './dto/tradeFilter.js';

/** v1: every trade of the owner or order, newest first (unpaginated, as the reference). */
export const getTrades: Handlers<AppContext>['getTrades'] = ({ params, query }, context) => {
  const trades = context.auctions.store.findTrades(toTradeFilter(params.network, query));
  return { status: 200, body: trades.map(toTradeDto) };
};
