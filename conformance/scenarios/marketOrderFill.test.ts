/**
 * Flow: what a wallet integrator's CI does with batchbook, over and over: quote, sign and post a
 * market order with the official `TradingSdk` (1 % slippage), mine two blocks, expect it filled.
 * It must pass on every seed, not by luck: the order's first auction picks a winner that settles
 * it in the next block. Twenty seeds, each on its own server, with other traders' swaps in the
 * same auctions.
 */
import { OrderBookApi, OrderKind, SupportedChainId, TradingSdk, setGlobalAdapter } from '@cowprotocol/cow-sdk';
import { ViemAdapter } from '@cowprotocol/sdk-viem-adapter';
import { createPublicClient, http, keccak256, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import { describe, expect, test } from 'vitest';
import { ONE_ETHER, TOKENS, startScenario, type Scenario } from './support.js';

/** A TradingSdk for a key derived from `label`, against `scenario`'s mainnet (no RPC is ever reached). */
function trader(scenario: Scenario, label: string) {
  const account = privateKeyToAccount(keccak256(stringToHex(label)));
  const adapter = new ViemAdapter({
    provider: createPublicClient({ chain: mainnet, transport: http('http://127.0.0.1:9') }),
    signer: account,
  });
  // The adapter package pins an older sdk-common; the object is the same shape at run time.
  const sdkAdapter = adapter as unknown as Parameters<typeof setGlobalAdapter>[0];
  setGlobalAdapter(sdkAdapter);
  const orderBookApi = new OrderBookApi({
    chainId: SupportedChainId.MAINNET,
    baseUrls: { [SupportedChainId.MAINNET]: `${scenario.url}/mainnet` } as never,
    limiterOpts: { tokensPerInterval: 1000, interval: 'second' },
    backoffOpts: { numOfAttempts: 1 },
  });
  const sdk = new TradingSdk(
    { chainId: SupportedChainId.MAINNET, appCode: 'batchbook-ci' },
    { orderBookApi },
    sdkAdapter,
  );
  return { sdk, orderBookApi };
}

const SEEDS = Array.from({ length: 20 }, (_, index) => index + 1);

describe('TradingSdk: a market order with 1 % slippage is filled within two mined blocks', () => {
  test.each(SEEDS)('seed %i', { timeout: 60_000 }, async (seed) => {
    const scenario = await startScenario({ SEED: String(seed) });
    try {
      const validTo = (await scenario.now()) + 1800;
      const swap = (label: string, sellToken: string, buyToken: string, amount: bigint, decimals: [number, number]) =>
        trader(scenario, `${label} ${seed}`).sdk.postSwapOrder({
          kind: OrderKind.SELL,
          sellToken,
          sellTokenDecimals: decimals[0],
          buyToken,
          buyTokenDecimals: decimals[1],
          amount: amount.toString(),
          slippageBps: 100,
          validTo,
        });
      const { orderBookApi } = trader(scenario, `ci ${seed}`);
      const { orderId } = await swap('ci', TOKENS.WETH, TOKENS.USDC, ONE_ETHER / 2n, [18, 6]);
      // Other traders in the same auctions: the opposite direction and another pair.
      await swap('other', TOKENS.USDC, TOKENS.WETH, 2_000n * 10n ** 6n, [6, 18]);
      await swap('third', TOKENS.WETH, TOKENS.DAI, ONE_ETHER, [18, 18]);
      await scenario.advance(12);
      await scenario.advance(12);
      const order = await orderBookApi.getOrder(orderId);
      expect(order.status).toBe('fulfilled');
      expect(BigInt(order.executedSellAmount)).toBe(ONE_ETHER / 2n);
    } finally {
      await scenario.close();
    }
  });
});
