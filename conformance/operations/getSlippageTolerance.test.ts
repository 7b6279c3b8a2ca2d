import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { WETH, USDC } from '../fixtures/values.js';

describeOperation('getSlippageTolerance', ({ stateless }) => {
  stateless('behavior: a token pair is answered in whole basis points within 0..10000', async ({ clients }) => {
    const { data, response } = await clients.companion.GET('/{chainId}/markets/{market}/slippageTolerance', {
      params: { path: { chainId: '1', market: `${WETH}-${USDC}` } },
    });
    expect(response.status).toBe(200);
    expect(Number.isInteger(data?.slippageBps)).toBe(true);
  });

  stateless('behavior: an unsupported chain is 404 Market not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/markets/{market}/slippageTolerance', {
      params: { path: { chainId: '999999999', market: `${WETH}-${USDC}` } },
      headers: prefer(404, 'marketNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Market not found' });
  });
});
