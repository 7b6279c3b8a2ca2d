import type { Hex } from 'viem';
import type { components } from '../../../generated/orderbook/types.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertOrder } from '../../db/tables/orders.js';
import type { Order } from '../../domain/orders/types.js';
import { exampleOrder } from '../../domain/testing/exampleOrder.js';
import { orderbookClient } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';
import { toOrderDto } from './dto/order.js';

const owner = '0x2222222222222222222222222222222222222222';
const uidOf = (index: number) => `0x${index.toString(16).padStart(112, '0')}` as Hex;
const orderOf = (index: number, overrides: Partial<Order> = {}) =>
  exampleOrder({ uid: uidOf(index), owner, createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)), ...overrides });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const { stores } = server.context.orderbook;
  const now = server.context.clock.now();
  await stores.orders.insertOrder(
    orderOf(1, { fullAppData: '{"appCode":"a \\"b\\" \\\\ \u001f\u0007 ✓ 🐮 \u2028"}' }),
    {
      now,
    },
  );
  await stores.orders.insertOrder(orderOf(2, { executedSell: 10n ** 18n, validFrom: 5 }), { now });
  // As an order stored before migration 011: no wire fragments; a lone surrogate in its app data.
  insertOrder(server.context.db, orderOf(3, { fullAppData: '{"a":"\ud800 ✓"}', signingScheme: 'presign' }));
  await stores.orders.insertOrder(orderOf(4, { validTo: 1 }), { now });
  await stores.orders.cancelOrders([uidOf(4)], now);
});
afterAll(async () => {
  await server.close();
});

/** The response's body as text (`parseAs: 'text'`), and what `JSON.stringify` of the orders' DTOs gives. */
async function readAs(
  answer: Promise<{ data?: string; response: Response }>,
  expected: (dtos: components['schemas']['Order'][]) => unknown,
  uids: Hex[],
) {
  const { data, response } = await answer;
  const chain = server.context.orderbook.chain('mainnet');
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: data ?? '',
    expected: JSON.stringify(
      expected(server.context.orderbook.stores.orders.getOrders(uids).map((order) => toOrderDto(order, chain))),
    ),
  };
}

// The order reads answer JSON spliced from stored fragments, sent as bytes; these hold them to
// `JSON.stringify` of `toOrderDto`, over HTTP, for orders stored with and without fragments.
describe('getUserOrders', () => {
  test('behavior: the page is JSON.stringify of its orders’ DTOs, to the byte', async () => {
    // Twice: the first read writes the fragments of the order stored without them.
    for (const _ of [1, 2]) {
      const page = await readAs(
        orderbookClient(server).GET('/api/v1/account/{owner}/orders', {
          params: { path: { owner }, query: { limit: 1000 } },
          parseAs: 'text',
        }),
        (dtos) => dtos,
        [4, 3, 2, 1].map(uidOf),
      );
      expect(page.contentType).toBe('application/json; charset=utf-8');
      expect(page.body).toBe(page.expected);
      expect(JSON.parse(page.body)).toHaveLength(4);
    }
  });
});

describe('getOrders', () => {
  test('behavior: the found orders are JSON.stringify of their DTOs, each as { order }, to the byte', async () => {
    const byUids = await readAs(
      orderbookClient(server).POST('/api/v1/orders/by_uids', { body: [1, 3, 9].map(uidOf), parseAs: 'text' }),
      (dtos) => dtos.map((order) => ({ order })),
      [1, 3].map(uidOf),
    );
    expect(byUids.contentType).toBe('application/json; charset=utf-8');
    expect(byUids.body).toBe(byUids.expected);
    expect(JSON.parse(byUids.body)).toHaveLength(2);
  });
});

describe('getOrder', () => {
  test('behavior: the order is JSON.stringify of its DTO, to the byte', async () => {
    for (const index of [1, 3]) {
      const one = await readAs(
        orderbookClient(server).GET('/api/v1/orders/{UID}', {
          params: { path: { UID: uidOf(index) } },
          parseAs: 'text',
        }),
        (dtos) => dtos[0],
        [uidOf(index)],
      );
      expect(one.contentType).toBe('application/json; charset=utf-8');
      expect(one.body).toBe(one.expected);
    }
  });
});
