/**
 * The bench's load test (`run.ts --load`): mixed traffic (reads, quotes, signed submissions and
 * cancellations of those orders) from a pool of loopback clients for a fixed time, while the
 * control API mines a block each second (each block runs the network's auction). Passes with zero
 * 5xx and zero dropped connections; reports the server's RSS at start, end and peak.
 */
import { readFileSync } from 'node:fs';
import type { Hex } from 'viem';
import { createRng, hashOrderCancellations, signDigest } from '../../simulator/index.js';
import { signOrders, type SignedOrder } from '../../server/index.js';

export type LoadTestParameters = {
  url: string;
  pid: number | undefined;
  durationSeconds: number;
  uids: readonly Hex[];
  owners: readonly string[];
  quoteBodies: readonly string[];
  seed: number;
  concurrency?: number;
  log: (line: string) => void;
};

export type LoadReport = {
  durationSeconds: number;
  requests: number;
  blocks: number;
  /** Slowest block (advance + its auction), ms. */
  slowestBlockMs: number;
  status5xx: number;
  errors: number;
  rssStartMb: number | null;
  rssEndMb: number | null;
  rssMaxMb: number | null;
  /** Anonymous memory (no mapped database pages) at start and end: the leak check. */
  anonRssStartMb: number | null;
  anonRssEndMb: number | null;
  byKind: Record<string, { count: number; statuses: Record<string, number> }>;
  /** The first answer of each (kind, non-2xx status or error), to say what the 4xx were. */
  samples: Record<string, string>;
};

const json = { 'content-type': 'application/json' };

/** Kinds and their weights (out of 100). */
const MIX = [
  ['getOrder', 40],
  ['byUids', 5],
  ['accountOrders', 5],
  ['quote', 20],
  ['submit', 20],
  ['cancel', 10],
] as const;
type Kind = (typeof MIX)[number][0];

/** A `/proc/<pid>/status` field in MB (Linux), null elsewhere. */
function statusMb(pid: number | undefined, field: 'VmRSS' | 'RssAnon'): number | null {
  if (pid === undefined) return null;
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) a process has used so far, in ms (10 ms steps on Linux); null where
 * `/proc` is missing. Unlike wall time it does not grow while a busy host runs something else.
 */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** Resident set size of a process in MB: includes the database pages it reads through its memory map. */
export function rssMb(pid: number | undefined): number | null {
  return statusMb(pid, 'VmRSS');
}

/** Anonymous resident memory in MB (heaps, stacks; not file pages): what would grow with a leak. */
export function anonRssMb(pid: number | undefined): number | null {
  return statusMb(pid, 'RssAnon');
}

export async function runLoadTest(parameters: LoadTestParameters): Promise<LoadReport> {
  const { url, uids, owners, quoteBodies, log } = parameters;
  const api = `${url}/mainnet/api/v1`;
  const rng = createRng(parameters.seed, 'bench/load');
  // Enough pre-signed submissions for ~100 per second; when they run out, the mix reads instead.
  const pending: SignedOrder[] = signOrders(parameters.durationSeconds * 100, parameters.seed, 'bench/load');
  const submitted: SignedOrder[] = [];
  const report: LoadReport = {
    durationSeconds: parameters.durationSeconds,
    requests: 0,
    blocks: 0,
    slowestBlockMs: 0,
    status5xx: 0,
    errors: 0,
    rssStartMb: rssMb(parameters.pid),
    rssEndMb: null,
    rssMaxMb: null,
    anonRssStartMb: anonRssMb(parameters.pid),
    anonRssEndMb: null,
    byKind: {},
    samples: {},
  };
  const record = (kind: string, status: number | 'error') => {
    const entry = (report.byKind[kind] ??= { count: 0, statuses: {} });
    entry.count += 1;
    entry.statuses[String(status)] = (entry.statuses[String(status)] ?? 0) + 1;
    report.requests += 1;
    if (status === 'error') report.errors += 1;
    else if (status >= 500) report.status5xx += 1;
  };
  const call = async (kind: string, path: string, init: RequestInit = {}) => {
    try {
      const response = await fetch(`${path.startsWith('http') ? '' : api}${path}`, init);
      const text = await response.text();
      record(kind, response.status);
      if (response.status >= 300) report.samples[`${kind} ${response.status}`] ??= text.slice(0, 300);
      return response.status;
    } catch (error) {
      record(kind, 'error');
      report.samples[`${kind} error`] ??= String(error instanceof Error && error.cause ? error.cause : error);
      return 0;
    }
  };
  const pick = <T>(items: readonly T[]): T => items[rng.nextInt(items.length)] as T;
  const chooseKind = (): Kind => {
    let roll = rng.nextInt(100);
    for (const [kind, weight] of MIX) {
      if (roll < weight) return kind;
      roll -= weight;
    }
    return 'getOrder';
  };

  const actions: Record<Kind, () => Promise<unknown>> = {
    getOrder: () => call('getOrder', `/orders/${pick(uids)}`),
    byUids: () => {
      const start = rng.nextInt(Math.max(1, uids.length - 128));
      return call('byUids', '/orders/by_uids', {
        method: 'POST',
        headers: json,
        body: JSON.stringify(uids.slice(start, start + 128)),
      });
    },
    accountOrders: () => call('accountOrders', `/account/${pick(owners)}/orders?limit=100`),
    quote: () => call('quote', '/quote', { method: 'POST', headers: json, body: pick(quoteBodies) }),
    submit: async () => {
      const order = pending.pop();
      if (!order) return actions.getOrder();
      const status = await call('submit', '/orders', { method: 'POST', headers: json, body: order.body });
      if (status === 201) submitted.push(order);
      return status;
    },
    cancel: () => {
      const order = submitted.length > 0 ? submitted.splice(rng.nextInt(submitted.length), 1)[0] : undefined;
      if (!order) return actions.quote();
      const signature = signDigest(order.key, hashOrderCancellations([order.uid], 1));
      return call('cancel', '/orders', {
        method: 'DELETE',
        headers: json,
        body: JSON.stringify({ orderUids: [order.uid], signature, signingScheme: 'eip712' }),
      });
    },
  };

  const deadline = performance.now() + parameters.durationSeconds * 1000;
  let rssMax = report.rssStartMb ?? 0;
  let advancing = false;
  const blockTimer = setInterval(() => {
    const rss = rssMb(parameters.pid);
    if (rss !== null) rssMax = Math.max(rssMax, rss);
    if (advancing) return; // the previous block's auction is still running
    advancing = true;
    const started = performance.now();
    void call('advance', `${url}/mainnet/sim/v1/advance`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ blocks: 1 }),
    }).then((status) => {
      advancing = false;
      if (status === 200) report.blocks += 1;
      report.slowestBlockMs = Math.max(report.slowestBlockMs, Math.round(performance.now() - started));
    });
  }, 1_000);
  const progress = setInterval(() => {
    log(
      `  ${report.requests} requests, ${report.blocks} blocks, 5xx ${report.status5xx}, rss ${rssMb(parameters.pid)} MB (anonymous ${anonRssMb(parameters.pid)} MB)`,
    );
  }, 10_000);
  await Promise.all(
    Array.from({ length: parameters.concurrency ?? 16 }, async () => {
      while (performance.now() < deadline) await actions[chooseKind()]();
    }),
  );
  clearInterval(blockTimer);
  clearInterval(progress);
  while (advancing) await new Promise((wake) => setTimeout(wake, 50));
  report.rssEndMb = rssMb(parameters.pid);
  report.anonRssEndMb = anonRssMb(parameters.pid);
  report.rssMaxMb = Math.max(rssMax, report.rssEndMb ?? 0);
  return report;
}
