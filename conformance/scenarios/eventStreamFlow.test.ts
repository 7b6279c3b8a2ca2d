/**
 * Flow: an integrator follows an order, its owner and the auctions through the event streams
 * instead of polling. Every event the server sends is checked against the schema its event type
 * has in the document (`x-events`).
 */
import { describe, expect, test } from 'vitest';
import { signOrders } from '../../server/index.js';
import { startScenario } from './support.js';

const eventTypes = (text: string) => [...text.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);

describe('event streams: an order from creation to trade, replayed from the start', () => {
  test('flow: the order, account and auction streams send documented events in id order', async () => {
    const scenario = await startScenario();
    try {
      const clients = scenario.clients();
      const [order] = signOrders(1, 3, 'eventStreamFlow');
      const created = await clients.request('createOrder', { rawBody: order!.body });
      expect(created.status, created.text).toBe(201);
      const advanced = await clients.request('advanceWorld', { body: { blocks: 2 } });
      expect(advanced.status).toBe(200);

      const orderStream = await clients.request('streamOrderEvents', { path: { UID: order!.uid } });
      expect(eventTypes(orderStream.text)).toEqual(['created', 'auction', 'traded']);
      const ids = [...orderStream.text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1]));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));

      const accountStream = await clients.request('streamAccountEvents', {
        path: { owner: order!.owner },
        headers: { 'Last-Event-ID': '0' },
      });
      expect(eventTypes(accountStream.text)).toEqual(['created', 'auction', 'traded']);

      const auctionStream = await clients.request('streamAuctionEvents', { headers: { 'Last-Event-ID': '0.0.0.-1' } });
      expect(eventTypes(auctionStream.text)).toEqual(['auction', 'competition', 'settlement']);
    } finally {
      await scenario.close();
    }
  });
});
