import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getApiVersion', ({ stateless, realOnly }) => {
  stateless('default: answers the version as text', async ({ clients }) => {
    const { data, response } = await clients.orderbook.GET('/api/v1/version', { parseAs: 'text' });
    expect(response.status).toBe(200);
    expect(data).toMatch(/\S/);
  });

  // The official SDK sends `Accept: application/json` on every call; the reference ignores it here.
  // (The mock offers a JSON string for that header instead: `mockOfficialSdk.test.ts`.)
  realOnly('behavior: Accept: application/json still gets the version as text/plain', async ({ clients }) => {
    const plain = await clients.orderbook.GET('/api/v1/version', { parseAs: 'text' });
    const { data, response } = await clients.orderbook.GET('/api/v1/version', {
      parseAs: 'text',
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain\b/);
    expect(data).toBe(plain.data);
  });
});
