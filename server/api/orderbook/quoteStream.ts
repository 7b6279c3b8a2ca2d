import type { Handlers } from '../../../generated/orderbook/routes.js';
import type { AppContext } from '../../context.js';
import { sseFrame } from '../../domain/streams/eventHub.js';
import { streamQuotes, type QuoteStreamItem } from '../../domain/quotes/computeQuote.js';
import { internalErrorResponse, toOrderbookErrorResponse } from '../../http/errorBody.js';
import { pipeFrames, type StreamingHandler } from '../../http/eventStream.js';
import { fromQuoteRequestDto, toQuoteResponseDto, type AppDataEcho } from './dto/quote.js';

/**
 * As the reference frames it (crates/orderbook/src/api/post_quote_stream.rs): each quote as a
 * plain `data:` event without id, the terminal failure as `event: error` with the error body.
 */
async function* quoteFrames(items: AsyncIterable<QuoteStreamItem>, echo: AppDataEcho): AsyncGenerator<string> {
  for await (const item of items) {
    yield 'quote' in item
      ? sseFrame(undefined, undefined, toQuoteResponseDto(item.quote, echo))
      : sseFrame(undefined, 'error', toOrderbookErrorResponse(item.error).body);
  }
}

export const quoteStream: StreamingHandler<Handlers<AppContext>['quoteStream']> = ({ params, body }, context) => {
  const { orderbook, streams } = context;
  const { parameters, echo } = fromQuoteRequestDto(body, orderbook.stores.appData, orderbook.settings.volumeFee);
  // Checks fail here, as the plain JSON error, before the stream opens.
  const items = streamQuotes(parameters, orderbook.chain(params.network), orderbook.stores.quotes);
  const failure = {
    frame: sseFrame(undefined, 'error', internalErrorResponse('orderbook').body),
    report: streams.reportError,
  };
  return {
    status: 200,
    body: streams.connections.response((sink, finish) => pipeFrames(quoteFrames(items, echo), sink, finish, failure), {
      retry: false,
    }),
  };
};
