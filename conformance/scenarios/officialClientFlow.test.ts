/**
 * Flow: the official CoW client libraries, unmodified, drive the server end to end.
 *
 * - `@cowprotocol/cow-sdk` 9 (`OrderBookApi` with `baseUrls` on the test server, `OrderSigningUtils`
 *   with the viem adapter and a random key): quote → order built from the quote as the SDK docs say
 *   (`feeAmount` "0", sellAmount = quoted sell + fee) → sign → `sendOrder` → `getOrder` →
 *   `getOrders` → `sendSignedOrderCancellations` → cancelled; once with eip712 and once with ethsign
 *   (the SDK's `signOrder`/`signOrderCancellations` with `ContractsSigningScheme.ETHSIGN`, which is
 *   what `OrderSigningUtils` falls back to for wallets without typed-data support).
 * - App data built with the SDK's app-data utilities, uploaded with `uploadAppData`, used by hash.
 * - `@cowprotocol/contracts` with an ethers v5 `Wallet`: a second, independent signing stack.
 */
import {
  ContractsSigningScheme,
  MetadataApi,
  OrderBookApi,
  OrderBookApiError,
  OrderKind,
  OrderQuoteSideKindSell,
  OrderSigningUtils,
  SigningScheme,
  SupportedChainId,
  signOrder as sdkSignOrder,
  signOrderCancellations as sdkSignOrderCancellations,
} from '@cowprotocol/cow-sdk';
import * as contracts from '@cowprotocol/contracts';
import { ethers } from 'ethers';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderFromQuote, sdkBaseUrls, useRandomSdkWallet } from '../setup/officialSdk.js';
import { EMPTY_APP_DATA_HASH, SETTLEMENT, TOKENS, startScenario, type Scenario } from './support.js';

let scenario: Scenario;
let orderBookApi: OrderBookApi;

beforeAll(async () => {
  scenario = await startScenario();
  orderBookApi = new OrderBookApi({
    chainId: SupportedChainId.MAINNET,
    env: 'prod',
    baseUrls: sdkBaseUrls(scenario.url, {
      [SupportedChainId.MAINNET]: 'mainnet',
      [SupportedChainId.SEPOLIA]: 'sepolia',
    }),
    // The SDK's default client-side limiter (5/s) would only slow the flow down.
    limiterOpts: { tokensPerInterval: 1000, interval: 'second' },
  });
});

afterAll(() => scenario?.close());

describe('official client: @cowprotocol/cow-sdk', () => {
  for (const scheme of [SigningScheme.EIP712, SigningScheme.ETHSIGN] as const) {
    test(`flow (${scheme}): quote → sign → sendOrder → getOrder → getOrders → cancel`, async () => {
      const { account, signer } = useRandomSdkWallet();
      const chainId = SupportedChainId.MAINNET;

      // App data with the SDK's app-data utilities, uploaded to the order book.
      const metadataApi = new MetadataApi();
      const appDataDoc = await metadataApi.generateAppDataDoc({
        appCode: 'batchbook-official-client',
        environment: `scenario-${scheme}`,
        metadata: {},
      });
      const { appDataContent, appDataHex } = await metadataApi.getAppDataInfo(appDataDoc);
      await orderBookApi.uploadAppData(appDataHex, appDataContent);
      expect((await orderBookApi.getAppData(appDataHex)).fullAppData).toBe(appDataContent);

      const quoteResponse = await orderBookApi.getQuote({
        from: account.address,
        sellToken: TOKENS.WETH,
        buyToken: TOKENS.USDC,
        receiver: account.address,
        kind: OrderQuoteSideKindSell.SELL,
        sellAmountBeforeFee: (10n ** 17n).toString(),
        appData: appDataContent,
        appDataHash: appDataHex,
        signingScheme: scheme,
      });
      expect(quoteResponse.id).toEqual(expect.any(Number));
      expect(BigInt(quoteResponse.quote.feeAmount)).toBeGreaterThan(0n);
      expect(BigInt(quoteResponse.quote.sellAmount) + BigInt(quoteResponse.quote.feeAmount)).toBe(10n ** 17n);
      expect(quoteResponse.quote.appData).toBe(appDataContent);

      // Sign the app data hash (what the order struct holds), send the known text's hash.
      const order = orderFromQuote({ ...quoteResponse.quote, appData: appDataHex }, account.address);
      const signing =
        scheme === SigningScheme.EIP712
          ? await OrderSigningUtils.signOrder(order, chainId, signer)
          : {
              signature: String(
                (
                  await sdkSignOrder(
                    await OrderSigningUtils.getDomain(chainId),
                    order as unknown as Parameters<typeof sdkSignOrder>[1],
                    ContractsSigningScheme.ETHSIGN,
                    signer,
                  )
                ).data,
              ),
              signingScheme: SigningScheme.ETHSIGN,
            };
      expect(signing.signingScheme).toBe(scheme);
      const { orderId: expectedUid } = await OrderSigningUtils.generateOrderId(chainId, order as never, {
        owner: account.address,
      });

      const uid = await orderBookApi.sendOrder({
        ...order,
        signature: signing.signature,
        signingScheme: signing.signingScheme as never,
        quoteId: quoteResponse.id!,
        from: account.address,
      });
      expect(uid).toBe(expectedUid);

      const stored = await orderBookApi.getOrder(uid);
      expect(stored).toMatchObject({
        uid,
        owner: account.address.toLowerCase(),
        status: 'open',
        class: 'limit',
        signingScheme: scheme,
        appData: appDataHex,
        fullAppData: appDataContent,
        feeAmount: '0',
        sellAmount: order.sellAmount,
        buyAmount: order.buyAmount,
        settlementContract: SETTLEMENT.toLowerCase(),
        invalidated: false,
      });
      expect(stored.quote).toMatchObject({
        sellAmount: quoteResponse.quote.sellAmount,
        buyAmount: quoteResponse.quote.buyAmount,
        feeAmount: quoteResponse.quote.feeAmount,
      });

      const listed = await orderBookApi.getOrders({ owner: account.address });
      expect(listed.map((entry) => entry.uid)).toEqual([uid]);

      const cancellation =
        scheme === SigningScheme.EIP712
          ? await OrderSigningUtils.signOrderCancellations([uid], chainId, signer)
          : {
              signature: String(
                (
                  await sdkSignOrderCancellations(
                    await OrderSigningUtils.getDomain(chainId),
                    [uid],
                    ContractsSigningScheme.ETHSIGN,
                    signer,
                  )
                ).data,
              ),
              signingScheme: SigningScheme.ETHSIGN,
            };
      await orderBookApi.sendSignedOrderCancellations({
        orderUids: [uid],
        signature: cancellation.signature,
        signingScheme: cancellation.signingScheme as never,
      });
      expect(await orderBookApi.getOrder(uid)).toMatchObject({ status: 'cancelled', invalidated: true });

      // The client reads a second cancellation as a typed API error.
      const again = await orderBookApi
        .sendSignedOrderCancellations({
          orderUids: [uid],
          signature: cancellation.signature,
          signingScheme: cancellation.signingScheme as never,
        })
        .catch((error: unknown) => error);
      expect(again).toBeInstanceOf(OrderBookApiError);
      expect((again as OrderBookApiError<{ errorType: string }>).response.status).toBe(400);
      expect((again as OrderBookApiError<{ errorType: string }>).body.errorType).toBe('AlreadyCancelled');
    });
  }

  test('fill: an order sent with the SDK trades after a few blocks (trades, competition, debug, notification)', async () => {
    const { account, signer } = useRandomSdkWallet();
    const chainId = SupportedChainId.MAINNET;
    const quoteResponse = await orderBookApi
      .getQuote({
        from: account.address,
        sellToken: TOKENS.WETH,
        buyToken: TOKENS.USDC,
        kind: OrderQuoteSideKindSell.SELL,
        sellAmountBeforeFee: (10n ** 17n).toString(),
      })
      .catch((error: OrderBookApiError) => {
        throw new Error(`quote: ${JSON.stringify(error.body)}`);
      });
    // Leave 1 % of room below the quote, as wallets do with their slippage setting.
    const quoted = quoteResponse.quote;
    const order = orderFromQuote(
      { ...quoted, buyAmount: ((BigInt(quoted.buyAmount) * 99n) / 100n).toString(), appData: EMPTY_APP_DATA_HASH },
      account.address,
    );
    const signing = await OrderSigningUtils.signOrder(order, chainId, signer);
    const uid = await orderBookApi
      .sendOrder({
        ...order,
        signature: signing.signature,
        signingScheme: signing.signingScheme as never,
        quoteId: quoteResponse.id!,
        from: account.address,
      })
      .catch((error: OrderBookApiError) => {
        throw new Error(`sendOrder: ${JSON.stringify(error.body)}`);
      });

    const { simulator, orderbook, companion } = scenario.clients();
    const advanced = await simulator.POST('/sim/v1/advance', { body: { blocks: 3 } });
    expect(advanced.response.status).toBe(200);

    const filled = await orderBookApi.getOrder(uid);
    expect(filled.status).toBe('fulfilled');
    expect(BigInt(filled.executedBuyAmount)).toBeGreaterThanOrEqual(BigInt(order.buyAmount));
    const trades = await orderBookApi.getTrades({ orderUid: uid });
    expect(trades).toHaveLength(1);
    const txHash = trades[0]!.txHash!;
    const competition = await orderBookApi.getSolverCompetition(txHash);
    expect(competition.transactionHashes).toContain(txHash);
    expect(
      competition.solutions?.some(
        (solution) => solution.isWinner && solution.orders?.some((entry) => entry.id === uid),
      ),
    ).toBe(true);

    const debug = await orderbook.GET('/api/v1/debug/order/{uid}', { params: { path: { uid } } });
    expect(debug.data?.events.map((event) => event.label)).toEqual(expect.arrayContaining(['created', 'traded']));
    expect(debug.data?.trades).toHaveLength(1);
    expect(
      debug.data?.auctions.some((auction) =>
        auction.settlementAttempts.some((attempt) => attempt.outcome === 'success'),
      ),
    ).toBe(true);

    const notifications = await companion.GET('/accounts/{account}/notifications', {
      params: { path: { account: account.address } },
    });
    expect(notifications.data?.map((notification) => notification.type)).toContain('order_filled');
  });

  test('sepolia: the SDK reaches another network through its chain id', async () => {
    const { account, signer } = useRandomSdkWallet();
    const chainId = SupportedChainId.SEPOLIA;
    const quote = await orderBookApi.getQuote(
      {
        from: account.address,
        sellToken: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14', // WETH (sepolia)
        buyToken: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238', // USDC (sepolia)
        kind: OrderQuoteSideKindSell.SELL,
        sellAmountBeforeFee: (10n ** 17n).toString(),
      },
      { chainId },
    );
    const order = orderFromQuote(quote.quote, account.address);
    const signing = await OrderSigningUtils.signOrder(order, chainId, signer);
    const uid = await orderBookApi.sendOrder(
      { ...order, ...signing, signingScheme: signing.signingScheme as never, from: account.address },
      { chainId },
    );
    expect((await orderBookApi.getOrder(uid, { chainId })).status).toBe('open');
    // Networks keep their own state: mainnet does not know the order.
    const missing = await orderBookApi.getOrder(uid).catch((error: unknown) => error);
    expect((missing as OrderBookApiError).response.status).toBe(404);
  });
});

describe('official client: @cowprotocol/contracts (ethers v5)', () => {
  test('flow: sign with an ethers Wallet (eip712), post, read, cancel with ethsign', async () => {
    const wallet = ethers.Wallet.createRandom();
    const clients = scenario.clients();
    const { data: quoted } = await clients.orderbook.POST('/api/v1/quote', {
      body: {
        from: wallet.address,
        sellToken: TOKENS.USDC,
        buyToken: TOKENS.WETH,
        kind: 'buy',
        buyAmountAfterFee: (10n ** 16n).toString(),
      } as never,
    });
    expect(quoted).toBeDefined();
    const quote = quoted!.quote;

    const domain = contracts.domain(1, SETTLEMENT);
    const order: contracts.Order = {
      sellToken: quote.sellToken,
      buyToken: quote.buyToken,
      receiver: wallet.address,
      sellAmount: (BigInt(quote.sellAmount) + BigInt(quote.feeAmount)).toString(),
      buyAmount: quote.buyAmount,
      validTo: quote.validTo,
      appData: EMPTY_APP_DATA_HASH,
      feeAmount: 0,
      kind: contracts.OrderKind.BUY,
      partiallyFillable: false,
      sellTokenBalance: contracts.OrderBalance.ERC20,
      buyTokenBalance: contracts.OrderBalance.ERC20,
    };
    const signature = await contracts.signOrder(domain, order, wallet, contracts.SigningScheme.EIP712);
    const expectedUid = contracts.computeOrderUid(domain, order, wallet.address);

    const uid = await orderBookApi.sendOrder({
      sellToken: quote.sellToken,
      buyToken: quote.buyToken,
      receiver: wallet.address,
      sellAmount: order.sellAmount.toString(),
      buyAmount: quote.buyAmount,
      validTo: quote.validTo,
      appData: '{}',
      feeAmount: '0',
      kind: OrderKind.BUY,
      partiallyFillable: false,
      signingScheme: SigningScheme.EIP712 as never,
      signature: ethers.utils.joinSignature(signature.data),
      ...(quoted!.id === undefined ? {} : { quoteId: quoted!.id }),
    });
    expect(uid).toBe(expectedUid);

    const { data: stored } = await clients.orderbook.GET('/api/v1/orders/{UID}', {
      params: { path: { UID: uid } },
    });
    expect(stored).toMatchObject({
      owner: wallet.address.toLowerCase(),
      status: 'open',
      class: 'limit',
      kind: 'buy',
      receiver: wallet.address.toLowerCase(),
      fullAppData: '{}',
    });
    expect(stored?.quote?.buyAmount).toBe(quote.buyAmount);

    const cancellation = await contracts.signOrderCancellations(domain, [uid], wallet, contracts.SigningScheme.ETHSIGN);
    const cancelled = await clients.orderbook.DELETE('/api/v1/orders', {
      body: {
        orderUids: [uid],
        signature: ethers.utils.joinSignature(cancellation.data) as Hex,
        signingScheme: 'ethsign',
      },
    });
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.data).toBe('Cancelled');
    const { data: after } = await clients.orderbook.GET('/api/v1/orders/{UID}', {
      params: { path: { UID: uid } },
    });
    expect(after?.status).toBe('cancelled');
  });
});
