/**
 * `npm run simulate`'s throughput for the bench: `runSimulation` at a number of traders, its blocks
 * per second (wall clock, as a user waits for it) and per CPU second (what the machine's other
 * processes do not change), and where the CPU time goes.
 *
 * The runs go to one child process launched with the node flags `npm run simulate` gives the
 * simulation (package.json: V8's heap sizes, which only apply at start-up), so that the bench
 * measures the simulation as users run it; the sizes run in turn in that one process, the code warm
 * from the smaller runs as in any long study.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runSimulation } from '../simulation/runSimulation.js';
import { SIMULATION_PARTS, splitProfile, type SimulationPart } from './summarizeProfile.js';

export type SimulationThroughput = {
  traders: number;
  blocks: number;
  blocksPerSecond: number;
  /** The process's CPU time per block, and the part of it in the auction runner's advances. */
  cpuMsPerBlock: number;
  runnerCpuMsPerBlock: number;
  blocksPerCpuSecond: number;
  /** Shares of the CPU time (`splitProfile`), from a second, profiled run; null without `--profile`. */
  split: Record<SimulationPart, number> | null;
  /** The host's one-minute load average after the measured run: other processes' share of the wall clock. */
  loadAverage: number;
};

/** The bench's sizes: blocks enough for a steady state, few at 10,000 traders (1,000 orders a block). */
export const SIMULATION_SIZES = [
  { traders: 100, blocks: 60 },
  { traders: 1_000, blocks: 20 },
  { traders: 10_000, blocks: 4 },
] as const;

type MeasureParameters = {
  traders: number;
  blocks: number;
  seed: number;
  profileFile?: string;
};

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The node flags of `npm run simulate` (its package.json script: `tsx FLAGS scripts/simulate.ts`). */
export function simulateNodeFlags(script: string): string[] {
  const words = script.trim().split(/\s+/);
  if (words[0] !== 'tsx') throw new Error(`npm run simulate is not run by tsx: ${script}`);
  const path = words.findIndex((word, index) => index > 0 && !word.startsWith('--'));
  return words.slice(1, path === -1 ? undefined : path);
}

let child: ChildProcess | undefined;
let pending: Promise<unknown> = Promise.resolve();

/** Measures one size in the simulation's child process (started on first use, ended with the bench's own). */
export function measureSimulation(parameters: MeasureParameters): Promise<SimulationThroughput> {
  const measured = pending.then(() => measureInChild(parameters));
  pending = measured.catch(() => undefined);
  return measured;
}

function measureInChild(parameters: MeasureParameters): Promise<SimulationThroughput> {
  if (child === undefined || child.exitCode !== null) {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const flags = simulateNodeFlags(scripts['simulate'] ?? '');
    child = spawn(process.execPath, [...flags, '--import', 'tsx', fileURLToPath(import.meta.url)], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }
  const running = child;
  return new Promise((resolve, reject) => {
    // Between measurements the child keeps neither process alive: it leaves when the bench does.
    running.ref();
    running.channel?.ref();
    const done = () => {
      running.off('message', onMessage);
      running.off('exit', onExit);
      running.unref();
      running.channel?.unref();
    };
    const onMessage = (message: { result?: SimulationThroughput; error?: string }) => {
      done();
      if (message.result !== undefined) resolve(message.result);
      else reject(new Error(`simulation failed: ${message.error ?? 'no result'}`));
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the simulation's process exited (${code}) before it answered`));
    };
    running.on('message', onMessage);
    running.once('exit', onExit);
    running.send(parameters);
  });
}

async function measureHere(parameters: MeasureParameters): Promise<SimulationThroughput> {
  const { traders, blocks, seed } = parameters;
  const result = await runSimulation({ seed, traders, blocks });
  const loadAverage = loadavg()[0] ?? 0;
  let split: SimulationThroughput['split'] = null;
  if (parameters.profileFile !== undefined) {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    await runSimulation({ seed, traders, blocks });
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    writeFileSync(parameters.profileFile, JSON.stringify(profile));
    const { totalMs, ms } = splitProfile(parameters.profileFile);
    split = Object.fromEntries(
      SIMULATION_PARTS.map((part) => [part, totalMs === 0 ? 0 : ms[part] / totalMs]),
    ) as Record<SimulationPart, number>;
  }
  return {
    traders,
    blocks,
    blocksPerSecond: result.blocksPerSecond,
    cpuMsPerBlock: result.cpuMs / blocks,
    runnerCpuMsPerBlock: result.advanceCpuMs / blocks,
    blocksPerCpuSecond: result.cpuMs > 0 ? (blocks * 1000) / result.cpuMs : 0,
    split,
    loadAverage,
  };
}

export function formatSimulation(entry: SimulationThroughput): string {
  const split =
    entry.split === null
      ? ''
      : `; CPU split ${SIMULATION_PARTS.map((part) => `${part} ${Math.round((entry.split?.[part] ?? 0) * 100)} %`).join(', ')}`;
  return (
    `simulate ${entry.traders.toLocaleString('en')} traders: ${entry.blocksPerSecond.toFixed(2)} blocks/s, ` +
    `${Math.round(entry.cpuMsPerBlock)} ms CPU per block (${Math.round(entry.runnerCpuMsPerBlock)} ms in the auction runner) = ` +
    `${entry.blocksPerCpuSecond.toFixed(2)} blocks per CPU second (load average ${entry.loadAverage.toFixed(1)})${split}`
  );
}

// The child: measures each size the bench sends, until the bench goes away.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href && process.send) {
  process.on('message', (parameters: MeasureParameters) => {
    measureHere(parameters).then(
      (result) => process.send!({ result }),
      (error: unknown) =>
        process.send!({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
}
