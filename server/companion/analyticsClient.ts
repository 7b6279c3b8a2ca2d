/**
 * Client of a Dune-compatible analytics provider (docs/protocol.md#companion-rules): execute the saved hooks
 * query with `{blockchain, period}`, poll the execution every 2 s until it is finished or the wait
 * budget is spent, then read the rows with `limit` and `offset`. Every request carries the key in
 * `X-DUNE-API-KEY`.
 *
 * The same client talks to Dune (`ANALYTICS_BASE_URL=https://api.dune.com/api/v1`) and to
 * batchbook's built-in provider (`./analyticsProvider.ts`), which it reaches through an in-process
 * `fetch` when no base URL is configured.
 */
import { BaseError, type BaseErrorParameters } from '../domain/errors.js';
import type { HookRow, HooksQuery, HooksSource } from '../domain/companion/ports.js';

/** The reference's saved Dune query of executed hooks (cowprotocol/bff `HooksServiceImpl`). */
export const HOOKS_QUERY_ID = 5302473;
export const ANALYTICS_API_KEY_HEADER = 'X-DUNE-API-KEY';
export const POLL_INTERVAL_MS = 2000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** The provider failed, answered something unexpected, or did not finish in time. */
export class AnalyticsProviderError extends BaseError {
  override name = 'AnalyticsProviderError';
  /** The provider's HTTP status, when it answered one. (Not `status`: Koa would read that as ours.) */
  readonly providerStatus: number | undefined;

  constructor(shortMessage: string, parameters: BaseErrorParameters & { providerStatus?: number } = {}) {
    super(shortMessage, parameters);
    this.providerStatus = parameters.providerStatus;
  }
}

export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

export type AnalyticsClientParameters = {
  /** Provider root, e.g. `https://api.dune.com/api/v1`. */
  baseUrl: string;
  apiKey: string;
  queryId?: number;
  /** Defaults to the global `fetch`. */
  fetch?: FetchFunction;
  /** Waits between polls; injected so tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** Monotonic milliseconds measuring the wait budget; injected with `sleep` in tests. */
  now?: () => number;
  pollIntervalMs?: number;
  /** Aborts one request after this long: a hung provider must not hold the request forever. */
  requestTimeoutMs?: number;
};

/** What the provider answers about an execution (`/execution/{id}/results`, `/query/{id}/results`). */
export type ExecutionResults = {
  execution_id: string;
  query_id?: number;
  state?: string;
  is_execution_finished: boolean;
  result?: { rows: unknown[]; metadata?: Record<string, unknown> };
};

export type AnalyticsClient = HooksSource & {
  executeQuery(parameters: Record<string, string>): Promise<{ execution_id: string; state?: string }>;
  getExecutionResults(executionId: string, page?: { limit: number; offset: number }): Promise<ExecutionResults>;
  getQueryResults(page: { limit: number; offset: number }): Promise<ExecutionResults>;
  /** Polls until the execution is finished; rejects when `maxWaitTimeMs` runs out first. */
  waitForExecution(executionId: string, maxWaitTimeMs: number): Promise<ExecutionResults>;
};

/**
 * @example
 * const client = createAnalyticsClient({ baseUrl: 'https://api.dune.com/api/v1', apiKey })
 * await client.fetchHooks({ blockchain: 'mainnet', period: 'last 7d', limit: 1000, offset: 0 }, { maxWaitTimeMs: 300_000 })
 */
export function createAnalyticsClient(parameters: AnalyticsClientParameters): AnalyticsClient {
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '');
  const queryId = parameters.queryId ?? HOOKS_QUERY_ID;
  const fetchFn: FetchFunction = parameters.fetch ?? ((input, init) => fetch(input, init));
  const sleep = parameters.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = parameters.now ?? (() => performance.now());
  const pollIntervalMs = parameters.pollIntervalMs ?? POLL_INTERVAL_MS;
  const requestTimeoutMs = parameters.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {
      [ANALYTICS_API_KEY_HEADER]: parameters.apiKey,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = { method, headers, signal: AbortSignal.timeout(requestTimeoutMs) };
    if (body !== undefined) init.body = JSON.stringify(body);
    let text: string;
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, init);
      text = await response.text();
    } catch (error) {
      throw new AnalyticsProviderError(`analytics provider unreachable: ${method} ${path}`, { cause: error });
    }
    if (!response.ok) {
      throw new AnalyticsProviderError(`analytics provider answered ${response.status} to ${method} ${path}`, {
        providerStatus: response.status,
        details: text.slice(0, 500),
      });
    }
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new AnalyticsProviderError(`analytics provider answered invalid JSON to ${method} ${path}`, {
        cause: error,
        details: text.slice(0, 500),
      });
    }
  }

  const pageQuery = (page: { limit: number; offset: number }) =>
    `?${new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) })}`;

  const client: AnalyticsClient = {
    async executeQuery(queryParameters) {
      const answer = await request<{ execution_id?: unknown; state?: string } | null>(
        'POST',
        `/query/${queryId}/execute`,
        { query_parameters: queryParameters },
      );
      const executionId = answer?.execution_id;
      if (typeof executionId !== 'string' || executionId === '') {
        throw new AnalyticsProviderError('analytics provider returned no execution_id');
      }
      return { ...answer, execution_id: executionId };
    },

    async getExecutionResults(executionId, page) {
      const path = `/execution/${encodeURIComponent(executionId)}/results${page ? pageQuery(page) : ''}`;
      return checkResults(await request<unknown>('GET', path), path);
    },

    async getQueryResults(page) {
      const path = `/query/${queryId}/results${pageQuery(page)}`;
      return checkResults(await request<unknown>('GET', path), path);
    },

    async waitForExecution(executionId, maxWaitTimeMs) {
      const start = now();
      for (;;) {
        const results = await client.getExecutionResults(executionId);
        if (results.is_execution_finished) {
          if (results.state !== undefined && results.state !== 'QUERY_STATE_COMPLETED') {
            throw new AnalyticsProviderError(`execution ${executionId} finished in state ${results.state}`);
          }
          return results;
        }
        const remaining = maxWaitTimeMs - (now() - start);
        if (remaining <= 0) {
          throw new AnalyticsProviderError(`execution ${executionId} did not finish within ${maxWaitTimeMs} ms`);
        }
        await sleep(Math.min(pollIntervalMs, remaining));
      }
    },

    async fetchHooks(query: HooksQuery, options: { maxWaitTimeMs: number }): Promise<HookRow[]> {
      const { execution_id: executionId } = await client.executeQuery({
        blockchain: query.blockchain,
        period: query.period,
      });
      await client.waitForExecution(executionId, options.maxWaitTimeMs);
      const page = { limit: query.limit, offset: query.offset };
      let results = await client.getQueryResults(page);
      // A query's latest results belong to whichever execution finished last: a concurrent
      // execution with other parameters may have overtaken ours. Then read our own execution.
      if (results.execution_id !== executionId) results = await client.getExecutionResults(executionId, page);
      if (!results.is_execution_finished || results.result === undefined) {
        throw new AnalyticsProviderError(`execution ${executionId} has no result rows`);
      }
      return results.result.rows.map((row, index) => toHookRow(row, index));
    },
  };
  return client;
}

function checkResults(answer: unknown, path: string): ExecutionResults {
  const results = answer as ExecutionResults | null;
  if (
    typeof results !== 'object' ||
    results === null ||
    typeof results.execution_id !== 'string' ||
    typeof results.is_execution_finished !== 'boolean'
  ) {
    throw new AnalyticsProviderError(`analytics provider answered an unexpected shape to GET ${path}`);
  }
  if (results.result !== undefined && !Array.isArray(results.result?.rows)) {
    throw new AnalyticsProviderError(`analytics provider answered rows that are not a list to GET ${path}`);
  }
  return results;
}

/**
 * One provider row as the documented `HookRow`: required fields checked, optional ones `null`
 * when absent, other columns dropped.
 *
 * @throws AnalyticsProviderError naming the row and the field when the row does not fit.
 */
export function toHookRow(row: unknown, index = 0): HookRow {
  const fail = (field: string): never => {
    throw new AnalyticsProviderError(`analytics row ${index}: ${field} is missing or has the wrong type`);
  };
  if (typeof row !== 'object' || row === null) return fail('the row');
  const value = row as Record<string, unknown>;
  const string = (field: string): string => {
    const v = value[field];
    return typeof v === 'string' ? v : fail(field);
  };
  const boolean = (field: string): boolean => {
    const v = value[field];
    return typeof v === 'boolean' ? v : fail(field);
  };
  const optional = <T>(field: string, check: (v: unknown) => v is T): T | null => {
    const v = value[field];
    if (v === undefined || v === null) return null;
    return check(v) ? v : fail(field);
  };
  const hookType = string('hook_type');
  if (hookType !== 'pre' && hookType !== 'post') return fail('hook_type');
  const gasLimit = value.gas_limit;
  if (typeof gasLimit !== 'number' || !Number.isSafeInteger(gasLimit) || gasLimit < 0) return fail('gas_limit');
  return {
    environment: string('environment'),
    block_time: string('block_time'),
    is_bridging: boolean('is_bridging'),
    success: boolean('success'),
    app_code: string('app_code'),
    destination_chain_id: optional('destination_chain_id', (v): v is number => Number.isSafeInteger(v)),
    destination_token_address: optional('destination_token_address', (v): v is string => typeof v === 'string'),
    hook_type: hookType,
    app_id: optional('app_id', (v): v is string => typeof v === 'string'),
    target: string('target'),
    gas_limit: gasLimit,
    app_hash: string('app_hash'),
    tx_hash: string('tx_hash'),
  };
}
