import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getPoolsInfo', ({ stateless, realOnly }) => {
  stateless('behavior: an unsupported chain is 404 Pools not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.POST('/{chainId}/yield/pools', {
      params: { path: { chainId: '999999999' } },
      body: [],
      headers: prefer(404, 'poolsNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Pools not found' });
  });

  realOnly(
    'behavior: an empty list reads every pool of the chain, an address naming none reads none',
    async ({ clients }) => {
      const all = await clients.companion.POST('/{chainId}/yield/pools', {
        params: { path: { chainId: '1' } },
        body: [],
      });
      expect(all.response.status).toBe(200);
      expect(all.data!.length).toBeGreaterThan(0);
      expect(all.data!.every((pool) => pool.chain_id === 1 && pool.tvl > 0)).toBe(true);
      const none = await clients.companion.POST('/{chainId}/yield/pools', {
        params: { path: { chainId: '1' } },
        body: [unknownAddress],
      });
      expect(none.data).toEqual([]);
    },
  );

  realOnly('behavior: a malformed address is 400 {message} naming its index', async ({ clients }) => {
    const { error, response } = await clients.companion.POST('/{chainId}/yield/pools', {
      params: { path: { chainId: '1' } },
      body: [unknownAddress, '0x12'],
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ message: expect.stringMatching(/^\[1\]: /) });
  });
});
