import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getAddress } from 'viem';
import { TOKENS, answeredWithHeaders, companionClient } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

// Default scenario: WETH walks with an hourly volatility of 1 %, USDC and DAI of 0.02 %. The
// markets are spelled with checksummed addresses, as the reference's clients send them.
const WETH = getAddress(TOKENS.WETH);
const USDC = getAddress(TOKENS.USDC);
const DAI = getAddress(TOKENS.DAI);
const unknownToken = '0x1111111111111111111111111111111111111111';
/** The standard deviation over five minutes of a walk with hourly volatility `hourly`. */
const overFiveMinutes = (hourly: number) => hourly * Math.sqrt(5 / 60);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function get(chainId: string, base: string, quote: string, what: 'slippageTolerance' | 'volatilityDetails') {
  return answeredWithHeaders(
    await companionClient(server).GET(`/{chainId}/markets/{market}/${what}`, {
      params: { path: { chainId, market: `${base}-${quote}` } },
    }),
  );
}

describe('getSlippageTolerance', () => {
  test('default: the pair’s five-minute volatility in bps, rounded up, cached 120 s', async () => {
    const expected = Math.ceil(Math.hypot(overFiveMinutes(0.01), overFiveMinutes(0.0002)) * 10_000);
    expect(expected).toBe(29);
    expect(await get('1', WETH, USDC, 'slippageTolerance')).toEqual({
      status: 200,
      cacheControl: 'max-age=120, public, s-maxage=120',
      cors: '*',
      json: { slippageBps: expected },
    });
    // The pair's volatility is symmetric; two stablecoins need far less.
    expect((await get('ethereum', USDC, WETH, 'slippageTolerance')).json).toEqual({ slippageBps: expected });
    expect((await get('1', USDC, DAI, 'slippageTolerance')).json).toEqual({
      slippageBps: Math.ceil(Math.hypot(overFiveMinutes(0.0002), overFiveMinutes(0.0002)) * 10_000),
    });
  });

  test('behavior: a token the chain does not list proposes 0, as the reference; an unknown chain is 404', async () => {
    expect((await get('1', WETH, unknownToken, 'slippageTolerance')).json).toEqual({ slippageBps: 0 });
    expect(await get('999999', WETH, USDC, 'slippageTolerance')).toMatchObject({
      status: 404,
      cors: '*',
      json: { message: 'Market not found' },
    });
  });

  test('behavior: a malformed address in the market is 400 {message}', async () => {
    const response = await get('1', WETH, '0xnope', 'slippageTolerance');
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: expect.any(String) });
  });
});

describe('getVolatilityDetails', () => {
  test('default: each token’s five-minute volatility in USD and relative to its price; unlisted is null', async () => {
    const { data: json, response } = await companionClient(server).GET(
      '/{chainId}/markets/{market}/volatilityDetails',
      {
        params: { path: { chainId: '1', market: `${WETH}-${unknownToken}` } },
      },
    );
    expect(response.status).toBe(200);
    if (!json?.baseToken) throw new Error('the listed base token has volatility details');
    const usdPrice = server.context.simulation.world('mainnet')!.usdPrice(WETH)!;
    expect(json.quoteToken).toBeNull();
    expect(json.baseToken).toMatchObject({ tokenAddress: WETH.toLowerCase(), usdPrice, prices: null });
    expect(json.baseToken.volatilityInTokens).toBeCloseTo(overFiveMinutes(0.01), 6);
    expect(json.baseToken.volatilityInUsd).toBeCloseTo(overFiveMinutes(0.01) * usdPrice, 4);
  });
});
