import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getTopTokenHolders', ({ stateless }) => {
  stateless('behavior: a malformed tokenAddress is 400 {message}', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/tokens/{tokenAddress}/topHolders', {
      params: { path: { chainId: '1', tokenAddress: '0xnope' } },
      headers: prefer(400, 'invalidAddress'),
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ message: expect.any(String) });
  });

  stateless('behavior: an unsupported chain is 404 Token holders not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/tokens/{tokenAddress}/topHolders', {
      params: { path: { chainId: '999999999', tokenAddress: unknownAddress } },
      headers: prefer(404, 'tokenHoldersNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Token holders not found' });
  });
});
