/**
 * Pre-signed `POST /orders` bodies from distinct seeded wallets, so a load generator (the bench)
 * or the crash-safety test only sends bytes. Signs with libsecp256k1 when its binding loads
 * (thousands of wallets in well under a second; the server's recovery uses it too), else with
 * @noble/curves.
 */
import { createRequire } from 'node:module';
import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, hexToBytes, keccak256, type Address, type Hex } from 'viem';
import { EMPTY_APP_DATA_HASH, createRng, hashOrder, type ProtocolOrder, type Rng } from '../../simulator/index.js';
import { MANUAL_CLOCK_EPOCH } from '../context.js';

const WETH: Address = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const USDC: Address = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

export type SignedOrder = { uid: Hex; owner: Address; key: Uint8Array; body: string };

type Signer = { address(key: Uint8Array): Address; sign(key: Uint8Array, digest: Hex): Hex };

const signer: Signer = (() => {
  try {
    const require = createRequire(import.meta.url);
    const native = require('secp256k1') as {
      publicKeyCreate(key: Uint8Array, compressed: boolean): Uint8Array;
      ecdsaSign(message: Uint8Array, key: Uint8Array): { signature: Uint8Array; recid: number };
    };
    return {
      address: (key) => `0x${keccak256(native.publicKeyCreate(key, false).slice(1)).slice(-40)}` as Address,
      sign(key, digest) {
        const { signature, recid } = native.ecdsaSign(hexToBytes(digest), key);
        return `${bytesToHex(signature)}${(27 + recid).toString(16)}` as Hex;
      },
    };
  } catch {
    return {
      address: (key) => `0x${keccak256(secp256k1.getPublicKey(key, false).slice(1)).slice(-40)}` as Address,
      sign(key, digest) {
        const signature = secp256k1.sign(hexToBytes(digest), key);
        return `0x${signature.toCompactHex()}${(27 + signature.recovery).toString(16)}` as Hex;
      },
    };
  }
})();

/** Signs an arbitrary 32-byte digest (cancellations) with the same signer. */
export const signDigest = (key: Uint8Array, digest: Hex): Hex => signer.sign(key, digest);

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
    const owner = signer.address(key);
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
      signature: signer.sign(key, digest),
      from: owner,
    });
    const uid = `${digest}${owner.slice(2)}${validTo.toString(16).padStart(8, '0')}` as Hex;
    return { uid, owner, key, body };
  });
}
