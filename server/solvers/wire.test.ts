/**
 * The wire against the reference: `fixtures/referenceDirectSwap.json` is the request the
 * reference driver sends its baseline engine and the answer that engine gives, copied from the
 * reference repository's `crates/solvers/src/tests/cases/direct_swap.rs` (cowprotocol/services).
 * batchbook's request has the same fields of the same JSON types, the reference request is one
 * batchbook's built-in engines answer, and the reference answer decodes to the trade it means.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bodyValidators } from '../../generated/solver/validators.js';
import { baselineSolver } from '../../simulator/index.js';
import { auctionOfRequest, liquidityOfRequest, solveWithBuiltin } from './builtinEngine.js';
import type { SolveRequest } from './dto.js';
import { OrderJsonCache, buildSolveRequest, solveRequestBody } from './solveRequest.js';
import { decodeSolveResponse } from './solveResponse.js';
import { worldWithOneOrder } from './testing/worldWithOneOrder.js';

const reference = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/referenceDirectSwap.json'), 'utf8')) as {
  request: SolveRequest;
  response: unknown;
};

/**
 * The JSON shape of a value: objects by their keys (maps keyed by addresses collapse to one
 * `<address>` key, as their keys are data), arrays by their first element, scalars by their type.
 */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length > 0 && entries.every(([key]) => /^0x[0-9a-fA-F]{40}$/.test(key)))
      return { '<address>': shapeOf(entries[0]![1]) };
    return Object.fromEntries(
      entries.map(([key, inner]) => [key, shapeOf(inner)]).sort(([a], [b]) => (a! < b! ? -1 : 1)),
    );
  }
  return value === null ? 'null' : typeof value;
}

describe('the solver-engine wire against the reference driver', () => {
  test('behavior: batchbook sends the fields the reference driver sends, with the same JSON types', () => {
    const { world, auction } = worldWithOneOrder();
    expect(auction.orders).toHaveLength(1);
    const { request } = buildSolveRequest({ auction, world, deadline: new Date('2026-01-01T00:00:10Z') });
    // A token of the auction's orders (pool tokens without an auction price have a null referencePrice).
    const weth = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
    expect(shapeOf({ ...request, tokens: { [weth]: request.tokens[weth] } })).toEqual(shapeOf(reference.request));
  });

  test('behavior: the request body with orders carried over from the previous auction is the same JSON, byte for byte', () => {
    const { world, auction } = worldWithOneOrder();
    const deadline = new Date('2026-01-01T00:00:10Z');
    const cache = new OrderJsonCache();
    const first = solveRequestBody({ auction, world, deadline }, cache);
    expect(first.body).toBe(JSON.stringify(buildSolveRequest({ auction, world, deadline }).request));
    // The next auction offers what is left of the order after a partial fill: its JSON follows.
    const [order] = auction.orders;
    const next = { ...auction, id: 2, orders: [{ ...order!, available: { sell: 10n ** 17n, buy: 1n } }] };
    const second = solveRequestBody({ auction: next, world, deadline }, cache);
    expect(second.body).toBe(JSON.stringify(buildSolveRequest({ auction: next, world, deadline }).request));
    expect(JSON.parse(second.body).orders[0].sellAmount).toBe('100000000000000000');
  });

  test('behavior: the reference request passes batchbook schema and its baseline fills the order through the pool', () => {
    expect(bodyValidators.solve_body(reference.request), JSON.stringify(bodyValidators.solve_body.errors)).toBe(true);
    const { world } = worldWithOneOrder();
    // batchbook's baseline charges every order the network fee of its swap, which the reference's
    // fee-less market order at this limit cannot pay: a limit 10 % lower leaves room for it.
    const [order] = reference.request.orders;
    const request = {
      ...reference.request,
      orders: [{ ...order!, buyAmount: '5400000000000000000000', fullBuyAmount: '5400000000000000000000' }],
    };
    const answer = solveWithBuiltin(baselineSolver, request, { world, seed: 1 });
    expect(answer).toEqual({
      solutions: [
        expect.objectContaining({
          trades: [expect.objectContaining({ kind: 'fulfillment', order: reference.request.orders[0]!.uid })],
          interactions: [expect.objectContaining({ kind: 'liquidity', id: '0' })],
        }),
      ],
    });
  });

  test('behavior: the reference answer decodes to its trade: 0.1337 WETH for the COW the clearing prices give', () => {
    const { world } = worldWithOneOrder();
    const auction = auctionOfRequest(reference.request, world);
    const answer = decodeSolveResponse(
      JSON.stringify(reference.response),
      auction,
      liquidityOfRequest(reference.request),
      world,
    );
    expect(answer).toEqual({
      solutionIds: [0],
      proposals: [
        {
          trades: [
            {
              uid: reference.request.orders[0]!.uid,
              executedSell: 133_700_000_000_000_000n,
              executedBuy: 6_043_910_341_261_930_467_761n,
              networkFee: 0n,
            },
          ],
          swaps: [
            {
              tokenIn: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
              tokenOut: '0xdef1ca1fb7fbcdc777520aa7f396b4e015f497ab',
              amountIn: 133_700_000_000_000_000n,
              minAmountOut: 6_043_910_341_261_930_467_761n,
            },
          ],
          clearingPrices: {
            '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2': 6_043_910_341_261_930_467_761n,
            '0xdef1ca1fb7fbcdc777520aa7f396b4e015f497ab': 133_700_000_000_000_000n,
          },
        },
      ],
    });
  });

  test.each([
    ['an unknown order', (s: any) => (s.trades[0].order = `0x${'2b'.repeat(56)}`), /unknown order/],
    ['an unknown liquidity id', (s: any) => (s.interactions[0].id = '9'), /unknown liquidity id 9/],
    [
      'a missing clearing price',
      (s: any) => delete s.prices['0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2'],
      /missing clearing price/,
    ],
    ['a fill-or-kill order filled in part', (s: any) => (s.trades[0].executedAmount = '100'), /must be filled exactly/],
    ['a fee on a market order', (s: any) => (s.trades[0].fee = '1'), /must not have a fee/],
  ])('behavior: %s drops the whole answer as invalid', (_case, change, reason) => {
    const { world } = worldWithOneOrder();
    const response = structuredClone(reference.response) as { solutions: unknown[] };
    response.solutions.push(structuredClone(response.solutions[0]));
    (response.solutions[1] as { id: number }).id = 1;
    change(response.solutions[1]);
    const answer = decodeSolveResponse(
      JSON.stringify(response),
      auctionOfRequest(reference.request, world),
      liquidityOfRequest(reference.request),
      world,
    );
    expect(answer).toEqual({ failure: 'invalidSolution', detail: expect.stringMatching(reason) });
  });

  test('behavior: repeated solution ids are duplicatedSolutionId; text that is not the schema is a deserializationError', () => {
    const { world } = worldWithOneOrder();
    const decode = (body: unknown) =>
      decodeSolveResponse(
        typeof body === 'string' ? body : JSON.stringify(body),
        auctionOfRequest(reference.request, world),
        liquidityOfRequest(reference.request),
        world,
      );
    const [solution] = (reference.response as { solutions: unknown[] }).solutions;
    expect(decode({ solutions: [solution, solution] })).toMatchObject({ failure: 'duplicatedSolutionId' });
    expect(decode('{"solutions": [')).toMatchObject({ failure: 'deserializationError' });
    expect(decode({ solutions: [{ id: 0 }] })).toMatchObject({ failure: 'deserializationError' });
    expect(decode({ error: { code: 'insufficientLiquidity' } })).toEqual({
      failure: 'solverError',
      detail: 'insufficientLiquidity',
    });
  });
});
