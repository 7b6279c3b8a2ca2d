import type { Address } from 'viem';
import { describe, expect, test } from 'vitest';
import { DEFAULT_PARTICIPATION_GUARD } from '../world/scenario.js';
import { recordSettlements, type SolverRecords } from './participationGuard.js';
import type { SettlementOutcome } from './types.js';

const FLAKY = '0x00000000000000000000000000000000000000f1' as Address;
const settings = {
  ...DEFAULT_PARTICIPATION_GUARD,
  nonSettlingWins: 3,
  settlementRateWindow: 10,
  minSettlementRate: 0.5,
  banBlocks: 20,
};
const outcome = (settled: boolean): SettlementOutcome =>
  settled ? { kind: 'success' } : { kind: 'reverted', code: 'SettlementReverted', message: 'reverted' };
const attempt = (settled: boolean) => [{ solver: 'flaky', solverAddress: FLAKY, outcome: outcome(settled) }];

describe('recordSettlements', () => {
  test('behavior: N failed wins in a row ban the solver for banBlocks, and its record starts afresh', () => {
    const records: SolverRecords = new Map();
    expect(recordSettlements(records, attempt(false), settings, 100)).toEqual([]);
    expect(recordSettlements(records, attempt(false), settings, 101)).toEqual([]);
    expect(recordSettlements(records, attempt(false), settings, 102)).toEqual([
      { solver: 'flaky', solverAddress: FLAKY, fromBlock: 102, untilBlock: 121, reason: 'nonSettling' },
    ]);
    expect(records.get(FLAKY)).toEqual([]);
    // A success in between resets the streak.
    const other: SolverRecords = new Map();
    for (const settled of [false, false, true, false, false])
      expect(recordSettlements(other, attempt(settled), settings, 1)).toEqual([]);
  });

  test('behavior: a settlement rate below the threshold over the window bans; disabled, nothing does', () => {
    const records: SolverRecords = new Map();
    const pattern = [true, false, false, true, false, false, true, false, false];
    for (const settled of pattern) expect(recordSettlements(records, attempt(settled), settings, 5)).toEqual([]);
    expect(recordSettlements(records, attempt(true), settings, 6)).toEqual([
      expect.objectContaining({ reason: 'lowSettlementRate', fromBlock: 6 }),
    ]);
    const off = { ...settings, enabled: false };
    const quiet: SolverRecords = new Map();
    for (let index = 0; index < 5; index++) expect(recordSettlements(quiet, attempt(false), off, index)).toEqual([]);
  });
});
