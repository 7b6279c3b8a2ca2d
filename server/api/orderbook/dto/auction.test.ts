import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import type { Competition, StoredSolution } from '../../../domain/auctions/types.js';
import { toCompetitionV1Dto, toCompetitionV2Dto, toDebugFeePolicyDto, toFeePolicyDto, toTradeDto } from './auction.js';
import { TOKENS } from '../../../testing/fixtures.js';

const { WETH, USDC } = TOKENS;
const SOLVER = '0x0000000000000000000000000000000000000002' as Address;
const UID = `0x${'aa'.repeat(56)}` as Hex;
const TX = `0x${'ab'.repeat(32)}` as Hex;

const solution = (isWinner: boolean): StoredSolution => ({
  network: 'mainnet',
  auctionId: 7,
  solutionUid: isWinner ? 1 : 2,
  solver: isWinner ? 'matcher' : 'baseline',
  solverAddress: SOLVER,
  score: isWinner ? 20n : 10n,
  ranking: isWinner ? 1 : 2,
  isWinner,
  filteredOut: false,
  clearingPrices: { [WETH]: 3_100_000_000n, [USDC]: 10n ** 18n },
  referenceScore: isWinner ? 4n : null,
  txHash: isWinner ? TX : null,
  exclusion: null,
  orders: [
    {
      uid: UID,
      sellToken: WETH,
      buyToken: USDC,
      executedSell: 10n ** 18n,
      executedBuy: 3_100_000_000n,
      networkFee: 1n,
      protocolFees: [],
    },
  ],
});

const competition: Competition = {
  auction: {
    network: 'mainnet',
    id: 7,
    block: 100,
    deadlineBlock: 105,
    timestamp: 1_767_225_600,
    prices: { [WETH]: 10n ** 18n },
    referenceScores: { [SOLVER]: 4n },
    surplusCapturingJitOrderOwners: [],
    orderUids: [UID],
    rejections: [],
  },
  solutions: [solution(false), solution(true)],
  transactionHashes: [TX],
  bannedSolvers: [],
};

describe('toCompetitionV1Dto', () => {
  test('default: decimal strings, worst first, solver names', () => {
    expect(toCompetitionV1Dto(competition)).toEqual({
      auctionId: 7,
      transactionHashes: [TX],
      auctionStartBlock: 100,
      competitionSimulationBlock: 100,
      auction: { orders: [UID], prices: { [WETH]: '1000000000000000000' } },
      solutions: [
        expect.objectContaining({ solver: 'baseline', score: '10', ranking: 2, isWinner: false }),
        {
          solver: 'matcher',
          solverAddress: SOLVER,
          score: '20',
          ranking: 1,
          clearingPrices: { [USDC]: '1000000000000000000', [WETH]: '3100000000' },
          orders: [{ id: UID, sellAmount: '1000000000000000000', buyAmount: '3100000000' }],
          isWinner: true,
          filteredOut: false,
        },
      ],
    });
  });
});

describe('toCompetitionV2Dto', () => {
  test('default: reference scores, deadline, tokens per order, txHash and referenceScore per solution', () => {
    const dto = toCompetitionV2Dto(competition);
    expect(dto).toMatchObject({ auctionDeadlineBlock: 105, referenceScores: { [SOLVER]: '4' } });
    expect(dto.solutions.map((entry) => [entry.txHash, entry.referenceScore])).toEqual([
      [null, null],
      [TX, '4'],
    ]);
    expect(dto.solutions[1]?.orders[0]).toMatchObject({ sellToken: WETH, buyToken: USDC });
  });
});

describe('toFeePolicyDto', () => {
  test('default: each policy in the wire shape, the debug report flattened', () => {
    const quote = { sellAmount: 1n, buyAmount: 2n, fee: 3n };
    expect(toFeePolicyDto({ kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01 })).toEqual({
      surplus: { factor: 0.5, maxVolumeFactor: 0.01 },
    });
    expect(toFeePolicyDto({ kind: 'volume', factor: 0.001 })).toEqual({ volume: { factor: 0.001 } });
    expect(toFeePolicyDto({ kind: 'priceImprovement', factor: 0.5, maxVolumeFactor: 0.01, quote })).toEqual({
      priceImprovement: { factor: 0.5, maxVolumeFactor: 0.01, quote: { sellAmount: '1', buyAmount: '2', fee: '3' } },
    });
    expect(toDebugFeePolicyDto({ kind: 'priceImprovement', factor: 0.5, maxVolumeFactor: 0.01, quote })).toEqual({
      kind: 'priceImprovement',
      priceImprovementFactor: 0.5,
      priceImprovementMaxVolumeFactor: 0.01,
    });
  });
});

describe('toTradeDto', () => {
  test('default', () => {
    expect(
      toTradeDto({
        network: 'mainnet',
        blockNumber: 5,
        logIndex: 1,
        orderUid: UID,
        owner: SOLVER,
        sellToken: WETH,
        buyToken: USDC,
        sellAmount: 10n,
        sellAmountBeforeFees: 10n,
        buyAmount: 30n,
        executedFee: 1n,
        protocolFees: [{ policy: { kind: 'volume', factor: 0.001 }, token: USDC, amount: 2n }],
        txHash: TX,
        auctionId: 7,
        solutionUid: 1,
        surplusNative: 9n,
      }),
    ).toEqual({
      blockNumber: 5,
      logIndex: 1,
      orderUid: UID,
      owner: SOLVER,
      sellToken: WETH,
      buyToken: USDC,
      sellAmount: '10',
      sellAmountBeforeFees: '10',
      buyAmount: '30',
      txHash: TX,
      executedProtocolFees: [{ policy: { volume: { factor: 0.001 } }, amount: '2', token: USDC }],
    });
  });
});
