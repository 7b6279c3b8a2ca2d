import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VAULT_RELAYER } from '../../../simulator/index.js';
import { TOKENS, answeredWithHeaders, companionClient } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const { WETH, USDC } = TOKENS;
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

const accountBalances = async (chainId: string, tokens: string) =>
  answeredWithHeaders(
    await companionClient(server).GET('/{chainId}/accounts/{userAddress}/balances', {
      params: { path: { chainId, userAddress: account }, query: { tokens } },
    }),
  );

const addressBalances = async (chainId: string, address: string, ignoreCache?: boolean) =>
  answeredWithHeaders(
    await companionClient(server).GET('/{chainId}/address/{address}/balances', {
      params: { path: { chainId, address }, query: ignoreCache === undefined ? {} : { ignoreCache } },
    }),
  );

describe('getAccountTokenBalances', () => {
  test('default: balance and vault-relayer allowance of each token, as the world holds them, in order', async () => {
    world().drain(USDC, account);
    world().setAllowance(WETH, account, 12_345n, VAULT_RELAYER);
    const { status, cors, json } = await accountBalances('1', `${WETH},${USDC},${unknownToken}`);
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
      const answer = await accountBalances('1', tokens);
      expect(answer).toMatchObject({ status: 400, cors: '*', json: { message: expect.any(String) } });
    }
    expect(await accountBalances('999999', WETH)).toMatchObject({
      status: 404,
      json: { message: 'Balances not found' },
    });
  });
});

describe('getAddressBalances', () => {
  test('default: every non-zero balance of a listed token, cached 5 s unless ignoreCache', async () => {
    const holder = '0x4444444444444444444444444444444444444444';
    const answer = await addressBalances('ethereum', holder);
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
    const fresh = await addressBalances('1', holder, true);
    expect(fresh.cacheControl).toBe('no-store');
    const freshBalances = (fresh.json as { balances: Record<string, string> }).balances;
    expect(freshBalances[WETH]).toBeUndefined();
    expect(Object.keys(freshBalances)).toHaveLength(Object.keys(expected).length - 1);
  });
});
