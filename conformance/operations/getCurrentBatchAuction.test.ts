import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getCurrentBatchAuction', ({ stateful }) => {
  stateful('behavior: before the first auction is built it is 404 NotFound', async ({ clients }) => {
    const { error, response } = await clients.orderbook.GET('/api/v1/auction');
    expect(response.status).toBe(404);
    expect(error?.errorType).toBe('NotFound');
  });
});
