import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getWorldSnapshot', ({ stateless }) => {
  stateless(
    'behavior: describes the requested network (manual clock on the test server)',
    async ({ clients, target }) => {
      const { data, response } = await clients.simulator.GET('/sim/v1/snapshot');
      expect(response.status).toBe(200);
      expect(data?.network).toBe(target.network);
      if (target.name === 'server') expect(data?.clockMode).toBe('manual');
    },
  );

  stateless('behavior: lists the pools with reserves of listed tokens', async ({ clients }) => {
    const { data, response } = await clients.simulator.GET('/sim/v1/snapshot');
    expect(response.status).toBe(200);
    const tokens = new Set(data?.tokens.map((token) => token.address));
    expect(data?.pools.length).toBeGreaterThan(0);
    for (const pool of data?.pools ?? []) {
      expect(tokens.has(pool.token0) && tokens.has(pool.token1)).toBe(true);
      expect(pool.token0 < pool.token1).toBe(true);
      expect(BigInt(pool.reserve0) > 0n && BigInt(pool.reserve1) > 0n).toBe(true);
    }
  });
});
