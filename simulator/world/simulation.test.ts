import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { createManualClock } from './clock.js';
import { loadDefaultScenario } from './scenario.js';
import { MAX_ADVANCE_BLOCKS, openSimulation, serializeSnapshot } from './simulation.js';

const script = fileURLToPath(new URL('./testing/runControlSequence.ts', import.meta.url));
const directory = mkdtempSync(join(tmpdir(), 'batchbook-determinism-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function runInFreshProcess(seed: number, name: string): { snapshot: string; resumed: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, String(seed), join(directory, name)], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`child failed (${result.status}):\n${result.stderr}`);
  const [snapshot = '', resumed = ''] = result.stdout.split('---\n');
  return { snapshot, resumed };
}

const open = (seed = 1) =>
  openSimulation({
    scenario: loadDefaultScenario(),
    seed,
    clockMode: 'manual',
    manualStart: new Date('2026-01-01T00:00:00.000Z'),
  });

describe('determinism', () => {
  test('behavior: the same scenario, seed and control calls in two fresh processes give byte-identical snapshots', () => {
    const first = runInFreshProcess(7, 'first.sqlite');
    const second = runInFreshProcess(7, 'second.sqlite');
    expect(first.snapshot.length).toBeGreaterThan(10_000);
    expect(second.snapshot).toBe(first.snapshot);
    // Restarting on the same database resumes exactly where the world was.
    expect(first.resumed).toBe(first.snapshot);
    // Another seed walks prices differently.
    expect(runInFreshProcess(8, 'third.sqlite').snapshot).not.toBe(first.snapshot);
  });
});

describe('openSimulation', () => {
  test('default: every network has a world at its start block, at the manual start time', () => {
    const simulation = open();
    expect(simulation.worlds().map((world) => world.name)).toContain('sepolia');
    expect(simulation.world('mainnet')!.currentBlock().number).toBe(21_500_000);
    expect(simulation.world('polygon')!.listTokens()).toEqual([]);
    expect(simulation.world('goerli')).toBeUndefined();
    expect(simulation.clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  test('behavior: blocks alone take a block time each; both spread blocks over the interval', () => {
    const simulation = open();
    const result = simulation.advance('xdai', { blocks: 2 });
    expect(result.blocks.map((block) => block.time.toISOString())).toEqual([
      '2026-01-01T00:00:05.000Z',
      '2026-01-01T00:00:10.000Z',
    ]);
    const spread = simulation.advance('mainnet', { blocks: 4, milliseconds: 10_000 });
    expect(spread.blocks.map((block) => block.time.getTime() - Date.parse('2026-01-01T00:00:10.000Z'))).toEqual([
      2500, 5000, 7500, 10_000,
    ]);
    // The other networks keep their blocks; time is shared.
    expect(simulation.world('base')!.currentBlock().number).toBe(24_000_000);
    expect(simulation.world('base')!.now().toISOString()).toBe('2026-01-01T00:00:20.000Z');
  });

  test('behavior: advanceSteps yields every block but the last, and ends where advance ends', () => {
    const whole = open();
    const stepwise = open();
    const expected = whole.advance('mainnet', { blocks: 5, milliseconds: 7_001 });
    const steps = stepwise.advanceSteps('mainnet', { blocks: 5, milliseconds: 7_001 });
    const yielded: number[] = [];
    let step = steps.next();
    for (; !step.done; step = steps.next()) yielded.push(step.value.number);
    expect(yielded).toEqual(expected.blocks.slice(0, 4).map((block) => block.number));
    expect(step.value).toEqual(expected);
    expect(stepwise.snapshot()).toEqual(whole.snapshot());
    expect(() => stepwise.advanceSteps('mainnet', { blocks: 10_001 }).next()).toThrow(/blocks must be an integer/);
  });

  test('behavior: prices move only when blocks are mined (manual mode)', () => {
    const simulation = open();
    const world = simulation.world('mainnet')!;
    const weth = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
    const before = world.usdPrice(weth);
    simulation.advance('mainnet', { milliseconds: 3_600_000 });
    expect(world.usdPrice(weth)).toBe(before);
    simulation.advance('mainnet', { blocks: 1 });
    expect(world.usdPrice(weth)).not.toBe(before);
  });

  test('behavior: subscribers hear every block once, in order; unsubscribe stops them', () => {
    const simulation = open();
    const heard: string[] = [];
    const unsubscribe = simulation.onBlock(({ network, block }) => heard.push(`${network}:${block.number}`));
    simulation.advance('base', { blocks: 2 });
    simulation.produceBlock('xdai');
    unsubscribe();
    simulation.advance('base', { blocks: 1 });
    expect(heard).toEqual(['base:24000001', 'base:24000002', 'xdai:37500001']);
  });

  test('behavior: a failing subscriber stops the advance at its block, after every subscriber heard of it', () => {
    const simulation = open();
    const start = simulation.world('base')!.currentBlock();
    const heard: number[] = [];
    simulation.onBlock(({ block }) => {
      if (block.number === start.number + 2) throw new Error('auction failed');
    });
    simulation.onBlock(({ block }) => heard.push(block.number));
    expect(() => simulation.advance('base', { blocks: 5 })).toThrow('auction failed');
    expect(heard).toEqual([start.number + 1, start.number + 2]);
    const block = simulation.world('base')!.currentBlock();
    expect(block.number).toBe(start.number + 2);
    // The clock stays at the failed block, where a retried advance goes on from.
    expect(simulation.clock.now()).toEqual(block.time);
    simulation.advance('base', { blocks: 1 });
    expect(heard).toEqual([start.number + 1, start.number + 2, start.number + 3]);
  });

  test('behavior: invalid advances are rejected', () => {
    const simulation = open();
    expect(() => simulation.advance('base', {})).toThrow(/blocks, milliseconds or both/);
    expect(() => simulation.advance('base', { blocks: MAX_ADVANCE_BLOCKS + 1 })).toThrow(/blocks must be/);
    expect(() => simulation.advance('base', { milliseconds: -1 })).toThrow();
  });

  test('behavior: an injected clock without advance gets an offset', () => {
    const base = { now: () => new Date('2030-01-01T00:00:00.000Z') };
    const simulation = openSimulation({
      scenario: loadDefaultScenario(),
      seed: 1,
      clockMode: 'wall',
      manualStart: new Date(0),
      clock: base,
    });
    simulation.advance('mainnet', { blocks: 1 });
    expect(simulation.clock.now().toISOString()).toBe('2030-01-01T00:00:12.000Z');
  });

  test('behavior: an injected manual clock is the world clock', () => {
    const clock = createManualClock(new Date('2027-01-01T00:00:00.000Z'));
    const simulation = openSimulation({
      scenario: loadDefaultScenario(),
      seed: 1,
      clockMode: 'manual',
      manualStart: new Date(0),
      clock,
    });
    expect(simulation.clock).toBe(clock);
    expect(serializeSnapshot(simulation.snapshot())).toContain('"clockTimeMs": 1798761600000');
  });
});
