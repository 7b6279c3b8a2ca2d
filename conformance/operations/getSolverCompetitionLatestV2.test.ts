import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getSolverCompetitionLatestV2', ({ stateful }) => {
  stateful('behavior: before any competition it is 404 NotFound', async ({ clients }) => {
    const { error, response } = await clients.orderbook.GET('/api/v2/solver_competition/latest');
    expect(response.status).toBe(404);
    expect(error?.errorType).toBe('NotFound');
  });
});
