/**
 * Flow: the generated partner SDK (`batchbook/<document>/sdk`, @hey-api/openapi-ts) drives a full
 * order lifecycle against the server — quote, app data, post, get, account orders, fill, trades,
 * transaction orders, competitions, surplus, cancel, and the companion reads — and every answer is
 * parsed with the generated Zod schema of its operation. Then the schemas must reject each answer
 * with one of its required fields removed, and accept it with an optional one removed, as the
 * documents say: the schemas a partner asserts with are neither looser nor stricter than the wire.
 */
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as companion from '../../generated/dist/companion/sdk/index.js';
import * as orderbook from '../../generated/dist/orderbook/sdk/index.js';
import * as simulator from '../../generated/dist/simulator/sdk/index.js';
import { resolveRef } from '../setup/openapiDocuments.js';
import { getOperation } from '../setup/operationIndex.js';
import {
  ONE_ETHER,
  TOKENS,
  appDataHash,
  CONTROL_AUTHORIZATION,
  baseOrder,
  randomAccount,
  signCancellations,
  signedOrder,
  startScenario,
  type Scenario,
} from './support.js';

type Answer = { data?: unknown; error?: unknown; response: Response };
type ParsedAnswer = { operationId: string; status: number; schema: ZodType; body: unknown };

let scenario: Scenario;
let clients: {
  orderbook: ReturnType<typeof orderbook.createClient>;
  companion: ReturnType<typeof companion.createClient>;
  simulator: ReturnType<typeof simulator.createClient>;
};
/** Every answer of the lifecycle, in order, as the schemas parsed it. */
const answers: ParsedAnswer[] = [];

beforeAll(async () => {
  scenario = await startScenario();
  clients = {
    orderbook: orderbook.createClient(orderbook.createConfig({ baseUrl: `${scenario.url}/mainnet` })),
    companion: companion.createClient(companion.createConfig({ baseUrl: scenario.url })),
    simulator: simulator.createClient(
      simulator.createConfig({ baseUrl: `${scenario.url}/mainnet`, headers: CONTROL_AUTHORIZATION }),
    ),
  };
});

afterAll(() => scenario?.close());

/** A 2xx answer of `operationId`, parsed with `schema`; its data. */
async function parsed<T>(operationId: string, schema: ZodType<T>, call: Promise<Answer>): Promise<T> {
  const { data, error, response } = await call;
  expect(response.status, `${operationId}: ${JSON.stringify(error)}`).toBeLessThan(300);
  const result = schema.safeParse(data);
  expect(result.success, `${operationId}: ${result.error?.message}`).toBe(true);
  answers.push({ operationId, status: response.status, schema, body: data });
  return result.data as T;
}

type ObjectShape = { required: string[]; properties: string[] };

/** The properties of an object schema (through `$ref` and `allOf`); undefined for anything else. */
function objectShape(document: object, schema: unknown): ObjectShape | undefined {
  const resolved = resolveRef(document as never, schema);
  if (!resolved || typeof resolved !== 'object') return undefined;
  if (resolved.oneOf || resolved.anyOf) return undefined;
  const parts = [resolved, ...(resolved.allOf ?? []).map((part: unknown) => objectShape(document, part))];
  if (parts.some((part) => part === undefined)) return undefined;
  const required = parts.flatMap((part) => part.required ?? []);
  const properties = parts.flatMap((part) => Object.keys(part.properties ?? {}));
  return properties.length > 0 ? { required, properties } : undefined;
}

describe('generated SDK and Zod schemas: a full order lifecycle', () => {
  test('every answer parses with the schema of its operation', async () => {
    const { orderbook: ob, companion: cp, simulator: sim } = clients;
    const trader = randomAccount();
    const appData = JSON.stringify({ appCode: 'batchbook-generated-sdk', metadata: {}, version: '1.4.0' });

    const quoted = await parsed(
      'quote',
      orderbook.zQuoteResponse,
      orderbook.quote({
        client: ob,
        body: {
          from: trader.address,
          sellToken: TOKENS.WETH,
          buyToken: TOKENS.USDC,
          kind: 'sell',
          sellAmountBeforeFee: (ONE_ETHER / 10n).toString(),
        },
      }),
    );
    expect(quoted.id).toEqual(expect.any(Number));
    const hash = await parsed(
      'registerAppDataByHash',
      orderbook.zRegisterAppDataByHashResponse,
      orderbook.registerAppDataByHash({
        client: ob,
        path: { app_data_hash: appDataHash(appData) },
        body: { fullAppData: appData },
      }),
    );
    await parsed(
      'getAppDataByHash',
      orderbook.zGetAppDataByHashResponse,
      orderbook.getAppDataByHash({ client: ob, path: { app_data_hash: hash } }),
    );

    const now = await scenario.now();
    const filled = await signedOrder(trader, baseOrder(now, { appData: appDataHash(appData) }), {
      appDataText: appData,
    });
    const uid = await parsed(
      'createOrder',
      orderbook.zCreateOrderResponse,
      orderbook.createOrder({ client: ob, body: filled.body as never }),
    );
    expect(uid).toBe(filled.uid);
    await parsed('getOrder', orderbook.zGetOrderResponse, orderbook.getOrder({ client: ob, path: { UID: uid } }));
    await parsed(
      'getOrderStatus',
      orderbook.zGetOrderStatusResponse,
      orderbook.getOrderStatus({ client: ob, path: { UID: uid } }),
    );
    await parsed(
      'getUserOrders',
      orderbook.zGetUserOrdersResponse,
      orderbook.getUserOrders({ client: ob, path: { owner: trader.address } }),
    );
    await parsed('getOrders', orderbook.zGetOrdersResponse, orderbook.getOrders({ client: ob, body: [uid] }));

    // Blocks until it trades (a chaos winner may time out first, as in production).
    let status = '';
    for (let block = 0; block < 40 && status !== 'fulfilled'; block++) {
      await parsed(
        'advanceWorld',
        simulator.zAdvanceWorldResponse,
        simulator.advanceWorld({ client: sim, body: { blocks: 1 } }),
      );
      status = (await orderbook.getOrder({ client: ob, path: { UID: uid } })).data?.status ?? '';
    }
    const order = await parsed(
      'getOrder',
      orderbook.zGetOrderResponse,
      orderbook.getOrder({ client: ob, path: { UID: uid } }),
    );
    expect(order.status).toBe('fulfilled');

    const [trade] = await parsed(
      'getTradesV2',
      orderbook.zGetTradesV2Response,
      orderbook.getTradesV2({ client: ob, query: { orderUid: uid } }),
    );
    await parsed(
      'getTrades',
      orderbook.zGetTradesResponse,
      orderbook.getTrades({ client: ob, query: { owner: trader.address } }),
    );
    const txHash = trade!.txHash!;
    await parsed(
      'getOrdersByTxHash',
      orderbook.zGetOrdersByTxHashResponse,
      orderbook.getOrdersByTxHash({ client: ob, path: { txHash } }),
    );
    const competition = await parsed(
      'getSolverCompetitionByTxHashV2',
      orderbook.zGetSolverCompetitionByTxHashV2Response,
      orderbook.getSolverCompetitionByTxHashV2({ client: ob, path: { tx_hash: txHash } }),
    );
    await parsed(
      'getSolverCompetitionByAuctionIdV2',
      orderbook.zGetSolverCompetitionByAuctionIdV2Response,
      orderbook.getSolverCompetitionByAuctionIdV2({ client: ob, path: { auction_id: competition.auctionId } }),
    );
    await parsed(
      'getSolverCompetitionLatestV2',
      orderbook.zGetSolverCompetitionLatestV2Response,
      orderbook.getSolverCompetitionLatestV2({ client: ob }),
    );
    await parsed(
      'getSolverCompetitionByTxHash',
      orderbook.zGetSolverCompetitionByTxHashResponse,
      orderbook.getSolverCompetitionByTxHash({ client: ob, path: { tx_hash: txHash } }),
    );
    await parsed(
      'getAddressTotalSurplus',
      orderbook.zGetAddressTotalSurplusResponse,
      orderbook.getAddressTotalSurplus({ client: ob, path: { address: trader.address } }),
    );
    await parsed(
      'getTokenNativePrice',
      orderbook.zGetTokenNativePriceResponse,
      orderbook.getTokenNativePrice({ client: ob, path: { token: TOKENS.USDC } }),
    );

    // An out-of-market order, cancelled.
    const resting = await signedOrder(trader, baseOrder(await scenario.now(), { buyAmount: 10n ** 12n }));
    await parsed(
      'createOrder',
      orderbook.zCreateOrderResponse,
      orderbook.createOrder({ client: ob, body: resting.body as never }),
    );
    await parsed(
      'cancelOrders',
      orderbook.zCancelOrdersResponse,
      orderbook.cancelOrders({
        client: ob,
        body: {
          orderUids: [resting.uid],
          signature: await signCancellations(trader, [resting.uid]),
          signingScheme: 'eip712',
        },
      }),
    );
    const cancelled = await parsed(
      'getOrder',
      orderbook.zGetOrderResponse,
      orderbook.getOrder({ client: ob, path: { UID: resting.uid } }),
    );
    expect(cancelled.status).toBe('cancelled');

    // The companion reads of the same account and tokens.
    await parsed(
      'getUsdPrice',
      companion.zGetUsdPriceResponse,
      companion.getUsdPrice({ client: cp, path: { chainId: '1', tokenAddress: TOKENS.WETH } }),
    );
    await parsed(
      'getTopTokenHolders',
      companion.zGetTopTokenHoldersResponse,
      companion.getTopTokenHolders({ client: cp, path: { chainId: '1', tokenAddress: TOKENS.WETH } }),
    );
    await parsed(
      'getHooks',
      companion.zGetHooksResponse,
      companion.getHooks({ client: cp, query: { blockchain: 'mainnet', period: 'last 7d' } }),
    );
    await parsed(
      'getAccountNotifications',
      companion.zGetAccountNotificationsResponse,
      companion.getAccountNotifications({ client: cp, path: { account: trader.address } }),
    );
    await parsed(
      'getWorldSnapshot',
      simulator.zGetWorldSnapshotResponse,
      simulator.getWorldSnapshot({ client: sim, query: { account: trader.address } }),
    );
  });

  test('each schema rejects its answer with a required field removed and accepts it with an optional one removed', () => {
    expect(answers.length).toBeGreaterThan(20);
    const rejected = new Set<string>();
    for (const { operationId, status, schema, body } of answers) {
      const operation = getOperation(operationId);
      const media = operation.responses[String(status)]?.content['application/json'];
      const document = operation.documentObject;
      const responseSchema = resolveRef(document, media?.schema);
      const isList = Array.isArray(body);
      const element: unknown = isList ? body[0] : body;
      const shape = objectShape(document, isList ? responseSchema.items : responseSchema);
      if (!shape || !element || typeof element !== 'object') continue;
      for (const field of Object.keys(element)) {
        if (!shape.properties.includes(field)) continue;
        const { [field]: _removed, ...rest } = element as Record<string, unknown>;
        const mutated = isList ? [rest, ...body.slice(1)] : rest;
        const required = shape.required.includes(field);
        expect(
          schema.safeParse(mutated).success,
          `${operationId} without ${field} (${required ? 'required' : 'optional'})`,
        ).toBe(!required);
        if (required) rejected.add(operationId);
      }
    }
    // The answers a partner reads most, each checked field by field.
    for (const operationId of [
      'quote',
      'getOrder',
      'getUserOrders',
      'getTradesV2',
      'getSolverCompetitionByTxHashV2',
      'getUsdPrice',
      'advanceWorld',
    ]) {
      expect(rejected, operationId).toContain(operationId);
    }
  });
});
