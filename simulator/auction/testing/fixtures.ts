/**
 * Test fixtures for the simulator: plain candidate orders (no signing: candidates are data), a
 * world from the default scenario with a manual clock, and token addresses of its mainnet and
 * Sepolia (lower case, as the world keys them).
 */
import { keccak256, toHex, type Address, type Hex } from 'viem';
import { loadDefaultScenario } from '../../world/scenario.js';
import { openSimulation, type Simulation } from '../../world/simulation.js';
import type { NetworkWorld } from '../../world/networkWorld.js';
import { buildAuction, type BuildAuctionParameters, type BuildAuctionReturnType } from '../buildAuction.js';
import type { CandidateOrder } from '../types.js';
import { unsubmittedOrder } from '../unsubmittedOrder.js';

export const TOKENS = {
  WETH: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  USDC: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  USDT: '0xdac17f958d2ee523a2206206994597c13d831ec7',
  DAI: '0x6b175474e89094c44da98b954eedeac495271d0f',
  WBTC: '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599',
  COW: '0xdef1ca1fb7fbcdc777520aa7f396b4e015f497ab',
  GNO: '0x6810e776880c02933d47db1b9fc05908e5386b96',
  stETH: '0xae7ab96520de3a18e5e111b5eaab095312d7fe84',
  NATIVE: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
} as const satisfies Record<string, Address>;

export const SEPOLIA_TOKENS = {
  WETH: '0xfff9976782d46cc05630d1f6ebab18b2324d6b14',
} as const satisfies Record<string, Address>;

/** 2026-01-01T00:00:00Z, the manual clock's start in tests. */
export const START = new Date('2026-01-01T00:00:00.000Z');
export const NOW = Math.floor(START.getTime() / 1000);

/** A world of the default scenario, in memory, manual clock at {@link START}. */
export function openTestSimulation(seed = 1): Simulation {
  return openSimulation({ scenario: loadDefaultScenario(), seed, clockMode: 'manual', manualStart: START });
}

/** The mainnet fee policies of the default scenario. */
export function defaultFeePolicies() {
  return loadDefaultScenario().networks.find((network) => network.name === 'mainnet')!.feePolicies ?? [];
}

/**
 * An auction of `candidates` at the world's current block (timestamp {@link NOW}), the default fee
 * policies; `id` 1 and no orders in flight unless given.
 */
export function buildTestAuction(
  world: NetworkWorld,
  candidates: readonly CandidateOrder[],
  options: Pick<BuildAuctionParameters, 'id' | 'inFlight'> = { id: 1 },
): BuildAuctionReturnType {
  return buildAuction({
    network: 'mainnet',
    block: world.currentBlock().number,
    timestamp: NOW,
    candidates: [...candidates],
    world,
    feePolicies: defaultFeePolicies(),
    ...options,
  });
}

/** A deterministic owner address from a label. */
export function addressOf(label: string): Address {
  return `0x${keccak256(toHex(`owner:${label}`)).slice(-40)}` as Address;
}

/** A well-formed uid (digest ‖ owner ‖ validTo) from a label. */
export function uidOf(label: string, owner: Address, validTo: number): Hex {
  return `0x${keccak256(toHex(`order:${label}`)).slice(2)}${owner.slice(2)}${validTo.toString(16).padStart(8, '0')}` as Hex;
}

/** A candidate order with sensible defaults: an open fill-or-kill eip712 sell order valid for an hour. */
export function candidate(label: string, fields: Partial<CandidateOrder> = {}): CandidateOrder {
  const owner = fields.owner ?? addressOf(label);
  const validTo = fields.validTo ?? NOW + 3600;
  return unsubmittedOrder({
    uid: fields.uid ?? uidOf(label, owner, validTo),
    owner,
    sellToken: TOKENS.WETH,
    buyToken: TOKENS.USDC,
    receiver: null,
    sellAmount: 10n ** 18n,
    buyAmount: 3000n * 10n ** 6n,
    feeAmount: 0n,
    kind: 'sell',
    partiallyFillable: false,
    validTo,
    signingScheme: 'eip712',
    signature: `0x${'11'.repeat(65)}`,
    appData: `0x${'00'.repeat(32)}`,
    createdAt: NOW - 60,
    ...fields,
  });
}
