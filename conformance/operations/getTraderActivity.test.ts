import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getTraderActivity', ({ stateless }) => {
  stateless('behavior: a trader without referred trades has no rows', async ({ clients, prefer }) => {
    const { data, response } = await clients.companion.GET('/affiliate/trader-activity/{address}', {
      params: { path: { address: unknownAddress } },
      headers: prefer(200, 'none'),
    });
    expect(response.status).toBe(200);
    expect(data?.rows).toEqual([]);
    expect(Number.isNaN(Date.parse(data!.lastUpdatedAt))).toBe(false);
  });
});
