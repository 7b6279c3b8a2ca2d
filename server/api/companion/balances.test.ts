import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VAULT_RELAYER } from '../../../simulator/index.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const unknownToken = '0x1111111111111111111111111111111111111111';
const account = '0x3333333333333333333333333333333333333333';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const world = () => server.context.simulation.world('mainnet')!;

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    cors: response.headers.get('access-control-allow-origin'),
    json: (await response.json()) as any,
  };
}

describe('getAccountTokenBalances', () => {
  test('default: balance and vault-relayer allowance of each token, as the world holds them, in order', async () => {
    world().drain(USDC, account);
    world().setAllowance(WETH, account, 12_345n, VAULT_RELAYER);
    const { status, cors, json } = await get(`/1/accounts/${account}/balances?tokens=${WETH},${USDC},${unknownToken}`);
    expect({ status, cors }).toEqual({ status: 200, cors: '*' });
    expect(json).toEqual([
      {
        token: { address: WETH, symbol: 'WETH', decimals: 18 },
        balance: world().balanceOf(WETH, account).toString(),
        allowance: '12345',
      },
      { token: { address: USDC, symbol: 'USDC', decimals: 6 }, balance: '0', allowance: expect.any(String) },
      { token: { address: unknownToken }, balance: '0', allowance: '0' },
    ]);
  });

  test('behavior: an empty or malformed token list is 400 {message}; an unknown chain is 404', async () => {
    for (const tokens of [',', `${WETH},0xnope`]) {
      const answer = await get(`/1/accounts/${account}/balances?tokens=${tokens}`);
      expect(answer).toMatchObject({ status: 400, cors: '*', json: { message: expect.any(String) } });
    }
    expect(await get(`/999999/accounts/${account}/balances?tokens=${WETH}`)).toMatchObject({
      status: 404,
      json: { message: 'Balances not found' },
    });
  });
});

describe('getAddressBalances', () => {
  test('default: every non-zero balance of a listed token, cached 5 s unless ignoreCache', async () => {
    const holder = '0x4444444444444444444444444444444444444444';
    const answer = await get(`/ethereum/address/${holder}/balances`);
    expect(answer).toMatchObject({ status: 200, cors: '*', cacheControl: 'max-age=5, public, s-maxage=5' });
    const expected = Object.fromEntries(
      world()
        .listTokens()
        .map((token) => [token.address, world().balanceOf(token.address, holder)] as const)
        .filter(([, balance]) => balance > 0n)
        .map(([address, balance]) => [address, balance.toString()]),
    );
    expect(answer.json).toEqual({ balances: expected });
    world().drain(WETH, holder);
    const fresh = await get(`/1/address/${holder}/balances?ignoreCache=true`);
    expect(fresh.cacheControl).toBe('no-store');
    expect(fresh.json.balances[WETH]).toBeUndefined();
    expect(Object.keys(fresh.json.balances)).toHaveLength(Object.keys(expected).length - 1);
  });
});
