import { describe, expect, test } from 'vitest';
import { VAULT_RELAYER } from '../protocol/networks.js';
import { DUST_NATIVE_WEI, buildAuction, feePoliciesFor } from './buildAuction.js';
import { remainingAmounts } from './math.js';
import {
  NOW,
  TOKENS,
  buildTestAuction,
  candidate,
  defaultFeePolicies,
  openTestSimulation,
} from './testing/fixtures.js';
import type { CandidateOrder } from './types.js';

function build(
  candidates: CandidateOrder[],
  setup?: (world: NonNullable<ReturnType<ReturnType<typeof openTestSimulation>['world']>>) => void,
  inFlight: string[] = [],
) {
  const world = openTestSimulation().world('mainnet')!;
  setup?.(world);
  return buildTestAuction(world, candidates, { id: 7, inFlight });
}

describe('buildAuction', () => {
  test('default: orders sorted by uid, prices of their tokens, deadline block + 5', () => {
    const orders = [
      candidate('one'),
      candidate('two', {
        sellToken: TOKENS.COW,
        buyToken: TOKENS.NATIVE,
        sellAmount: 10n ** 22n,
        buyAmount: 10n ** 18n,
      }),
    ];
    const { auction, dropped } = build(orders);
    expect(dropped).toEqual([]);
    expect(auction.orders.map((order) => order.uid)).toEqual(orders.map((order) => order.uid).sort());
    expect(auction).toMatchObject({
      id: 7,
      network: 'mainnet',
      block: 21_500_000,
      deadlineBlock: 21_500_005,
      timestamp: NOW,
    });
    // Native wei per 1e18 atoms: USDC at 3200/ETH, COW at 0.45 $, WETH and the native placeholder 1e18.
    expect(auction.prices).toEqual({
      [TOKENS.USDC]: 3125n * 10n ** 23n,
      [TOKENS.WETH]: 10n ** 18n,
      [TOKENS.COW]: 140_625_000_000_000n,
      [TOKENS.NATIVE]: 10n ** 18n,
    });
    expect(Object.keys(auction.prices)).toEqual(Object.keys(auction.prices).sort());
  });

  test('behavior: unsolvable orders are skipped without an event', () => {
    const { auction, dropped } = build([
      candidate('expiring', { validTo: NOW + 59 }),
      candidate('not yet', { validFrom: NOW + 1 }),
      candidate('filled', { executed: 10n ** 18n, executedSell: 10n ** 18n }),
      candidate('bought', { kind: 'buy', executed: 3000n * 10n ** 6n }),
      candidate('kept', { validTo: NOW + 60, validFrom: NOW }),
    ]);
    expect(dropped).toEqual([]);
    expect(auction.orders.map((order) => order.uid)).toEqual([candidate('kept', { validTo: NOW + 60 }).uid]);
  });

  test('behavior: invalid and filtered orders are dropped with their reason', () => {
    const banned = candidate('banned');
    const bannedReceiver = candidate('banned receiver', { receiver: '0x00000000000000000000000000000000000000b0' });
    const drained = candidate('drained', {
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.WETH,
      sellAmount: 10n ** 9n,
      buyAmount: 1n,
    });
    const partial = candidate('partial', {
      owner: drained.owner,
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.WETH,
      sellAmount: 10n ** 9n,
      buyAmount: 1n,
      partiallyFillable: true,
    });
    const noAllowance = candidate('no allowance', { sellToken: TOKENS.DAI, sellAmount: 10n ** 18n, buyAmount: 1n });
    const invalidated = candidate('invalidated');
    const cases: [CandidateOrder, string, string][] = [
      [candidate('presign', { signingScheme: 'presign', signature: '0x' }), 'invalid', 'invalid_signature'],
      [candidate('1271', { signingScheme: 'eip1271' }), 'invalid', 'invalid_signature'],
      [banned, 'invalid', 'banned_user'],
      [bannedReceiver, 'invalid', 'banned_user'],
      [candidate('steth', { sellToken: TOKENS.stETH }), 'invalid', 'unsupported_token'],
      [drained, 'invalid', 'insufficient_balance'],
      [noAllowance, 'invalid', 'insufficient_balance'],
      [candidate('in flight'), 'filtered', 'in_flight'],
      [
        candidate('unknown', { buyToken: '0x00000000000000000000000000000000000000cc' }),
        'filtered',
        'missing_native_price',
      ],
      // 1 USDC atom is worth 3.125e8 wei, below the dust threshold.
      [candidate('dust', { sellToken: TOKENS.USDC, sellAmount: 1n, buyAmount: 1n }), 'filtered', 'dust_order'],
    ];
    const { auction, dropped } = build(
      [...cases.map(([order]) => order), partial, invalidated],
      (world) => {
        world.setBanned(banned.owner, true);
        world.setBanned('0x00000000000000000000000000000000000000b0', true);
        // Leaves 10 USDC: short for fill-or-kill, enough for part of a partially fillable order.
        world.drain(TOKENS.USDC, drained.owner, world.balanceOf(TOKENS.USDC, drained.owner) - 10n ** 7n);
        world.setAllowance(TOKENS.DAI, noAllowance.owner, 10n ** 18n - 1n, VAULT_RELAYER);
        world.invalidateOrder(invalidated.uid);
      },
      [candidate('in flight').uid],
    );
    expect(DUST_NATIVE_WEI).toBe(10n ** 12n);
    const byUid = new Map(dropped.map((entry) => [entry.uid, entry]));
    for (const [order, label, reason] of cases) expect(byUid.get(order.uid)).toEqual({ uid: order.uid, label, reason });
    expect(dropped.map((entry) => entry.uid)).toEqual(dropped.map((entry) => entry.uid).sort());
    expect(auction.orders.map((order) => order.uid)).toEqual([partial.uid]);
    // Offered only what the balance pays for, at its limit price.
    expect(auction.orders[0]!.available).toEqual({ sell: 10n ** 7n, buy: 1n });
  });

  test('behavior: a partially fillable buy order covered in part is offered what the balance pays at its limit price', () => {
    const order = candidate('partial buy', {
      kind: 'buy',
      sellToken: TOKENS.USDC,
      buyToken: TOKENS.WETH,
      sellAmount: 4000n * 10n ** 6n,
      buyAmount: 10n ** 18n,
      partiallyFillable: true,
    });
    const { auction, dropped } = build([order], (world) =>
      world.drain(TOKENS.USDC, order.owner, world.balanceOf(TOKENS.USDC, order.owner) - 1000n * 10n ** 6n),
    );
    expect(dropped).toEqual([]);
    expect(auction.orders[0]!.available).toEqual({ sell: 1000n * 10n ** 6n, buy: 10n ** 18n / 4n });
  });

  test('behavior: orders sharing a balance get it oldest first; a partially fillable one gets what is left', () => {
    const first = candidate('first', { sellAmount: 10n ** 18n, buyAmount: 1000n * 10n ** 6n, createdAt: NOW - 30 });
    const second = candidate('second', {
      owner: first.owner,
      sellAmount: 10n ** 18n,
      buyAmount: 1000n * 10n ** 6n,
      createdAt: NOW - 20,
    });
    const partial = candidate('partial', {
      owner: first.owner,
      buyToken: TOKENS.DAI,
      sellAmount: 10n ** 18n,
      buyAmount: 1000n * 10n ** 18n,
      partiallyFillable: true,
      createdAt: NOW - 10,
    });
    const { auction, dropped } = build([first, second, partial], (world) =>
      // 1.5 WETH: the first order, then half of the partially fillable one; not the second.
      world.drain(TOKENS.WETH, first.owner, world.balanceOf(TOKENS.WETH, first.owner) - (3n * 10n ** 18n) / 2n),
    );
    expect(dropped).toEqual([{ uid: second.uid, label: 'invalid', reason: 'insufficient_balance' }]);
    const offered = new Map(auction.orders.map((order) => [order.uid, order]));
    expect([...offered.keys()].sort()).toEqual([first.uid, partial.uid].sort());
    expect(offered.get(first.uid)!.available).toBeUndefined();
    expect(offered.get(partial.uid)!.available).toEqual({ sell: 10n ** 18n / 2n, buy: 500n * 10n ** 18n });
    expect(remainingAmounts(offered.get(partial.uid)!)).toEqual({ sell: 10n ** 18n / 2n, buy: 500n * 10n ** 18n });
  });

  test('behavior: a signed presignature lets the order in', () => {
    const order = candidate('presign', { signingScheme: 'presign', signature: '0x' });
    const { auction } = build([order], (world) => world.setPreSignature(order.uid, true));
    expect(auction.orders).toHaveLength(1);
  });

  test('behavior: ERC-1271, wrapper and flash-loan orders skip the balance check', () => {
    const orders = [
      candidate('wrapped', { hasWrappers: true, sellToken: TOKENS.USDC, sellAmount: 10n ** 9n, buyAmount: 1n }),
      candidate('flash', { hasFlashloan: true, sellToken: TOKENS.USDC, sellAmount: 10n ** 9n, buyAmount: 1n }),
    ];
    const { auction, dropped } = build(orders, (world) => {
      for (const order of orders) world.drain(TOKENS.USDC, order.owner);
    });
    expect(dropped).toEqual([]);
    expect(auction.orders).toHaveLength(2);
  });
});

describe('feePoliciesFor', () => {
  const quote = { sellAmount: 10n ** 18n, buyAmount: 3200n * 10n ** 6n, fee: 0n };

  test('default: out of market (no quote) pays the surplus policy, in market the price improvement', () => {
    expect(feePoliciesFor(candidate('no quote'), defaultFeePolicies())).toEqual([
      { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01 },
    ]);
    expect(feePoliciesFor(candidate('quoted', { quote }), defaultFeePolicies())).toEqual([
      { kind: 'priceImprovement', factor: 0.5, maxVolumeFactor: 0.01, quote },
    ]);
    // Asking 3300 against a 3200 quote is out of market.
    expect(feePoliciesFor(candidate('greedy', { quote, buyAmount: 3300n * 10n ** 6n }), defaultFeePolicies())).toEqual([
      { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01 },
    ]);
  });

  test('behavior: partner fees follow; volume capped so the compounded total stays within 1 %', () => {
    const order = candidate('partner', {
      partnerFees: [
        { kind: 'volume', factor: 0.008 },
        { kind: 'surplus', factor: 0.3, maxVolumeFactor: 0.02 },
        { kind: 'volume', factor: 0.005 },
      ],
    });
    const policies = feePoliciesFor(order, [
      { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01, orderClass: 'any' },
      { kind: 'volume', factor: 0.001, orderClass: 'limit' },
    ]);
    expect(policies.map((policy) => policy.kind)).toEqual(['surplus', 'volume', 'volume', 'surplus', 'volume']);
    const volumes = policies.flatMap((policy) => (policy.kind === 'volume' ? [policy.factor] : []));
    expect(volumes[0]).toBe(0.001);
    expect(volumes[1]).toBe(0.008);
    // 1 − 0.99 / (0.999 · 0.992) ≈ 0.00099: what is left of the 1 %.
    expect(volumes[2]).toBeCloseTo(1 - 0.99 / (0.999 * 0.992), 12);
    expect(1 - volumes.reduce((keep, factor) => keep * (1 - factor), 1)).toBeCloseTo(0.01, 12);
  });

  test('behavior: orders share one object per configured volume or surplus policy (its JSON is built once), with exactly its members', () => {
    const configured = [
      { kind: 'surplus', factor: 0.5, maxVolumeFactor: 0.01, orderClass: 'any' },
      { kind: 'volume', factor: 0.001, orderClass: 'any' },
      { kind: 'priceImprovement', factor: 0.4, maxVolumeFactor: 0.02, orderClass: 'any' },
    ] as const;
    const first = feePoliciesFor(candidate('first', { quote }), configured);
    const second = feePoliciesFor(candidate('second', { quote }), configured);
    expect(
      first.map((policy) => JSON.stringify(policy, (_, value) => (typeof value === 'bigint' ? `${value}` : value))),
    ).toEqual([
      '{"kind":"surplus","factor":0.5,"maxVolumeFactor":0.01}',
      '{"kind":"volume","factor":0.001}',
      '{"kind":"priceImprovement","factor":0.4,"maxVolumeFactor":0.02,"quote":{"sellAmount":"1000000000000000000","buyAmount":"3200000000","fee":"0"}}',
    ]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    // Each order's own quote: not shared.
    expect(second[2]).not.toBe(first[2]);
    expect(second).toEqual(first);
  });
});
