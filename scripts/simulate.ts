/**
 * `npm run simulate -- --scenario FILE --seed N --traders M --blocks B --out report.json`: a
 * headless batch-auction simulation on the real server (in-process, in-memory database, manual
 * clock). Synthetic traders quote, sign and submit orders over HTTP; every block runs one auction.
 * A progress bar on stderr when it is a terminal; the summary table on stdout; the JSON report
 * (byte-identical for the same arguments) to `--out`. Exit codes: 0 done, 1 failed, 2 bad usage.
 * The logic lives in `scripts/simulation/runSimulation.ts`.
 */
import { writeCanonicalJson } from './simulation/canonicalJson.js';
import { SIMULATE_USAGE, UsageError, parseSimulateArguments } from './simulation/parseSimulateArguments.js';
import { runSimulation } from './simulation/runSimulation.js';
import { createProgressBar, formatSummary } from './simulation/summary.js';

let parsed;
try {
  parsed = parseSimulateArguments(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n${SIMULATE_USAGE}`);
  process.exit(2);
}
if (parsed.help) {
  console.log(SIMULATE_USAGE);
  process.exit(0);
}

const progress = createProgressBar(process.stderr);
try {
  const result = await runSimulation({ ...parsed.options, onBlock: (state) => progress.update(state) });
  progress.finish();
  if (parsed.out !== undefined) writeCanonicalJson(parsed.out, result.report);
  process.stdout.write(formatSummary(result));
  if (parsed.out !== undefined) process.stdout.write(`report: ${parsed.out}\n`);
} catch (error) {
  progress.finish();
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exit(1);
}
