import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';
import { unknownAddress } from '../fixtures/values.js';

type SimulationBody = Record<string, unknown>;

describeOperation('debugSimulationPost', ({ stateless, realOnly }) => {
  stateless(
    'behavior: balance changes are listed exactly when the order executes',
    async ({ clients, operation, prefer }) => {
      const { data, response } = await clients.orderbook.POST('/restricted/api/v1/debug/simulation', {
        body: exampleRequest(operation).body as never,
        headers: prefer(200, 'executes'),
      });
      expect(response.status).toBe(200);
      expect(data?.executes).toBe(data?.reason === null);
      expect(data!.balanceChanges.length > 0).toBe(data!.executes);
      expect(data?.error ?? null).toBe(data?.reason?.description ?? null);
    },
  );

  realOnly('behavior: a signature that is not the owner’s is reason signature', async ({ clients, operation }) => {
    const body = { ...(exampleRequest(operation).body as SimulationBody), owner: unknownAddress };
    const { data, response } = await clients.orderbook.POST('/restricted/api/v1/debug/simulation', {
      body: body as never,
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ executes: false, reason: { kind: 'signature' }, balanceChanges: [] });
  });

  realOnly(
    'behavior: a block before the latest is 400 InvalidParameter (the world keeps its latest state)',
    async ({ clients, operation }) => {
      const body = { ...(exampleRequest(operation).body as SimulationBody), blockNumber: 0 };
      const { error, response } = await clients.orderbook.POST('/restricted/api/v1/debug/simulation', {
        body: body as never,
      });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ errorType: 'InvalidParameter' });
    },
  );

  realOnly(
    'behavior: app data that is not a JSON document is 400 InvalidParameter naming appData',
    async ({ clients, operation }) => {
      const body = { ...(exampleRequest(operation).body as SimulationBody), appData: '{not json' };
      const { error, response } = await clients.orderbook.POST('/restricted/api/v1/debug/simulation', {
        body: body as never,
      });
      expect(response.status).toBe(400);
      expect(error?.description).toMatch(/^appData: /);
    },
  );
});
