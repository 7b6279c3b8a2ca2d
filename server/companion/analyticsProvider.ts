/**
 * batchbook's built-in analytics provider: the subset of Dune's HTTP API (`/api/v1`) that the hooks
 * client uses, answering the saved hooks query from the hooks the simulated settlements executed
 * (`settled_hooks`, written by the batch-auction runner).
 *
 * It is a plain `Request → Response` function, so one implementation serves two callers: the Koa
 * app mounts it at `/analytics/v1` for outside clients, and the server's own hooks client calls it
 * through `fetch`, in process, when `ANALYTICS_BASE_URL` is unset (no socket, no need to know the
 * server's listening URL, works before `listen` and behind any proxy).
 *
 * Endpoints (paths below the base; every request needs `X-DUNE-API-KEY`):
 *
 * - `POST /query/{queryId}/execute` `{query_parameters: {blockchain, period}}` → `{execution_id, state}`;
 * - `GET /execution/{executionId}/status` → the execution without rows;
 * - `GET /execution/{executionId}/results?limit&offset` → the execution with `result.rows`;
 * - `GET /query/{queryId}/results?limit&offset` → the query's latest finished execution.
 *
 * Executions finish at once (the rows are a snapshot taken when the query is executed) and are
 * kept in memory, the newest 100. Errors are `{error}` with Dune's statuses (400, 401, 404, 405).
 */
import { createHash } from 'node:crypto';
import type { HookRow, HooksBlockchain, HooksPeriod } from '../domain/companion/ports.js';
import type { SettledHookRow } from '../db/tables/settledHooks.js';
import { ANALYTICS_API_KEY_HEADER, HOOKS_QUERY_ID, type FetchFunction } from './analyticsClient.js';

/** Where the Koa app serves the provider; `ANALYTICS_BASE_URL=http://host:8080/analytics/v1` reaches it. */
export const BUILTIN_ANALYTICS_PATH = '/analytics/v1';
/** Base URL the in-process client uses; the host is never resolved. */
export const IN_PROCESS_ANALYTICS_BASE_URL = `http://batchbook.internal${BUILTIN_ANALYTICS_PATH}`;

/** The provider's chain names and the chains they mean (docs/protocol.md#companion-rules). */
export const hooksBlockchainChainIds: Readonly<Record<HooksBlockchain, number>> = {
  mainnet: 1,
  arbitrum: 42161,
  avalanche: 43114,
  base: 8453,
  gnosis: 100,
  polygon: 137,
};

const periods: Readonly<Record<HooksPeriod, { hours?: number; months?: number }>> = {
  'last 3h': { hours: 3 },
  'last 1d': { hours: 24 },
  'last 7d': { hours: 7 * 24 },
  'last 30d': { hours: 30 * 24 },
  'last 3m': { months: 3 },
  'last 6m': { months: 6 },
  'last 12m': { months: 12 },
};

const MAX_ROWS_PER_EXECUTION = 100_000;
const RESULT_LIFETIME_MS = 90 * 24 * 3600 * 1000;
const columnNames = [
  'environment',
  'block_time',
  'is_bridging',
  'success',
  'app_code',
  'destination_chain_id',
  'destination_token_address',
  'hook_type',
  'app_id',
  'target',
  'gas_limit',
  'app_hash',
  'tx_hash',
] as const satisfies readonly (keyof HookRow)[];

export type AnalyticsProviderParameters = {
  /** The key clients must send; undefined rejects every request (analytics switched off). */
  apiKey: string | undefined;
  /** Settled hooks on `chainId` since `since`, newest first. */
  findSettledHooks(parameters: {
    chainId: number;
    since: Date;
    limit: number;
    offset: number;
  }): readonly SettledHookRow[];
  /** The simulated clock: periods end at the world's "now", where the settlements happened. */
  now(): Date;
  queryId?: number;
  /** `SEED`: execution ids are derived from it (with the sequence number and `now`), never random. */
  seed?: number;
  newExecutionId?: () => string;
  maxExecutions?: number;
  /** Called with unexpected failures (answered as 500 `{error}`). */
  reportError?: (error: unknown) => void;
};

export type AnalyticsProvider = {
  /** Answers one provider request; never throws. */
  handle(request: Request): Promise<Response>;
  /** `fetch` bound to `handle`, for the in-process client. */
  fetch: FetchFunction;
};

type Execution = {
  executionId: string;
  queryId: number;
  submittedAt: Date;
  rows: HookRow[];
};

class ProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * @example
 * const provider = createAnalyticsProvider({ apiKey, findSettledHooks, now: () => clock.now() })
 * const client = createAnalyticsClient({ baseUrl: IN_PROCESS_ANALYTICS_BASE_URL, apiKey, fetch: provider.fetch })
 */
export function createAnalyticsProvider(parameters: AnalyticsProviderParameters): AnalyticsProvider {
  const queryId = parameters.queryId ?? HOOKS_QUERY_ID;
  // Deterministic like everything else (same seed and requests, same answers); 32 hex digits as Dune's ids.
  let executionSequence = 0;
  const newExecutionId =
    parameters.newExecutionId ??
    (() =>
      createHash('sha256')
        .update(`${parameters.seed ?? 0}:${++executionSequence}:${parameters.now().toISOString()}`)
        .digest('hex')
        .slice(0, 32)
        .toUpperCase());
  const maxExecutions = parameters.maxExecutions ?? 100;
  const executions = new Map<string, Execution>();
  let latestExecutionId: string | undefined;

  function execute(body: unknown): Response {
    const queryParameters = (body as { query_parameters?: unknown } | null)?.query_parameters;
    const { blockchain, period } = (queryParameters ?? {}) as Record<string, unknown>;
    const chainId = typeof blockchain === 'string' ? hooksBlockchainChainIds[blockchain as HooksBlockchain] : undefined;
    if (chainId === undefined || !Object.hasOwn(hooksBlockchainChainIds, blockchain as string)) {
      throw new ProviderError(
        400,
        `query_parameters.blockchain must be one of: ${Object.keys(hooksBlockchainChainIds).join(', ')}`,
      );
    }
    if (typeof period !== 'string' || !Object.hasOwn(periods, period)) {
      throw new ProviderError(400, `query_parameters.period must be one of: ${Object.keys(periods).join(', ')}`);
    }
    const submittedAt = parameters.now();
    const rows = parameters
      .findSettledHooks({
        chainId,
        since: periodStart(submittedAt, period as HooksPeriod),
        limit: MAX_ROWS_PER_EXECUTION,
        offset: 0,
      })
      .map(toProviderRow);
    const execution: Execution = { executionId: newExecutionId(), queryId, submittedAt, rows };
    executions.set(execution.executionId, execution);
    latestExecutionId = execution.executionId;
    for (const oldest of executions.keys()) {
      if (executions.size <= maxExecutions) break;
      executions.delete(oldest);
    }
    return Response.json({ execution_id: execution.executionId, state: 'QUERY_STATE_PENDING' });
  }

  function describe(execution: Execution, page?: { limit: number; offset: number }): Record<string, unknown> {
    const times = {
      submitted_at: execution.submittedAt.toISOString(),
      expires_at: new Date(execution.submittedAt.getTime() + RESULT_LIFETIME_MS).toISOString(),
      execution_started_at: execution.submittedAt.toISOString(),
      execution_ended_at: execution.submittedAt.toISOString(),
    };
    const base = {
      execution_id: execution.executionId,
      query_id: execution.queryId,
      is_execution_finished: true,
      state: 'QUERY_STATE_COMPLETED',
      ...times,
    };
    if (!page) return { ...base, result_metadata: metadata(execution.rows, execution.rows.length) };
    const rows = execution.rows.slice(page.offset, page.offset + page.limit);
    const next = page.offset + rows.length;
    return {
      ...base,
      ...(next < execution.rows.length ? { next_offset: next } : {}),
      result: { rows, metadata: metadata(rows, execution.rows.length) },
    };
  }

  function findExecution(executionId: string): Execution {
    const execution = executions.get(executionId);
    if (!execution) throw new ProviderError(404, 'Execution not found');
    return execution;
  }

  function route(method: string, segments: readonly string[], url: URL, body: unknown): Response {
    const [first, id, action, extra] = segments;
    if (extra !== undefined || id === undefined || action === undefined) throw new ProviderError(404, 'Not found');
    const expect = (wanted: string) => {
      if (method !== wanted) throw new ProviderError(405, `Method ${method} not allowed`);
    };
    if (first === 'query') {
      if (id !== String(queryId)) throw new ProviderError(404, 'Query not found');
      if (action === 'execute') {
        expect('POST');
        return execute(body);
      }
      if (action === 'results') {
        expect('GET');
        if (latestExecutionId === undefined || !executions.has(latestExecutionId)) {
          throw new ProviderError(404, 'No execution found for this query');
        }
        return Response.json(describe(findExecution(latestExecutionId), page(url)));
      }
    }
    if (first === 'execution' && (action === 'results' || action === 'status')) {
      expect('GET');
      const execution = findExecution(id);
      return Response.json(describe(execution, action === 'results' ? page(url) : undefined));
    }
    throw new ProviderError(404, 'Not found');
  }

  async function handle(request: Request): Promise<Response> {
    try {
      const url = new URL(request.url);
      if (!url.pathname.startsWith(`${BUILTIN_ANALYTICS_PATH}/`)) throw new ProviderError(404, 'Not found');
      const key = request.headers.get(ANALYTICS_API_KEY_HEADER);
      if (parameters.apiKey === undefined || key !== parameters.apiKey) {
        throw new ProviderError(401, 'invalid API Key');
      }
      let body: unknown;
      if (request.method === 'POST') {
        const text = await request.text();
        try {
          body = text.trim() === '' ? {} : JSON.parse(text);
        } catch {
          throw new ProviderError(400, 'Request body is not valid JSON');
        }
      }
      const segments = url.pathname
        .slice(BUILTIN_ANALYTICS_PATH.length + 1)
        .split('/')
        .map(decodePathSegment);
      return route(request.method, segments, url, body);
    } catch (error) {
      if (error instanceof ProviderError) return Response.json({ error: error.message }, { status: error.status });
      parameters.reportError?.(error);
      return Response.json({ error: 'An internal error occurred' }, { status: 500 });
    }
  }

  return {
    handle,
    fetch: (input, init) => handle(new Request(input, init)),
  };
}

/** A percent-decoded path segment; `%ZZ` or a cut UTF-8 sequence is the client's mistake. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ProviderError(400, 'Malformed percent-encoding in the path');
  }
}

/** `?limit&offset`: limit defaults to every row, offset to 0. */
function page(url: URL): { limit: number; offset: number } {
  const read = (name: string, fallback: number) => {
    const value = url.searchParams.get(name);
    if (value === null || value === '') return fallback;
    if (!/^\d+$/.test(value)) throw new ProviderError(400, `${name} must be a non-negative integer`);
    return Number(value);
  };
  return { limit: read('limit', MAX_ROWS_PER_EXECUTION), offset: read('offset', 0) };
}

function metadata(rows: readonly HookRow[], total: number): Record<string, unknown> {
  return {
    column_names: columnNames,
    row_count: rows.length,
    total_row_count: total,
    datapoint_count: rows.length * columnNames.length,
    pending_time_millis: 0,
    execution_time_millis: 0,
  };
}

/** The start of a period ending at `now`: hours back, or calendar months back (UTC). */
export function periodStart(now: Date, period: HooksPeriod): Date {
  const { hours, months } = periods[period];
  if (months !== undefined) {
    // The same day `months` earlier, clamped to the month's last day (3 months before 31 May is 28 February).
    const month = now.getUTCMonth() - months;
    const lastDay = new Date(Date.UTC(now.getUTCFullYear(), month + 1, 0)).getUTCDate();
    const start = new Date(now.getTime());
    start.setUTCDate(1);
    start.setUTCMonth(month);
    start.setUTCDate(Math.min(now.getUTCDate(), lastDay));
    return start;
  }
  return new Date(now.getTime() - (hours ?? 0) * 3600 * 1000);
}

/** Dune's timestamp format: `2026-11-24 09:41:23.000 UTC`. */
export function formatProviderTimestamp(date: Date): string {
  return date.toISOString().replace('T', ' ').replace('Z', ' UTC');
}

/** A settled hook as a row of the hooks query. */
export function toProviderRow(hook: SettledHookRow): HookRow {
  return {
    environment: hook.environment,
    block_time: formatProviderTimestamp(hook.blockTime),
    is_bridging: hook.isBridging,
    success: hook.success,
    app_code: hook.appCode,
    destination_chain_id: hook.destinationChainId,
    destination_token_address: hook.destinationTokenAddress?.toLowerCase() ?? null,
    hook_type: hook.hookType,
    app_id: hook.appId,
    target: hook.target.toLowerCase(),
    gas_limit: hook.gasLimit,
    app_hash: hook.appHash.toLowerCase(),
    tx_hash: hook.txHash.toLowerCase(),
  };
}
