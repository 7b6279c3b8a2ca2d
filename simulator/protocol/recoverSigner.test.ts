import fc from 'fast-check';
import { keccak256, recoverAddress, toHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { nativeRecovery, recoverSigner, recoverSignerLowerCase } from './recoverSigner.js';

const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** The same signature with s replaced by n − s and v flipped (the malleable twin). */
function highS(signature: Hex): Hex {
  const s = CURVE_ORDER - BigInt(`0x${signature.slice(66, 130)}`);
  const v = signature.slice(130) === '1b' ? '1c' : '1b';
  return `${signature.slice(0, 66)}${s.toString(16).padStart(64, '0')}${v}` as Hex;
}

describe('recoverSigner', () => {
  test('default: uses the native binding on this machine', () => {
    expect(nativeRecovery).toBe(true);
  });

  test('behavior: recovers the same address as viem, for low-s and high-s signatures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.string(), async (key, message) => {
        fc.pre(key.some((byte) => byte !== 0));
        let account;
        try {
          account = privateKeyToAccount(toHex(key));
        } catch {
          return; // not a valid private key (≥ curve order)
        }
        const hash = keccak256(toHex(message));
        const signature = await account.sign({ hash });
        expect(await recoverSigner(hash, signature)).toBe(account.address);
        expect(await recoverSigner(hash, highS(signature))).toBe(
          await recoverAddress({ hash, signature: highS(signature) }),
        );
      }),
      { numRuns: 30 },
    );
  });

  test('behavior: recoverSignerLowerCase is recoverSigner without the checksum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.string(), async (key, message) => {
        let account;
        try {
          account = privateKeyToAccount(toHex(key));
        } catch {
          return; // not a valid private key (zero or ≥ curve order)
        }
        const hash = keccak256(toHex(message));
        for (const signature of [await account.sign({ hash }), highS(await account.sign({ hash }))]) {
          expect(await recoverSignerLowerCase(hash, signature)).toBe(
            (await recoverSigner(hash, signature)).toLowerCase(),
          );
        }
        expect(await recoverSignerLowerCase(hash, await account.sign({ hash }))).toBe(account.address.toLowerCase());
      }),
      { numRuns: 30 },
    );
  });
});
