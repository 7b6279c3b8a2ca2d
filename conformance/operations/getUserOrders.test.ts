import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getUserOrders', ({ stateless, stateful, realOnly }) => {
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

  realOnly(
    'behavior: an offset beyond 2^53 - 1 is 400 InvalidParameter naming offset, never a 500',
    async ({ clients }) => {
      for (const offset of ['9007199254740992', '9223372036854775808', (2n ** 300n).toString()]) {
        const response = await clients.request('getUserOrders', { path: { owner: unknownAddress }, query: { offset } });
        expect(response.status, response.text).toBe(400);
        expect(response.json).toMatchObject({
          errorType: 'InvalidParameter',
          description: expect.stringMatching(/^offset: /),
        });
      }
    },
  );
});
