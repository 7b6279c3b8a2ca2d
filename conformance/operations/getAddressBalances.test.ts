import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getAddressBalances', ({ stateless }) => {
  stateless('behavior: an unsupported chain is 404 Balances not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/address/{address}/balances', {
      params: { path: { chainId: '999999999', address: unknownAddress } },
      headers: prefer(404, 'balancesNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Balances not found' });
  });
});
