import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { computeQuote } from '../../domain/quotes/computeQuote.js';
import { fromQuoteRequestDto, toQuoteResponseDto } from './dto/quote.js';

export const quote: Handlers<AppContext>['quote'] = async ({ params, body }, context) => {
  const { orderbook } = context;
  const { parameters, echo } = fromQuoteRequestDto(body, orderbook.stores.appData, orderbook.settings.volumeFee);
  const result = await computeQuote(parameters, orderbook.chain(params.network), orderbook.stores.quotes);
  return { status: 200, body: toQuoteResponseDto(result, echo) };
};
