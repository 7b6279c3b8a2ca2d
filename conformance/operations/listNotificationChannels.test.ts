import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('listNotificationChannels', ({ stateless, stateful }) => {
  stateless('behavior: a malformed account is 400 {message}', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/accounts/{account}/notifications/channels', {
      params: { path: { account: '0x1234' } },
      headers: prefer(400, 'invalidAddress'),
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ message: expect.any(String) });
  });

  stateful('behavior: an account without channels gets [], not 404, never cached', async ({ clients }) => {
    const { data, response } = await clients.companion.GET('/accounts/{account}/notifications/channels', {
      params: { path: { account: unknownAddress } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(data).toEqual([]);
  });
});
