import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { freshAppData } from '../fixtures/values.js';

describeOperation(
  'registerAppData',
  ({ stateful, realOnly }) => {
    stateful('behavior: new app data is 201 with its hash, again 200, then readable by hash', async ({ clients }) => {
      const { fullAppData, hash } = freshAppData();
      const created = await clients.orderbook.PUT('/api/v1/app_data', { body: { fullAppData } });
      expect(created.response.status).toBe(201);
      expect(created.data).toBe(hash);
      const again = await clients.orderbook.PUT('/api/v1/app_data', { body: { fullAppData } });
      expect(again.response.status).toBe(200);
      expect(again.data).toBe(hash);
      const read = await clients.orderbook.GET('/api/v1/app_data/{app_data_hash}', {
        params: { path: { app_data_hash: hash } },
      });
      expect(read.data).toEqual({ fullAppData });
    });

    realOnly('behavior: text that is not app data JSON is 400 AppDataInvalid', async ({ clients }) => {
      const { error, response } = await clients.orderbook.PUT('/api/v1/app_data', {
        body: { fullAppData: 'not json' },
      });
      expect(response.status).toBe(400);
      expect(error?.errorType).toBe('AppDataInvalid');
    });
  },
  { writes: true },
);
