import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

// Default scenario: WETH walks with an hourly volatility of 1 %, USDC and DAI of 0.02 %.
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
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
  const response = await fetch(`${server.url}/${chainId}/markets/${base}-${quote}/${what}`);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    cors: response.headers.get('access-control-allow-origin'),
    json: (await response.json()) as any,
  };
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
    const { status, json } = await get('1', WETH, unknownToken, 'volatilityDetails');
    expect(status).toBe(200);
    const usdPrice = server.context.simulation.world('mainnet')!.usdPrice(WETH)!;
    expect(json.quoteToken).toBeNull();
    expect(json.baseToken).toMatchObject({ tokenAddress: WETH.toLowerCase(), usdPrice, prices: null });
    expect(json.baseToken.volatilityInTokens).toBeCloseTo(overFiveMinutes(0.01), 6);
    expect(json.baseToken.volatilityInUsd).toBeCloseTo(overFiveMinutes(0.01) * usdPrice, 4);
  });
});
