import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getTokenNativePrice', ({ stateless }) => {
  stateless(
    'behavior: a token the simulated world does not list has no price (404 NoLiquidity)',
    async ({ clients, prefer }) => {
      const { error, response } = await clients.orderbook.GET('/api/v1/token/{token}/native_price', {
        params: { path: { token: unknownAddress } },
        headers: prefer(404, 'noLiquidity'),
      });
      expect(response.status).toBe(404);
      expect(error?.errorType).toBe('NoLiquidity');
    },
  );
});
