/**
 * Flow: an explorer lists the latest auctions and opens one: the summaries say what the auction
 * stream said (the auction, its ranked competition, how the winners' settlements ended) and agree
 * with the solver competition.
 */
import { describe, expect, test } from 'vitest';
import { signOrders } from '../../server/index.js';
import { startScenario } from './support.js';

describe('auction summaries', () => {
  test('flow: an order filled in an auction shows in the list and in its summary, with the settlement', async () => {
    const scenario = await startScenario();
    try {
      const clients = scenario.clients();
      const [order] = signOrders(1, 5, 'auctionSummaries');
      expect((await clients.request('createOrder', { rawBody: order!.body })).status).toBe(201);
      expect((await clients.request('advanceWorld', { body: { blocks: 3 } })).status).toBe(200);

      const { data: trades } = await clients.orderbook.GET('/api/v2/trades', {
        params: { query: { orderUid: order!.uid } },
      });
      const txHash = trades?.[0]?.txHash;
      expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);
      const { data: settledCompetition } = await clients.orderbook.GET(
        '/api/v2/solver_competition/by_tx_hash/{tx_hash}',
        {
          params: { path: { tx_hash: txHash! } },
        },
      );
      const auctionId = settledCompetition?.auctionId;
      expect(typeof auctionId).toBe('number');

      const { data: list } = await clients.orderbook.GET('/api/v1/auctions', { params: { query: { limit: 100 } } });
      const ids = list!.map((summary) => summary.auctionId);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const listed = list!.find((summary) => summary.auctionId === auctionId);
      expect(listed?.orderCount).toBe(1);

      const { data: summary, response } = await clients.orderbook.GET('/api/v1/auctions/{auction_id}', {
        params: { path: { auction_id: auctionId! } },
      });
      expect(response.status).toBe(200);
      expect(summary).toEqual(listed);
      const winners = summary!.solutions.filter((solution) => solution.isWinner);
      expect(winners.length).toBeGreaterThan(0);
      expect(summary!.solutions.map((solution) => solution.ranking)).toEqual(
        summary!.solutions.map((_, index) => index + 1),
      );
      const settled = summary!.settlements.find((settlement) => settlement.outcome.kind === 'success');
      expect(settled?.txHash).toBe(txHash);

      const { data: competition } = await clients.orderbook.GET('/api/v2/solver_competition/{auction_id}', {
        params: { path: { auction_id: auctionId! } },
      });
      expect(competition?.auctionStartBlock).toBe(summary!.block);
      expect(competition?.solutions.length).toBe(summary!.solutions.length);
      expect(summary!.prices).toEqual(competition?.auction.prices);

      const { data: older } = await clients.orderbook.GET('/api/v1/auctions', {
        params: { query: { before: auctionId!, limit: 100 } },
      });
      expect(older!.every((entry) => entry.auctionId < auctionId!)).toBe(true);
    } finally {
      await scenario.close();
    }
  });
});
