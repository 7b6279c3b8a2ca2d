import type { Address } from 'viem';
import type { SolverBan, SolverBanReason } from '../../../simulator/index.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';

type SolverBanRow = {
  network: string;
  from_block: number;
  solver_address: string;
  solver: string;
  until_block: number;
  reason: SolverBanReason;
};

const insertSql = `
  INSERT OR IGNORE INTO solver_bans (network, from_block, solver_address, solver, until_block, reason)
  VALUES (@network, @from_block, @solver_address, @solver, @until_block, @reason)`;
/** Bans in force at `@block`: decided at or before it, not yet over. */
const findInForceSql = `
  SELECT * FROM solver_bans
  WHERE network = @network AND until_block >= @block AND from_block <= @block
  ORDER BY solver_address, from_block`;
/** Each solver's latest ban, in force or not (where its settlement record starts afresh). */
const findLatestPerSolverSql = `
  SELECT solver_address, max(from_block) AS from_block FROM solver_bans WHERE network = ? GROUP BY solver_address`;

export function insertSolverBan(db: Database, network: string, ban: SolverBan): void {
  statement(db, insertSql).run({
    network,
    from_block: ban.fromBlock,
    solver_address: ban.solverAddress.toLowerCase(),
    solver: ban.solver,
    until_block: ban.untilBlock,
    reason: ban.reason,
  } satisfies SolverBanRow);
}

export function findSolverBansInForce(db: Database, network: string, block: number): SolverBan[] {
  return statement<[{ network: string; block: number }], SolverBanRow>(db, findInForceSql)
    .all({ network, block })
    .map((row) => ({
      solver: row.solver,
      solverAddress: row.solver_address as Address,
      fromBlock: row.from_block,
      untilBlock: row.until_block,
      reason: row.reason,
    }));
}

/** Per solver address, the block its latest ban was decided in. */
export function findLatestSolverBanBlocks(db: Database, network: string): Map<Address, number> {
  return new Map(
    statement<[string], { solver_address: string; from_block: number }>(db, findLatestPerSolverSql)
      .all(network)
      .map((row) => [row.solver_address as Address, row.from_block]),
  );
}
