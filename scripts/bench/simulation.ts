/**
 * `npm run simulate`'s throughput for the bench: `runSimulation` in this process at a number of
 * traders, its blocks per second (wall clock, as a user waits for it) and per CPU second (what the
 * machine's other processes do not change), and where the CPU time goes.
 */
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
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

export async function measureSimulation(parameters: {
  traders: number;
  blocks: number;
  seed: number;
  profileFile?: string;
}): Promise<SimulationThroughput> {
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
