import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getAccountNotifications', ({ stateless, stateful }) => {
  stateless('behavior: a malformed account is 400 {message}', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/accounts/{account}/notifications', {
      params: { path: { account: '0x1234' } },
      headers: prefer(400, 'invalidAddress'),
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ message: expect.any(String) });
  });

  stateful('behavior: an account without notifications gets [], not 404', async ({ clients }) => {
    const { data, response } = await clients.companion.GET('/accounts/{account}/notifications', {
      params: { path: { account: unknownAddress } },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual([]);
  });
});
