import { privateKeyToAccount } from 'viem/accounts';
import { concat, keccak256, toHex, type Address } from 'viem';
import { describe, expect, test } from 'vitest';
import { SEPOLIA_TOKENS } from '../auction/testing/fixtures.js';
import { NATIVE_TOKEN_PLACEHOLDER, SETTLEMENT_CONTRACT, VAULT_RELAYER } from '../protocol/networks.js';
import { SimulationError } from './errors.js';
import { GAS_PER_HOP, GAS_PER_TRADE } from './networkWorld.js';
import { parseScenario } from './scenario.js';
import { openSimulation, serializeSnapshot } from './simulation.js';
import { MAX_UINT256, type MutationRecord, type WorldStore } from './types.js';

// Tokens with 0 decimals and round prices, so every expected number below is worked by hand.
const { WETH } = SEPOLIA_TOKENS;
const A = '0x000000000000000000000000000000000000000a';
const B = '0x000000000000000000000000000000000000000b';
const C = '0x000000000000000000000000000000000000000c';
const D = '0x000000000000000000000000000000000000000d';
const FUNDED = '0x00000000000000000000000000000000000f00d5';
const STRANGER = '0x0000000000000000000000000000000000005757';
const SETTLEMENT = SETTLEMENT_CONTRACT.toLowerCase() as Address;

function openWorld(sandbox = true, store?: WorldStore) {
  const scenario = parseScenario({
    version: 1,
    defaults: {
      volatility: 0,
      gasVolatility: 0,
      sandboxFunding: { enabled: sandbox, tokenBalanceUsd: 1000, nativeBalance: '2' },
    },
    networks: {
      sepolia: {
        startBlock: 100,
        gasPriceGwei: '2',
        tokens: [
          { symbol: 'WETH', address: WETH, decimals: 0, usdPrice: 2 },
          { symbol: 'A', address: A, decimals: 0, usdPrice: 1 },
          { symbol: 'B', address: B, decimals: 0, usdPrice: 1 },
          { symbol: 'C', address: C, decimals: 0, usdPrice: 1 },
          { symbol: 'D', address: D, decimals: 0, usdPrice: 1, unsupported: 'fee-on-transfer' },
        ],
        // Reserves: A/B 10000/10000; A/WETH 10000/5000; B/WETH 10000/5000; C/WETH 10000/5000; D/A 10000/10000.
        pools: [
          { tokens: ['A', 'B'], depthUsd: 10_000 },
          { tokens: ['A', 'WETH'], depthUsd: 10_000 },
          { tokens: ['B', 'WETH'], depthUsd: 10_000 },
          { tokens: ['C', 'WETH'], depthUsd: 10_000 },
          { tokens: ['D', 'A'], depthUsd: 10_000 },
        ],
        accounts: [{ address: FUNDED, balances: { A: '500' }, allowances: { A: '300' }, nativeBalance: '1' }],
      },
    },
  });
  const simulation = openSimulation({
    scenario,
    seed: 1,
    clockMode: 'manual',
    manualStart: new Date('2026-01-01T00:00:00Z'),
    ...(store ? { store } : {}),
  });
  return { simulation, world: simulation.world('sepolia')! };
}

describe('NetworkWorld tokens', () => {
  test('default: registry lookups in any case; unsupported flags', () => {
    const { world } = openWorld();
    expect(world.getToken(A.toUpperCase().replace('0X', '0x'))).toEqual({ address: A, symbol: 'A', decimals: 0 });
    expect(world.getToken(D)).toEqual({ address: D, symbol: 'D', decimals: 0, unsupported: 'fee-on-transfer' });
    expect(world.getToken(NATIVE_TOKEN_PLACEHOLDER)).toBeUndefined();
    expect(world.listTokens().map((token) => token.symbol)).toEqual(['WETH', 'A', 'B', 'C', 'D']);
    expect(world.hasCode(A)).toBe(true);
    expect(world.hasCode(SETTLEMENT_CONTRACT)).toBe(true);
    expect(world.hasCode(STRANGER)).toBe(false);
  });

  test('behavior: every caller sees the same token info, which no caller can change', () => {
    const { simulation, world } = openWorld();
    const info = world.getToken(D)!;
    expect(() => Object.assign(info, { unsupported: undefined, symbol: 'X' })).toThrow(TypeError);
    world.setTokenPrice(D, 2);
    simulation.advance('sepolia', { blocks: 1 });
    expect(world.getToken(D)).toEqual({ address: D, symbol: 'D', decimals: 0, unsupported: 'fee-on-transfer' });
  });
});

describe('NetworkWorld ledger', () => {
  test('default: accounts without state are sandbox-funded and approve the vault relayer', () => {
    const { world } = openWorld();
    // $1000 of a $1 token with 0 decimals; $1000 of WETH at $2.
    expect(world.balanceOf(A, STRANGER)).toBe(1000n);
    expect(world.balanceOf(WETH, STRANGER)).toBe(500n);
    expect(world.allowance(A, STRANGER, VAULT_RELAYER)).toBe(MAX_UINT256);
    expect(world.allowance(A, STRANGER, SETTLEMENT)).toBe(0n);
    expect(world.nativeBalanceOf(STRANGER)).toBe(2n * 10n ** 18n);
    expect(world.balanceOf(NATIVE_TOKEN_PLACEHOLDER, STRANGER)).toBe(2n * 10n ** 18n);
    // Unlisted tokens are never sandbox-funded.
    expect(world.balanceOf('0x00000000000000000000000000000000000000ff', STRANGER)).toBe(0n);
  });

  test('behavior: configured accounts have exactly their scenario state; protocol contracts are unfunded', () => {
    const { world } = openWorld();
    expect(world.balanceOf(A, FUNDED)).toBe(500n);
    expect(world.balanceOf(B, FUNDED)).toBe(0n);
    expect(world.allowance(A, FUNDED, VAULT_RELAYER)).toBe(300n);
    expect(world.allowance(B, FUNDED, VAULT_RELAYER)).toBe(0n);
    expect(world.nativeBalanceOf(FUNDED)).toBe(10n ** 18n);
    expect(world.balanceOf(A, SETTLEMENT_CONTRACT)).toBe(0n);
  });

  test('behavior: with sandbox funding off, strangers hold nothing', () => {
    const { world } = openWorld(false);
    expect(world.balanceOf(A, STRANGER)).toBe(0n);
    expect(world.allowance(A, STRANGER, VAULT_RELAYER)).toBe(0n);
    expect(world.nativeBalanceOf(STRANGER)).toBe(0n);
  });

  test('behavior: mint, drain (one token of a sandboxed account), allowances', () => {
    const { world } = openWorld();
    expect(world.drain(A, STRANGER, 400n)).toBe(600n);
    expect(world.balanceOf(B, STRANGER)).toBe(1000n);
    expect(world.drain(A, STRANGER)).toBe(0n);
    expect(world.mint(A, STRANGER, 7n)).toBe(7n);
    expect(() => world.drain(A, STRANGER, 8n)).toThrow(SimulationError);
    expect(() => world.mint(A, STRANGER, MAX_UINT256)).toThrow(/2\^256/);
    expect(() => world.mint('0x00000000000000000000000000000000000000ff', STRANGER, 1n)).toThrow(/not a token/);
    world.setAllowance(B, STRANGER, 0n);
    expect(world.allowance(B, STRANGER, VAULT_RELAYER)).toBe(0n);
    expect(world.allowance(C, STRANGER, VAULT_RELAYER)).toBe(MAX_UINT256);
  });

  test('behavior: presignatures are events in the current block; the latest wins', () => {
    const { simulation, world } = openWorld();
    const uid = `0x${'aa'.repeat(32)}${FUNDED.slice(2)}00000001`;
    expect(world.presignature(uid)).toBeUndefined();
    expect(world.setPreSignature(uid, true)).toEqual({ signed: true, owner: FUNDED, blockNumber: 100, logIndex: 0 });
    simulation.advance('sepolia', { blocks: 1 });
    world.setPreSignature(uid.toUpperCase().replace('0X', '0x'), false);
    expect(world.presignature(uid)).toEqual({ signed: false, owner: FUNDED, blockNumber: 101, logIndex: 0 });
    expect(() => world.setPreSignature('0x1234', true)).toThrow(/56 bytes/);
  });

  test('behavior: invalidations are permanent and idempotent; banned addresses', () => {
    const { world } = openWorld();
    const uid = `0x${'bb'.repeat(32)}${FUNDED.slice(2)}00000001`;
    expect(world.invalidationOf(uid)).toBeUndefined();
    expect(world.invalidateOrder(uid)).toEqual({ blockNumber: 100, logIndex: 0 });
    expect(world.invalidateOrder(uid)).toEqual({ blockNumber: 100, logIndex: 0 });
    expect(world.setBanned(STRANGER, true)).toBe(true);
    expect(world.isBanned(STRANGER.toUpperCase().replace('0X', '0x'))).toBe(true);
    world.setBanned(STRANGER, false);
    expect(world.isBanned(STRANGER)).toBe(false);
  });

  test('behavior: topHolders lists explicit balances only, largest first', () => {
    const { world } = openWorld();
    world.mint(B, '0x0000000000000000000000000000000000000002', 5n);
    world.drain(B, '0x0000000000000000000000000000000000000001', 100n);
    world.drain(B, '0x0000000000000000000000000000000000000003');
    expect(world.topHolders(B, 10)).toEqual([
      { address: '0x0000000000000000000000000000000000000002', balance: 1005n },
      { address: '0x0000000000000000000000000000000000000001', balance: 900n },
    ]);
    expect(world.topHolders(B, 1)).toHaveLength(1);
    expect(world.topHolders(C, 10)).toEqual([]);
  });
});

describe('NetworkWorld markets', () => {
  test('default: estimate a sell through the direct pool', () => {
    const { world } = openWorld();
    // Direct: 906 (see amm.test.ts). Via WETH: A→WETH ⌊1000·9970·5000/(10000·10000+9,970,000)⌋ = 453,
    // then WETH→B ⌊453·9970·10000/(5000·10000+453·9970)⌋ = 828. The direct pool wins.
    expect(world.estimate({ sellToken: A, buyToken: B, kind: 'sell', amount: 1000n })).toEqual({
      sellAmount: 1000n,
      buyAmount: 906n,
      gas: GAS_PER_TRADE + GAS_PER_HOP,
      path: [A, B],
    });
  });

  test('behavior: estimateRoutes prices each path that can carry the trade, direct pool first', () => {
    const { world } = openWorld();
    expect(world.estimateRoutes({ sellToken: A, buyToken: B, kind: 'sell', amount: 1000n })).toEqual([
      { sellAmount: 1000n, buyAmount: 906n, gas: GAS_PER_TRADE + GAS_PER_HOP, path: [A, B] },
      { sellAmount: 1000n, buyAmount: 828n, gas: GAS_PER_TRADE + 2n * GAS_PER_HOP, path: [A, WETH, B] },
    ]);
    expect(world.estimateRoutes({ sellToken: A, buyToken: C, kind: 'sell', amount: 1000n })).toHaveLength(1);
    expect(world.estimateRoutes({ sellToken: A, buyToken: A, kind: 'sell', amount: 1n })).toEqual([]);
  });

  test('behavior: without a direct pool the path goes through wrapped native', () => {
    const { world } = openWorld();
    expect(world.estimate({ sellToken: A, buyToken: C, kind: 'sell', amount: 1000n })).toEqual({
      sellAmount: 1000n,
      buyAmount: 828n,
      gas: GAS_PER_TRADE + 2n * GAS_PER_HOP,
      path: [A, WETH, C],
    });
  });

  test('behavior: buy orders take the cheapest input', () => {
    const { world } = openWorld();
    // Direct ⌈10000·906·10000/(9094·9970)⌉ = 1000; via WETH 500 WETH then 1115 A.
    expect(world.estimate({ sellToken: A, buyToken: B, kind: 'buy', amount: 906n })).toMatchObject({
      sellAmount: 1000n,
      buyAmount: 906n,
      path: [A, B],
    });
    expect(world.estimate({ sellToken: A, buyToken: C, kind: 'buy', amount: 906n })).toMatchObject({
      sellAmount: 1115n,
      path: [A, WETH, C],
    });
  });

  test('behavior: no liquidity, equal tokens or zero amounts give undefined', () => {
    const { world } = openWorld();
    expect(world.estimate({ sellToken: A, buyToken: B, kind: 'buy', amount: 10_000n + 10_000n })).toBeUndefined();
    expect(world.estimate({ sellToken: A, buyToken: A, kind: 'sell', amount: 1n })).toBeUndefined();
    expect(world.estimate({ sellToken: A, buyToken: B, kind: 'sell', amount: 0n })).toBeUndefined();
    expect(world.estimate({ sellToken: A, buyToken: STRANGER as Address, kind: 'sell', amount: 1n })).toBeUndefined();
  });

  test('behavior: the native placeholder trades as wrapped native', () => {
    const { world } = openWorld();
    expect(
      world.estimate({ sellToken: A, buyToken: NATIVE_TOKEN_PLACEHOLDER, kind: 'sell', amount: 1000n }),
    ).toMatchObject({
      buyAmount: 453n,
      path: [A, WETH],
    });
  });

  test('behavior: native prices come from the pools (wei per 1e18 atoms)', () => {
    const { world } = openWorld();
    expect(world.nativePrice(WETH)).toBe(10n ** 18n);
    expect(world.nativePrice(NATIVE_TOKEN_PLACEHOLDER)).toBe(10n ** 18n);
    // 5000 WETH / 10000 A.
    expect(world.nativePrice(A)).toBe(5n * 10n ** 17n);
    // D has no WETH pool: D→A 1:1, then A→WETH.
    expect(world.nativePrice(D)).toBe(5n * 10n ** 17n);
    expect(world.nativePrice(STRANGER)).toBeUndefined();
    expect(world.usdPrice(A)).toBe(1);
    expect(world.usdPrice(NATIVE_TOKEN_PLACEHOLDER)).toBe(2);
    expect(world.gasPrice()).toBe(2_000_000_000n);
  });

  test('behavior: setting a price realigns the pools (k kept)', () => {
    const { world } = openWorld();
    world.setTokenPrice(A, 4);
    // A/WETH: reserve² = k·p(WETH)/p(A) = 5e7·2/4 = 2.5e7 → A 5000, WETH 10000.
    expect(world.nativePrice(A)).toBe(2n * 10n ** 18n);
    expect(world.usdPrice(A)).toBe(4);
    expect(() => world.setTokenPrice(A, 0)).toThrow(SimulationError);
  });

  test('behavior: blocks walk prices with the seeded rng; the pools and native prices follow', () => {
    const { simulation, world } = openWorld();
    simulation.advance('sepolia', { blocks: 5 });
    // Volatility 0 in this scenario: nothing moves.
    expect(world.usdPrice(A)).toBe(1);
    expect(world.nativePrice(A)).toBe(5n * 10n ** 17n);
    const mainnet = simulation.world('mainnet')!;
    expect(mainnet.listTokens()).toEqual([]);
  });

  test('behavior: with volatility, prices move per block and native prices follow the pools', () => {
    const scenario = parseScenario({
      version: 1,
      networks: {
        sepolia: {
          tokens: [
            { symbol: 'WETH', address: WETH, decimals: 18, usdPrice: 3000, volatility: 0.05 },
            { symbol: 'A', address: A, decimals: 6, usdPrice: 1, volatility: 0 },
          ],
          pools: [{ tokens: ['A', 'WETH'], depthUsd: 1_000_000 }],
        },
      },
    });
    const simulation = openSimulation({ scenario, seed: 9, clockMode: 'manual', manualStart: new Date(0) });
    const world = simulation.world('sepolia')!;
    const before = world.nativePrice(A)!;
    simulation.advance('sepolia', { blocks: 50 });
    const usd = world.usdPrice(WETH)!;
    expect(usd).not.toBe(3000);
    expect(world.usdPrice(A)).toBe(1);
    // 1e18 atoms of A (1e12 A, $1e12) in wei at the new WETH price, within the pool's rounding.
    expect(Number(world.nativePrice(A)!) / (1e12 / usd) / 1e18).toBeCloseTo(1, 6);
    expect(world.nativePrice(A)).not.toBe(before);
  });
});

describe('NetworkWorld settle', () => {
  test('default: pull, swap, pay out; allowances decrease; receipt is deterministic', () => {
    const run = () => {
      const { world } = openWorld();
      const receipt = world.settle({
        solver: STRANGER,
        operations: [
          { kind: 'transferFrom', token: A, from: FUNDED, to: SETTLEMENT, amount: 100n },
          { kind: 'swap', tokenIn: A, tokenOut: B, amountIn: 100n, from: SETTLEMENT, to: SETTLEMENT },
          { kind: 'transfer', token: B, from: SETTLEMENT, to: FUNDED, amount: 98n },
        ],
        reservedLogs: 1,
      });
      return { world, receipt };
    };
    const { world, receipt } = run();
    // ⌊100·9970·10000 / (10000·10000 + 100·9970)⌋ = 98
    expect(receipt.outputs).toEqual([100n, 98n, 98n]);
    expect(receipt).toMatchObject({ blockNumber: 100, txIndex: 0, logIndices: [0, 1, 2], reservedLogIndices: [3] });
    expect(world.balanceOf(A, FUNDED)).toBe(400n);
    expect(world.balanceOf(B, FUNDED)).toBe(98n);
    expect(world.allowance(A, FUNDED, VAULT_RELAYER)).toBe(200n);
    expect(world.balanceOf(B, SETTLEMENT)).toBe(0n);
    // The swap leaves 10,100 A and 9,902 B; arbitrage back-runs it to the reference price (A = B = $1)
    // keeping k = 100,010,200: reserve0 = ⌊√k⌋ = 10,000, reserve1 = ⌊k / 10,000⌋ = 10,001.
    const pool = world.listPools().find((entry) => entry.token0 === A && entry.token1 === B)!;
    expect([pool.reserve0, pool.reserve1]).toEqual([10_000n, 10_001n]);
    expect(run().receipt.txHash).toBe(receipt.txHash);
  });

  test('equivalence: the logged settlement JSON is JSON.stringify of its payload', () => {
    const mutations: MutationRecord[] = [];
    const store: WorldStore = {
      load: () => undefined,
      saveAll: () => undefined,
      commit: (_network, _changes, _clock, mutation) => void (mutation && mutations.push(mutation)),
    };
    const { world } = openWorld(true, store);
    world.settle({
      solver: STRANGER.toUpperCase().replace('0X', '0x') as Address,
      operations: [
        { kind: 'transferFrom', token: A, from: FUNDED, to: SETTLEMENT, amount: 100n },
        { kind: 'swap', tokenIn: A, tokenOut: B, amountIn: 100n, from: SETTLEMENT, to: SETTLEMENT },
        { kind: 'transfer', token: B, from: SETTLEMENT, to: FUNDED, amount: 98n },
      ],
    });
    const settle = mutations.find((mutation) => mutation.kind === 'settle')!;
    expect(settle.payloadJson).toBeDefined();
    expect(settle.payloadJson).toBe(JSON.stringify(settle.payload));
    expect(Object.keys(settle.payload)).toEqual(['solver', 'operations']);
    expect(settle.payload.solver).toBe(STRANGER);
  });

  test('behavior: a failing operation changes nothing', () => {
    const { world } = openWorld();
    expect(() =>
      world.settle({
        solver: STRANGER,
        operations: [
          { kind: 'transferFrom', token: A, from: FUNDED, to: SETTLEMENT, amount: 100n },
          { kind: 'transferFrom', token: A, from: FUNDED, to: SETTLEMENT, amount: 250n },
        ],
      }),
    ).toThrow(/operation 1 \(transferFrom\): allowance 200/);
    expect(world.balanceOf(A, FUNDED)).toBe(500n);
    expect(world.allowance(A, FUNDED, VAULT_RELAYER)).toBe(300n);
    expect(() =>
      world.settle({
        solver: STRANGER,
        operations: [
          { kind: 'swap', tokenIn: A, tokenOut: B, amountIn: 100n, minAmountOut: 99n, from: STRANGER, to: STRANGER },
        ],
      }),
    ).toThrow(/below 99/);
  });

  test('behavior: unlimited allowances stay unlimited; unwrap pays native', () => {
    const { world } = openWorld();
    world.settle({
      solver: STRANGER,
      operations: [
        { kind: 'transferFrom', token: WETH, from: STRANGER, to: SETTLEMENT, amount: 10n },
        { kind: 'unwrap', from: SETTLEMENT, to: FUNDED, amount: 10n },
      ],
    });
    expect(world.allowance(WETH, STRANGER, VAULT_RELAYER)).toBe(MAX_UINT256);
    expect(world.balanceOf(WETH, STRANGER)).toBe(490n);
    expect(world.nativeBalanceOf(FUNDED)).toBe(10n ** 18n + 10n);
    world.transfer(A, FUNDED, STRANGER, 5n);
    expect(world.balanceOf(A, STRANGER)).toBe(1005n);
  });
});

describe('NetworkWorld atomically', () => {
  /** Every kind of change a block or the control API makes, then a settlement. */
  const changeEverything = (world: ReturnType<typeof openWorld>['world']) => {
    world.mint(A, STRANGER, 7n);
    world.drain(A, FUNDED, 10n);
    world.mint(NATIVE_TOKEN_PLACEHOLDER, C, 3n);
    world.setAllowance(B, FUNDED, 9n);
    world.setPreSignature(`0x${'ab'.repeat(56)}`, true);
    world.invalidateOrder(`0x${'cd'.repeat(56)}`);
    world.setBanned(D, true);
    world.createContractWallet({ owners: [A, B], threshold: 1 });
    world.setTokenPrice(A, 3);
    world.settle({
      solver: STRANGER,
      operations: [
        { kind: 'transferFrom', token: A, from: FUNDED, to: SETTLEMENT, amount: 100n },
        { kind: 'swap', tokenIn: A, tokenOut: B, amountIn: 100n, from: SETTLEMENT, to: SETTLEMENT },
        { kind: 'transfer', token: B, from: SETTLEMENT, to: FUNDED, amount: 50n },
      ],
    });
  };

  test('behavior: a change that throws leaves the world exactly as it was; one that returns keeps its changes', () => {
    const { simulation, world } = openWorld();
    simulation.advance('sepolia', { blocks: 1 });
    const before = serializeSnapshot(simulation.snapshot());
    expect(() =>
      world.atomically(() => {
        changeEverything(world);
        throw new Error('the block failed');
      }),
    ).toThrow('the block failed');
    expect(serializeSnapshot(simulation.snapshot())).toBe(before);

    expect(world.atomically(() => (changeEverything(world), 'done'))).toBe('done');
    expect(serializeSnapshot(simulation.snapshot())).not.toBe(before);
    expect(world.balanceOf(A, STRANGER)).toBe(1007n);
  });

  test('equivalence: after a rolled-back change the world goes on as one that never made it', () => {
    const rolledBack = openWorld();
    const untouched = openWorld();
    expect(() =>
      rolledBack.world.atomically(() => {
        changeEverything(rolledBack.world);
        throw new Error('the block failed');
      }),
    ).toThrow();
    for (const { simulation, world } of [rolledBack, untouched]) {
      simulation.advance('sepolia', { blocks: 3 });
      changeEverything(world);
    }
    expect(serializeSnapshot(rolledBack.simulation.snapshot())).toBe(
      serializeSnapshot(untouched.simulation.snapshot()),
    );
  });
});

describe('NetworkWorld contract wallets', () => {
  test('default: isValidSignature1271 needs threshold distinct owners', async () => {
    const { world } = openWorld();
    const [alice, bob, carol, mallory] = [1, 2, 3, 4].map((n) => privateKeyToAccount(toHex(n, { size: 32 })));
    const wallet = world.createContractWallet({ owners: [alice!.address, bob!.address, carol!.address], threshold: 2 });
    expect(world.getContractWallet(wallet.address)).toEqual(wallet);
    expect(world.hasCode(wallet.address)).toBe(true);
    const digest = keccak256(toHex('an order digest'));
    const [a, b, m] = await Promise.all([alice!, bob!, mallory!].map((account) => account.sign({ hash: digest })));
    expect(world.isValidSignature1271(wallet.address, digest, concat([a!, b!]))).toBe(true);
    expect(world.isValidSignature1271(wallet.address, digest, concat([b!, a!]))).toBe(true);
    expect(world.isValidSignature1271(wallet.address, digest, concat([a!, a!]))).toBe(false);
    expect(world.isValidSignature1271(wallet.address, digest, concat([a!, m!]))).toBe(false);
    expect(world.isValidSignature1271(wallet.address, keccak256(toHex('other')), concat([a!, b!]))).toBe(false);
    expect(world.isValidSignature1271(STRANGER, digest, concat([a!, b!]))).toBe(false);
    expect(() => world.createContractWallet({ owners: [alice!.address], threshold: 2 })).toThrow(/threshold/);
    expect(() =>
      world.createContractWallet({ owners: [alice!.address], threshold: 1, address: wallet.address }),
    ).toThrow(/already has code/);
  });
});
