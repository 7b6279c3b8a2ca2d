import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getReadiness', ({ stateless }) => {
  stateless('default: a serving target is ready: 200 with an empty body', async ({ clients }) => {
    const { data, response } = await clients.orderbook.GET('/api/v1/ready', { parseAs: 'text' });
    expect(response.status).toBe(200);
    // openapi-fetch reads an empty body as no data.
    expect(data ?? '').toBe('');
  });
});
