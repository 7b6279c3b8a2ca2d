import { keccak256, stringToHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { computeOrderUid, hashOrder } from '../../../simulator/index.js';
import { InvalidParameterError } from '../errors.js';
import { createFakeChain } from '../testing/createFakeChain.js';
import { TOKENS } from '../../testing/fixtures.js';
import { createMemoryStores } from '../../testing/memoryStores.js';
import { MAX_ORDER_GAS } from './createOrder.js';
import {
  requestedOrderToSimulate,
  resolveSimulationBlock,
  simulateOrder,
  type OrderToSimulate,
} from './simulateOrder.js';

const { WETH, USDC } = TOKENS;
const UNPRICED = '0x1111111111111111111111111111111111111111' as Address;
const RECEIVER = '0x2222222222222222222222222222222222222222' as Address;
const now = new Date('2026-03-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;
const block = { number: 100, timestamp: nowSeconds };
const trader = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318');
const stranger = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123');
const owner = trader.address.toLowerCase() as Address;
const ONE_WETH = 10n ** 18n;

// 1 WETH = 2500 USDC; a trade costs 100k gas at 10 gwei: a network fee of 0.001 WETH.
function setup() {
  return createFakeChain({ now, prices: { [WETH]: 10n ** 18n, [USDC]: 4n * 10n ** 26n } });
}

function digestOf(order: OrderToSimulate) {
  return hashOrder({ ...order, appData: order.appDataHash }, 1);
}

async function signed(overrides: Partial<OrderToSimulate> = {}, signer = trader): Promise<OrderToSimulate> {
  const order: OrderToSimulate = {
    owner,
    sellToken: WETH,
    buyToken: USDC,
    receiver: null,
    sellAmount: ONE_WETH,
    buyAmount: 2_400_000_000n,
    feeAmount: 0n,
    validTo: nowSeconds + 3600,
    appDataHash: keccak256(stringToHex('{}')),
    kind: 'sell',
    partiallyFillable: false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
    signingScheme: 'eip712',
    signature: '0x',
    hooks: { pre: [], post: [] },
    executed: 0n,
    cancelled: false,
    ...overrides,
  };
  if (order.signingScheme !== 'eip712' || overrides.signature !== undefined) return order;
  return { ...order, signature: await signer.sign({ hash: digestOf(order) }) };
}

const uidOf = (order: OrderToSimulate) =>
  computeOrderUid({ digest: digestOf(order), owner: order.owner, validTo: order.validTo });

describe('simulateOrder', () => {
  test('default: an in-market order executes at the market with the network fee, with its balance changes', async () => {
    const chain = setup();
    const simulation = await simulateOrder(await signed({ receiver: RECEIVER }), chain, block);
    // 0.999 WETH after the fee buys 2497.5 USDC.
    expect(simulation).toEqual({
      blockNumber: 100,
      executes: true,
      reason: null,
      error: null,
      executedAmounts: { sell: ONE_WETH.toString(), buy: '2497500000' },
      balanceChanges: [
        { address: owner, token: WETH, amount: (-ONE_WETH).toString() },
        { address: RECEIVER, token: USDC, amount: '2497500000' },
      ],
    });
  });

  test('behavior: a buy order pulls the market sell amount plus the fee, at most its limit', async () => {
    const chain = setup();
    const order = await signed({ kind: 'buy', sellAmount: ONE_WETH, buyAmount: 2_000_000_000n });
    const simulation = await simulateOrder(order, chain, block);
    // 2000 USDC cost 0.8 WETH, plus 0.001 WETH of fee.
    expect(simulation.executedAmounts).toEqual({ sell: '801000000000000000', buy: '2000000000' });
    const tooTight = await signed({ kind: 'buy', sellAmount: 8n * 10n ** 17n, buyAmount: 2_000_000_000n });
    expect((await simulateOrder(tooTight, chain, block)).reason?.kind).toBe('limitPrice');
  });

  test('behavior: each reason a settlement would not execute the order is named', async () => {
    const cases: [string, (chain: ReturnType<typeof setup>) => Promise<OrderToSimulate>][] = [
      ['ban', async (chain) => (chain.ban(owner), signed())],
      ['ban', async (chain) => (chain.ban(RECEIVER), signed({ receiver: RECEIVER }))],
      ['validity', async () => signed({ cancelled: true })],
      ['validity', async (chain) => signed().then((order) => (chain.invalidate(uidOf(order)), order))],
      ['validity', async () => signed({ executed: ONE_WETH })],
      ['validity', async () => signed({ validTo: nowSeconds - 1 })],
      ['signature', async () => signed({}, stranger)],
      ['signature', async () => signed({ signature: `0x${'00'.repeat(65)}` })],
      ['signature', async () => signed({ signingScheme: 'eip1271', signature: '0x1234' })],
      ['signature', async () => signed({ signingScheme: 'presign', signature: stranger.address as Hex })],
      ['presignature', async () => signed({ signingScheme: 'presign', signature: '0x' })],
      [
        'hookRevert',
        async () =>
          signed({ hooks: { pre: [{ target: RECEIVER, callData: '0x', gasLimit: MAX_ORDER_GAS + 1n }], post: [] } }),
      ],
      ['balance', async (chain) => (chain.setBalance(WETH, owner, ONE_WETH - 1n), signed())],
      ['balance', async () => signed({ sellTokenBalance: 'external' })],
      ['allowance', async (chain) => (chain.setAllowance(WETH, owner, ONE_WETH - 1n), signed())],
      ['limitPrice', async () => signed({ buyAmount: 2_500_000_000n })],
      ['limitPrice', async () => signed({ buyToken: UNPRICED })],
    ];
    for (const [kind, make] of cases) {
      const chain = setup();
      const simulation = await simulateOrder(await make(chain), chain, block);
      expect(simulation, kind).toMatchObject({ executes: false, reason: { kind }, executedAmounts: null });
      expect(simulation.error).toBe(simulation.reason?.description);
      expect(simulation.balanceChanges).toEqual([]);
    }
  });

  test('behavior: the first reason in settlement order wins', async () => {
    const chain = setup();
    chain.ban(owner);
    chain.setBalance(WETH, owner, 0n);
    const expired = await signed({ validTo: nowSeconds - 1 });
    expect((await simulateOrder(expired, chain, block)).reason?.kind).toBe('ban');
    const other = setup();
    other.setBalance(WETH, owner, 0n);
    expect((await simulateOrder(expired, other, block)).reason?.kind).toBe('validity');
    other.setAllowance(WETH, owner, 0n);
    expect((await simulateOrder(await signed(), other, block)).reason?.kind).toBe('balance');
  });

  test('behavior: a presigned order executes once its presignature is on chain; validity is judged at the block time', async () => {
    const chain = setup();
    const order = await signed({ signingScheme: 'presign', signature: '0x' });
    chain.presign(uidOf(order), true);
    expect((await simulateOrder(order, chain, block)).executes).toBe(true);
    const later = { number: 400, timestamp: order.validTo + 1 };
    expect((await simulateOrder(order, chain, later)).reason?.kind).toBe('validity');
  });

  test('behavior: a partially fillable order executes what balance and allowance cover; the remaining amount counts', async () => {
    const chain = setup();
    chain.setBalance(WETH, owner, ONE_WETH / 2n);
    const order = await signed({ partiallyFillable: true, buyAmount: 2_000_000_000n });
    expect((await simulateOrder(order, chain, block)).executedAmounts?.sell).toBe((ONE_WETH / 2n).toString());
    chain.setAllowance(WETH, owner, ONE_WETH / 4n);
    expect((await simulateOrder(order, chain, block)).executedAmounts?.sell).toBe((ONE_WETH / 4n).toString());
    chain.setAllowance(WETH, owner, 0n);
    expect((await simulateOrder(order, chain, block)).reason?.kind).toBe('allowance');

    const half = await signed({ executed: ONE_WETH / 2n });
    const funded = setup();
    funded.setBalance(WETH, owner, ONE_WETH / 2n);
    expect((await simulateOrder(half, funded, block)).executedAmounts?.sell).toBe((ONE_WETH / 2n).toString());
  });
});

describe('resolveSimulationBlock', () => {
  const latest = { number: 100, timestamp: 1_000 };
  test('behavior: the latest block by default, at the later of now and its time', () => {
    expect(resolveSimulationBlock({ requested: undefined, latest, blockTimeMs: 12_000, nowSeconds: 1_005 })).toEqual({
      number: 100,
      timestamp: 1_005,
    });
  });

  test('behavior: a later block is the latest state at that block’s time; an earlier one is 400', () => {
    expect(resolveSimulationBlock({ requested: 110, latest, blockTimeMs: 12_000, nowSeconds: 1_005 })).toEqual({
      number: 110,
      timestamp: 1_120,
    });
    expect(() => resolveSimulationBlock({ requested: 99, latest, blockTimeMs: 12_000, nowSeconds: 1_005 })).toThrow(
      InvalidParameterError,
    );
  });
});

describe('requestedOrderToSimulate', () => {
  const { stores } = createMemoryStores();
  const request = {
    owner,
    sellToken: WETH,
    buyToken: USDC,
    receiver: '0x0000000000000000000000000000000000000000' as Address,
    sellAmount: ONE_WETH,
    buyAmount: 1n,
    feeAmount: 0n,
    validTo: nowSeconds + 60,
    appData: JSON.stringify({
      metadata: { hooks: { pre: [{ target: RECEIVER, callData: '0x01', gasLimit: '50000' }], post: [] } },
    }),
    kind: 'sell' as const,
    partiallyFillable: false,
    sellTokenBalance: 'erc20' as const,
    buyTokenBalance: 'erc20' as const,
    signingScheme: 'eip712' as const,
    signature: '0x' as Hex,
  };

  test('default: the app data text gives the signed hash and the hooks; a zero receiver is the owner', () => {
    const order = requestedOrderToSimulate(request, stores.appData);
    expect(order.appDataHash).toBe(keccak256(stringToHex(request.appData)));
    expect(order.hooks.pre).toEqual([{ target: RECEIVER, callData: '0x01', gasLimit: 50_000n }]);
    expect(order.receiver).toBeNull();
  });

  test('behavior: a zero sell amount, an amount beyond uint256 and invalid app data are 400 InvalidParameter', () => {
    for (const bad of [{ sellAmount: 0n }, { buyAmount: 2n ** 256n }, { appData: '{not json' }]) {
      expect(() => requestedOrderToSimulate({ ...request, ...bad }, stores.appData)).toThrow(InvalidParameterError);
    }
  });
});
