/**
 * What one external solver engine costs an auction beyond the engine's own time: one auction of
 * 1,000 orders of the default world is decided with no solver and with one engine on loopback
 * (request built and sent, answer read, decoded, scored, simulated); the difference, less the
 * engine's own time from the request's arrival to its answer, is the overhead. The engine runs in
 * a process of its own (`engineProcess.ts`), as a real one does, so that the CPU time measured
 * is the server side's alone; it answers at once with solutions filling the sell orders it can
 * route directly. The built-in solvers' own time is reported beside it.
 * Target: < 5 ms per auction (median of the rounds).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { OrderJsonCache, httpTransport, startEngineRound } from '../../server/index.js';
import {
  askSolvers,
  createRng,
  defaultSolvers,
  selectWinners,
  solverAddressOf,
  type Competitor,
} from '../../simulator/index.js';
import { replayedAuctions } from '../solverCheck/checkEngine.js';

export const ENGINE_OVERHEAD_TARGET_MS = 5;

export type EngineOverheadReport = {
  orders: number;
  rounds: number;
  /** The auction decided by the built-in solvers alone (median). */
  builtinOnlyMs: number;
  /** With the engine alone, end to end (median). */
  withEngineMs: number;
  /** The engine's own time, from having the request to answering (median). */
  engineMs: number;
  /** With the engine alone − with no solver − the engine's own time, median over the rounds (wall clock). */
  overheadMs: number;
  /**
   * The same in CPU time of the server's process (the engine's is another process): what the
   * engine costs the server, apart from how long a busy machine makes it wait for a core. The target.
   */
  cpuOverheadMs: number;
  requestBytes: number;
  targetMs: number;
  met: boolean;
};

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureEngineOverhead(
  options: { orders?: number; rounds?: number } = {},
): Promise<EngineOverheadReport> {
  const orders = options.orders ?? 1_000;
  const rounds = options.rounds ?? 31;
  const { auction, world } = [...replayedAuctions(1, 1, orders)][0]!;
  let requestBytes = 0;
  const child = await startEngineProcess();
  const url = `http://127.0.0.1:${child.port}`;
  const engine = { name: 'engine', address: solverAddressOf('engine'), external: true } as const;
  // As the auction runner keeps it: the orders carried over from the previous auction are not serialized again.
  const orderJson = new OrderJsonCache();
  const decideWith = async (competitors: readonly Competitor[], withEngine: boolean) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const rng = createRng(1, 'bench/engine');
    const open = askSolvers(auction, { world, rng, solvers: competitors });
    let answers = new Map();
    if (withEngine) {
      const round = startEngineRound({
        auction,
        world,
        engines: [{ name: engine.name, url, address: engine.address }],
        deadlineMs: 10_000,
        now: new Date(),
        transport: httpTransport,
        orderJson,
      });
      await round.done;
      answers = new Map(round.answers);
    }
    selectWinners(open.close(answers), { rng });
    return { wallMs: performance.now() - started, cpuMs: cpuMsSince(cpu) };
  };
  try {
    const builtin: number[] = [];
    const withEngine: number[] = [];
    const engineTimes: number[] = [];
    const overheads: number[] = [];
    const cpuOverheads: number[] = [];
    // The engine's report of its own time follows its answer over IPC; awaited outside the timing.
    const withEngineTimed = async () => {
      const reported = once(child.process, 'message') as Promise<[{ engineMs: number; requestBytes: number }]>;
      const timing = await decideWith([engine], true);
      const [{ engineMs, requestBytes: bytes }] = await reported;
      requestBytes = bytes;
      return { ...timing, engineMs };
    };
    // The built-in solvers' rounds first: the garbage they leave would be collected at random
    // inside the engine's rounds and counted as its cost.
    for (let round = 0; round < rounds; round++) builtin.push((await decideWith(defaultSolvers(), false)).wallMs);
    for (let warmUp = 0; warmUp < 3; warmUp++) await withEngineTimed(); // connections, JIT
    for (let round = 0; round < rounds; round++) {
      // The engine's cost apart from the built-in solvers' (whose time varies far more than it):
      // the same competition with no solver, and with the engine alone.
      const empty = await decideWith([], false);
      const together = await withEngineTimed();
      withEngine.push(together.wallMs);
      engineTimes.push(together.engineMs);
      overheads.push(together.wallMs - empty.wallMs - together.engineMs);
      cpuOverheads.push(together.cpuMs - empty.cpuMs);
    }
    const overheadMs = Math.round(median(overheads) * 100) / 100;
    const cpuOverheadMs = Math.round(median(cpuOverheads) * 100) / 100;
    return {
      orders: auction.orders.length,
      rounds,
      builtinOnlyMs: Math.round(median(builtin) * 100) / 100,
      withEngineMs: Math.round(median(withEngine) * 100) / 100,
      engineMs: Math.round(median(engineTimes) * 100) / 100,
      overheadMs,
      cpuOverheadMs,
      requestBytes,
      targetMs: ENGINE_OVERHEAD_TARGET_MS,
      met: cpuOverheadMs < ENGINE_OVERHEAD_TARGET_MS,
    };
  } finally {
    child.process.disconnect();
    await once(child.process, 'exit');
  }
}

/** Forks `engineProcess.ts` (with this process's loader flags) and waits for its port. */
async function startEngineProcess(): Promise<{ process: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(new URL('./engineProcess.ts', import.meta.url)), { stdio: 'inherit' });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { process: child, port: message.port };
}

export function formatEngineOverhead(report: EngineOverheadReport): string {
  return [
    `\nexternal solver engine, one auction of ${report.orders} orders (${Math.round(report.requestBytes / 1024)} KiB request), median of ${report.rounds}:`,
    `  built-in solvers ${report.builtinOnlyMs} ms; the engine alone ${report.withEngineMs} ms end to end, of which its own ${report.engineMs} ms`,
    `  overhead per auction: ${report.cpuOverheadMs} ms of CPU (target < ${report.targetMs} ms: ${report.met ? 'met' : 'NOT met'}), ${report.overheadMs} ms of wall clock on this machine now`,
  ].join('\n');
}
