import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { EMPTY_APP_DATA, EMPTY_APP_DATA_HASH } from '../../../simulator/index.js';
import type { ResolvedAppData } from '../orders/orderRules.js';
import type { OrderKind, QuoteRecord } from '../orders/types.js';
import { createFakeChain } from '../testing/createFakeChain.js';
import { createMemoryStores } from '../../testing/memoryStores.js';
import { findQuoteForOrder, type FindQuoteForOrderParameters } from './findQuoteForOrder.js';
import { TOKENS } from '../../testing/fixtures.js';

const { WETH, USDC } = TOKENS;
const now = new Date('2026-03-01T12:00:00Z');
const appData: ResolvedAppData = {
  hash: EMPTY_APP_DATA_HASH,
  text: EMPTY_APP_DATA,
  hooks: { pre: [], post: [] },
  signer: undefined,
  replacedOrder: undefined,
  validFrom: undefined,
  hasWrappers: false,
  hasFlashloan: false,
};

/** docs/protocol.md#linking-a-quote-to-an-order stated plainly: every stored quote, filtered and ranked in memory. */
function straightforwardBest(all: QuoteRecord[], order: FindQuoteForOrderParameters): QuoteRecord | undefined {
  const matching = all.filter(
    (quote) =>
      quote.sellToken === order.sellToken &&
      quote.buyToken === order.buyToken &&
      quote.kind === order.kind &&
      quote.expiresAt.getTime() >= now.getTime() &&
      (order.kind === 'buy'
        ? order.buyAmount === quote.buyAmount
        : order.sellAmount === quote.sellAmount ||
          order.sellAmount + order.feeAmount === quote.sellAmount ||
          order.sellAmount === quote.sellAmount + quote.feeAmount ||
          order.sellAmount === quote.sellAmountBeforeFee),
  );
  const price = (quote: QuoteRecord) => [quote.buyAmount, quote.sellAmount + quote.feeAmount] as const;
  return matching.sort((a, b) => {
    if (a.verified !== b.verified) return a.verified ? -1 : 1;
    const [buyA, sellA] = price(a);
    const [buyB, sellB] = price(b);
    return buyA * sellB === buyB * sellA ? a.id - b.id : buyA * sellB > buyB * sellA ? -1 : 1;
  })[0];
}

// Few distinct values so that orders often match one or several quotes.
const small = fc.constantFrom(1n, 2n, 3n, 5n, 8n);
const quoteArbitrary = fc.record({
  pair: fc.constantFrom([WETH, USDC], [USDC, WETH]),
  kind: fc.constantFrom<OrderKind>('sell', 'buy'),
  sellAmount: small,
  buyAmount: small,
  feeAmount: fc.constantFrom(0n, 1n, 2n),
  beforeFee: fc.boolean(),
  verified: fc.boolean(),
  expiresInMs: fc.integer({ min: -2, max: 2 }),
});
const orderArbitrary = fc.record({
  kind: fc.constantFrom<OrderKind>('sell', 'buy'),
  sellAmount: fc.constantFrom(1n, 2n, 3n, 4n, 5n, 6n, 8n, 10n),
  buyAmount: small,
  feeAmount: fc.constantFrom(0n, 1n, 2n),
});

describe('findQuoteForOrder', () => {
  test('behavior: picks the quote a straightforward reading of docs/protocol.md#linking-a-quote-to-an-order picks', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(quoteArbitrary, { maxLength: 30 }), orderArbitrary, async (quotes, order) => {
        const { db, stores } = createMemoryStores(now);
        const chain = createFakeChain({ now, prices: { [WETH]: 10n ** 18n, [USDC]: 4n * 10n ** 26n } });
        const stored: QuoteRecord[] = [];
        for (const q of quotes) {
          const record: Omit<QuoteRecord, 'id'> = {
            network: 'mainnet',
            from: '0x0000000000000000000000000000000000000abc',
            sellToken: q.pair[0],
            buyToken: q.pair[1],
            kind: q.kind,
            sellAmount: q.sellAmount,
            buyAmount: q.buyAmount,
            feeAmount: q.feeAmount,
            gasAmount: 1n,
            gasPrice: 1n,
            sellTokenPrice: '1',
            verified: q.verified,
            solver: '0x0000000000000000000000000000000000000001',
            signingScheme: 'eip712',
            onchainOrder: false,
            appDataHash: EMPTY_APP_DATA_HASH,
            sellAmountBeforeFee: q.kind === 'sell' && q.beforeFee ? q.sellAmount + q.feeAmount : undefined,
            createdAt: now,
            expiresAt: new Date(now.getTime() + q.expiresInMs),
          };
          stored.push({ ...record, id: await stores.quotes.insertQuote(record) });
        }
        const parameters: FindQuoteForOrderParameters = {
          ...order,
          sellToken: WETH,
          buyToken: USDC,
          quoteId: null,
          from: '0x0000000000000000000000000000000000000abc',
          signingScheme: 'eip712',
          appData,
        };
        const expected = straightforwardBest(stored, parameters);
        const found = findQuoteForOrder(parameters, chain, stores.quotes);
        expect(found?.id).toBe(expected?.id);
        // Without a match, a fresh quote for the order's amounts, left for the order's transaction to store.
        if (!expected) {
          expect(found?.fresh).toMatchObject({ sellToken: WETH, buyToken: USDC, kind: order.kind, verified: false });
          expect(found?.quote).toMatchObject(
            order.kind === 'sell' ? { sellAmount: order.sellAmount } : { buyAmount: order.buyAmount },
          );
        }
        db.close();
      }),
      { numRuns: 150 },
    );
  });
});
