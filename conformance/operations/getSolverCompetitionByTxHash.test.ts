import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownTxHash } from '../fixtures/values.js';

describeOperation('getSolverCompetitionByTxHash', ({ stateless }) => {
  stateless('behavior: a transaction without a competition is 404 NotFound', async ({ clients, prefer }) => {
    const { error, response } = await clients.orderbook.GET('/api/v1/solver_competition/by_tx_hash/{tx_hash}', {
      params: { path: { tx_hash: unknownTxHash } },
      headers: prefer(404, 'notFound'),
    });
    expect(response.status).toBe(404);
    expect(error?.errorType).toBe('NotFound');
  });
});
