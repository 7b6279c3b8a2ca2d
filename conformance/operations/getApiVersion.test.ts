import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getApiVersion', ({ stateless }) => {
  stateless('default: answers the version as text', async ({ clients }) => {
    const { data, response } = await clients.orderbook.GET('/api/v1/version', { parseAs: 'text' });
    expect(response.status).toBe(200);
    expect(data).toMatch(/\S/);
  });
});
