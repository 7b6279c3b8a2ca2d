import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getSolverCompetitionLatest', ({ stateful }) => {
  stateful('behavior: before any competition it is 404 NotFound', async ({ clients }) => {
    const { error, response } = await clients.orderbook.GET('/api/v1/solver_competition/latest');
    expect(response.status).toBe(404);
    expect(error?.errorType).toBe('NotFound');
  });
});
