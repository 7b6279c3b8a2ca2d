/**
 * Event-loop responsiveness: how long a read waits while a large `POST /sim/v1/advance` runs on
 * the same server. The advance mines block by block and lets other requests in between, so a
 * read should wait for one block's work at most, not for the whole advance.
 */

export type ResponsivenessReport = {
  /** Blocks of the advance the reads ran against. */
  blocks: number;
  advanceMs: number;
  /** Reads answered while the advance ran. */
  reads: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Target: every read within this many milliseconds. */
  targetMs: number;
  met: boolean;
};

const READ_TARGET_MS = 100;

/**
 * Starts `POST /{network}/sim/v1/advance {blocks}` and, until it answers, sends
 * `GET /{network}/api/v1/version` one after another, timing each.
 */
export async function measureResponsiveness(
  url: string,
  options: { blocks: number; headers?: Record<string, string> },
): Promise<ResponsivenessReport> {
  const started = performance.now();
  let advancing = true;
  const advance = fetch(`${url}/mainnet/sim/v1/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ blocks: options.blocks }),
    signal: AbortSignal.timeout(600_000),
  }).then(async (response) => {
    const text = await response.text();
    advancing = false;
    if (response.status !== 200) throw new Error(`advance answered ${response.status}: ${text}`);
    return performance.now() - started;
  });
  advance.catch(() => (advancing = false));
  const latencies: number[] = [];
  while (advancing) {
    const sent = performance.now();
    const response = await fetch(`${url}/mainnet/api/v1/version`);
    await response.text();
    // A read answered after the advance finished measured nothing about it.
    if (advancing) latencies.push(performance.now() - sent);
  }
  const advanceMs = await advance;
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))] ?? 0);
  const maxMs = round(latencies.at(-1) ?? 0);
  return {
    blocks: options.blocks,
    advanceMs: Math.round(advanceMs),
    reads: latencies.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs,
    targetMs: READ_TARGET_MS,
    met: latencies.length > 0 && maxMs < READ_TARGET_MS,
  };
}

export function formatResponsiveness(report: ResponsivenessReport): string {
  return `reads during a ${report.blocks.toLocaleString('en')}-block advance (${report.advanceMs} ms): ${report.reads} reads, p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms, max ${report.maxMs} ms; target every read < ${report.targetMs} ms: ${report.met ? 'yes' : 'NO'}`;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
