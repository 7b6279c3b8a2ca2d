/** Command-line arguments of `npm run simulate` (see README, "Simulation CLI"). */
import { parseArgs } from 'node:util';
import { parseSolverAnswers, parseSolverList } from '../../server/index.js';
import { DEFAULT_CANCEL_RATE, DEFAULT_ORDER_RATE, refusedDatabase, type SimulationOptions } from './runSimulation.js';

export const SIMULATE_USAGE = [
  'usage: npm run simulate -- [--scenario FILE] [--seed N] [--traders M] [--blocks B] [--out report.json]',
  '                           [--network NAME] [--order-rate P] [--cancel-rate P] [--database FILE]',
  '                           [--solvers LIST] [--solver-answers record:FILE|replay:FILE]',
  '  --scenario FILE    scenario file (JSON or YAML); default: the embedded default scenario',
  '  --seed N           seed of the world and of the traders (non-negative integer, default 1)',
  '  --traders M        synthetic traders, one wallet each (positive integer, default 100)',
  '  --blocks B         blocks to simulate, one auction each (positive integer, default 20)',
  '  --out FILE         write the JSON report (byte-identical for the same arguments)',
  "  --database FILE    keep the run's database in FILE (must not exist) instead of memory: a long study",
  '                     (an in-memory database grows ~2.5 MB a block at 1,000 traders); same report',
  '  --network NAME     network to advance (default mainnet, else the first with tradable pairs)',
  `  --order-rate P     probability a trader places an order in a block (default ${DEFAULT_ORDER_RATE})`,
  `  --cancel-rate P    probability a trader cancels an open order in a block (default ${DEFAULT_CANCEL_RATE})`,
  "  --solvers LIST     the competitors, as the server's SOLVERS takes them (default: $SOLVERS, else the scenario's),",
  '                     such as baseline,mine=http://127.0.0.1:7000',
  "  --solver-answers M record:FILE keeps the external engines' answers, replay:FILE replays them offline",
  '                     (default: $SOLVER_ANSWERS; with external engines and --out, record:<out>.answers.jsonl)',
].join('\n');

export class UsageError extends Error {
  override name = 'UsageError';
}

export type SimulateArguments =
  { help: true } | { help: false; options: Omit<SimulationOptions, 'onBlock'>; out: string | undefined };

/**
 * `env` gives `SOLVERS` and `SOLVER_ANSWERS` when the options do not.
 *
 * @throws UsageError for unknown options, missing values or values out of range.
 * @example
 * parseSimulateArguments(['--seed', '7', '--traders', '10']) // { help: false, options: { seed: 7, traders: 10, blocks: 20, ... }, out: undefined }
 */
export function parseSimulateArguments(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): SimulateArguments {
  let values;
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        scenario: { type: 'string' },
        seed: { type: 'string', default: '1' },
        traders: { type: 'string', default: '100' },
        blocks: { type: 'string', default: '20' },
        out: { type: 'string' },
        database: { type: 'string' },
        network: { type: 'string' },
        'order-rate': { type: 'string', default: String(DEFAULT_ORDER_RATE) },
        'cancel-rate': { type: 'string', default: String(DEFAULT_CANCEL_RATE) },
        solvers: { type: 'string' },
        'solver-answers': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { help: true };
  const refused = values.database === undefined ? undefined : refusedDatabase(values.database);
  if (refused !== undefined) throw new UsageError(`--database: ${refused}`);
  const solvers = values.solvers ?? env['SOLVERS'];
  if (solvers !== undefined) {
    const parsed = parseSolverList(solvers);
    if ('expected' in parsed)
      throw new UsageError(`--solvers must be ${parsed.expected}, got ${JSON.stringify(solvers)}`);
  }
  let solverAnswers = values['solver-answers'] ?? env['SOLVER_ANSWERS'];
  if (solverAnswers !== undefined) {
    const parsed = parseSolverAnswers(solverAnswers);
    if ('expected' in parsed)
      throw new UsageError(`--solver-answers must be ${parsed.expected}, got ${JSON.stringify(solverAnswers)}`);
  } else if (values.out !== undefined && solvers !== undefined && 'ok' in parseSolverList(solvers)) {
    // A run with external engines is replayable only with their answers: keep them by the report.
    const external = (parseSolverList(solvers) as { ok: { url?: string }[] }).ok.some((spec) => spec.url !== undefined);
    if (external) solverAnswers = `record:${values.out}.answers.jsonl`;
  }
  return {
    help: false,
    options: {
      scenario: values.scenario,
      seed: integer('--seed', values.seed, 0),
      traders: integer('--traders', values.traders, 1),
      blocks: integer('--blocks', values.blocks, 1),
      network: values.network,
      orderRate: probability('--order-rate', values['order-rate']),
      cancelRate: probability('--cancel-rate', values['cancel-rate']),
      ...(solvers === undefined ? {} : { solvers }),
      ...(solverAnswers === undefined ? {} : { solverAnswers }),
      ...(values.database === undefined ? {} : { database: values.database }),
    },
    out: values.out,
  };
}

function integer(name: string, text: string, minimum: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new UsageError(`${name} must be an integer ≥ ${minimum}, got ${JSON.stringify(text)}`);
  }
  return value;
}

function probability(name: string, text: string): number {
  const value = /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 0 && value <= 1))
    throw new UsageError(`${name} must be a number in [0, 1], got ${JSON.stringify(text)}`);
  return value;
}
