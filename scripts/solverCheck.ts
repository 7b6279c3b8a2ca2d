/**
 * `npm run solver-check -- --url URL [--auctions N] [--seed S] [--deadline MS] [--out FILE]`:
 * replays N auctions of the default world against the solver engine at URL (it must answer
 * `POST URL/solve`), with the reference driver's request, deadline and validation, and reports
 * per auction whether its answer was valid (or the exact reason it was dropped), its score, the
 * built-in solvers' score and its latency against the deadline. Exit codes: 0 every answer
 * valid, 1 some answer invalid or late, 2 bad usage. The logic lives in `scripts/solverCheck/`.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_AUCTIONS, checkEngine, formatCheck } from './solverCheck/checkEngine.js';

const USAGE = 'usage: npm run solver-check -- --url URL [--auctions N] [--seed S] [--deadline MS] [--out FILE]';

function positiveInteger(name: string, value: string | undefined, fallback: number | undefined): number | undefined {
  if (value === undefined) return fallback;
  if (!/^[1-9][0-9]{0,6}$/.test(value)) throw new Error(`--${name} must be a positive integer, not ${value}`);
  return Number(value);
}

let options: Parameters<typeof checkEngine>[0] & { out?: string | undefined };
try {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      auctions: { type: 'string' },
      seed: { type: 'string' },
      deadline: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.url === undefined || !/^https?:\/\//.test(values.url)) throw new Error('--url must be an http(s) URL');
  options = {
    url: values.url,
    auctions: positiveInteger('auctions', values.auctions, DEFAULT_AUCTIONS)!,
    seed: values.seed === '0' ? 0 : positiveInteger('seed', values.seed, 1)!,
    deadlineMs: positiveInteger('deadline', values.deadline, undefined),
    out: values.out,
  };
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const result = await checkEngine(options);
process.stdout.write(formatCheck(result));
if (options.out !== undefined)
  writeFileSync(
    options.out,
    `${JSON.stringify(result, (_key, value) => (typeof value === 'bigint' ? value.toString() : value), 2)}\n`,
  );
process.exit(result.invalid === 0 ? 0 : 1);
