import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { freshAppData, unknownBytes32 } from '../fixtures/values.js';

describeOperation(
  'registerAppDataByHash',
  ({ stateless, stateful }) => {
    stateless(
      'behavior: a hash that is not the keccak256 of the text is 400 AppDataHashMismatch',
      async ({ clients, prefer }) => {
        const { fullAppData } = freshAppData();
        const { error, response } = await clients.orderbook.PUT('/api/v1/app_data/{app_data_hash}', {
          params: { path: { app_data_hash: unknownBytes32 } },
          body: { fullAppData },
          headers: prefer(400, 'hashMismatch'),
        });
        expect(response.status).toBe(400);
        expect(error?.errorType).toBe('AppDataHashMismatch');
      },
    );

    stateful('behavior: the matching hash is 201, again 200, then readable', async ({ clients }) => {
      const { fullAppData, hash } = freshAppData();
      const put = () =>
        clients.orderbook.PUT('/api/v1/app_data/{app_data_hash}', {
          params: { path: { app_data_hash: hash } },
          body: { fullAppData },
        });
      const created = await put();
      expect(created.response.status).toBe(201);
      expect(created.data).toBe(hash);
      expect((await put()).response.status).toBe(200);
      const read = await clients.orderbook.GET('/api/v1/app_data/{app_data_hash}', {
        params: { path: { app_data_hash: hash } },
      });
      expect(read.data).toEqual({ fullAppData });
    });
  },
  { writes: true },
);
