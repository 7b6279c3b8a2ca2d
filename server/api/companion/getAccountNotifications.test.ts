import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertNotification } from '../../db/tables/notifications.js';
import { answeredWithHeaders, companionClient } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const account = '0x6810e776880c02933d47db1b9fc05908e5386b96';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function get(url: string, address: string) {
  return answeredWithHeaders(
    await companionClient({ url }).GET('/accounts/{account}/notifications', { params: { path: { account: address } } }),
  );
}

describe('getAccountNotifications', () => {
  test('default: newest first, cached 300 s, any address case', async () => {
    const at = (iso: string) => new Date(iso);
    insertNotification(server.context.db, {
      id: 'order_filled:1',
      network: 'mainnet',
      account,
      type: 'order_filled',
      message: 'Your order was filled.',
      timestamp: at('2026-01-01T00:00:02.000Z'),
      metadata: { chainId: 1, orderUid: '0x01' },
    });
    insertNotification(server.context.db, {
      id: 'order_expired:2',
      network: 'mainnet',
      account,
      type: 'order_expired',
      message: 'Your order expired.',
      timestamp: at('2026-01-01T00:00:05.000Z'),
      metadata: {},
    });
    insertNotification(server.context.db, {
      id: 'other',
      network: 'mainnet',
      account: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      type: 'price_improvement',
      message: 'Not yours.',
      timestamp: at('2026-01-01T00:00:09.000Z'),
      metadata: {},
    });
    const response = await get(server.url, '0x6810e776880C02933D47DB1b9fc05908e5386b96');
    expect(response.status).toBe(200);
    expect(response.cacheControl).toBe('public, max-age=300');
    expect(response.json).toEqual([
      {
        id: 'order_expired:2',
        account,
        type: 'order_expired',
        message: 'Your order expired.',
        timestamp: '2026-01-01T00:00:05.000Z',
        metadata: {},
      },
      {
        id: 'order_filled:1',
        account,
        type: 'order_filled',
        message: 'Your order was filled.',
        timestamp: '2026-01-01T00:00:02.000Z',
        metadata: { chainId: 1, orderUid: '0x01' },
      },
    ]);
  });

  test('behavior: [] for an account without notifications; 400 for a malformed address', async () => {
    expect(await get(server.url, '0x000000000000000000000000000000000000dead')).toEqual({
      status: 200,
      cors: '*',
      cacheControl: 'public, max-age=300',
      json: [],
    });
    const malformed = await get(server.url, '0x1234');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ message: expect.any(String) });
  });

  test('behavior: CMS_ENABLED=false or CMS_API_KEY=none is 503 Notifications are not enabled', async () => {
    for (const env of [{ CMS_ENABLED: 'false' }, { CMS_API_KEY: 'none' }]) {
      const off = await startTestServer(env);
      try {
        expect(await get(off.url, account)).toEqual({
          status: 503,
          cors: '*',
          cacheControl: null,
          json: { message: 'Notifications are not enabled' },
        });
      } finally {
        await off.close();
      }
    }
  });

  test('behavior: a store error is 500 {message}', async () => {
    const broken = await startTestServer();
    try {
      broken.context.db.exec('DROP TABLE notifications');
      expect(await get(broken.url, account)).toEqual({
        status: 500,
        cors: '*',
        cacheControl: null,
        json: { message: 'Internal server error' },
      });
    } finally {
      await broken.close();
    }
  });
});
