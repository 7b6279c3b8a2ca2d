import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getAddress } from 'viem';
import { TOKENS, answeredWithHeaders, companionClient } from '../../testing/fixtures.js';
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

async function get(chainId: string, tokenAddress: string, what: 'usdPrice' | 'topHolders') {
  return answeredWithHeaders(
    await companionClient(server).GET(`/{chainId}/tokens/{tokenAddress}/${what}`, {
      params: { path: { chainId, tokenAddress } },
    }),
  );
}

/** The holders a successful `topHolders` answer lists. */
function holdersOf(answer: Awaited<ReturnType<typeof get>>) {
  if (!Array.isArray(answer.json))
    throw new Error(`topHolders answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.json as { address: string; balance: string }[];
}

describe('getUsdPrice', () => {
  test('default: the world price, cached 120 s', async () => {
    expect(await get('1', WETH, 'usdPrice')).toEqual({
      status: 200,
      cors: '*',
      cacheControl: 'max-age=120, public, s-maxage=120',
      json: { price: server.context.simulation.world('mainnet')?.usdPrice(WETH) },
    });
  });

  test('behavior: chain id, slug and network name; checksummed and lower-case addresses', async () => {
    const expected = { status: 200, cors: '*', cacheControl: 'max-age=120, public, s-maxage=120', json: { price: 1 } };
    for (const chainId of ['1', 'ethereum', 'mainnet']) {
      for (const token of [USDC, USDC.toLowerCase(), `0x${USDC.slice(2).toUpperCase()}`]) {
        expect(await get(chainId, token, 'usdPrice')).toEqual(expected);
      }
    }
    for (const chainId of ['100', 'xdai']) {
      expect((await get(chainId, WXDAI, 'usdPrice')).json).toEqual({ price: 1 });
    }
  });

  test('behavior: - is the native asset, priced as the wrapped native token', async () => {
    for (const [chainId, wrapped] of [
      ['1', WETH],
      ['xdai', WXDAI],
      ['arbitrum-one', '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'],
      ['base', '0x4200000000000000000000000000000000000006'],
      ['11155111', '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14'],
    ] as const) {
      const native = await get(chainId, '-', 'usdPrice');
      expect(native.status).toBe(200);
      expect(native).toEqual(await get(chainId, wrapped, 'usdPrice'));
    }
  });

  test('behavior: 404 Price not found for unknown tokens and chains, and chains without a world', async () => {
    const notFound = { status: 404, cors: '*', cacheControl: null, json: { message: 'Price not found' } };
    expect(await get('1', unknownToken, 'usdPrice')).toEqual(notFound);
    for (const chainId of [
      '999999999',
      'goerli',
      '10',
      'optimistic-ethereum',
      'polygon-pos',
      '137',
      'sepolia-x',
      '01',
    ]) {
      expect(await get(chainId, WETH, 'usdPrice')).toEqual(notFound);
      expect(await get(chainId, '-', 'usdPrice')).toEqual(notFound);
    }
  });

  test('behavior: 400 for a malformed address or chain', async () => {
    for (const [chainId, token] of [
      ['1', '0xnope'],
      ['1', WETH.slice(0, 41)],
      ['1', '--'],
      ['Mainnet', WETH],
    ]) {
      const response = await get(chainId!, token!, 'usdPrice');
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ message: expect.any(String) });
    }
  });
});

describe('getTopTokenHolders', () => {
  test('default: largest first, balances as atoms; pools and minted accounts both hold', async () => {
    const world = server.context.simulation.world('mainnet');
    if (!world) throw new Error('mainnet is simulated');
    const whale = '0x2222222222222222222222222222222222222222';
    // Minting makes the sandbox balance explicit, plus the amount: a ledger holder now.
    const balance = world.mint(USDC, whale, 10n ** 18n);
    for (const chainId of ['1', 'ethereum', 'mainnet']) {
      for (const token of [USDC, USDC.toLowerCase()]) {
        const response = await get(chainId, token, 'topHolders');
        expect(response.status).toBe(200);
        expect(response.cacheControl).toBe('max-age=120, public, s-maxage=120');
        const holders = holdersOf(response);
        expect(holders[0]).toEqual({ address: whale, balance: balance.toString() });
        const balances = holders.map((holder) => BigInt(holder.balance));
        expect([...balances].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(balances);
        const pools = world.listPools().filter((p) => [p.token0, p.token1].includes(USDC.toLowerCase() as never));
        for (const pool of pools) expect(holders.map((holder) => holder.address)).toContain(pool.address.toLowerCase());
        for (const holder of holders) expect(holder.address).toBe(holder.address.toLowerCase());
      }
    }
  });

  test('behavior: 404 Token holders not found for unknown tokens and chains, and the native asset', async () => {
    const notFound = { status: 404, cors: '*', cacheControl: null, json: { message: 'Token holders not found' } };
    expect(await get('1', unknownToken, 'topHolders')).toEqual(notFound);
    expect(await get('1', '-', 'topHolders')).toEqual(notFound);
    for (const chainId of ['999999999', '10', 'optimistic-ethereum', 'bnb']) {
      expect(await get(chainId, WETH, 'topHolders')).toEqual(notFound);
    }
    expect((await get('1', '0x1234', 'topHolders')).status).toBe(400);
  });
});
