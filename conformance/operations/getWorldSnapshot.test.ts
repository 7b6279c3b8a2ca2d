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
});
