/**
 * Pre-signed `POST /orders` bodies from distinct seeded wallets, so a load generator (the bench)
 * or the crash-safety test only sends bytes. Signs with `signDigest` (libsecp256k1 when its binding
 * loads: thousands of wallets in well under a second).
 */
import type { Address, Hex } from 'viem';
import {
  EMPTY_APP_DATA_HASH,
  addressOfKey,
  createRng,
  hashOrder,
  signDigest,
  type ProtocolOrder,
  type Rng,
} from '../../simulator/index.js';
import { MANUAL_CLOCK_EPOCH } from '../context.js';

const WETH: Address = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const USDC: Address = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

export type SignedOrder = { uid: Hex; owner: Address; key: Uint8Array; body: string };

/** A private key below the curve order from the seeded rng. */
function randomKey(rng: Rng): Uint8Array {
  const key = new Uint8Array(32);
  const view = new DataView(key.buffer);
  for (let word = 0; word < 8; word += 1) view.setUint32(word * 4, rng.nextUint32());
  key[0] = (key[0] ?? 0) & 0x7f;
  return key;
}

/** `count` in-market WETH → USDC sell orders on mainnet, one fresh wallet each (sandbox-funded). */
export function signOrders(count: number, seed: number, label: string): SignedOrder[] {
  const rng = createRng(seed, label);
  const validTo = Math.floor(MANUAL_CLOCK_EPOCH.getTime() / 1000) + 7 * 24 * 3600;
  return Array.from({ length: count }, (_, index) => {
    const key = randomKey(rng);
    const owner = addressOfKey(key);
    const order: ProtocolOrder = {
      sellToken: WETH,
      buyToken: USDC,
      receiver: null,
      sellAmount: 10n ** 16n + BigInt(index),
      buyAmount: 1_000_000n,
      validTo,
      appData: EMPTY_APP_DATA_HASH,
      feeAmount: 0n,
      kind: 'sell',
      partiallyFillable: false,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
    };
    const digest = hashOrder(order, 1);
    const body = JSON.stringify({
      ...order,
      sellAmount: order.sellAmount.toString(),
      buyAmount: order.buyAmount.toString(),
      feeAmount: '0',
      appData: '{}',
      signingScheme: 'eip712',
      signature: signDigest(key, digest),
      from: owner,
    });
    const uid = `${digest}${owner.slice(2)}${validTo.toString(16).padStart(8, '0')}` as Hex;
    return { uid, owner, key, body };
  });
}
