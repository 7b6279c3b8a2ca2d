/**
 * The bench's simulation process (`simulation.ts` starts it): runs each size the bench sends with
 * `runSimulation`, answers with its throughput, and leaves when the bench does.
 */
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { runSimulation } from '../simulation/runSimulation.js';
import type { MeasureParameters, SimulationThroughput } from './simulation.js';
import { SIMULATION_PARTS, splitProfile, type SimulationPart } from './summarizeProfile.js';

async function measureHere(parameters: MeasureParameters): Promise<SimulationThroughput> {
  const { traders, blocks, seed } = parameters;
  const lastQuarterFrom = blocks - Math.round(blocks / 4);
  let lastQuarterStartMs = 0;
  let lastBlockMs = 0;
  let residentMb = 0;
  const result = await runSimulation({
    seed,
    traders,
    blocks,
    ...(parameters.study
      ? {
          onBlock: ({ done, elapsedMs }) => {
            if (done === lastQuarterFrom) lastQuarterStartMs = elapsedMs;
            if (done === blocks) {
              lastBlockMs = elapsedMs;
              residentMb = Math.round(process.memoryUsage.rss() / 2 ** 20);
            }
          },
        }
      : {}),
  });
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
    study: parameters.study
      ? {
          lastQuarterBlocksPerSecond: ((blocks - lastQuarterFrom) * 1000) / (lastBlockMs - lastQuarterStartMs),
          residentMb,
        }
      : null,
  };
}

if (!process.send) throw new Error('simulationChild runs as the bench simulation’s child process (simulation.ts)');
process.on('message', (parameters: MeasureParameters) => {
  measureHere(parameters).then(
    (result) => process.send!({ result }),
    (error: unknown) =>
      process.send!({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
