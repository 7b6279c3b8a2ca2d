import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeErrorResult, parseAbi, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { OrderBookApi, OrderPostError, PriceEstimationError, SupportedChainId } from '@cowprotocol/cow-sdk';
import { VAULT_RELAYER } from '../../../simulator/index.js';
import { TOKENS, orderbookClient, signedOrderBody } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

// The default scenario's mainnet tokens: TAX takes 1 % of each transfer, PAUSED reverts every transfer.
const TAX = '0xfee0000000000000000000000000000000000002' as Address;
const PAUSED = '0xfee0000000000000000000000000000000000003' as Address;
const ONE = 10n ** 18n;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const world = () => server.context.simulation.world('mainnet')!;
const nowSeconds = () => Math.floor(server.context.clock.now().getTime() / 1000);

function order(sellToken: Address, buyToken: Address) {
  return {
    sellToken,
    buyToken,
    receiver: null,
    sellAmount: ONE,
    buyAmount: 1n,
    validTo: nowSeconds() + 1800,
    appData: '{}',
    feeAmount: 0n,
    kind: 'sell' as const,
    partiallyFillable: false,
    sellTokenBalance: 'erc20' as const,
    buyTokenBalance: 'erc20' as const,
  };
}

describe('transfer and verification errors', () => {
  test('behavior: a quote that cannot be verified is QuoteNotVerified when the trader holds the sell amount', async () => {
    const funded = privateKeyToAccount(generatePrivateKey()).address;
    const quote = (from: Address, priceQuality?: 'fast') =>
      orderbookClient(server).POST('/api/v1/quote', {
        body: {
          from,
          sellToken: TOKENS.WETH,
          buyToken: TAX,
          kind: 'sell',
          sellAmountBeforeFee: ONE.toString(),
          ...(priceQuality ? { priceQuality } : {}),
        },
      });
    const refused = await quote(funded);
    expect(refused.response.status).toBe(400);
    expect(refused.error).toEqual({
      errorType: 'QuoteNotVerified',
      description:
        'No quote for this trade could be verified to be accurate. Orders for this trade will likely not be executed.',
    });
    // Without the balance (or for a fast quote) the failure could be the trader's: an unverified quote.
    world().drain(TOKENS.WETH, funded);
    const unverified = await quote(funded);
    expect(unverified.response.status).toBe(200);
    expect(unverified.data?.verified).toBe(false);
  });

  test('behavior: an order selling a token whose transfers revert is TransferSimulationFailed with the revert data', async () => {
    const trader = privateKeyToAccount(generatePrivateKey());
    world().setAllowance(PAUSED, trader.address, 10n ** 30n, VAULT_RELAYER);
    const { error, response } = await orderbookClient(server).POST('/api/v1/orders', {
      body: await signedOrderBody(trader, order(PAUSED, TOKENS.WETH)),
    });
    expect(response.status).toBe(400);
    const revert = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['Pausable: paused'],
    });
    expect(error).toEqual({
      errorType: 'TransferSimulationFailed',
      description: `sell token cannot be transferred, token reverted with: ${revert}`,
    });
  });

  test('behavior: the official SDK reads QuoteNotVerified, TransferSimulationFailed and IncompatibleSigningScheme', async () => {
    const api = new OrderBookApi({
      chainId: SupportedChainId.MAINNET,
      baseUrls: { [SupportedChainId.MAINNET]: `${server.url}/mainnet` } as never,
    });
    const trader = privateKeyToAccount(generatePrivateKey());
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: any) => error?.body?.errorType,
      );

    expect(await failure(api.sendOrder((await signedOrderBody(trader, order(TOKENS.WETH, TAX))) as never))).toBe(
      OrderPostError.errorType.QUOTE_NOT_VERIFIED,
    );
    world().setAllowance(PAUSED, trader.address, 10n ** 30n, VAULT_RELAYER);
    expect(await failure(api.sendOrder((await signedOrderBody(trader, order(PAUSED, TOKENS.WETH))) as never))).toBe(
      OrderPostError.errorType.TRANSFER_SIMULATION_FAILED,
    );
    const onchainEcdsa = api.getQuote({
      from: trader.address,
      sellToken: TOKENS.WETH,
      buyToken: TOKENS.USDC,
      kind: 'sell',
      sellAmountBeforeFee: ONE.toString(),
      signingScheme: 'eip712',
      onchainOrder: true,
    } as never);
    expect(await failure(onchainEcdsa)).toBe(OrderPostError.errorType.INCOMPATIBLE_SIGNING_SCHEME);
    const unverifiable = api.getQuote({
      from: trader.address,
      sellToken: TOKENS.WETH,
      buyToken: TAX,
      kind: 'sell',
      sellAmountBeforeFee: ONE.toString(),
    } as never);
    expect(await failure(unverifiable)).toBe(PriceEstimationError.errorType.QUOTE_NOT_VERIFIED);
  });
});
