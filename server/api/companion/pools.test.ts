import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  TOKENS,
  answered,
  answeredWithHeaders,
  companionClient,
  ok,
  simulatorClient,
  submitOrder,
  plainSellOrderTerms,
} from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const poolsOf = (chainId: string, addresses: string[]) =>
  companionClient(server).POST('/{chainId}/yield/pools', { params: { path: { chainId } }, body: addresses });
const averageAprOf = (chainId: string) =>
  companionClient(server).GET('/{chainId}/yield/pools-average-apr', { params: { path: { chainId } } });

const historyOf = (chainId: string, blocks: number) =>
  companionClient(server).GET('/{chainId}/yield/pools/history', {
    params: { path: { chainId }, query: { blocks } },
  });

const world = () => server.context.simulation.world('mainnet')!;

describe('pool data', () => {
  test('behavior: a pool earns fees, volume and APR only from the swaps settlements route through it', async () => {
    const pools = world().listPools();
    const wethUsdc = pools.find((pool) => pool.token0 === TOKENS.USDC && pool.token1 === TOKENS.WETH)!;
    const before = await poolsOf('1', [wethUsdc.address]);
    expect(answeredWithHeaders(before)).toMatchObject({ status: 200, cors: '*' });
    const [pool] = ok(before);
    expect(pool).toMatchObject({
      contract_address: wethUsdc.address,
      chain_id: 1,
      project: 'uniswap',
      volume: 0,
      apr: 0,
    });
    expect(ok(before)).toHaveLength(1);
    const usd = (token: string, amount: bigint) =>
      (Number(amount) / 10 ** world().getToken(token)!.decimals) * world().usdPrice(token)!;
    expect(pool!.fee).toBe(Number(wethUsdc.feeBps) / 100);
    expect(pool!.tvl).toBeCloseTo(usd(TOKENS.WETH, wethUsdc.reserve1) + usd(TOKENS.USDC, wethUsdc.reserve0), 2);

    // 5 WETH for USDC, far from any counter order: the solver routes it through the pool.
    const trader = privateKeyToAccount(generatePrivateKey());
    const nowSeconds = Math.floor(server.context.clock.now().getTime() / 1000);
    await submitOrder(server, trader, {
      sellToken: TOKENS.WETH,
      buyToken: TOKENS.USDC,
      receiver: null,
      sellAmount: 5n * 10n ** 18n,
      buyAmount: 1_000_000n,
      validTo: nowSeconds + 1800,
      ...plainSellOrderTerms,
    });
    ok(await simulatorClient(server).POST('/sim/v1/advance', { body: { blocks: 3 } }));

    const [row] = ok(await poolsOf('ethereum', [wethUsdc.address.toUpperCase().replace('0X', '0x')]));
    expect(row!.volume).toBeGreaterThan(0);
    const dayFees = row!.volume * (row!.fee / 100);
    expect(row!.apr).toBeCloseTo(((dayFees * 365) / row!.tvl) * 100, 4);

    // All pools when the list is empty; the average is the mean of their APRs.
    const all = ok(await poolsOf('1', []));
    expect(all.map((entry) => entry.contract_address)).toEqual(pools.map((entry) => entry.address));
    const average = await averageAprOf('1');
    expect(answeredWithHeaders(average)).toMatchObject({
      status: 200,
      cors: '*',
      cacheControl: 'max-age=21600, public, s-maxage=21600',
    });
    const mean = all.reduce((sum, entry) => sum + entry.apr, 0) / all.length;
    expect(ok(average)['uniswap']).toBeCloseTo(mean, 5);
  });

  test('behavior: the pool history holds each mined block with the reserves and TVL it opened with', async () => {
    const before = await historyOf('1', 256);
    expect(answeredWithHeaders(before)).toMatchObject({ status: 200, cors: '*' });
    const latestBefore = ok(before).blocks.at(-1)?.blockNumber ?? world().currentBlock().number;
    ok(await simulatorClient(server).POST('/sim/v1/advance', { body: { blocks: 3 } }));

    const history = ok(await historyOf('1', 2));
    const pools = world().listPools();
    expect(history.pools).toEqual(
      pools.map((pool) => ({
        address: pool.address,
        token0: pool.token0,
        token1: pool.token1,
        feeBps: Number(pool.feeBps),
      })),
    );
    // The last two blocks only, the latest being the world's block, reserves as the world holds them.
    const latest = world().currentBlock();
    expect(history.blocks.map((block) => block.blockNumber)).toEqual([latest.number - 1, latest.number]);
    expect(latest.number).toBe(latestBefore + 3);
    const newest = history.blocks.at(-1)!;
    expect(newest.timestamp).toBe(latest.timestamp);
    const usd = (token: string, amount: bigint) =>
      (Number(amount) / 10 ** world().getToken(token)!.decimals) * world().usdPrice(token)!;
    newest.pools.forEach((state, index) => {
      const pool = world().listPools()[index]!;
      expect(state).toMatchObject({
        address: pool.address,
        reserve0: pool.reserve0.toString(),
        reserve1: pool.reserve1.toString(),
      });
      expect(state.tvl).toBeCloseTo(usd(pool.token0, pool.reserve0) + usd(pool.token1, pool.reserve1), 0);
    });
    // The prices walk each block: the older block's TVL is its own, not today's.
    expect(history.blocks[0]!.pools.map((pool) => pool.tvl)).not.toEqual(newest.pools.map((pool) => pool.tvl));
    expect(answered(await historyOf('1', 0))).toMatchObject({ status: 400 });
  });

  test('behavior: an unknown chain is 404 Pools not found; a malformed address is 400', async () => {
    expect(answered(await averageAprOf('999999'))).toEqual({ status: 404, json: { message: 'Pools not found' } });
    expect(answered(await poolsOf('999999', []))).toEqual({ status: 404, json: { message: 'Pools not found' } });
    expect(answered(await poolsOf('1', ['0x12']))).toEqual({ status: 400, json: { message: expect.any(String) } });
  });
});
