import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getAddress } from 'viem';
import { TOKENS, companionClient } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const WETH = getAddress(TOKENS.WETH);
const USDC = getAddress(TOKENS.USDC);
const WXDAI = '0xe91D153E0b41518A2Ce8Dd3D7944Fa863463a97d';
const unknownToken = '0x1111111111111111111111111111111111111111';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const details = (chainId: string, tokenAddress: string) =>
  companionClient(server).GET('/{chainId}/tokens/{tokenAddress}/details', {
    params: { path: { chainId, tokenAddress } },
  });

/** What the simulated chain lists for a token, as the companion answers it. */
function listed(network: string, token: string) {
  const info = server.context.simulation.world(network)!.getToken(token)!;
  return { address: token.toLowerCase(), symbol: info.symbol, decimals: info.decimals };
}

describe('getTokenDetails', () => {
  test('default: the chain’s symbol and decimals, address lower case, cached 120 s, CORS', async () => {
    const { data, response } = await details('1', WETH);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=120, public, s-maxage=120');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(data).toEqual(listed('mainnet', WETH));
    expect(listed('mainnet', USDC)).toMatchObject({ symbol: 'USDC', decimals: 6 });
  });

  test('behavior: any spelling of the chain; another chain lists its own tokens; unknown is 404 {message}', async () => {
    for (const chainId of ['100', 'xdai']) {
      expect((await details(chainId, WXDAI)).data).toEqual(listed('xdai', WXDAI));
    }
    for (const [chainId, token] of [
      ['1', WXDAI],
      ['1', unknownToken],
      ['999999', WETH],
    ]) {
      const { error, response } = await details(chainId!, token!);
      expect(response.status).toBe(404);
      expect(error).toEqual({ message: 'Token not found' });
    }
  });
});

describe('getTokensDetails', () => {
  const post = (chainId: string, tokenAddresses: string[]) =>
    companionClient(server).POST('/{chainId}/tokens/details', {
      params: { path: { chainId } },
      body: { tokenAddresses },
    });

  test('default: the listed tokens in the request’s order, unknown ones left out', async () => {
    const { data, response } = await post('ethereum', [USDC, unknownToken, TOKENS.WETH]);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(data).toEqual([listed('mainnet', USDC), listed('mainnet', WETH)]);
  });

  test('behavior: none listed, or an unknown chain, is 404 No tokens found', async () => {
    for (const [chainId, tokens] of [
      ['1', [unknownToken]],
      ['999999', [WETH]],
    ] as const) {
      const { error, response } = await post(chainId, [...tokens]);
      expect(response.status).toBe(404);
      expect(error).toEqual({ message: 'No tokens found' });
    }
  });
});
