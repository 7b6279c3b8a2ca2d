/**
 * Flow: a wallet integrator's and a market maker's day with `@cowprotocol/cow-sdk`'s high-level
 * `TradingSdk` (9.x), unmodified, pointed at the server through its `orderBookApi` option (as the
 * SDK's README says for a self-hosted order book), funded and moved along by the simulator control
 * API. `officialClientFlow.test.ts` covers the low-level `OrderBookApi`; this file covers what the
 * trading SDK builds on top of it: swaps with slippage, limit orders, partner fees and hooks in app
 * data, partially fillable orders, pre-signed and ERC-1271 orders, off-chain cancellation, and what
 * the client reads back (statuses, executed amounts, trades, surplus, competition).
 *
 * The SDK computes `validTo` from the local wall clock; the test server runs the manual clock, so
 * every order here passes an explicit `validTo` read from the simulated world.
 */
import {
  OrderBookApi,
  OrderBookApiError,
  OrderKind,
  OrderSigningUtils,
  SigningScheme,
  SupportedChainId,
  TradingSdk,
  setGlobalAdapter,
  type ApiBaseUrls,
} from '@cowprotocol/cow-sdk';
import { ViemAdapter } from '@cowprotocol/sdk-viem-adapter';
import { createPublicClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ONE_ETHER, TOKENS, startScenario, type Scenario } from './support.js';

let scenario: Scenario;
let orderBookApi: OrderBookApi;

const NETWORK_PATHS: Partial<Record<SupportedChainId, string>> = {
  [SupportedChainId.MAINNET]: 'mainnet',
  [SupportedChainId.GNOSIS_CHAIN]: 'xdai',
  [SupportedChainId.ARBITRUM_ONE]: 'arbitrum_one',
  [SupportedChainId.BASE]: 'base',
  [SupportedChainId.SEPOLIA]: 'sepolia',
};

function baseUrls(url: string): ApiBaseUrls {
  const urls = {} as ApiBaseUrls;
  for (const value of Object.values(SupportedChainId)) {
    if (typeof value === 'number') urls[value] = `${url}/${NETWORK_PATHS[value] ?? `unsupported-${value}`}`;
  }
  return urls;
}

/** A fresh key, its viem adapter (no RPC is ever reached) and a TradingSdk on `chainId`. */
function trader(chainId: SupportedChainId = SupportedChainId.MAINNET) {
  const account = privateKeyToAccount(generatePrivateKey());
  const adapter = new ViemAdapter({
    provider: createPublicClient({ chain: mainnet, transport: http('http://127.0.0.1:9') }),
    signer: account,
  });
  // The adapter package pins an older sdk-common; the object is the same shape at run time.
  const sdkAdapter = adapter as unknown as Parameters<typeof setGlobalAdapter>[0];
  setGlobalAdapter(sdkAdapter);
  const sdk = new TradingSdk({ chainId, appCode: 'batchbook-trading-sdk' }, { orderBookApi }, sdkAdapter);
  return { account, sdk };
}

async function sim(path: string, body: unknown, network = 'mainnet'): Promise<any> {
  const response = await fetch(`${scenario.url}/${network}/sim/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.json();
}

const advance = (blocks: number, network = 'mainnet') => sim('advance', { blocks }, network);

/** Drains `account`'s sandbox-funded `token` down to `keep` atoms. */
async function keepOnly(account: string, token: string, keep: bigint) {
  const response = await fetch(`${scenario.url}/mainnet/sim/v1/snapshot?account=${account}`);
  const { account: state } = (await response.json()) as {
    account: { balances: { token: string; balance: string }[] };
  };
  const balance = BigInt(state.balances.find((entry) => entry.token === token.toLowerCase())!.balance);
  await sim('balances/drain', { token, account, amount: (balance - keep).toString() });
}

/** A `validTo` half an hour ahead of the simulated world's time. */
const validTo = async () => (await scenario.now()) + 1800;

const weth = { sellToken: TOKENS.WETH, sellTokenDecimals: 18 } as const;
const usdc = { buyToken: TOKENS.USDC, buyTokenDecimals: 6 } as const;

beforeAll(async () => {
  scenario = await startScenario();
  orderBookApi = new OrderBookApi({
    chainId: SupportedChainId.MAINNET,
    baseUrls: baseUrls(scenario.url),
    limiterOpts: { tokensPerInterval: 1000, interval: 'second' },
    // A failed request is a failed test: no retries.
    backoffOpts: { numOfAttempts: 1 },
  });
});

afterAll(() => scenario?.close());

describe('TradingSdk: market maker', () => {
  test('a partially fillable order backed by part of its amount trades what the balance covers', async () => {
    const { account, sdk } = trader();
    const { orderId } = await sdk.postLimitOrder({
      kind: OrderKind.SELL,
      ...weth,
      ...usdc,
      sellAmount: ONE_ETHER.toString(),
      buyAmount: (2_000n * 10n ** 6n).toString(),
      partiallyFillable: true,
      validTo: await validTo(),
    });
    // The owner keeps 0.4 WETH of the sandbox funding: less than the order sells.
    await keepOnly(account.address, TOKENS.WETH, (4n * ONE_ETHER) / 10n);
    // Another trader's swap on the same pair must not be held up by it.
    const other = trader();
    const { orderId: otherId } = await other.sdk.postSwapOrder({
      kind: OrderKind.SELL,
      ...weth,
      ...usdc,
      amount: (ONE_ETHER / 10n).toString(),
      validTo: await validTo(),
    });
    await advance(4);

    const order = await orderBookApi.getOrder(orderId);
    expect(order.status).toBe('open');
    expect(BigInt(order.executedSellAmount)).toBeGreaterThan(0n);
    expect(BigInt(order.executedSellAmount)).toBeLessThanOrEqual((4n * ONE_ETHER) / 10n);
    // At its limit price or better.
    expect(BigInt(order.executedBuyAmount) * 10n ** 18n).toBeGreaterThanOrEqual(
      BigInt(order.executedSellAmount) * 2_000n * 10n ** 6n,
    );
    expect(await orderBookApi.getTrades({ orderUid: orderId })).toHaveLength(1);
    expect((await orderBookApi.getOrder(otherId)).status).toBe('fulfilled');
  });

  test('a ladder of orders sharing one balance: the ones it covers trade, the rest wait', async () => {
    const { account, sdk } = trader();
    // 1.5 WETH left: each 1 WETH order is covered alone, not both together.
    await keepOnly(account.address, TOKENS.WETH, (3n * ONE_ETHER) / 2n);
    const uids: string[] = [];
    for (const buyAmount of [2_000n, 2_001n]) {
      const { orderId } = await sdk.postLimitOrder({
        kind: OrderKind.SELL,
        ...weth,
        ...usdc,
        sellAmount: ONE_ETHER.toString(),
        buyAmount: (buyAmount * 10n ** 6n).toString(),
        validTo: await validTo(),
      });
      uids.push(orderId);
    }
    const other = trader();
    const { orderId: otherId } = await other.sdk.postSwapOrder({
      kind: OrderKind.SELL,
      ...weth,
      ...usdc,
      amount: (ONE_ETHER / 10n).toString(),
      validTo: await validTo(),
    });
    await advance(4);

    const statuses = await Promise.all(uids.map(async (uid) => (await orderBookApi.getOrder(uid)).status));
    expect(statuses.toSorted()).toEqual(['fulfilled', 'open']);
    expect((await orderBookApi.getOrder(otherId)).status).toBe('fulfilled');
  });
});
