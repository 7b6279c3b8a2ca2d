/**
 * The built-in solvers' answers over the solver-engine API: what a team diffs its engine's answer
 * against. The clearing prices must give back, through the settlement contract's arithmetic,
 * exactly the amounts the solver executes in process, for every token of a solution.
 */
import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { PoolBook, baselineSolver, buildAuction, createRng, type CandidateOrder } from '../../simulator/index.js';
import { auctionOfRequest, liquidityOfRequest, solveWithBuiltin } from './builtinEngine.js';
import { buildSolveRequest } from './solveRequest.js';
import { decodeSolveResponse } from './solveResponse.js';
import { worldWithOneOrder } from './testing/worldWithOneOrder.js';

const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2' as Address;
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' as Address;
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f' as Address;

/** The reference case's order plus two more on other pairs, chained by shared tokens: COW–WETH–USDC–DAI. */
function multiPairAuction() {
  const { world, auction } = worldWithOneOrder();
  const [base] = auction.orders;
  const variant = (tag: string, fields: Partial<CandidateOrder>): CandidateOrder => {
    const uid = `0x${tag.repeat(32)}${base!.uid.slice(66)}` as Hex;
    world.setPreSignature(uid, true);
    return { ...base!, protocolFees: undefined, available: undefined, ...fields, uid } as CandidateOrder;
  };
  const candidates: CandidateOrder[] = [
    base!,
    variant('3b', { sellToken: WETH, buyToken: USDC, sellAmount: 10n ** 17n, buyAmount: 1n }),
    variant('4c', {
      sellToken: USDC,
      buyToken: DAI,
      sellAmount: 1_000_000_000n,
      buyAmount: 500n * 10n ** 18n,
      kind: 'buy',
    }),
  ];
  const block = world.currentBlock();
  const built = buildAuction({
    id: 7,
    network: 'mainnet',
    block: block.number,
    timestamp: block.timestamp,
    candidates,
    world,
    feePolicies: [],
  });
  return { world, auction: built.auction };
}

describe('the built-in solvers over the solver-engine API', () => {
  test('behavior: a solution over several pairs has clearing prices that give back every trade the solver executes, to the atom', () => {
    const { world, auction } = multiPairAuction();
    expect(auction.orders).toHaveLength(3);
    const { request } = buildSolveRequest({ auction, world, deadline: new Date(auction.timestamp * 1000 + 1000) });
    const answer = solveWithBuiltin(baselineSolver, request, { world, seed: 1 });
    const [solution] = 'solutions' in answer ? answer.solutions : [];
    expect(solution?.trades).toHaveLength(3);
    expect(Object.keys(solution!.prices).sort()).toEqual(
      ['0xdef1ca1fb7fbcdc777520aa7f396b4e015f497ab', WETH, USDC, DAI].sort(),
    );

    // What the solver executes in process, on the same auction and pools.
    const requested = auctionOfRequest(request, world);
    const [proposal] = baselineSolver.solve(requested, {
      world,
      rng: createRng(1, `${world.name}/solvers/baseline/${requested.id}`),
      pools: PoolBook.fromWorld(world),
      gasPrice: BigInt(request.effectiveGasPrice),
    });
    const decoded = decodeSolveResponse(JSON.stringify(answer), requested, liquidityOfRequest(request), world);
    expect('proposals' in decoded && decoded.proposals[0]!.trades).toEqual(
      [...proposal!.trades].sort((a, b) => (a.uid < b.uid ? -1 : 1)),
    );
  });
});
