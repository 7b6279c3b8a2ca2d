/**
 * libsecp256k1 through the `secp256k1` package's native binding, or undefined when the binding
 * does not load (the package's own fallback is pure JavaScript, slower than the fallbacks the
 * callers have, so it is skipped). Signature recovery is the order book's hot path, signing the
 * simulated traders' (docs/performance.md#hashing-and-signatures).
 */
import { createRequire } from 'node:module';

export type NativeSecp256k1 = {
  ecdsaRecover(signature: Uint8Array, recid: number, message: Uint8Array, compressed: boolean): Uint8Array;
  ecdsaSign(message: Uint8Array, key: Uint8Array): { signature: Uint8Array; recid: number };
  publicKeyCreate(key: Uint8Array, compressed: boolean): Uint8Array;
};

export const nativeSecp256k1: NativeSecp256k1 | undefined = (() => {
  try {
    const require = createRequire(import.meta.url);
    const loadBinding = require('node-gyp-build') as (directory: string) => { Secp256k1?: unknown };
    const directory = require.resolve('secp256k1/package.json').replace(/package\.json$/, '');
    loadBinding(directory);
    return require('secp256k1') as NativeSecp256k1;
  } catch {
    return undefined;
  }
})();
