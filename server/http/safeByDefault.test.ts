import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOKENS } from '../testing/fixtures.js';
import { startTestServer, type TestServer } from '../testing/startTestServer.js';

// What a web page, a rebound DNS name or a stranger on the network can do to a running server.

const { USDC } = TOKENS;
const VICTIM = '0x000000000000000000000000000000000000dead';
const TOKEN = 'a-control-token-for-tests';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; json: any };

/** A raw request (Node's `fetch` will not send a foreign `Host`). */
function send(
  server: TestServer,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(server.url + path, { method, headers: options.headers ?? {} }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          json: /^application\/json/.test(response.headers['content-type'] ?? '') ? JSON.parse(text) : text,
        }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

async function usdcBalance(server: TestServer, headers: Record<string, string> = {}): Promise<string> {
  const { json } = await send(server, 'GET', `/mainnet/sim/v1/snapshot?account=${VICTIM}`, { headers });
  return json.account.balances.find((entry: { token: string }) => entry.token === USDC).balance;
}

const mintBody = JSON.stringify({ token: USDC, account: VICTIM, amount: '1000000000000' });

describe('a default (local) server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  test('behavior: a cross-origin text/plain POST to the control API (no preflight needed) changes nothing', async () => {
    const before = await usdcBalance(server);
    const driveBy = await send(server, 'POST', '/mainnet/sim/v1/balances/mint', {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: mintBody,
    });
    expect(driveBy.status).toBe(415);
    expect(driveBy.json).toEqual({
      errorType: 'UnsupportedMediaType',
      description: 'body: Content-Type must be application/json, not "text/plain"',
    });
    expect(driveBy.headers['access-control-allow-origin']).toBeUndefined();
    // Form posts, the other preflight-free bodies, are refused the same way.
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const form = await send(server, 'POST', '/mainnet/sim/v1/balances/mint', {
        headers: { origin: 'https://evil.example', 'content-type': type },
        body: mintBody,
      });
      expect(form.status).toBe(415);
    }
    expect(await usdcBalance(server)).toBe(before);
  });

  test('behavior: the control API answers no origin CORS, its preflight included; the order book still does', async () => {
    const preflight = await send(server, 'OPTIONS', '/mainnet/sim/v1/balances/mint', {
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const read = await send(server, 'GET', '/mainnet/sim/v1/snapshot', { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const orderbook = await send(server, 'GET', '/mainnet/api/v1/token/' + USDC + '/native_price', {
      headers: { origin: 'https://evil.example' },
    });
    expect(orderbook.headers['access-control-allow-origin']).toBe('*');
  });

  test('behavior: a JSON mint from a local client still works without a token', async () => {
    const minted = await send(server, 'POST', '/mainnet/sim/v1/balances/mint', {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ token: USDC, account: VICTIM, amount: '5' }),
    });
    expect(minted.status).toBe(200);
  });

  test('behavior: a foreign Host (DNS rebinding) gets 403 in the shape of the path, and nothing else', async () => {
    const before = await usdcBalance(server);
    const rebound = await send(server, 'POST', '/mainnet/sim/v1/balances/mint', {
      headers: { host: 'evil.example:8080', 'content-type': 'application/json' },
      body: mintBody,
    });
    expect(rebound.status).toBe(403);
    expect(rebound.json).toEqual({
      errorType: 'Forbidden',
      description: 'Host "evil.example:8080" is not allowed; add it to ALLOWED_HOSTS to serve requests for it',
    });
    expect(rebound.headers['access-control-allow-origin']).toBeUndefined();
    expect(await usdcBalance(server)).toBe(before);

    const companion = await send(server, 'GET', '/1/tokens/' + USDC + '/usdPrice', {
      headers: { host: 'evil.example' },
    });
    expect(companion.status).toBe(403);
    expect(companion.json).toEqual({
      message: 'Host "evil.example" is not allowed; add it to ALLOWED_HOSTS to serve requests for it',
    });
    expect(companion.headers['content-type']).toMatch(/^application\/json/);
  });

  test.each(['localhost:8080', 'LOCALHOST', 'app.localhost', '127.0.0.1:8080', '[::1]:8080', '192.168.1.20:8080'])(
    'behavior: Host %s (loopback name or an IP address) is answered',
    async (host) => {
      expect((await send(server, 'GET', '/mainnet/api/v1/version', { headers: { host } })).status).toBe(200);
    },
  );
});

describe('ALLOWED_HOSTS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ALLOWED_HOSTS: 'batchbook.internal,.team.example' });
  });
  afterAll(() => server.close());

  test.each([
    ['batchbook.internal:8080', 200],
    ['team.example', 200],
    ['ci.team.example', 200],
    ['evilteam.example', 403],
    ['batchbook.internal.evil.example', 403],
  ])('behavior: Host %s answers %d', async (host, status) => {
    expect((await send(server, 'GET', '/mainnet/api/v1/version', { headers: { host } })).status).toBe(status);
  });
});

test('behavior: the name HOST binds to is answered without listing it in ALLOWED_HOSTS', async () => {
  const named = await startTestServer({ HOST: 'batchbook.test', SIM_CONTROL_TOKEN: TOKEN });
  try {
    const version = (host: string) => send(named, 'GET', '/mainnet/api/v1/version', { headers: { host } });
    expect((await version('batchbook.test:8080')).status).toBe(200);
    expect((await version('other.test:8080')).status).toBe(403);
  } finally {
    await named.close();
  }
});

describe('SIM_CONTROL_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIM_CONTROL_TOKEN: TOKEN });
  });
  afterAll(() => server.close());
  const json = { 'content-type': 'application/json' };

  test('behavior: a control call without the token, or with another, is 401 and changes nothing', async () => {
    const before = await usdcBalance(server, { authorization: `Bearer ${TOKEN}` });
    for (const authorization of [undefined, 'Bearer wrong-token-of-the-same-len', `Basic ${TOKEN}`, TOKEN, 'Bearer']) {
      const answer = await send(server, 'POST', '/mainnet/sim/v1/balances/mint', {
        headers: { ...json, ...(authorization === undefined ? {} : { authorization }) },
        body: mintBody,
      });
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.json.errorType).toBe('Unauthorized');
      expect(answer.headers['www-authenticate']).toMatch(/^Bearer /);
    }
    const read = await send(server, 'GET', '/mainnet/sim/v1/snapshot');
    expect(read.status).toBe(401);
    expect(await usdcBalance(server, { authorization: `Bearer ${TOKEN}` })).toBe(before);
  });

  test('behavior: with the token the call is made; the order book needs none', async () => {
    const before = BigInt(await usdcBalance(server, { authorization: `Bearer ${TOKEN}` }));
    const minted = await send(server, 'POST', '/mainnet/sim/v1/balances/mint', {
      headers: { ...json, authorization: `bearer ${TOKEN}` },
      body: JSON.stringify({ token: USDC, account: VICTIM, amount: '7' }),
    });
    expect(minted.status).toBe(200);
    expect(minted.json.balance).toBe(String(before + 7n));
    expect((await send(server, 'GET', '/mainnet/api/v1/version')).status).toBe(200);
  });
});
