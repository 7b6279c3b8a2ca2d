import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getPoolsHistory', ({ stateless, realOnly }) => {
  stateless(
    'behavior: each block lists every pool, oldest block first, at most `blocks` blocks',
    async ({ clients }) => {
      const { data, response } = await clients.companion.GET('/{chainId}/yield/pools/history', {
        params: { path: { chainId: '1' }, query: { blocks: 3 } },
      });
      expect(response.status).toBe(200);
      expect(data!.blocks.length).toBeLessThanOrEqual(3);
      const numbers = data!.blocks.map((block) => block.blockNumber);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      const addresses = data!.pools.map((pool) => pool.address);
      for (const block of data!.blocks) {
        expect(block.pools.map((pool) => pool.address)).toEqual(addresses);
        expect(block.pools.every((pool) => pool.tvl >= 0)).toBe(true);
      }
    },
  );

  realOnly('behavior: more blocks than the server keeps is 400 naming the parameter', async ({ clients }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/yield/pools/history', {
      params: { path: { chainId: '1' }, query: { blocks: 257 } },
    });
    expect(response.status).toBe(400);
    expect((error as { message: string }).message).toMatch(/blocks/);
  });

  stateless('behavior: an unsupported chain is 404 Pools not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/yield/pools/history', {
      params: { path: { chainId: '999999999' } },
      headers: prefer(404, 'poolsNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Pools not found' });
  });
});
