import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownTxHash } from '../fixtures/values.js';

describeOperation('getOrdersByTxHash', ({ stateful }) => {
  stateful('behavior: a transaction without trades gets []', async ({ clients }) => {
    const { data, response } = await clients.orderbook.GET('/api/v1/transactions/{txHash}/orders', {
      params: { path: { txHash: unknownTxHash } },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual([]);
  });
});
