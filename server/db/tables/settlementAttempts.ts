import type { Address, Hex } from 'viem';
import type { SettlementOutcome } from '../../../simulator/index.js';
import type { StoredSettlementAttempt } from '../../domain/auctions/types.js';
import type { Database } from '../open.js';
import { statement } from '../statement.js';

/** A row of `settlement_attempts` as SQLite returns it. */
export type SettlementAttemptRow = {
  network: string;
  auction_id: number;
  solution_uid: number;
  solver: string;
  solver_address: string;
  start_block: number;
  deadline_block: number;
  start_timestamp: number;
  end_block: number | null;
  end_timestamp: number | null;
  outcome: SettlementOutcome['kind'];
  outcome_code: string | null;
  outcome_message: string | null;
  tx_hash: string | null;
};

const insertSql = `
  INSERT INTO settlement_attempts (
    network, auction_id, solution_uid, solver, solver_address, start_block, deadline_block, start_timestamp,
    end_block, end_timestamp, outcome, outcome_code, outcome_message, tx_hash
  ) VALUES (
    @network, @auction_id, @solution_uid, @solver, @solver_address, @start_block, @deadline_block, @start_timestamp,
    @end_block, @end_timestamp, @outcome, @outcome_code, @outcome_message, @tx_hash
  )`;
const findByAuctionSql = `SELECT * FROM settlement_attempts WHERE network = ? AND auction_id = ? ORDER BY solution_uid`;
/** The network's settlement attempts of its last `@auctions` auctions, oldest first. */
const findRecentSql = `
  SELECT * FROM settlement_attempts
  WHERE network = @network
    AND auction_id > coalesce((SELECT max(id) FROM auctions WHERE network = @network), 0) - @auctions
  ORDER BY auction_id, solution_uid`;
/**
 * Orders of timed-out settlements whose deadline block is `@block` or later. Only the network's
 * last `@recent` auctions can have one (a deadline is the auction's block + 5, one auction a
 * block), so the primary key bounds the read. A solution's orders are the auction's orders whose
 * `solution_executions` have an entry of it: entries are arrays led by the solution uid and an
 * amount in quotes, so `[<uid>,"` occurs in the text only where an entry of solution `<uid>`
 * starts (half the CPU of reading the entries with `json_each`).
 */
const findTimedOutInFlightSql = `
  SELECT DISTINCT ao.order_uid AS uid
  FROM settlement_attempts sa
  JOIN auction_orders ao ON ao.network = sa.network AND ao.auction_id = sa.auction_id
  WHERE sa.network = @network
    AND sa.auction_id > coalesce((SELECT max(id) FROM auctions WHERE network = @network), 0) - @recent
    AND sa.outcome = 'timeout' AND sa.deadline_block >= @block
    AND ao.solution_executions IS NOT NULL
    AND instr(ao.solution_executions, '[' || sa.solution_uid || ',"') > 0
  ORDER BY ao.order_uid`;

export function insertSettlementAttempt(db: Database, attempt: StoredSettlementAttempt): void {
  statement(db, insertSql).run({
    network: attempt.network,
    auction_id: attempt.auctionId,
    solution_uid: attempt.solutionUid,
    solver: attempt.solver,
    solver_address: attempt.solverAddress.toLowerCase(),
    start_block: attempt.startBlock,
    deadline_block: attempt.deadlineBlock,
    start_timestamp: attempt.startTimestamp,
    end_block: attempt.endBlock,
    end_timestamp: attempt.endTimestamp,
    outcome: attempt.outcome.kind,
    outcome_code: 'code' in attempt.outcome ? attempt.outcome.code : null,
    outcome_message: 'message' in attempt.outcome ? attempt.outcome.message : null,
    tx_hash: attempt.txHash,
  } satisfies SettlementAttemptRow);
}

export function findSettlementAttempts(db: Database, network: string, auctionId: number): StoredSettlementAttempt[] {
  return statement<[string, number], SettlementAttemptRow>(db, findByAuctionSql).all(network, auctionId).map(toAttempt);
}

/** The attempts of the network's last `auctions` auctions, oldest first (the participation guard's record). */
export function findRecentSettlementAttempts(
  db: Database,
  network: string,
  auctions: number,
): StoredSettlementAttempt[] {
  return statement<[{ network: string; auctions: number }], SettlementAttemptRow>(db, findRecentSql)
    .all({ network, auctions })
    .map(toAttempt);
}

function toAttempt(row: SettlementAttemptRow): StoredSettlementAttempt {
  return {
    network: row.network,
    auctionId: row.auction_id,
    solutionUid: row.solution_uid,
    solver: row.solver,
    solverAddress: row.solver_address as Address,
    startBlock: row.start_block,
    deadlineBlock: row.deadline_block,
    startTimestamp: row.start_timestamp,
    endBlock: row.end_block,
    endTimestamp: row.end_timestamp,
    outcome: toOutcome(row),
    txHash: row.tx_hash as Hex | null,
  };
}

/**
 * Uids of the orders of the network's timed-out settlements that could still land at `block`
 * (deadline block not passed): in flight, as the reference autopilot keeps them until the deadline.
 */
export function findTimedOutInFlightOrderUids(db: Database, network: string, block: number, recent: number): Hex[] {
  return statement<[{ network: string; block: number; recent: number }], { uid: Hex }>(db, findTimedOutInFlightSql)
    .all({ network, block, recent })
    .map((row) => row.uid);
}

function toOutcome(row: SettlementAttemptRow): SettlementOutcome {
  if (row.outcome === 'reverted' || row.outcome === 'driverFailed')
    return { kind: row.outcome, code: row.outcome_code ?? 'Unknown', message: row.outcome_message ?? '' };
  return { kind: row.outcome };
}
