import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getSolverCompetitionByAuctionIdRestrictedV2', ({ stateless, realOnly }) => {
  stateless('behavior: an auction without a competition is 404 NotFound', async ({ clients, prefer }) => {
    const { error, response } = await clients.orderbook.GET('/restricted/api/v2/solver_competition/{auction_id}', {
      params: { path: { auction_id: 987654321 } },
      headers: prefer(404, 'notFound'),
    });
    expect(response.status).toBe(404);
    expect(error?.errorType).toBe('NotFound');
  });

  realOnly('behavior: an auction id beyond 2^53 - 1 is 400 InvalidParameter naming auction_id', async ({ clients }) => {
    for (const auctionId of ['9007199254740992', (2n ** 300n).toString()]) {
      const response = await clients.request('getSolverCompetitionByAuctionIdRestrictedV2', {
        path: { auction_id: auctionId },
      });
      expect(response.status, response.text).toBe(400);
      expect(response.json).toMatchObject({
        errorType: 'InvalidParameter',
        description: expect.stringMatching(/^auction_id: /),
      });
    }
  });
});
