import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownUid } from '../fixtures/values.js';

describeOperation('getOrderStatus', ({ stateless, realOnly }) => {
  stateless('behavior: an unknown uid is 404 NotFound', async ({ clients, prefer }) => {
    const { error, response } = await clients.orderbook.GET('/api/v1/orders/{UID}/status', {
      params: { path: { UID: unknownUid } },
      headers: prefer(404, 'notFound'),
    });
    expect(response.status).toBe(404);
    expect(error?.errorType).toBe('NotFound');
  });

  realOnly('behavior: a uid of the wrong length is 400 InvalidParameter naming UID', async ({ clients }) => {
    const { error, response } = await clients.orderbook.GET('/api/v1/orders/{UID}/status', {
      params: { path: { UID: unknownUid.slice(0, -2) } },
    });
    expect(response.status).toBe(400);
    expect(error?.errorType).toBe('InvalidParameter');
    expect(error?.description).toMatch(/^UID: /);
  });
});
