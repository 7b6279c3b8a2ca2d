import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownUid } from '../fixtures/values.js';

// Flows over stored orders (each reason, a presignature, a traded order) live in
// conformance/scenarios/orderSimulationFlow.test.ts.
describeOperation('debugSimulation', ({ stateless, realOnly }) => {
  stateless('behavior: an unknown uid is 404 NotFound', async ({ clients, prefer }) => {
    const { error, response } = await clients.orderbook.GET('/restricted/api/v1/debug/simulation/{uid}', {
      params: { path: { uid: unknownUid } },
      headers: prefer(404, 'notFound'),
    });
    expect(response.status).toBe(404);
    expect(error?.errorType).toBe('NotFound');
  });

  realOnly('behavior: a negative block_number is 400 InvalidParameter naming it', async ({ clients }) => {
    const { error, response } = await clients.orderbook.GET('/restricted/api/v1/debug/simulation/{uid}', {
      params: { path: { uid: unknownUid }, query: { block_number: -1 } },
    });
    expect(response.status).toBe(400);
    expect(error?.errorType).toBe('InvalidParameter');
    expect(error?.description).toMatch(/block_number/);
  });
});
