import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getAffiliateStats', ({ stateless }) => {
  stateless('behavior: an address without a code is 404 Affiliate stats not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/affiliate/affiliate-stats/{address}', {
      params: { path: { address: unknownAddress } },
      headers: prefer(404, 'affiliateStatsNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Affiliate stats not found' });
  });
});
