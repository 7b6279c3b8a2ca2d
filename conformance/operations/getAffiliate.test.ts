import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getAffiliate', ({ stateless }) => {
  stateless('behavior: a wallet without a code is 404 Affiliate not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/affiliate/{address}', {
      params: { path: { address: unknownAddress } },
      headers: prefer(404, 'affiliateNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Affiliate not found' });
  });
});
