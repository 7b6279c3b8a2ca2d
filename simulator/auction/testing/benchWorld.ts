/**
 * A large auction for the benchmark and its test: a mainnet world with twelve tokens besides
 * WETH (each with a WETH pool, neighbours with direct pools) and `count` open orders spread over
 * 50 directed pairs (25 pairs in both directions, so coincidences of wants exist), amounts and
 * limits drawn from a seeded rng around the pools' prices.
 */
import type { Address } from 'viem';
import { createRng } from '../../world/rng.js';
import { parseScenario, type ScenarioFeePolicy } from '../../world/scenario.js';
import { openSimulation, type Simulation } from '../../world/simulation.js';
import type { CandidateOrder } from '../types.js';
import { NOW, START, TOKENS, addressOf, candidate } from './fixtures.js';

const TOKEN_COUNT = 12;

const tokens = Array.from({ length: TOKEN_COUNT }, (_, index) => ({
  symbol: `T${index}`,
  address: `0x${(0xb0b0 + index).toString(16).padStart(40, '0')}`,
  decimals: index % 3 === 0 ? 6 : 18,
  usdPrice: [1, 2.5, 40, 0.3, 1200, 7, 15, 0.05, 95, 3, 600, 0.8][index]!,
}));

export const benchFeePolicies: readonly ScenarioFeePolicy[] = [
  { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01, orderClass: 'limit' },
  { kind: 'priceImprovement', factor: 0.5, maxVolumeFactor: 0.01, orderClass: 'market' },
];

export function openBenchSimulation(): Simulation {
  const scenario = parseScenario({
    version: 1,
    networks: {
      mainnet: {
        startBlock: 21_500_000,
        gasPriceGwei: '12',
        tokens: [{ symbol: 'WETH', address: TOKENS.WETH, decimals: 18, usdPrice: 3200 }, ...tokens],
        pools: [
          ...tokens.map((token) => ({ tokens: ['WETH', token.symbol], depthUsd: 50_000_000 })),
          ...tokens.map((token, index) => ({
            tokens: [token.symbol, tokens[(index + 1) % TOKEN_COUNT]!.symbol],
            depthUsd: 20_000_000,
          })),
        ],
      },
    },
  });
  return openSimulation({ scenario, seed: 1, clockMode: 'manual', manualStart: START });
}

/** The 25 unordered pairs: each token with its neighbour (direct pool) and 13 more through WETH. */
function pairs(): [number, number][] {
  const result: [number, number][] = [];
  for (let index = 0; index < TOKEN_COUNT; index++) result.push([index, (index + 1) % TOKEN_COUNT]);
  for (let index = 0; index < TOKEN_COUNT && result.length < 25; index++)
    result.push([index, (index + 3) % TOKEN_COUNT]);
  return result.slice(0, 25);
}

/** `count` candidate orders over 50 directed pairs; about one in five partially fillable, one in six buy orders. */
export function benchCandidates(count: number, seed = 1): CandidateOrder[] {
  const rng = createRng(seed, 'bench-orders');
  const directed = pairs().flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]);
  return Array.from({ length: count }, (_, index) => {
    const [sellIndex, buyIndex] = directed[index % directed.length]!;
    const sell = tokens[sellIndex!]!;
    const buy = tokens[buyIndex!]!;
    // $100 to $20,000 worth, limit between 3 % better and 2 % worse than the reference price.
    const usd = 100 + rng.nextInt(19_900);
    const sellAmount = BigInt(Math.round((usd / sell.usdPrice) * 10 ** 6)) * 10n ** BigInt(sell.decimals - 6);
    const ratio = 0.97 + rng.nextInt(500) / 10_000;
    const buyAmount = BigInt(Math.round(((usd * ratio) / buy.usdPrice) * 10 ** 6)) * 10n ** BigInt(buy.decimals - 6);
    const kind = rng.nextInt(6) === 0 ? 'buy' : 'sell';
    return candidate(`bench-${seed}-${index}`, {
      owner: addressOf(`bench-${seed}-${index}`),
      sellToken: sell.address.toLowerCase() as Address,
      buyToken: buy.address.toLowerCase() as Address,
      sellAmount,
      buyAmount,
      kind,
      partiallyFillable: rng.nextInt(5) === 0,
      validTo: NOW + 3600,
    });
  });
}
