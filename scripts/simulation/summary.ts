/**
 * The terminal side of `npm run simulate`: the end-of-run summary table (stdout) and the progress
 * bar (stderr, only on a terminal).
 */
import type { SimulationProgress, SimulationResult } from './runSimulation.js';

/** `wei` as a decimal number of native units with six decimals (rounded down), e.g. `0.350468`. */
export function formatNative(wei: bigint): string {
  const negative = wei < 0n;
  const micro = (negative ? -wei : wei) / 10n ** 12n;
  const text = `${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`;
  return negative ? `-${text}` : text;
}

const counts = (entries: Record<string, number>) =>
  Object.entries(entries)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key} ${value}`)
    .join(' · ');

const sum = (entries: Record<string, number>) => Object.values(entries).reduce((total, value) => total + value, 0);

/** Right-aligns the columns listed in `right`, left-aligns the others. */
function table(header: readonly string[], rows: readonly (readonly string[])[], right: readonly number[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        right.includes(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/**
 * The summary printed at the end of a run: the run's totals, one line per solver, and the
 * measured throughput (wall clock, so it is not part of the JSON report).
 */
export function formatSummary(result: SimulationResult): string {
  const { report } = result;
  const { totals } = report;
  const native = report.world.nativeSymbol;
  const args = report.arguments;
  const settlements = sum(totals.settlements);
  const reverted = totals.settlements['reverted'] ?? 0;
  const title =
    `batchbook simulation: ${args.network}, seed ${args.seed}, ${args.traders} traders, ${args.blocks} blocks, ` +
    `scenario ${args.scenario ?? '(default)'}`;
  const main = table(
    ['metric', 'value', 'detail'],
    [
      ['quotes', String(totals.quotes), sum(totals.quoteFailures) > 0 ? `failed: ${counts(totals.quoteFailures)}` : ''],
      [
        'orders',
        String(totals.ordersSubmitted),
        `sell ${totals.sell} · buy ${totals.buy} · partially fillable ${totals.partiallyFillable} · out of market ${totals.outOfMarket}`,
      ],
      ['orders rejected', String(sum(totals.ordersRejected)), counts(totals.ordersRejected)],
      ['auctions', String(totals.auctions), `${totals.solutions} solutions · ${totals.winners} winners`],
      [
        'settlements',
        String(settlements),
        `success ${totals.settlements['success'] ?? 0} · reverted ${reverted}` +
          (reverted > 0 ? ` (${counts(totals.revertReasons)})` : '') +
          ` · timeout ${totals.settlements['timeout'] ?? 0}` +
          (totals.pendingWinners > 0 ? ` · ${totals.pendingWinners} pending after the last block` : ''),
      ],
      ['trades', String(totals.trades), ''],
      ['fills', String(totals.fills), 'orders filled completely'],
      ['partial fills', String(totals.partialFills), 'trades leaving a partially fillable order open'],
      ['expiries', String(totals.expiries), ''],
      [
        'cancellations',
        String(totals.cancellations),
        `requested ${totals.cancellationsRequested}` +
          (sum(totals.cancellationsRejected) > 0 ? ` · rejected: ${counts(totals.cancellationsRejected)}` : ''),
      ],
      [`surplus (${native})`, formatNative(totals.surplusNative), ''],
      [
        `fees (${native})`,
        formatNative(totals.feesNative),
        `of which protocol fees ${formatNative(totals.protocolFeesNative)}`,
      ],
      ['final statuses', '', counts(totals.statuses)],
    ],
    [1],
  );
  const solvers = table(
    [
      'solver',
      'solutions',
      'filtered',
      'wins',
      'settled',
      'reverted',
      'timed out',
      'trades',
      `surplus (${native})`,
      `fees (${native})`,
    ],
    Object.entries(report.solvers)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, stats]) => [
        name,
        String(stats.solutions),
        String(stats.filteredOut),
        String(stats.wins),
        String(stats.settled),
        String(stats.reverted),
        String(stats.timedOut),
        String(stats.trades),
        formatNative(stats.surplusNative),
        formatNative(stats.feesNative),
      ]),
    [1, 2, 3, 4, 5, 6, 7, 8, 9],
  );
  const { realism } = report;
  const wait = realism.marketOrderBlocksToFill;
  const blocksText = (value: number | null) => (value === null ? 'never' : String(value));
  const realismTable = table(
    ['realism', 'value', 'detail'],
    [
      ['settlement success', realism.settlementSuccessRate, `of ${realism.settlementAttempts} attempts`],
      [
        'market order fill p50/p95',
        `${blocksText(wait.p50)}/${blocksText(wait.p95)}`,
        `blocks from placement to first trade (2 = next block); ${wait.filled} of ${wait.orders} filled`,
      ],
      ['peer-to-peer volume', realism.peerToPeerVolumeShare, 'share of traded value matched between traders'],
      [
        'partial-fill efficiency',
        realism.partialFillEfficiency.mean ?? '-',
        `executed ÷ absorbable at the limit, over ${realism.partialFillEfficiency.samples} liquidity-bound fills`,
      ],
    ],
    [1],
  );
  const throughput =
    `throughput: ${args.blocks} blocks in ${(result.elapsedMs / 1000).toFixed(2)} s = ` +
    `${result.blocksPerSecond.toFixed(2)} blocks/s at ${args.traders} traders, ` +
    `${(result.advanceMs / Math.max(1, args.blocks)).toFixed(0)} ms per block in the auction runner ` +
    `(wall clock; not in the report)\n` +
    `CPU: ${(result.cpuMs / Math.max(1, args.blocks)).toFixed(0)} ms per block, ` +
    `${(result.advanceCpuMs / Math.max(1, args.blocks)).toFixed(0)} ms of it in the auction runner ` +
    `(${result.cpuMs > 0 ? ((args.blocks * 1000) / result.cpuMs).toFixed(2) : '-'} blocks per CPU second)`;
  return `${title}\n\n${main}\n\n${realismTable}\n\n${solvers}\n\n${throughput}\n`;
}

export type ProgressBar = { update(progress: SimulationProgress): void; finish(): void };

/**
 * A one-line progress bar redrawn on `stream`, or nothing at all when `stream` is not a terminal
 * (piped output and CI logs stay clean).
 */
export function createProgressBar(stream: NodeJS.WriteStream, width = 30): ProgressBar {
  if (!stream.isTTY) return { update: () => {}, finish: () => {} };
  let drawn = false;
  return {
    update({ done, blocks, ordersSubmitted, elapsedMs }) {
      const filled = Math.round((done / blocks) * width);
      const rate = elapsedMs > 0 ? ((done * 1000) / elapsedMs).toFixed(1) : '-';
      stream.write(
        `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] block ${done}/${blocks} · ${ordersSubmitted} orders · ${rate} blocks/s\x1b[K`,
      );
      drawn = true;
    },
    finish() {
      if (drawn) stream.write('\r\x1b[K');
    },
  };
}
