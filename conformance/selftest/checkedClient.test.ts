/**
 * The suite's own test (removing a response field from a handler, or adding an undocumented
 * status, must make the suite fail): the checked client against a tiny fake server that
 * answers what a broken handler would.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createCheckedClients, type CheckedClients } from '../setup/checkedClient.js';
import { ConformanceViolationError, NotImplementedYetError } from '../setup/checkResponse.js';
import { getOperation } from '../setup/operationIndex.js';

const uid = `0x${'ab'.repeat(56)}`;
const documentedOrder = getOperation('getOrder').responses['200']!.content['application/json']!.examples
  .order as Record<string, unknown>;
const { uid: _removed, ...orderWithoutUid } = documentedOrder;
const quoteResponse = getOperation('quote').responses['200']!.content['application/json']!.examples.quote as {
  quote: { sellToken: string; buyToken: string };
};
const usdPrice = getOperation('getUsdPrice').responses['200']!.content['application/json']!.examples.weth;

type Reply = { status: number; headers?: Record<string, string>; body: string };
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*', ...headers },
  body: JSON.stringify(body),
});
const companionHeaders = { 'access-control-allow-headers': 'Cache-Control' };
const eventStream = (body: string): Reply => ({
  status: 200,
  headers: { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*' },
  body,
});

/** What the fake server answers, by path: each entry is a handler bug the checker must catch (or a control). */
const replies: Record<string, Reply> = {
  [`/mainnet/api/v1/orders/${uid}`]: json(200, documentedOrder),
  [`/broken/api/v1/orders/${uid}`]: json(200, orderWithoutUid),
  '/mainnet/api/v1/version': {
    status: 200,
    headers: { 'content-type': 'text/plain', 'access-control-allow-origin': '*' },
    body: 'v1',
  },
  '/broken/api/v1/version': json(418, { errorType: 'Teapot', description: 'undocumented' }),
  '/mainnet/api/v1/auction': json(501, {
    errorType: 'NotImplemented',
    description: 'getCurrentBatchAuction is not implemented yet',
  }),
  '/1/tokens/0x6810e776880c02933d47db1b9fc05908e5386b96/usdPrice': json(200, usdPrice, {
    ...companionHeaders,
    'cache-control': 'max-age=120, public, s-maxage=120',
  }),
  // Documented Cache-Control missing, and no CORS at all.
  '/1/tokens/0x0000000000000000000000000000000000000001/usdPrice': {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(usdPrice),
  },
  // 429 without Retry-After.
  '/mainnet/api/v1/quote': json(429, { errorType: 'RateLimited', description: 'slow down' }),
  // Event streams: the quote stream's events carry no id; the auction stream's must.
  '/mainnet/api/v1/quote/stream': eventStream(`data: ${JSON.stringify(quoteResponse)}\n\n`),
  '/broken/api/v1/quote/stream': eventStream(
    `id: 1\ndata: ${JSON.stringify(quoteResponse)}\n\nevent: quote\ndata: {}\n\nevent: error\ndata: {"errorType":"NoLiquidity"}\n\n`,
  ),
  '/broken/api/v1/auction/events': eventStream('retry: 1000\n\nevent: auction\ndata: {"auctionId":1}\n\n'),
};
/** Paths answered 429 with `Retry-After` the first time (a deployment's rate limit), then normally. */
const limitedOnce = new Set([`/limited/api/v1/orders/${uid}`]);

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    const reply = limitedOnce.delete(url)
      ? json(429, { errorType: 'RateLimited', description: 'slow down' }, { 'retry-after': '0' })
      : (replies[url.replace('/limited/', '/mainnet/')] ??
        json(404, { errorType: 'NotFound', description: 'no such fake' }));
    response.writeHead(reply.status, reply.headers ?? {});
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const clientsFor = (network: string, allowNotImplemented = false): CheckedClients =>
  createCheckedClients({ baseUrl, network }, { allowNotImplemented });

async function violationOf(call: Promise<unknown>): Promise<ConformanceViolationError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConformanceViolationError);
  return error as ConformanceViolationError;
}

describe('createCheckedClients', () => {
  test('default: a documented response passes', async () => {
    const { data, response } = await clientsFor('mainnet').orderbook.GET('/api/v1/orders/{UID}', {
      params: { path: { UID: uid } },
    });
    expect(response.status).toBe(200);
    expect(data?.uid).toBe(documentedOrder.uid);
    const version = await clientsFor('mainnet').orderbook.GET('/api/v1/version', { parseAs: 'text' });
    expect(version.data).toBe('v1');
  });

  test('behavior: an Order missing a required field fails, naming operation, status and field', async () => {
    const error = await violationOf(
      clientsFor('broken').orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } }),
    );
    expect(error.operationId).toBe('getOrder');
    expect(error.status).toBe(200);
    expect(error.message).toMatch(/getOrder answered 200/);
    expect(error.violations.join('\n')).toMatch(/must have required property 'uid'/);
  });

  test('behavior: an undocumented status fails, naming operation and status', async () => {
    const error = await violationOf(clientsFor('broken').orderbook.GET('/api/v1/version', { parseAs: 'text' }));
    expect(error.operationId).toBe('getApiVersion');
    expect(error.violations.join('\n')).toMatch(/status 418 is not documented/);
  });

  test('behavior: raw requests go through the same checker', async () => {
    const error = await violationOf(clientsFor('broken').request('getOrder', { path: { UID: uid } }));
    expect(error.violations.join('\n')).toMatch(/required property 'uid'/);
  });

  test('behavior: 501 NotImplemented is a violation unless the target is the real server', async () => {
    const error = await violationOf(clientsFor('mainnet').orderbook.GET('/api/v1/auction'));
    expect(error.violations.join('\n')).toMatch(/status 501 is not documented/);
    await expect(clientsFor('mainnet', true).orderbook.GET('/api/v1/auction')).rejects.toBeInstanceOf(
      NotImplementedYetError,
    );
  });

  test('behavior: each event of a stream is checked: its name, its id as documented, its data', async () => {
    const body = { sellToken: quoteResponse.quote.sellToken, buyToken: quoteResponse.quote.buyToken };
    const good = await clientsFor('mainnet').request('quoteStream', { body });
    expect(good.status).toBe(200);
    const quoteViolations = (await violationOf(clientsFor('broken').request('quoteStream', { body }))).violations;
    expect(quoteViolations).toEqual([
      expect.stringMatching(/event "message" has an id, but the stream documents none/),
      expect.stringMatching(/event "quote" is not documented/),
      expect.stringMatching(/event "error" data does not match its schema/),
    ]);
    const auctionViolations = (await violationOf(clientsFor('broken').request('streamAuctionEvents'))).violations;
    expect(auctionViolations.join('\n')).toMatch(/event "auction" has no id/);
    expect(auctionViolations.join('\n')).toMatch(/event "auction" data does not match its schema/);
  });

  test('behavior: documented headers are required (Cache-Control, CORS)', async () => {
    const good = await clientsFor('mainnet').companion.GET('/{chainId}/tokens/{tokenAddress}/usdPrice', {
      params: { path: { chainId: '1', tokenAddress: '0x6810e776880c02933d47db1b9fc05908e5386b96' } },
    });
    expect(good.response.status).toBe(200);
    const error = await violationOf(
      clientsFor('mainnet').companion.GET('/{chainId}/tokens/{tokenAddress}/usdPrice', {
        params: { path: { chainId: '1', tokenAddress: '0x0000000000000000000000000000000000000001' } },
      }),
    );
    const text = error.violations.join('\n');
    expect(text).toMatch(/lacks Access-Control-Allow-Origin/);
    expect(text).toMatch(/lacks header Cache-Control/);
    expect(text).toMatch(/lacks header Access-Control-Allow-Headers/);
  });

  test('behavior: on a deployment a 429 with Retry-After is waited out and retried', async () => {
    const external = createCheckedClients(
      { baseUrl, network: 'limited', name: 'external' },
      { allowNotImplemented: false },
    );
    const { data, response } = await external.orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } });
    expect(response.status).toBe(200);
    expect(data?.uid).toBe(documentedOrder.uid);
  });

  test('behavior: 429 without Retry-After fails', async () => {
    const error = await violationOf(
      clientsFor('mainnet').request('quote', {
        body: { sellToken: '0x6810e776880c02933d47db1b9fc05908e5386b96' },
      }),
    );
    expect(error.violations.join('\n')).toMatch(/lacks header Retry-After/);
  });
});
