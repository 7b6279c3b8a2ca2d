import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';
import { uint256Overflow } from '../fixtures/values.js';

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
});
