import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress, unknownUid } from '../fixtures/values.js';

describeOperation('getTradesV2', ({ stateless, stateful, realOnly }) => {
  stateless('behavior: both owner and orderUid is 400 InvalidTradeFilter', async ({ clients, prefer }) => {
    const { error, response } = await clients.orderbook.GET('/api/v2/trades', {
      params: { query: { owner: unknownAddress, orderUid: unknownUid } },
      headers: prefer(400, 'filter'),
    });
    expect(response.status).toBe(400);
    expect(error?.errorType).toBe('InvalidTradeFilter');
  });

  stateful('behavior: an owner without trades gets []', async ({ clients }) => {
    const { data, response } = await clients.orderbook.GET('/api/v2/trades', {
      params: { query: { owner: unknownAddress } },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual([]);
  });

  realOnly(
    'behavior: an offset beyond 2^53 - 1 is 400 InvalidParameter naming offset, never a 500',
    async ({ clients }) => {
      for (const offset of ['9007199254740992', '9223372036854775808', (2n ** 300n).toString()]) {
        const response = await clients.request('getTradesV2', { query: { owner: unknownAddress, offset } });
        expect(response.status, response.text).toBe(400);
        expect(response.json).toMatchObject({
          errorType: 'InvalidParameter',
          description: expect.stringMatching(/^offset: /),
        });
      }
    },
  );
});
