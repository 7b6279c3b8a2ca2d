/**
 * The generated openapi-fetch clients, with a middleware that checks every response against the
 * document (`checkResponse.ts`): a violation rejects the call with a `ConformanceViolationError`
 * naming the operation and status. `request()` sends hand-built (also malformed) requests to an
 * operation through the same checker.
 */
import type { Middleware } from 'openapi-fetch';
import { createCompanionClient } from '../../generated/companion/client.js';
import { createOrderbookClient } from '../../generated/orderbook/client.js';
import { createSimulatorClient } from '../../generated/simulator/client.js';
import { assertResponseConforms, type CheckOptions } from './checkResponse.js';
import { findOperationByTemplate, getOperation, type OperationInfo } from './operationIndex.js';

export type ClientTarget = {
  /** Root URL of the deployment (order-book operations live under `/{network}`). */
  baseUrl: string;
  network: string;
  /** `external` (a deployment, `npm run conformance`): 429s with Retry-After are waited out and retried. */
  name?: string;
  /** Sent as `Authorization: Bearer` with every simulator control call (the target's `SIM_CONTROL_TOKEN`). */
  controlToken?: string;
};

/** The control API's credential of `target`, as request headers. */
export function controlHeaders(target: ClientTarget): Record<string, string> {
  return target.controlToken === undefined ? {} : { authorization: `Bearer ${target.controlToken}` };
}

/** How often one request is retried after a 429 `RateLimited` with `Retry-After`, and the longest wait. */
const RATE_LIMIT_RETRIES = 20;
const MAX_RETRY_AFTER_SECONDS = 5;

/**
 * `fetch` for a deployment that enforces rate limits (batchbook's are on by default, and so are
 * the production service's): a 429 with `Retry-After` is waited out and the request sent again,
 * so a case checks the operation, not the client's request rate. A 429 without `Retry-After`, or
 * one that persists, is returned for the checker to judge.
 */
export async function fetchWaitingOutRateLimits(input: Request | string | URL, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(input instanceof Request ? input.clone() : input, init);
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    if (response.status !== 429 || !Number.isFinite(retryAfter) || attempt >= RATE_LIMIT_RETRIES) return response;
    await response.arrayBuffer();
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(Math.max(retryAfter, 0), MAX_RETRY_AFTER_SECONDS) * 1000),
    );
  }
}

const fetchFor = (target: ClientTarget): typeof fetchWaitingOutRateLimits =>
  target.name === 'external' ? fetchWaitingOutRateLimits : (input, init) => fetch(input, init);

export type RawRequest = {
  /** Path parameters other than `network`, unencoded. */
  path?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (wins over `body`). */
  rawBody?: string;
};

export type RawResponse = { status: number; headers: Headers; text: string; json: unknown };

export type CheckedClients = {
  orderbook: ReturnType<typeof createOrderbookClient>;
  companion: ReturnType<typeof createCompanionClient>;
  simulator: ReturnType<typeof createSimulatorClient>;
  request(operationId: string, request?: RawRequest): Promise<RawResponse>;
};

/** openapi-fetch middleware: finds the operation by method and path template, checks the response. */
export function responseChecker(document: string, options: CheckOptions): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      const operation = findOperationByTemplate(document, request.method, schemaPath);
      if (!operation) throw new Error(`${request.method} ${schemaPath} is not an operation of ${document}`);
      const text = await response.clone().text();
      assertResponseConforms(operation, { status: response.status, headers: response.headers, text }, options);
      return undefined;
    },
  };
}

/** The URL where a document's paths start on the target (`http://host/mainnet` for the order book). */
export function documentBaseUrl(target: ClientTarget, operation: Pick<OperationInfo, 'wirePath' | 'path'>): string {
  const prefix = operation.wirePath.slice(0, operation.wirePath.length - operation.path.length);
  return target.baseUrl + prefix.replace('{network}', encodeURIComponent(target.network));
}

export function wireUrl(target: ClientTarget, operation: OperationInfo, request: RawRequest = {}): string {
  let path = operation.path;
  for (const [name, value] of Object.entries(request.path ?? {})) {
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  const query = new URLSearchParams(request.query ?? {});
  return documentBaseUrl(target, operation) + path + (query.size > 0 ? `?${query}` : '');
}

export function createCheckedClients(target: ClientTarget, options: CheckOptions): CheckedClients {
  const fetch = fetchFor(target);
  const orderbook = createOrderbookClient({ baseUrl: documentBaseUrl(target, getOperation('getApiVersion')), fetch });
  orderbook.use(responseChecker('orderbook', options));
  const companion = createCompanionClient({ baseUrl: target.baseUrl, fetch });
  companion.use(responseChecker('companion', options));
  const simulator = createSimulatorClient({
    baseUrl: documentBaseUrl(target, getOperation('getWorldSnapshot')),
    fetch,
    headers: controlHeaders(target),
  });
  simulator.use(responseChecker('simulator', options));
  return {
    orderbook,
    companion,
    simulator,
    request: (operationId, request = {}) => sendChecked(target, getOperation(operationId), request, options),
  };
}

export async function sendChecked(
  target: ClientTarget,
  operation: OperationInfo,
  request: RawRequest,
  options: CheckOptions,
): Promise<RawResponse> {
  const body = request.rawBody ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const response = await fetchFor(target)(wireUrl(target, operation, request), {
    method: operation.method.toUpperCase(),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(operation.document === 'simulator' ? controlHeaders(target) : {}),
      ...request.headers,
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await readText(response);
  assertResponseConforms(operation, { status: response.status, headers: response.headers, text }, options);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** How long an event stream may stay silent before a check stops reading it (it never ends by itself). */
const EVENT_STREAM_IDLE_MS = 300;

/** The body as text; of an event stream, what arrives until it goes quiet. */
export async function readText(response: Response): Promise<string> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || response.body === null)
    return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<'idle'>((resolve) => (timer = setTimeout(() => resolve('idle'), EVENT_STREAM_IDLE_MS)));
    const chunk = await Promise.race([reader.read(), idle]);
    clearTimeout(timer);
    if (chunk === 'idle' || chunk.done) {
      await reader.cancel().catch(() => undefined);
      return text + decoder.decode();
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
}

/**
 * Prism's `Prefer` header asking the mock for a documented response; the real server ignores
 * it, so one case can run on both: it provokes the error for real on the server and selects the
 * documented example on the mock.
 */
export function prefer(code: number, example?: string): { Prefer: string } {
  return { Prefer: example === undefined ? `code=${code}` : `code=${code}, example=${example}` };
}
