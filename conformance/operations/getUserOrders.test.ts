import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getUserOrders', ({ stateless, stateful }) => {
  stateless('behavior: a limit outside 1..1000 is 400 LIMIT_OUT_OF_BOUNDS', async ({ clients, prefer }) => {
    const { error, response } = await clients.orderbook.GET('/api/v1/account/{owner}/orders', {
      params: { path: { owner: unknownAddress }, query: { limit: 1001 } },
      headers: prefer(400, 'limit'),
    });
    expect(response.status).toBe(400);
    expect(error?.errorType).toBe('LIMIT_OUT_OF_BOUNDS');
  });

  stateful('behavior: an owner without orders gets []', async ({ clients }) => {
    const { data, response } = await clients.orderbook.GET('/api/v1/account/{owner}/orders', {
      params: { path: { owner: unknownAddress } },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual([]);
  });
});
