import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getHooks', ({ stateless, realOnly }) => {
  stateless('behavior: a missing period is 400 in the hooks shape, not cached', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/hooks', {
      params: { query: { blockchain: 'mainnet' } as any },
      headers: prefer(400, 'missingPeriod'),
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ hooks: [], count: 0, error: expect.stringMatching(/period/) });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  stateless('behavior: an unknown blockchain is 400 in the hooks shape', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/hooks', {
      params: { query: { blockchain: 'goerli' as any, period: 'last 1d' } },
      headers: prefer(400, 'unknownBlockchain'),
    });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ hooks: [], count: 0, error: expect.stringMatching(/blockchain/) });
  });

  realOnly('behavior: an offset beyond 2^53 - 1 is 400 in the hooks shape, never a 500', async ({ clients }) => {
    for (const offset of ['9007199254740992', (2n ** 300n).toString()]) {
      const response = await clients.request('getHooks', {
        query: { blockchain: 'mainnet', period: 'last 7d', offset },
      });
      expect(response.status, response.text).toBe(400);
      expect(response.json).toMatchObject({ hooks: [], count: 0, error: expect.stringMatching(/^offset: /) });
    }
  });
});
