/**
 * The slice of autocannon's programmatic API the bench uses (the package ships no types), and one
 * `measure()` that turns a run into the bench's numbers.
 */
import { createRequire } from 'node:module';

export type CannonRequest = {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
};

export type CannonRequestSpec = CannonRequest & {
  setupRequest?: (request: CannonRequest, context: Record<string, unknown>) => CannonRequest;
};

type CannonOptions = {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: CannonRequestSpec[];
  timeout?: number;
};

type CannonResult = {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; average: number };
  statusCodeStats?: Record<string, { count: number }>;
};

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (options: CannonOptions) => Promise<CannonResult>;

export type Measurement = {
  /** Successful (2xx) responses per second over the run. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
};

export async function measure(options: CannonOptions): Promise<Measurement> {
  const result = await autocannon({ timeout: 30, ...options });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count]),
  );
  return {
    rps: result.duration > 0 ? result['2xx'] / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
  };
}
