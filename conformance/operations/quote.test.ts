import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';
import { TAX, uint256Overflow } from '../fixtures/values.js';

describeOperation('quote', ({ stateless, realOnly }) => {
  stateless('default: a sell quote answers the documented quote', async ({ clients, operation, prefer, target }) => {
    const body = { ...(exampleRequest(operation, 'sellAfterFee').body as any) };
    if (target.network !== 'mainnet') {
      // The documented example trades mainnet tokens: on another network (`--network`) quote the
      // first two tokens its world lists (the wrapped native token first) instead.
      const { data: world } = await clients.simulator.GET('/sim/v1/snapshot');
      const [sell, buy] = world?.tokens.filter((token) => token.unsupported === undefined) ?? [];
      expect(sell && buy, `no two tokens on ${target.network} in /sim/v1/snapshot`).toBeTruthy();
      Object.assign(body, { sellToken: sell!.address, buyToken: buy!.address });
    }
    const { data, response } = await clients.orderbook.POST('/api/v1/quote', { body, headers: prefer(200, 'quote') });
    expect(response.status).toBe(200);
    expect(data?.quote.kind).toBe('sell');
    expect(data?.quote.sellToken.toLowerCase()).toBe(body.sellToken.toLowerCase());
  });

  // The quote's documented 400 errorTypes have no overflow type: an amount above uint256 is an invalid parameter.
  realOnly('behavior: a sell amount above uint256 is 400 InvalidParameter', async ({ clients, operation }) => {
    const body = exampleRequest(operation, 'sellAfterFee').body as any;
    const { error, response } = await clients.orderbook.POST('/api/v1/quote', {
      body: { ...body, sellAmountAfterFee: uint256Overflow },
    });
    expect(response.status).toBe(400);
    expect(error?.errorType).toBe('InvalidParameter');
  });

  stateless(
    'behavior: an on-chain order signed with eip712 is 400 IncompatibleSigningScheme',
    async ({ clients, operation, prefer }) => {
      const body = exampleRequest(operation, 'sellAfterFee').body as any;
      const { error, response } = await clients.orderbook.POST('/api/v1/quote', {
        body: { ...body, signingScheme: 'eip712', onchainOrder: true },
        headers: prefer(400, 'incompatibleSigningScheme'),
      });
      expect(response.status).toBe(400);
      expect(error?.errorType).toBe('IncompatibleSigningScheme');
    },
  );

  realOnly(
    'behavior: a fee-on-transfer buy token is 400 QuoteNotVerified for a trader holding the sell amount',
    async ({ clients, operation }) => {
      const body = exampleRequest(operation, 'sellAfterFee').body as any;
      const { error, response } = await clients.orderbook.POST('/api/v1/quote', { body: { ...body, buyToken: TAX } });
      expect(response.status).toBe(400);
      expect(error?.errorType).toBe('QuoteNotVerified');
    },
  );
});
