import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getPoolsAverageApr', ({ stateless }) => {
  stateless('behavior: a number per project, cached 6 hours', async ({ clients }) => {
    const { data, response } = await clients.companion.GET('/{chainId}/yield/pools-average-apr', {
      params: { path: { chainId: '1' } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=21600, public, s-maxage=21600');
    expect(Object.values(data!).every((apr) => typeof apr === 'number' && apr >= 0)).toBe(true);
  });

  stateless('behavior: an unsupported chain is 404 Pools not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/yield/pools-average-apr', {
      params: { path: { chainId: '999999999' } },
      headers: prefer(404, 'poolsNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Pools not found' });
  });
});
