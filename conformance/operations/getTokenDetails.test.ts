import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getTokenDetails', ({ stateless }) => {
  stateless('behavior: an address the chain does not list is 404 Token not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/tokens/{tokenAddress}/details', {
      params: { path: { chainId: '1', tokenAddress: unknownAddress } },
      headers: prefer(404, 'tokenNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Token not found' });
  });

  stateless('behavior: a malformed tokenAddress is 400 {message}', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/tokens/{tokenAddress}/details', {
      params: { path: { chainId: '1', tokenAddress: '0xnope' } },
      headers: prefer(400, 'invalidAddress'),
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ message: expect.any(String) });
  });
});
