import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getTraderStats', ({ stateless }) => {
  stateless('behavior: a trader no trade binds is 404 Trader stats not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/affiliate/trader-stats/{address}', {
      params: { path: { address: unknownAddress } },
      headers: prefer(404, 'traderStatsNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Trader stats not found' });
  });
});
