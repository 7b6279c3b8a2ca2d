import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getAuctionSummary', ({ stateless, realOnly }) => {
  stateless('behavior: an unknown auction is 404 NotFound', async ({ clients, prefer }) => {
    const { error, response } = await clients.orderbook.GET('/api/v1/auctions/{auction_id}', {
      params: { path: { auction_id: 987654321 } },
      headers: prefer(404, 'notFound'),
    });
    expect(response.status).toBe(404);
    expect(error?.errorType).toBe('NotFound');
  });

  realOnly('behavior: an auction id beyond 2^53 - 1 is 400 InvalidParameter naming auction_id', async ({ clients }) => {
    const response = await clients.request('getAuctionSummary', { path: { auction_id: '9007199254740992' } });
    expect(response.status, response.text).toBe(400);
    expect(response.json).toMatchObject({
      errorType: 'InvalidParameter',
      description: expect.stringMatching(/^auction_id: /),
    });
  });
});
