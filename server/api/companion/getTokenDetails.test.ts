import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WXDAI = '0xe91D153E0b41518A2Ce8Dd3D7944Fa863463a97d';
const unknownToken = '0x1111111111111111111111111111111111111111';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** What the simulated chain lists for a token, as the companion answers it. */
function listed(network: string, token: string) {
  const info = server.context.simulation.world(network)!.getToken(token)!;
  return { address: token.toLowerCase(), symbol: info.symbol, decimals: info.decimals };
}

describe('getTokenDetails', () => {
  test('default: the chain’s symbol and decimals, address lower case, cached 120 s, CORS', async () => {
    const response = await fetch(`${server.url}/1/tokens/${WETH}/details`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=120, public, s-maxage=120');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual(listed('mainnet', WETH));
    expect(listed('mainnet', USDC)).toMatchObject({ symbol: 'USDC', decimals: 6 });
  });

  test('behavior: any spelling of the chain; another chain lists its own tokens; unknown is 404 {message}', async () => {
    for (const chainId of ['100', 'xdai']) {
      const response = await fetch(`${server.url}/${chainId}/tokens/${WXDAI}/details`);
      expect(await response.json()).toEqual(listed('xdai', WXDAI));
    }
    for (const [chainId, token] of [
      ['1', WXDAI],
      ['1', unknownToken],
      ['999999', WETH],
    ]) {
      const response = await fetch(`${server.url}/${chainId}/tokens/${token}/details`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Token not found' });
    }
  });
});

describe('getTokensDetails', () => {
  const post = (chainId: string, tokenAddresses: string[]) =>
    fetch(`${server.url}/${chainId}/tokens/details`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tokenAddresses }),
    });

  test('default: the listed tokens in the request’s order, unknown ones left out', async () => {
    const response = await post('ethereum', [USDC, unknownToken, WETH.toLowerCase()]);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual([listed('mainnet', USDC), listed('mainnet', WETH)]);
  });

  test('behavior: none listed, or an unknown chain, is 404 No tokens found', async () => {
    for (const [chainId, tokens] of [
      ['1', [unknownToken]],
      ['999999', [WETH]],
    ] as const) {
      const response = await post(chainId, [...tokens]);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No tokens found' });
    }
  });
});
