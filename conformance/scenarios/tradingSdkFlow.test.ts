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
  type EnrichedOrder,
} from '@cowprotocol/cow-sdk';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sdkBaseUrls, useRandomSdkWallet } from '../setup/officialSdk.js';
import { CONTROL_AUTHORIZATION, ONE_ETHER, TOKENS, startScenario, type Scenario } from './support.js';

let scenario: Scenario;
let orderBookApi: OrderBookApi;

const NETWORK_PATHS: Partial<Record<SupportedChainId, string>> = {
  [SupportedChainId.MAINNET]: 'mainnet',
  [SupportedChainId.GNOSIS_CHAIN]: 'xdai',
  [SupportedChainId.ARBITRUM_ONE]: 'arbitrum_one',
  [SupportedChainId.BASE]: 'base',
  [SupportedChainId.SEPOLIA]: 'sepolia',
};

/** A fresh key, its viem adapter (no RPC is ever reached) and a TradingSdk on `chainId`. */
function trader(chainId: SupportedChainId = SupportedChainId.MAINNET) {
  const { account, adapter: sdkAdapter } = useRandomSdkWallet();
  // Its own OrderBookApi: the trading SDK sets the chain id of the one it is given.
  const sdk = new TradingSdk(
    { chainId, appCode: 'batchbook-trading-sdk' },
    { orderBookApi: newOrderBookApi() },
    sdkAdapter,
  );
  return { account, sdk };
}

async function sim(path: string, body: unknown, network = 'mainnet'): Promise<any> {
  const response = await fetch(`${scenario.url}/${network}/sim/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CONTROL_AUTHORIZATION },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.json();
}

const advance = (blocks: number, network = 'mainnet') => sim('advance', { blocks }, network);

/**
 * Mines blocks one by one until the order is no longer open, or `done` (at most 20): a winner may time out or
 * revert at settlement (the simulator's chaos solver does so on purpose), and the next auction
 * retries, as in production.
 */
async function tradeWithin(
  uid: string,
  chainId: SupportedChainId = SupportedChainId.MAINNET,
  network = 'mainnet',
  done: (order: EnrichedOrder) => boolean = (order) => order.status !== 'open',
) {
  // The chaos solver's winners may time out, and their orders then stay in flight until the
  // settlement's deadline block has passed (6 blocks): several such rounds can come in a row.
  for (let block = 0; block < 40; block++) {
    await advance(1, network);
    const order = await orderBookApi.getOrder(uid, { chainId });
    if (done(order)) return order;
  }
  return orderBookApi.getOrder(uid, { chainId });
}

/** Drains `account`'s sandbox-funded `token` down to `keep` atoms. */
async function keepOnly(account: string, token: string, keep: bigint) {
  const response = await fetch(`${scenario.url}/mainnet/sim/v1/snapshot?account=${account}`, {
    headers: CONTROL_AUTHORIZATION,
  });
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

function newOrderBookApi(): OrderBookApi {
  return new OrderBookApi({
    chainId: SupportedChainId.MAINNET,
    baseUrls: sdkBaseUrls(scenario.url, NETWORK_PATHS),
    limiterOpts: { tokensPerInterval: 1000, interval: 'second' },
    // A failed request is a failed test: no retries.
    backoffOpts: { numOfAttempts: 1 },
  });
}

beforeAll(async () => {
  scenario = await startScenario();
  orderBookApi = newOrderBookApi();
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

  test('a partially fillable order filled twice: its status keeps the competition of its first trade', async () => {
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
    await keepOnly(account.address, TOKENS.WETH, (3n * ONE_ETHER) / 10n);
    const once = await tradeWithin(
      orderId,
      SupportedChainId.MAINNET,
      'mainnet',
      (order) => order.executedSellAmount !== '0',
    );
    const [first] = await orderBookApi.getTrades({ orderUid: orderId });
    expect(first?.sellAmount).toBe(once.executedSellAmount);
    // Topped up: a second fill, in a later auction.
    await sim('balances/mint', {
      token: TOKENS.WETH,
      account: account.address,
      amount: ((2n * ONE_ETHER) / 10n).toString(),
    });
    await tradeWithin(
      orderId,
      SupportedChainId.MAINNET,
      'mainnet',
      (order) => order.executedSellAmount !== once.executedSellAmount,
    );
    const trades = await orderBookApi.getTrades({ orderUid: orderId });
    expect(trades).toHaveLength(2);

    // As the reference: once traded, the status names the solvers of the first trade's
    // competition, the winner (who executed that trade) last.
    const status = await orderBookApi.getOrderCompetitionStatus(orderId);
    expect(status.type).toBe('traded');
    expect(status.value?.at(-1)?.executedAmounts).toEqual({ sell: first!.sellAmount, buy: first!.buyAmount });
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
    const statusesOf = () =>
      Promise.all([...uids, otherId].map(async (uid): Promise<string> => (await orderBookApi.getOrder(uid)).status));
    // Blocks until the other trader's order and one of the ladder's have traded (a chaos winner's
    // timeout can hold them for a few); the ladder's second order must still be open then.
    let statuses = await statusesOf();
    const settled = () => statuses[2] === 'fulfilled' && statuses.slice(0, 2).includes('fulfilled');
    for (let block = 0; block < 40 && !settled(); block++) {
      await advance(1);
      statuses = await statusesOf();
    }
    expect(statuses.slice(0, 2).toSorted()).toEqual(['fulfilled', 'open']);
    expect(statuses[2]).toBe('fulfilled');
  });
});

describe('TradingSdk: wallet integrator', () => {
  test('swap (sell) with slippage, receiver, partner fee and hooks: quote → post → trade → what the client reads', async () => {
    const { account, sdk } = trader();
    const receiver = privateKeyToAccount(generatePrivateKey()).address;
    const hooks = {
      version: '0.1.0',
      pre: [{ target: TOKENS.USDC, callData: '0x', gasLimit: '21000' }],
      post: [{ target: TOKENS.WETH, callData: '0x', gasLimit: '50000' }],
    };
    const { quoteResults, postSwapOrderFromQuote } = await sdk.getQuote(
      {
        kind: OrderKind.SELL,
        ...weth,
        ...usdc,
        amount: (ONE_ETHER / 10n).toString(),
        slippageBps: 100,
        receiver,
        validTo: await validTo(),
        partnerFee: { volumeBps: 25, recipient: '0x000000000000000000000000000000000000bEEF' },
      },
      { appData: { metadata: { hooks } } },
    );
    const quote = quoteResults.quoteResponse;
    expect(quote.id).toEqual(expect.any(Number));
    // The hooks' gas is in the network fee.
    expect(Number(quote.quote.gasAmount)).toBeGreaterThanOrEqual(21_000 + 50_000);
    const { afterSlippage } = quoteResults.amountsAndCosts;
    const { orderId, orderToSign } = await postSwapOrderFromQuote();
    expect(orderToSign.buyAmount).toBe(afterSlippage.buyAmount.toString());

    const order = await orderBookApi.getOrder(orderId);
    expect(order).toMatchObject({
      owner: account.address.toLowerCase(),
      receiver: receiver.toLowerCase(),
      status: 'open',
      kind: 'sell',
      sellAmount: (ONE_ETHER / 10n).toString(),
      buyAmount: orderToSign.buyAmount,
      appData: quoteResults.appDataInfo.appDataKeccak256,
      fullAppData: quoteResults.appDataInfo.fullAppData,
      interactions: {
        pre: [{ target: TOKENS.USDC.toLowerCase(), value: '0', callData: '0x' }],
        post: [{ target: TOKENS.WETH.toLowerCase(), value: '0', callData: '0x' }],
      },
    });
    expect(order.quote?.sellAmount).toBe(quote.quote.sellAmount);
    expect((await orderBookApi.getOrderCompetitionStatus(orderId)).type).toBe('scheduled');

    const filled = await tradeWithin(orderId);
    expect(filled.status).toBe('fulfilled');
    expect(filled.executedSellAmount).toBe(order.sellAmount);
    expect(BigInt(filled.executedBuyAmount)).toBeGreaterThanOrEqual(BigInt(order.buyAmount));
    expect(BigInt(filled.totalFee!)).toBeGreaterThan(0n);

    const [trade, ...more] = await orderBookApi.getTrades({ orderUid: orderId });
    expect(more).toEqual([]);
    expect(trade).toMatchObject({ orderUid: orderId, buyAmount: filled.executedBuyAmount });
    // The partner's volume fee, as the order book reports protocol fees.
    expect(trade!.executedProtocolFees).toContainEqual(
      expect.objectContaining({ policy: { volume: { factor: 0.0025 } }, token: TOKENS.USDC.toLowerCase() }),
    );
    const txHash = trade!.txHash!;
    expect((await orderBookApi.getTxOrders(txHash)).map((entry) => entry.uid)).toContain(orderId);

    // The last solver listed is the winner; it is the one that executed the trade.
    const status = await orderBookApi.getOrderCompetitionStatus(orderId);
    expect(status.type).toBe('traded');
    expect(status.value?.at(-1)?.executedAmounts).toEqual({
      sell: filled.executedSellAmount,
      buy: filled.executedBuyAmount,
    });
    const competition = await orderBookApi.getSolverCompetition(txHash);
    const winner = competition.solutions?.find((solution) => solution.isWinner && solution.txHash === txHash);
    expect(winner?.orders?.map((entry) => entry.id)).toContain(orderId);
    // The status names each solver by its address, as the reference does.
    expect(status.value?.at(-1)?.solver).toBe(winner?.solverAddress);
    expect(status.value?.map((entry) => entry.solver)).toEqual(
      competition.solutions?.map((solution) => solution.solverAddress),
    );
    expect(await orderBookApi.getSolverCompetition(competition.auctionId!)).toEqual(competition);

    expect(BigInt((await orderBookApi.getTotalSurplus(account.address)).totalSurplus!)).toBeGreaterThan(0n);
  });

  test('swap (buy): the receiver gets exactly the amount bought, for at most the signed sell amount', async () => {
    const { sdk } = trader();
    const { orderId, orderToSign } = await sdk.postSwapOrder({
      kind: OrderKind.BUY,
      sellToken: TOKENS.USDC,
      sellTokenDecimals: 6,
      buyToken: TOKENS.WETH,
      buyTokenDecimals: 18,
      amount: (ONE_ETHER / 10n).toString(),
      validTo: await validTo(),
    });
    expect(orderToSign.kind).toBe('buy');
    const order = await tradeWithin(orderId);
    expect(order.status).toBe('fulfilled');
    expect(order.executedBuyAmount).toBe((ONE_ETHER / 10n).toString());
    expect(BigInt(order.executedSellAmount)).toBeLessThanOrEqual(BigInt(orderToSign.sellAmount));
  });

  test('pre-signed swap: presignaturePending until the transaction getPreSignTransaction builds is mined', async () => {
    const { sdk } = trader();
    const { orderId, signingScheme } = await sdk.postSwapOrder(
      { kind: OrderKind.SELL, ...weth, ...usdc, amount: (ONE_ETHER / 10n).toString(), validTo: await validTo() },
      {
        quoteRequest: { signingScheme: SigningScheme.PRESIGN },
        additionalParams: { signingScheme: SigningScheme.PRESIGN },
      },
    );
    expect(signingScheme).toBe(SigningScheme.PRESIGN);
    expect((await orderBookApi.getOrder(orderId)).status).toBe('presignaturePending');
    const transaction = await sdk.getPreSignTransaction({ orderUid: orderId });
    expect(transaction.data).toContain(orderId.slice(2));
    // The simulator stands in for the chain: the transaction's event.
    await sim('presignatures', { orderUid: orderId, signed: true });
    expect((await orderBookApi.getOrder(orderId)).status).toBe('open');
    expect((await tradeWithin(orderId)).status).toBe('fulfilled');
  });

  test('ERC-1271 smart-contract wallet: owner in the trade parameters, a custom signature, and it trades', async () => {
    const { account, sdk } = trader();
    const wallet = (await sim('wallets', { owners: [account.address], threshold: 1 })) as { address: Hex };
    const { orderId, signingScheme } = await sdk.postSwapOrder(
      {
        kind: OrderKind.SELL,
        ...weth,
        ...usdc,
        owner: wallet.address,
        amount: (ONE_ETHER / 10n).toString(),
        validTo: await validTo(),
      },
      {
        quoteRequest: { signingScheme: SigningScheme.EIP1271 },
        additionalParams: {
          signingScheme: SigningScheme.EIP1271,
          customEIP1271Signature: async (order) => {
            const { orderDigest } = await OrderSigningUtils.generateOrderId(SupportedChainId.MAINNET, order as never, {
              owner: wallet.address,
            });
            return account.sign({ hash: orderDigest as Hex });
          },
        },
      },
    );
    expect(signingScheme).toBe(SigningScheme.EIP1271);
    expect((await orderBookApi.getOrder(orderId)).owner).toBe(wallet.address.toLowerCase());
    expect((await tradeWithin(orderId)).status).toBe('fulfilled');
    // Orders signed on chain are cancelled on chain.
    const refused = await sdk.offChainCancelOrder({ orderUid: orderId }).catch((error: unknown) => error);
    expect((refused as OrderBookApiError<{ errorType: string }>).body.errorType).toBe('OnChainOrder');
  });

  test('limit order: offChainCancelOrder cancels it; a second cancellation and an expired order are typed errors', async () => {
    const { sdk } = trader();
    const limit = {
      kind: OrderKind.SELL,
      ...weth,
      ...usdc,
      sellAmount: ONE_ETHER.toString(),
      buyAmount: (10_000n * 10n ** 6n).toString(),
    } as const;
    const { orderId } = await sdk.postLimitOrder({ ...limit, validTo: await validTo() });
    expect(await sdk.offChainCancelOrder({ orderUid: orderId })).toBe(true);
    expect(await orderBookApi.getOrder(orderId)).toMatchObject({ status: 'cancelled', invalidated: true });
    expect((await orderBookApi.getOrderCompetitionStatus(orderId)).type).toBe('cancelled');
    const again = await sdk.offChainCancelOrder({ orderUid: orderId }).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(OrderBookApiError);
    expect((again as OrderBookApiError<{ errorType: string }>).body.errorType).toBe('AlreadyCancelled');

    const { orderId: shortLived } = await sdk.postLimitOrder({ ...limit, validTo: (await scenario.now()) + 120 });
    await sim('advance', { seconds: 300, blocks: 1 });
    expect((await orderBookApi.getOrder(shortLived)).status).toBe('expired');
    const expired = await sdk.offChainCancelOrder({ orderUid: shortLived }).catch((error: unknown) => error);
    expect((expired as OrderBookApiError<{ errorType: string }>).body.errorType).toBe('OrderExpired');
  });

  test.each([
    [
      SupportedChainId.GNOSIS_CHAIN,
      'xdai',
      '0xe91D153E0b41518A2Ce8Dd3D7944Fa863463a97d',
      '0xDDAfbb505ad214D7b80b1f830fcCc89B60fb7A83',
      10n ** 20n,
    ],
    [
      SupportedChainId.BASE,
      'base',
      '0x4200000000000000000000000000000000000006',
      '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      ONE_ETHER / 10n,
    ],
    [
      SupportedChainId.ARBITRUM_ONE,
      'arbitrum_one',
      '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
      '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      ONE_ETHER / 10n,
    ],
  ] as const)(
    'chain %i (%s): a TradingSdk on that chain swaps there',
    async (chainId, network, sellToken, buyToken, amount) => {
      const { sdk } = trader(chainId);
      const { orderId } = await sdk.postSwapOrder({
        kind: OrderKind.SELL,
        sellToken,
        sellTokenDecimals: 18,
        buyToken,
        buyTokenDecimals: 6,
        amount: amount.toString(),
        validTo: await validTo(),
      });
      expect((await tradeWithin(orderId, chainId, network)).status).toBe('fulfilled');
      expect(await orderBookApi.getTrades({ orderUid: orderId }, { chainId })).toHaveLength(1);
      // The network's own book: mainnet does not know the order.
      const missing = await orderBookApi.getOrder(orderId).catch((error: unknown) => error);
      expect((missing as OrderBookApiError).response.status).toBe(404);
    },
  );
});

describe('TradingSdk: the wall-clock validity the SDK signs', () => {
  // The SDK signs validTo = the local wall clock + validFor (30 minutes by default). A manual
  // clock started at a fixed date (2026-01-01) makes that months ahead of the simulated world's
  // "now": orders never expire in the simulation, and once the wall clock is a year past that
  // date every such order is refused (ExcessiveValidTo). CLOCK_START=now starts the manual clock
  // at the wall clock instead.
  let walled: Scenario;
  beforeAll(async () => {
    walled = await startScenario({ CLOCK_START: 'now' });
  });
  afterAll(() => walled?.close());

  test('CLOCK_START=now: an order with the default validFor is valid 30 minutes of simulated time, then expires', async () => {
    const api = new OrderBookApi({
      chainId: SupportedChainId.MAINNET,
      baseUrls: sdkBaseUrls(walled.url, NETWORK_PATHS),
      backoffOpts: { numOfAttempts: 1 },
    });
    const { account, adapter } = useRandomSdkWallet();
    const sdk = new TradingSdk(
      { chainId: SupportedChainId.MAINNET, appCode: 'batchbook-trading-sdk' },
      { orderBookApi: api },
      adapter,
    );

    const start = await walled.now();
    expect(Math.abs(start - Date.now() / 1000)).toBeLessThan(120);
    const { orderId, orderToSign } = await sdk.postLimitOrder({
      kind: OrderKind.SELL,
      ...weth,
      ...usdc,
      sellAmount: ONE_ETHER.toString(),
      buyAmount: (10_000n * 10n ** 6n).toString(),
    });
    expect(orderToSign.validTo - start).toBeGreaterThan(1700);
    expect(orderToSign.validTo - start).toBeLessThan(1900);
    await walled.advance(1900);
    expect((await api.getOrder(orderId)).status).toBe('expired');
  });
});
