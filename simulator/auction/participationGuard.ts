/**
 * The autopilot's participation guard (the reference's `SolverParticipationGuard`): a solver that
 * keeps winning without settling is banned for a while, so that one faulty solver cannot hold the
 * orders it wins block after block. Pure: it folds settlement outcomes into each solver's recent
 * record and says who is banned from which block to which.
 */
import type { Address } from 'viem';
import type { ParticipationGuardSettings } from '../world/scenario.js';
import type { Settlement } from './types.js';

export type SolverBanReason = 'nonSettling' | 'lowSettlementRate';

export type SolverBan = {
  solver: string;
  solverAddress: Address;
  /** The block the ban was decided in; the solver is not asked from this block on. */
  fromBlock: number;
  /** The last block of the ban (inclusive). */
  untilBlock: number;
  reason: SolverBanReason;
};

/** Per solver address: whether each of its recent wins settled, oldest first (since its last ban). */
export type SolverRecords = Map<Address, boolean[]>;

/**
 * Records the block's settlement attempts and returns the bans they trigger: a solver whose last
 * `nonSettlingWins` wins all failed, or whose settled share of its last `settlementRateWindow`
 * wins is below `minSettlementRate`. A banned solver's record starts afresh, so it is judged on
 * what it does after the ban.
 *
 * @example
 * const bans = recordSettlements(records, settlements, settings, block)
 */
export function recordSettlements(
  records: SolverRecords,
  settlements: readonly Pick<Settlement, 'solver' | 'solverAddress' | 'outcome'>[],
  settings: ParticipationGuardSettings,
  block: number,
): SolverBan[] {
  if (!settings.enabled) return [];
  const names = new Map<Address, string>();
  for (const settlement of settlements) {
    const address = settlement.solverAddress.toLowerCase() as Address;
    names.set(address, settlement.solver);
    let record = records.get(address);
    if (record === undefined) records.set(address, (record = []));
    record.push(settlement.outcome.kind === 'success');
    const keep = Math.max(settings.nonSettlingWins, settings.settlementRateWindow);
    if (record.length > keep) record.splice(0, record.length - keep);
  }
  const bans: SolverBan[] = [];
  for (const [address, solver] of [...names].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const reason = verdict(records.get(address)!, settings);
    if (reason === undefined) continue;
    records.set(address, []);
    bans.push({ solver, solverAddress: address, fromBlock: block, untilBlock: block + settings.banBlocks - 1, reason });
  }
  return bans;
}

function verdict(record: readonly boolean[], settings: ParticipationGuardSettings): SolverBanReason | undefined {
  const last = record.slice(-settings.nonSettlingWins);
  if (last.length === settings.nonSettlingWins && last.every((settled) => !settled)) return 'nonSettling';
  if (record.length >= settings.settlementRateWindow) {
    const window = record.slice(-settings.settlementRateWindow);
    const settled = window.filter(Boolean).length;
    if (settled < settings.minSettlementRate * window.length) return 'lowSettlementRate';
  }
  return undefined;
}
