/**
 * `npm run mock` driven by the official `@cowprotocol/cow-sdk` (the version in devDependencies),
 * unmodified, as a partner does before running the server: every `OrderBookApi` method, the
 * `TradingSdk` quote → post, and quotes for each signing scheme get a 2xx whose status, media
 * type and body are documented in the mock's document; and the examples agree with each other
 * where a client chains calls (the posted uid is the uid read back, the uploaded app data hash
 * is the hash of what is served).
 */
import {
  OrderBookApi,
  OrderQuoteSideKindSell,
  OrderSigningUtils,
  SigningScheme,
  SupportedChainId,
  TradingSdk,
  OrderKind,
  type OrderQuoteRequest,
} from '@cowprotocol/cow-sdk';
import { keccak256, stringToBytes, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOKENS } from './scenarios/support.js';
import { findResponseViolations } from './setup/checkResponse.js';
import { orderFromQuote, sdkBaseUrls, useRandomSdkWallet } from './setup/officialSdk.js';
import { mockOperations, routeWirePath } from './setup/operationIndex.js';
import { waitForHttp } from './setup/startMock.js';
import { targetSpecs } from './setup/target.js';

// The Prism that `setup/globalSetup.ts` started for the run, through `startPrism.ts` as `npm run mock` does.
const mockUrl = targetSpecs().find((spec) => spec.name === 'mock')?.baseUrl ?? '';
const NETWORK = 'mainnet';

type Exchange = { method: string; url: string; status: number; headers: Headers; text: string };

/** Every request the SDK sends to the mock, with its answer, in order. */
const exchanges: Exchange[] = [];
const originalFetch = globalThis.fetch;

function recordingFetch(input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return originalFetch(input, init).then(async (response) => {
    if (url.startsWith(mockUrl)) {
      exchanges.push({
        method,
        url,
        status: response.status,
        headers: response.headers,
        text: await response.clone().text(),
      });
    }
    return response;
  });
}

/**
 * Runs `call` and returns what it answered with the operations its requests reached; fails on
 * any non-2xx answer or any answer the mock's document does not describe.
 */
async function observe<T>(call: () => Promise<T>): Promise<{ result: T; operationIds: string[] }> {
  const first = exchanges.length;
  const result = await call();
  const operationIds: string[] = [];
  for (const exchange of exchanges.slice(first)) {
    const path = new URL(exchange.url).pathname;
    const operation = routeWirePath(exchange.method, path, NETWORK, mockOperations());
    expect(operation, `${exchange.method} ${path} is an operation of the mock`).toBeDefined();
    expect(exchange.status, `${operation!.operationId}: ${exchange.text.slice(0, 300)}`).toBeLessThan(300);
    expect(exchange.status).toBeGreaterThanOrEqual(200);
    expect(findResponseViolations(operation!, exchange)).toEqual([]);
    operationIds.push(operation!.operationId);
  }
  return { result, operationIds };
}

const newOrderBookApi = () =>
  new OrderBookApi({
    chainId: SupportedChainId.MAINNET,
    baseUrls: sdkBaseUrls(mockUrl, { [SupportedChainId.MAINNET]: NETWORK }),
    limiterOpts: { tokensPerInterval: 1000, interval: 'second' },
    // A refused request is a failed test: no retries.
    backoffOpts: { numOfAttempts: 1 },
  });

const APP_DATA = '{"appCode":"batchbook-mock-partner","metadata":{},"version":"1.4.0"}';
const APP_DATA_HASH = keccak256(stringToBytes(APP_DATA));

function quoteRequest(from: string, signingScheme: SigningScheme): OrderQuoteRequest {
  return {
    from,
    sellToken: TOKENS.WETH,
    buyToken: TOKENS.USDC,
    receiver: from,
    kind: OrderQuoteSideKindSell.SELL,
    sellAmountBeforeFee: (10n ** 18n).toString(),
    appData: APP_DATA,
    appDataHash: APP_DATA_HASH,
    signingScheme,
  };
}

beforeAll(async () => {
  if (!mockUrl) return;
  await waitForHttp(mockUrl);
  globalThis.fetch = recordingFetch as typeof fetch;
}, 90_000);

afterAll(() => {
  globalThis.fetch = originalFetch;
});

// Not on an external run (`npm run conformance`), which starts no mock.
describe.skipIf(!mockUrl)('npm run mock with @cowprotocol/cow-sdk', () => {
  const api = newOrderBookApi();
  /** The operationIds each OrderBookApi method reached, filled by the cases below. */
  const reached = new Map<string, string[]>();
  const note = (method: string, operationIds: string[]) =>
    reached.set(method, [...new Set([...(reached.get(method) ?? []), ...operationIds])]);

  /** A partner's order: quote, the order from the quote signed with EIP-712, posted; its uid. */
  async function quoteAndPost({ account, signer }: ReturnType<typeof useRandomSdkWallet>): Promise<string> {
    const { quote, id } = await api.getQuote(quoteRequest(account.address, SigningScheme.EIP712));
    const order = orderFromQuote({ ...quote, appData: APP_DATA_HASH }, account.address);
    const signed = await OrderSigningUtils.signOrder(order, SupportedChainId.MAINNET, signer);
    return api.sendOrder({
      ...order,
      appData: APP_DATA,
      appDataHash: APP_DATA_HASH,
      from: account.address,
      quoteId: id ?? null,
      signature: signed.signature,
      signingScheme: signed.signingScheme as never,
    });
  }

  test('OrderBookApi, every method: a documented 2xx from the operation it calls', async () => {
    const wallet = useRandomSdkWallet();
    const { account, signer } = wallet;
    // Each identifier comes from an earlier answer, as a client chains them.
    let uid = '';
    let txHash = '';
    let auctionId = 0;
    const cases: [method: keyof OrderBookApi, call: () => Promise<unknown>, operationIds: string[]][] = [
      ['getVersion', () => api.getVersion(), ['getApiVersion']],
      ['getOrders', async () => (uid = (await api.getOrders({ owner: account.address }))[0]!.uid), ['getUserOrders']],
      ['getTrades', async () => (txHash = (await api.getTrades({ orderUid: uid }))[0]!.txHash!), ['getTradesV2']],
      ['getTrades', () => api.getTrades({ owner: account.address }), ['getTradesV2']],
      ['getTxOrders', () => api.getTxOrders(txHash), ['getOrdersByTxHash']],
      [
        'getSolverCompetition',
        async () => (auctionId = (await api.getSolverCompetition(txHash)).auctionId!),
        ['getSolverCompetitionByTxHashV2'],
      ],
      ['getSolverCompetition', () => api.getSolverCompetition(auctionId), ['getSolverCompetitionByAuctionIdV2']],
      ['getOrder', () => api.getOrder(uid), ['getOrder']],
      ['getOrderCompetitionStatus', () => api.getOrderCompetitionStatus(uid), ['getOrderStatus']],
      ['getOrderMultiEnv', () => api.getOrderMultiEnv(uid), ['getOrder']],
      ['getQuote', () => api.getQuote(quoteRequest(account.address, SigningScheme.EIP712)), ['quote']],
      ['sendOrder', () => quoteAndPost(wallet), ['quote', 'createOrder']],
      [
        'sendSignedOrderCancellations',
        async () => {
          const signed = await OrderSigningUtils.signOrderCancellations([uid], SupportedChainId.MAINNET, signer);
          return api.sendSignedOrderCancellations({
            orderUids: [uid],
            signature: signed.signature,
            signingScheme: signed.signingScheme as never,
          });
        },
        ['cancelOrders'],
      ],
      ['getNativePrice', () => api.getNativePrice(TOKENS.USDC), ['getTokenNativePrice']],
      ['getTotalSurplus', () => api.getTotalSurplus(account.address), ['getAddressTotalSurplus']],
      ['uploadAppData', () => api.uploadAppData(APP_DATA_HASH, APP_DATA), ['registerAppDataByHash']],
      ['getAppData', () => api.getAppData(APP_DATA_HASH), ['getAppDataByHash']],
      // Builds a URL and sends nothing: follow it, as a partner's link would be.
      ['getOrderLink', async () => (await fetch(api.getOrderLink(uid))).json(), ['getOrder']],
    ];
    for (const [method, call, operationIds] of cases) {
      const observed = await observe(call);
      expect(observed.operationIds, method).toEqual(operationIds);
      note(method, observed.operationIds);
    }
  });

  test('OrderBookApi: the test above covers every public method of the SDK version installed', () => {
    const internal = new Set(['constructor', 'getContextWithOverride', 'getApiBaseUrls', 'fetch']);
    const methods = Object.getOwnPropertyNames(OrderBookApi.prototype).filter((name) => !internal.has(name));
    expect(methods.length).toBeGreaterThan(10);
    expect([...reached.keys()].sort()).toEqual(methods.sort());
  });

  test.each([SigningScheme.EIP712, SigningScheme.ETHSIGN, SigningScheme.PRESIGN, SigningScheme.EIP1271])(
    'getQuote with signingScheme %s: a documented quote',
    async (scheme) => {
      const { account } = useRandomSdkWallet();
      const { result, operationIds } = await observe(() => api.getQuote(quoteRequest(account.address, scheme)));
      expect(operationIds).toEqual(['quote']);
      expect(result.quote.sellToken).toMatch(/^0x[0-9a-f]{40}$/);
    },
  );

  test('getVersion reads the same version text the server document gives, though the SDK accepts only JSON', async () => {
    const { result } = await observe(() => api.getVersion());
    const version = mockOperations().find((operation) => operation.operationId === 'getApiVersion')!;
    expect(Object.values(version.responses['200']!.content['text/plain']!.examples)).toContain(result);
  });

  test('happy path: quote → sign → post → read the order back by the uid posted, its status, trades, competition', async () => {
    const uploadedHash = (await observe(() => api.uploadAppData(APP_DATA_HASH, APP_DATA))).result as unknown as Hex;
    // The mock serves one document for every hash: the hash it answers is that document's.
    const served = await api.getAppData(uploadedHash);
    expect(keccak256(stringToBytes(served.fullAppData ?? ''))).toBe(uploadedHash);

    const uid = await quoteAndPost(useRandomSdkWallet());
    const stored = await api.getOrder(uid);
    expect(stored.uid).toBe(uid);
    expect((await api.getOrderMultiEnv(uid)).uid).toBe(uid);
    expect(await api.getOrderCompetitionStatus(uid)).toHaveProperty('type');
    // The order's app data hash resolves to its full app data.
    expect((await api.getAppData(stored.appData)).fullAppData).toBe(stored.fullAppData);

    const trades = await api.getTrades({ orderUid: uid });
    expect(trades.map((trade) => trade.orderUid)).toContain(uid);
    const txHash = trades[0]!.txHash!;
    expect((await api.getTxOrders(txHash)).map((entry) => entry.uid)).toContain(uid);
    const byTx = await api.getSolverCompetition(txHash);
    expect(byTx.transactionHashes).toContain(txHash);
    expect(byTx.auction?.orders).toContain(uid);
    expect(await api.getSolverCompetition(byTx.auctionId!)).toEqual(byTx);
  });

  test('TradingSdk: getQuote → postSwapOrderFromQuote posts the order the mock then returns', async () => {
    const { adapter } = useRandomSdkWallet();
    const sdk = new TradingSdk(
      { chainId: SupportedChainId.MAINNET, appCode: 'batchbook-mock-partner' },
      { orderBookApi: newOrderBookApi() },
      adapter,
    );
    const { result } = await observe(async () => {
      const { quoteResults, postSwapOrderFromQuote } = await sdk.getQuote({
        kind: OrderKind.SELL,
        sellToken: TOKENS.WETH,
        sellTokenDecimals: 18,
        buyToken: TOKENS.USDC,
        buyTokenDecimals: 6,
        amount: (10n ** 18n).toString(),
        slippageBps: 50,
      });
      expect(quoteResults.quoteResponse.id).toEqual(expect.any(Number));
      return postSwapOrderFromQuote();
    });
    const reachedOperations = exchanges
      .slice(-3)
      .map((exchange) => exchange.method + ' ' + new URL(exchange.url).pathname);
    expect(reachedOperations).toEqual([
      'POST /mainnet/api/v1/quote',
      expect.stringMatching(/^PUT \/mainnet\/api\/v1\/app_data\/0x[0-9a-f]{64}$/),
      'POST /mainnet/api/v1/orders',
    ]);
    expect((await api.getOrder(result.orderId)).uid).toBe(result.orderId);
  });
});
