import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownBytes32 } from '../fixtures/values.js';

describeOperation('getAppDataByHash', ({ stateless }) => {
  stateless('behavior: an unknown hash is 404 NotFound', async ({ clients, prefer }) => {
    const { error, response } = await clients.orderbook.GET('/api/v1/app_data/{app_data_hash}', {
      params: { path: { app_data_hash: unknownBytes32 } },
      headers: prefer(404, 'notFound'),
    });
    expect(response.status).toBe(404);
    expect(error?.errorType).toBe('NotFound');
  });
});
