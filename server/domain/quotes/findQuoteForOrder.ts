/**
 * Which quote an order is linked to (docs/protocol.md#linking-a-quote-to-an-order): the one named
 * by `quoteId` when it matches the order and is unexpired; else the best matching unexpired stored
 * quote (verified first, then the best buy/(sell + fee)); else a fresh after-fee quote, which the
 * caller stores with the order (one transaction). Never an error: without liquidity the order is unquoted.
 */
import type { Address } from 'viem';
import { PriceEstimationError } from '../errors.js';
import type { ChainView, QuoteStore } from '../ports.js';
import type { ResolvedAppData } from '../orders/orderRules.js';
import type { OrderKind, QuoteRecord, SigningScheme, StoredQuote } from '../orders/types.js';
import { QUOTE_LIFETIME_MS, QUOTE_SOLVER, priceTrade } from './computeQuote.js';

export type FindQuoteForOrderParameters = {
  sellToken: Address;
  buyToken: Address;
  kind: OrderKind;
  sellAmount: bigint;
  buyAmount: bigint;
  feeAmount: bigint;
  quoteId: number | null;
  from: Address;
  signingScheme: SigningScheme;
  appData: ResolvedAppData;
};

export type FindQuoteForOrderReturnType =
  | { id: number; quote: StoredQuote; fresh?: undefined }
  /** No stored quote matched: `fresh` is to be stored (`OrderStore.insertOrder`'s `freshQuote`). */
  | { id: undefined; quote: StoredQuote; fresh: Omit<QuoteRecord, 'id'> }
  | undefined;

export function findQuoteForOrder(
  order: FindQuoteForOrderParameters,
  chain: ChainView,
  quotes: QuoteStore,
): FindQuoteForOrderReturnType {
  const now = chain.now();
  const matches = (quote: QuoteRecord) =>
    quote.network === chain.network &&
    quote.sellToken === order.sellToken.toLowerCase() &&
    quote.buyToken === order.buyToken.toLowerCase() &&
    quote.kind === order.kind &&
    quote.expiresAt.getTime() >= now.getTime() &&
    (order.kind === 'buy'
      ? order.buyAmount === quote.buyAmount
      : order.sellAmount === quote.sellAmount ||
        order.sellAmount + order.feeAmount === quote.sellAmount ||
        order.sellAmount === quote.sellAmount + quote.feeAmount ||
        order.sellAmount === quote.sellAmountBeforeFee);

  if (order.quoteId !== null) {
    const named = quotes.getQuote(chain.network, order.quoteId);
    if (named && matches(named)) return { id: named.id, quote: toStoredQuote(named) };
  }
  // The store already compares the amounts; `matches` stays the one statement of the rule.
  const candidates = quotes
    .findQuotes({
      network: chain.network,
      sellToken: order.sellToken,
      buyToken: order.buyToken,
      kind: order.kind,
      sellAmount: order.sellAmount,
      buyAmount: order.buyAmount,
      feeAmount: order.feeAmount,
      now,
    })
    .filter(matches)
    .sort(compareQuotes);
  const best = candidates[0];
  if (best) return { id: best.id, quote: toStoredQuote(best) };

  try {
    const side =
      order.kind === 'sell'
        ? ({ kind: 'sell', sellAmountAfterFee: order.sellAmount } as const)
        : ({ kind: 'buy', buyAmountAfterFee: order.buyAmount } as const);
    const priced = priceTrade(
      {
        sellToken: order.sellToken,
        buyToken: order.buyToken,
        side,
        signingScheme: order.signingScheme,
        hooks: order.appData.hooks,
      },
      chain,
    );
    const quote: StoredQuote = {
      gasAmount: priced.gasAmount,
      gasPrice: priced.gasPrice,
      sellTokenPrice: priced.sellTokenPrice,
      sellAmount: priced.sellAmount,
      buyAmount: priced.buyAmount,
      feeAmount: priced.feeAmount,
      solver: QUOTE_SOLVER,
      verified: false,
    };
    // Object.assign, not `{ ...quote, network, … }`: each key a literal adds after a spread takes
    // V8's slow path (docs/performance.md#writes).
    const fresh: Omit<QuoteRecord, 'id'> = Object.assign({}, quote, {
      network: chain.network,
      from: order.from,
      sellToken: order.sellToken.toLowerCase() as Address,
      buyToken: order.buyToken.toLowerCase() as Address,
      kind: order.kind,
      signingScheme: order.signingScheme,
      onchainOrder: false,
      appDataHash: order.appData.hash,
      sellAmountBeforeFee: undefined,
      createdAt: now,
      expiresAt: new Date(now.getTime() + QUOTE_LIFETIME_MS),
    });
    return { id: undefined, quote, fresh };
  } catch (error) {
    if (error instanceof PriceEstimationError) return undefined;
    throw error;
  }
}

/** Verified first, then the best price: highest buy / (sell + fee), compared exactly. */
function compareQuotes(a: QuoteRecord, b: QuoteRecord): number {
  if (a.verified !== b.verified) return a.verified ? -1 : 1;
  const left = a.buyAmount * (b.sellAmount + b.feeAmount);
  const right = b.buyAmount * (a.sellAmount + a.feeAmount);
  return left === right ? a.id - b.id : left > right ? -1 : 1;
}

export function toStoredQuote(quote: QuoteRecord): StoredQuote {
  return {
    gasAmount: quote.gasAmount,
    gasPrice: quote.gasPrice,
    sellTokenPrice: quote.sellTokenPrice,
    sellAmount: quote.sellAmount,
    buyAmount: quote.buyAmount,
    feeAmount: quote.feeAmount,
    solver: quote.solver,
    verified: quote.verified,
  };
}
