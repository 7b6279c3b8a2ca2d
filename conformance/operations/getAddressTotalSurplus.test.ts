import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getAddressTotalSurplus', ({ stateful }) => {
  stateful('behavior: an address without trades has surplus 0', async ({ clients }) => {
    const { data, response } = await clients.orderbook.GET('/api/v1/users/{address}/total_surplus', {
      params: { path: { address: unknownAddress } },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ totalSurplus: '0' });
  });
});
