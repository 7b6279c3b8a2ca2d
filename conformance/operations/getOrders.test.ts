import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownUid } from '../fixtures/values.js';

describeOperation('getOrders', ({ stateful }) => {
  stateful('behavior: unknown uids are left out', async ({ clients }) => {
    const { data, response } = await clients.orderbook.POST('/api/v1/orders/by_uids', { body: [unknownUid] });
    expect(response.status).toBe(200);
    expect(data).toEqual([]);
  });
});
