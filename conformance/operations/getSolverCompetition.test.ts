import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getSolverCompetition', ({ stateless }) => {
  stateless('behavior: an auction without a competition is 404 NotFound', async ({ clients, prefer }) => {
    const { error, response } = await clients.orderbook.GET('/api/v1/solver_competition/{auction_id}', {
      params: { path: { auction_id: 987654321 } },
      headers: prefer(404, 'notFound'),
    });
    expect(response.status).toBe(404);
    expect(error?.errorType).toBe('NotFound');
  });
});
