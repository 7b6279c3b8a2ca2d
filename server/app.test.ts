import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as companionRoutes from '../generated/companion/routes.js';
import * as orderbookRoutes from '../generated/orderbook/routes.js';
import { loadDocument, resolveRef, type OpenApiDocument } from '../conformance/setup/openapiDocuments.js';
import { firstTwoSegments, surfaceOf } from './app.js';
import { startTestServer, type TestServer } from './testing/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const validOrder = {
  sellToken: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  receiver: null,
  sellAmount: '1000000000000000000',
  buyAmount: '3150000000',
  validTo: 1795000000,
  appData: '{}',
  feeAmount: '0',
  kind: 'sell',
  partiallyFillable: false,
  signingScheme: 'eip712',
  signature: `0x${'11'.repeat(65)}`,
};

async function request(path: string, init: RequestInit = {}) {
  const response = await fetch(server.url + path, init);
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

const postJson = (path: string, body: unknown) =>
  request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('createApp', () => {
  test('default: GET /mainnet/api/v1/version answers the version as text', async () => {
    const response = await request('/mainnet/api/v1/version');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.text).toBe(server.context.version);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  test.each(orderbookRoutes.networks)('behavior: network %s is served', async (network) => {
    expect((await request(`/${network}/api/v1/version`)).status).toBe(200);
  });

  test('behavior: an unknown network is 404 NotFound in the order-book shape', async () => {
    const response = await request('/goerli/api/v1/version');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json).toMatchObject({ errorType: 'NotFound' });
    expect(response.json.description).toContain('goerli');
  });

  test('behavior: a malformed uid is 400 InvalidParameter naming the parameter', async () => {
    const response = await request('/mainnet/api/v1/orders/0x1234');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json.errorType).toBe('InvalidParameter');
    expect(response.json.description).toMatch(/^UID: /);
  });

  test('behavior: a non-numeric amount is 400 InvalidParameter naming the field', async () => {
    const response = await postJson('/mainnet/api/v1/orders', { ...validOrder, sellAmount: '1e18' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      errorType: 'InvalidParameter',
      description: expect.stringMatching(/^sellAmount: /),
    });
  });

  test.each(['1e3', '0x10', '1.0', '5 '])(
    'behavior: an integer query value written %j is 400 InvalidParameter; decimal digits pass',
    async (limit) => {
      const owner = '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23';
      const response = await request(`/mainnet/api/v1/account/${owner}/orders?limit=${encodeURIComponent(limit)}`);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        errorType: 'InvalidParameter',
        description: `limit: must be an integer in decimal digits, not ${JSON.stringify(limit)}`,
      });
      // As a Rust integer parses: decimal digits, a sign allowed.
      for (const valid of ['5', '+5', '005'])
        expect(
          (await request(`/mainnet/api/v1/account/${owner}/orders?limit=${encodeURIComponent(valid)}`)).status,
        ).toBe(200);
    },
  );

  test('behavior: a malformed address is 400 InvalidParameter naming the field', async () => {
    const response = await postJson('/mainnet/api/v1/orders', { ...validOrder, buyToken: '0xnot-an-address' });
    expect(response.status).toBe(400);
    expect(response.json.errorType).toBe('InvalidParameter');
    expect(response.json.description).toMatch(/^buyToken: /);
  });

  test('behavior: a string validTo is rejected (bodies are not coerced)', async () => {
    const response = await postJson('/mainnet/api/v1/orders', { ...validOrder, validTo: '1795000000' });
    expect(response.status).toBe(400);
    expect(response.json.description).toMatch(/^validTo: /);
  });

  test('behavior: a quote body matching two size shapes is rejected', async () => {
    const response = await postJson('/mainnet/api/v1/quote', {
      sellToken: validOrder.sellToken,
      buyToken: validOrder.buyToken,
      from: validOrder.sellToken,
      kind: 'sell',
      sellAmountBeforeFee: '1',
      sellAmountAfterFee: '1',
    });
    expect(response.status).toBe(400);
    expect(response.json.errorType).toBe('InvalidParameter');
  });

  test('behavior: a quote body with both validTo and validFor is rejected', async () => {
    const response = await postJson('/mainnet/api/v1/quote', {
      sellToken: validOrder.sellToken,
      buyToken: validOrder.buyToken,
      from: validOrder.sellToken,
      kind: 'sell',
      sellAmountAfterFee: '1',
      validTo: 1795000000,
      validFor: 60,
    });
    expect(response.status).toBe(400);
    expect(response.json.description).toMatch(/validFor|validTo/);
  });

  test('behavior: invalid JSON is 400 InvalidParameter', async () => {
    const response = await request('/mainnet/api/v1/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"sellToken":',
    });
    expect(response.status).toBe(400);
    expect(response.json.errorType).toBe('InvalidParameter');
    expect(response.json.description).toMatch(/^body: /);
  });

  test('behavior: a missing body is 400 InvalidParameter', async () => {
    const response = await request('/mainnet/api/v1/orders', { method: 'POST' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errorType: 'InvalidParameter', description: 'body: is required' });
  });

  test('behavior: a body over 16 KiB is 413 PayloadTooLarge', async () => {
    const response = await postJson('/mainnet/api/v1/orders', { ...validOrder, appData: 'x'.repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json.errorType).toBe('PayloadTooLarge');
  });

  test('behavior: a known path with another method is 405 in the order-book shape', async () => {
    const response = await request('/mainnet/api/v1/version', { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.json.errorType).toBe('MethodNotAllowed');
  });

  test('behavior: a method the router does not know at all is 405 too, never a 500', async () => {
    for (const path of ['/mainnet/api/v1/orders', '/mainnet/api/v1/version', '/hooks']) {
      const response = await request(path, { method: 'PROPFIND' });
      expect(response.status).toBe(405);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  test('behavior: a 405 names the methods the path allows in `Allow` (RFC 9110), on both surfaces', async () => {
    const cases = [
      ['PUT', '/mainnet/api/v1/version', 'GET, HEAD'],
      ['PATCH', '/mainnet/api/v1/orders', 'DELETE, POST'],
      ['PROPFIND', '/mainnet/api/v1/orders', 'DELETE, POST'],
      ['DELETE', '/hooks', 'GET, HEAD'],
      ['POST', '/1/tokens/-/usdPrice', 'GET, HEAD'],
    ] as const;
    for (const [method, path, allow] of cases) {
      const response = await request(path, { method });
      const allowed = response.headers.get('allow')?.split(', ').sort().join(', ');
      expect({ method, path, status: response.status, allow: allowed }).toEqual({
        method,
        path,
        status: 405,
        allow,
      });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  test('behavior: a method the router does not know, on a path that does not exist, is 404', async () => {
    for (const path of ['/mainnet/api/v9/nothing', '/nothing/here']) {
      const response = await request(path, { method: 'PROPFIND' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  test('behavior: an unknown order-book route is 404 NotFound', async () => {
    const response = await request('/mainnet/api/v9/nothing');
    expect(response.status).toBe(404);
    expect(response.json.errorType).toBe('NotFound');
  });

  test('behavior: the debug report of an unknown order is 404 in the documented shape', async () => {
    const response = await request(`/mainnet/api/v1/debug/order/0x${'ab'.repeat(56)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json).toEqual({ errorType: 'NotFound', description: `order 0x${'ab'.repeat(56)} was not found` });
  });

  test('behavior: order-book preflight allows any origin and the reference headers', async () => {
    const response = await request('/mainnet/api/v1/orders', {
      method: 'OPTIONS',
      headers: { origin: 'https://swap.cow.fi', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  test('behavior: companion token routes named by an order-book network answer companion CORS', async () => {
    // `{chainId}` may be an order-book name (docs/protocol.md#networks): `/mainnet/tokens/...` is companion.
    const preflight = await request('/mainnet/tokens/-/usdPrice', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://swap.cow.fi',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'Cache-Control',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/(^|, )Cache-Control(,|$)/);
    const response = await request('/xdai/tokens/-/usdPrice');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-headers')).toBe('Cache-Control');
  });

  test('behavior: companion errors are {message} with the CORS headers', async () => {
    const response = await request('/1/tokens/0xnope/usdPrice');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('Cache-Control');
    expect(Object.keys(response.json)).toEqual(['message']);
    expect(response.json.message).toMatch(/tokenAddress/);
  });

  test('behavior: hooks failures use the hooks body and are not cached', async () => {
    const response = await request('/hooks?blockchain=mainnet');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toEqual({ hooks: [], count: 0, error: 'period: is required' });
  });

  test('behavior: an unknown companion route is 404 {message}', async () => {
    const response = await request('/nothing/here');
    expect(response.status).toBe(404);
    expect(Object.keys(response.json)).toEqual(['message']);
  });
});

/** A request that satisfies an operation's schemas, built from the documented examples. */
function exampleRequest(document: OpenApiDocument, prefix: string, path: string, method: string) {
  const item = document.paths[path] as Record<string, any>;
  const operation = item[method];
  const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter: any) =>
    resolveRef(document, parameter),
  );
  let url = prefix + path;
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    const schema = resolveRef(document, parameter.schema);
    const value =
      parameter.example ??
      schema.examples?.[0] ??
      schema.enum?.[0] ??
      schema.oneOf?.map((option: any) => resolveRef(document, option)).find((option: any) => option.examples)
        ?.examples[0] ??
      (schema.type === 'integer' ? (schema.minimum ?? 1) : '1');
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.required) query.set(parameter.name, String(value));
  }
  const body = operation.requestBody
    ? Object.values<any>(resolveRef(document, operation.requestBody).content['application/json'].examples)[0]
    : undefined;
  return {
    url: query.size > 0 ? `${url}?${query}` : url,
    init: {
      method: method.toUpperCase(),
      headers: { 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(resolveRef(document, body).value) } : {}),
    },
    statuses: Object.keys(operation.responses).map(Number),
  };
}

describe('routing', () => {
  const cases = [
    ...orderbookRoutes.operations.map((entry) => ({ document: 'orderbook' as const, prefix: '/mainnet', entry })),
    ...companionRoutes.operations.map((entry) => ({ document: 'companion' as const, prefix: '', entry })),
  ];

  test.each(cases.map((testCase) => [testCase.entry.operationId, testCase] as const))(
    'behavior: %s is routed and answers a documented status (or 501 until implemented)',
    async (_operationId, { document, prefix, entry }) => {
      const request = exampleRequest(loadDocument(document), prefix, entry.path, entry.method);
      const response = await fetch(server.url + request.url, request.init);
      expect(response.headers.get('content-type')).toMatch(/^(application\/json|text\/plain|text\/event-stream)/);
      // An event stream never ends by itself.
      await response.body?.cancel();
      expect([...request.statuses, 501]).toContain(response.status);
    },
  );
});

describe('trailing slashes', () => {
  test('behavior: a documented trailing slash is optional (POST /affiliate/{walletAddress})', async () => {
    const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    // The router also takes one slash more than a pattern that ends in one.
    for (const path of [`/affiliate/${address}/`, `/affiliate/${address}`, `/affiliate/${address}//`]) {
      const response = await postJson(path, {
        walletAddress: '0x0000000000000000000000000000000000000001',
        code: 'BATCHBOOK',
        signedMessage: '0x12',
      });
      // Reaches the handler: the wallet mismatch check answers, not a 405 from the router.
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: 'Affiliate wallet address mismatch' });
    }
  });
});

describe('surfaceOf', () => {
  test('behavior: the first two segments are those of path.split("/")', () => {
    const paths = ['', '/', '*', 'a', 'a/b', 'a/b/c', '//', '///x', '/mainnet', '/mainnet/', '/x/api', '/x/api/v1/y'];
    for (const path of paths) {
      const [, first = '', second = ''] = path.split('/');
      expect(firstTwoSegments(path), path).toEqual([first, second]);
    }
  });

  test('behavior: order-book paths by their second segment or their network, else companion', () => {
    expect(surfaceOf('/mainnet/api/v1/orders/0x12')).toBe('orderbook');
    expect(surfaceOf('/nowhere/restricted/api')).toBe('orderbook');
    expect(surfaceOf('/mainnet')).toBe('orderbook');
    expect(surfaceOf('/mainnet/nothing')).toBe('orderbook');
    expect(surfaceOf('/hooks')).toBe('companion');
    expect(surfaceOf('/')).toBe('companion');
    expect(surfaceOf('/mainnet/tokens/-/usdPrice')).toBe('companion');
  });

  test('behavior: every companion path under {chainId} is companion when the chain is spelled as an order-book network', () => {
    const chainPaths = companionRoutes.operations.filter((operation) => operation.path.startsWith('/{chainId}/'));
    expect(chainPaths.length).toBeGreaterThan(5);
    for (const network of orderbookRoutes.networks)
      for (const { path } of chainPaths) {
        const wire = path.replace('{chainId}', network).replace(/\{[^}]+\}/g, 'x');
        expect(surfaceOf(wire), wire).toBe('companion');
      }
    for (const network of orderbookRoutes.networks) {
      expect(surfaceOf(`/${network}/api/v1/nothing`)).toBe('orderbook');
      expect(surfaceOf(`/${network}/sim/v1/nothing`)).toBe('orderbook');
      expect(surfaceOf(`/${network}/solvers/baseline/solve`)).toBe('orderbook');
    }
  });

  test.each([
    ['POST', '/mainnet/markets/WETH-USDC/slippageTolerance', 405],
    ['GET', '/mainnet/yield/pools', 405],
    ['PUT', '/xdai/simulation/simulateBundle', 405],
    ['DELETE', '/base/accounts/0x1111111111111111111111111111111111111111/balances', 405],
    ['GET', '/mainnet/address/0x1111111111111111111111111111111111111111/nothing', 404],
  ])(
    'behavior: %s %s (a companion path, the chain as a network name) answers %i in the companion shape',
    async (method, path, status) => {
      const response = await request(path, { method });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.json).toEqual({ message: expect.any(String) });
    },
  );

  test.each([
    ['POST', '/mainnet/api/v1/version', 405],
    ['GET', '/mainnet/api/v1/nothing', 404],
    ['GET', '/mainnet/nothing', 404],
  ])('behavior: %s %s (an order-book path) answers %i in the order-book shape', async (method, path, status) => {
    const response = await request(path, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.json).toEqual({ errorType: expect.any(String), description: expect.any(String) });
  });
});
