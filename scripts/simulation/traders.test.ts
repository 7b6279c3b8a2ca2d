import { describe, expect, test } from 'vitest';
import { createRng, loadDefaultScenario, openSimulation } from '../../simulator/index.js';
import { pairWeights, planOrder, tradablePairs } from './traders.js';

function mainnet() {
  const simulation = openSimulation({
    scenario: loadDefaultScenario(),
    seed: 1,
    clockMode: 'manual',
    manualStart: new Date('2026-01-01T00:00:00.000Z'),
  });
  return simulation.world('mainnet')!;
}

describe('synthetic traders', () => {
  test('behavior: traders leave out tokens a wallet flags (transfer fees, paused transfers)', () => {
    const world = mainnet();
    const flagged = world
      .listTokens()
      .filter((token) => token.unsupported === undefined && world.usdPrice(token.address) !== undefined)
      .filter((token) => token.transferFeeBps !== undefined || token.transferRevert !== undefined)
      .map((token) => token.symbol)
      .sort();
    // The default scenario lists both kinds as supported, priced and pooled tokens.
    expect(flagged).toEqual(['PAUSED', 'TAX']);
    const traded = new Set(tradablePairs(world).flatMap((pair) => pair.map((token) => token.symbol)));
    expect([...traded].sort()).toEqual(['COW', 'DAI', 'GNO', 'USDC', 'USDT', 'WBTC', 'WETH']);
  });

  test('behavior: traders pick pairs by the liquidity of their route, thin pairs still among them', () => {
    const world = mainnet();
    const pairs = tradablePairs(world);
    const weights = pairWeights(world, pairs);
    const name = (index: number) =>
      pairs[index]!.map((token) => token.symbol)
        .sort()
        .join('/');
    const weightOf = (pair: string) => weights[pairs.findIndex((_, index) => name(index) === pair)]!;
    // $200M WETH/USDC against the $5M WETH/COW pool on every COW route: √40 ≈ 6.3 times as often.
    expect(weightOf('USDC/WETH') / weightOf('COW/GNO')).toBeCloseTo(Math.sqrt(200 / 5), 0);
    // A pair without a direct pool counts its path through WETH by the shallower pool.
    expect(weightOf('DAI/WBTC')).toBe(weightOf('DAI/WETH'));

    const rng = createRng(1, 'traders.test');
    const draws = 20_000;
    let thin = 0;
    const seen = new Set<string>();
    for (let draw = 0; draw < draws; draw++) {
      const plan = planOrder(rng, pairs, 12, weights);
      const symbols = [plan.sellToken.symbol, plan.buyToken.symbol];
      seen.add(symbols.sort().join('/'));
      if (symbols.includes('COW') || symbols.includes('GNO')) thin += 1;
    }
    expect(seen.size).toBe(pairs.length);
    // 11 of the 21 pairs touch COW or GNO; by liquidity they carry about a fifth of the orders.
    const expected = pairs.reduce((sum, _, index) => sum + (/COW|GNO/.test(name(index)) ? weights[index]! : 0), 0);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    expect(thin / draws).toBeGreaterThan(expected / total - 0.02);
    expect(thin / draws).toBeLessThan(expected / total + 0.02);
    expect(expected / total).toBeLessThan(0.3);
  });
});
