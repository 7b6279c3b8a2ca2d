/**
 * A mainnet world of the default scenario with one presigned fill-or-kill order that sells
 * 0.1337 WETH for COW at any price (the reference's `direct_swap` test case), and its auction.
 */
import { buildAuction, loadDefaultScenario, openSimulation, unsubmittedOrder } from '../../../simulator/index.js';

export function worldWithOneOrder() {
  const simulation = openSimulation({
    scenario: loadDefaultScenario(),
    seed: 1,
    clockMode: 'manual',
    manualStart: new Date('2026-01-01T00:00:00Z'),
  });
  const world = simulation.world('mainnet')!;
  const block = world.currentBlock();
  const owner = '0x5b1e2c2762667331bc91648052f646d1b0d35984' as const;
  const validTo = block.timestamp + 3600;
  const order = unsubmittedOrder({
    uid: `0x${'2a'.repeat(32)}${owner.slice(2)}${validTo.toString(16).padStart(8, '0')}`,
    owner,
    sellToken: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    buyToken: '0xdef1ca1fb7fbcdc777520aa7f396b4e015f497ab',
    receiver: null,
    sellAmount: 133_700_000_000_000_000n,
    buyAmount: 1n,
    feeAmount: 0n,
    kind: 'sell',
    partiallyFillable: false,
    validTo,
    signingScheme: 'presign',
    signature: '0x',
    appData: `0x${'00'.repeat(32)}`,
    createdAt: block.timestamp,
  });
  world.setPreSignature(order.uid, true);
  const { auction } = buildAuction({
    id: 1,
    network: 'mainnet',
    block: block.number,
    timestamp: block.timestamp,
    candidates: [order],
    world,
    feePolicies: [],
  });
  return { world, auction };
}
