import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { WETH, USDC } from '../fixtures/values.js';

describeOperation('getVolatilityDetails', ({ stateless }) => {
  stateless('behavior: an unsupported chain is 404 Market not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/markets/{market}/volatilityDetails', {
      params: { path: { chainId: '999999999', market: `${WETH}-${USDC}` } },
      headers: prefer(404, 'marketNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Market not found' });
  });
});
