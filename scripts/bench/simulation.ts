/**
 * `npm run simulate`'s throughput for the bench: `runSimulation` at a number of traders, its blocks
 * per second (wall clock, as a user waits for it) and per CPU second (what the machine's other
 * processes do not change), and where the CPU time goes.
 *
 * The runs go to one child process (`simulationChild.ts`) launched as `npm run simulate` runs the
 * simulation: from an esbuild bundle (`simulationChild.mjs`, as `scripts/simulate.mjs`), with the
 * node flags package.json gives it (V8's heap sizes, which only apply at start-up). The sizes run in
 * turn in that one process, the code warm from the smaller runs as in any long study. Under
 * `--profile` the child runs the sources through tsx instead, so that the profile names them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIMULATION_PARTS, type SimulationPart } from './summarizeProfile.js';

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
  /**
   * A long study's figures (null for the short sizes): blocks per second over its last quarter, where
   * the open book and the database are largest, and the process's resident memory at its last block.
   */
  study: { lastQuarterBlocksPerSecond: number; residentMb: number } | null;
};

/**
 * The bench's sizes: blocks enough for a steady state, few at 10,000 traders (1,000 orders a block),
 * then a long study at 1,000 traders: its open book grows for hundreds of blocks (orders live up
 * to two hours) and its database with every block, which a short run never shows.
 */
export const SIMULATION_SIZES = [
  { traders: 100, blocks: 60, study: false },
  { traders: 1_000, blocks: 20, study: false },
  { traders: 10_000, blocks: 4, study: false },
  { traders: 1_000, blocks: 400, study: true },
] as const;

export type MeasureParameters = {
  traders: number;
  blocks: number;
  seed: number;
  /** Whether to measure the run's last quarter and its memory (`SimulationThroughput.study`). */
  study?: boolean;
  profileFile?: string;
};

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The node flags of `npm run simulate` (its package.json script: `node FLAGS scripts/simulate.mjs`). */
export function simulateNodeFlags(script: string): string[] {
  const words = script.trim().split(/\s+/);
  if (words[0] !== 'node') throw new Error(`npm run simulate is not run by node: ${script}`);
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
    const entry =
      parameters.profileFile === undefined
        ? [join(root, 'scripts/bench/simulationChild.mjs')]
        : ['--import', 'tsx', join(root, 'scripts/bench/simulationChild.ts')];
    child = spawn(process.execPath, [...flags, ...entry], {
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

export function formatSimulation(entry: SimulationThroughput): string {
  const split =
    entry.split === null
      ? ''
      : `; CPU split ${SIMULATION_PARTS.map((part) => `${part} ${Math.round((entry.split?.[part] ?? 0) * 100)} %`).join(', ')}`;
  const study =
    entry.study === null
      ? ''
      : ` (the last ${Math.round(entry.blocks / 4)}: ${entry.study.lastQuarterBlocksPerSecond.toFixed(2)} blocks/s; resident memory ${entry.study.residentMb.toLocaleString('en')} MB)`;
  return (
    `simulate ${entry.traders.toLocaleString('en')} traders, ${entry.blocks} blocks: ${entry.blocksPerSecond.toFixed(2)} blocks/s${study}, ` +
    `${Math.round(entry.cpuMsPerBlock)} ms CPU per block (${Math.round(entry.runnerCpuMsPerBlock)} ms in the auction runner) = ` +
    `${entry.blocksPerCpuSecond.toFixed(2)} blocks per CPU second (load average ${entry.loadAverage.toFixed(1)})${split}`
  );
}
