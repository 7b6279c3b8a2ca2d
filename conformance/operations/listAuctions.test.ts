import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('listAuctions', ({ stateful, realOnly }) => {
  stateful('behavior: a network without auctions lists none', async ({ clients }) => {
    const { data, response } = await clients.orderbook.GET('/api/v1/auctions', { params: { query: { limit: 5 } } });
    expect(response.status).toBe(200);
    expect(data).toEqual([]);
  });

  realOnly('behavior: a limit outside 1 to 100 is 400 InvalidParameter naming limit', async ({ clients }) => {
    for (const limit of ['0', '101']) {
      const response = await clients.request('listAuctions', { query: { limit } });
      expect(response.status, response.text).toBe(400);
      expect(response.json).toMatchObject({
        errorType: 'InvalidParameter',
        description: expect.stringMatching(/^limit/),
      });
    }
  });
});
