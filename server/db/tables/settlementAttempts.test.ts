import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import type { StoredSettlementAttempt, StoredSolution } from '../../domain/auctions/types.js';
import { TOKENS } from '../../testing/fixtures.js';
import { migrate } from '../migrate.js';
import { openDatabase } from '../open.js';
import { insertAuction } from './auctions.js';
import { findTimedOutInFlightOrderUids, insertSettlementAttempt } from './settlementAttempts.js';
import { insertAuctionOrdersAndSolutions } from './solutions.js';

const uidOf = (byte: string) => `0x${byte.repeat(56)}` as Hex;

function solution(solutionUid: number, orderUids: Hex[]): StoredSolution {
  return {
    network: 'mainnet',
    auctionId: 1,
    solutionUid,
    solver: `solver-${solutionUid}`,
    solverAddress: `0x${'0'.repeat(38)}${String(solutionUid).padStart(2, '0')}` as Address,
    score: BigInt(solutionUid),
    ranking: solutionUid,
    isWinner: true,
    filteredOut: false,
    clearingPrices: {},
    referenceScore: null,
    txHash: null,
    exclusion: null,
    orders: orderUids.map((uid) => ({
      uid,
      sellToken: TOKENS.WETH,
      buyToken: TOKENS.USDC,
      executedSell: 1n,
      executedBuy: 2n,
      networkFee: 0n,
      protocolFees: [],
    })),
  };
}

function attempt(solutionUid: number, outcome: 'timeout' | 'success', deadlineBlock: number): StoredSettlementAttempt {
  return {
    network: 'mainnet',
    auctionId: 1,
    solutionUid,
    solver: `solver-${solutionUid}`,
    solverAddress: `0x${'0'.repeat(40)}` as Address,
    startBlock: 100,
    deadlineBlock,
    startTimestamp: 0,
    endBlock: null,
    endTimestamp: null,
    outcome: { kind: outcome },
    txHash: null,
  };
}

describe('timed-out settlements in flight', () => {
  test('behavior: only the orders of the timed-out solutions whose deadline has not passed, not those of a solution whose uid shares digits', () => {
    const db = openDatabase(':memory:');
    migrate(db, { now: () => new Date(0) });
    const [a, b, c, d, outside] = [uidOf('aa'), uidOf('bb'), uidOf('cc'), uidOf('dd'), uidOf('ee')];
    insertAuction(db, {
      network: 'mainnet',
      id: 1,
      block: 100,
      deadlineBlock: 105,
      timestamp: 0,
      prices: {},
      referenceScores: {},
      surplusCapturingJitOrderOwners: [],
      orderUids: [a, b, c, d],
      rejections: [],
    });
    insertAuctionOrdersAndSolutions(
      db,
      'mainnet',
      1,
      [a, b, c, d].map((uid) => ({ uid, executed: 0n, protocolFees: [] })),
      // Solution 1 has an order outside the auction's list; 11 and 21 share its last digit.
      [solution(11, [b, c]), solution(1, [a, outside]), solution(21, [d]), solution(2, [c])],
    );
    insertSettlementAttempt(db, attempt(1, 'timeout', 105));
    insertSettlementAttempt(db, attempt(11, 'success', 105));
    insertSettlementAttempt(db, attempt(21, 'timeout', 102));
    insertSettlementAttempt(db, attempt(2, 'timeout', 104));
    expect(findTimedOutInFlightOrderUids(db, 'mainnet', 103, 6)).toEqual([a, c, outside]);
    expect(findTimedOutInFlightOrderUids(db, 'mainnet', 105, 6)).toEqual([a, outside]);
    expect(findTimedOutInFlightOrderUids(db, 'mainnet', 106, 6)).toEqual([]);
    db.close();
  });
});
