import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress, unknownUid } from '../fixtures/values.js';

describeOperation('getTradesV2', ({ stateless, stateful }) => {
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
});
