/**
 * `npm run conformance -- --base-url URL [--network NAME] [--only-stateless] [--control-token TOKEN] [--junit FILE]`:
 * runs the conformance suite (`conformance/operations/`) against any batchbook deployment and
 * prints one line per operation (passed, failed, skipped). `--junit FILE` also writes JUnit XML
 * for CI systems. Exits non-zero when a case fails.
 *
 * The suite reads its target from CONFORMANCE_BASE_URL, CONFORMANCE_NETWORK,
 * CONFORMANCE_ONLY_STATELESS and CONFORMANCE_CONTROL_TOKEN (see conformance/setup/targetSpec.ts);
 * this script sets them. The control token defaults to `SIM_CONTROL_TOKEN` of the environment.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const usage =
  'usage: npm run conformance -- --base-url URL [--network NAME] [--only-stateless] [--control-token TOKEN] [--junit FILE]\n' +
  '  --base-url        root URL of the deployment (order book at URL/{network}/api/..., companion at URL/...)\n' +
  '  --network         order-book network to test (default mainnet)\n' +
  '  --only-stateless  skip cases that create state and read it back\n' +
  "  --control-token   the deployment's SIM_CONTROL_TOKEN (default: $SIM_CONTROL_TOKEN), sent with control calls\n" +
  '  --junit FILE      also write JUnit XML to FILE';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    options: {
      'base-url': { type: 'string' },
      network: { type: 'string', default: 'mainnet' },
      'only-stateless': { type: 'boolean', default: false },
      'control-token': { type: 'string' },
      junit: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  fail((error as Error).message);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const baseUrl = options['base-url'];
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) fail('--base-url must be an http(s) URL');

const workDir = mkdtempSync(join(tmpdir(), 'batchbook-conformance-'));
const jsonFile = join(workDir, 'results.json');
// The vitest CLI entry (its package `bin`; not an export, so resolve it next to package.json).
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const args = [
  vitest,
  'run',
  'conformance/operations/',
  '--reporter=dot',
  '--reporter=json',
  `--outputFile.json=${jsonFile}`,
  ...(options.junit ? ['--reporter=junit', `--outputFile.junit=${resolve(options.junit)}`] : []),
];
const env = {
  ...process.env,
  CONFORMANCE_BASE_URL: baseUrl,
  CONFORMANCE_NETWORK: options.network,
  CONFORMANCE_ONLY_STATELESS: options['only-stateless'] ? 'true' : 'false',
  CONFORMANCE_CONTROL_TOKEN: options['control-token'] ?? process.env.SIM_CONTROL_TOKEN ?? '',
};

console.log(
  `conformance: ${baseUrl} (network ${options.network}${options['only-stateless'] ? ', stateless cases only' : ''})`,
);
const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
const exitCode = await new Promise<number>((resolveExit) => child.on('exit', (code) => resolveExit(code ?? 1)));

type JsonReport = {
  testResults?: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[];
};
let report: JsonReport = {};
try {
  report = JSON.parse(readFileSync(jsonFile, 'utf8')) as JsonReport;
} catch {
  console.error('vitest wrote no results (see its output above)');
}
rmSync(workDir, { recursive: true, force: true });

const rows = (report.testResults ?? [])
  .map((file) => {
    const count = (status: string) => file.assertionResults.filter((result) => result.status === status).length;
    return {
      operation: basename(file.name).replace(/\.test\.ts$/, ''),
      passed: count('passed'),
      // A file that failed to load has no assertion results but failed.
      failed: count('failed') + (file.status === 'failed' && file.assertionResults.length === 0 ? 1 : 0),
      skipped: count('skipped') + count('pending') + count('todo'),
    };
  })
  .sort((a, b) => a.operation.localeCompare(b.operation));

if (rows.length > 0) {
  const width = Math.max(...rows.map((row) => row.operation.length), 'operation'.length);
  const line = (operation: string, passed: string, failed: string, skipped: string) =>
    `${operation.padEnd(width)}  ${passed.padStart(6)}  ${failed.padStart(6)}  ${skipped.padStart(7)}`;
  console.log(`\n${line('operation', 'passed', 'failed', 'skipped')}`);
  console.log('-'.repeat(width + 25));
  for (const row of rows) {
    console.log(line(row.operation, String(row.passed), String(row.failed), String(row.skipped)));
  }
  const total = (key: 'passed' | 'failed' | 'skipped') => String(rows.reduce((sum, row) => sum + row[key], 0));
  console.log('-'.repeat(width + 25));
  console.log(line(`${rows.length} operations`, total('passed'), total('failed'), total('skipped')));
}
if (options.junit) console.log(`\nJUnit XML: ${resolve(options.junit)}`);
process.exit(exitCode);
