import fc from 'fast-check';
import { hexToBytes, keccak256, toHex, type Hex } from 'viem';
import { afterAll, describe, expect, test } from 'vitest';
import { recoverSignerLowerCase, recoverSignerLowerCaseSync } from './recoverSigner.js';
import { addressOfKey, addressOfKeyOffThread, signDigest, signDigestOffThread } from './signDigest.js';
import { allowSecp256k1Thread, secp256k1Thread, startSecp256k1Thread } from './secp256k1Thread.js';

const thread = startSecp256k1Thread();
afterAll(() => thread?.close());

/** A valid private key from a seed: keccak of it is below the curve order but for a 2⁻¹²⁸ chance. */
const keyOf = (seed: number) => hexToBytes(keccak256(toHex(`key ${seed}`)));
const digestOf = (seed: number) => keccak256(toHex(`message ${seed}`));
/** The recovery id (0/1) of `key`'s signature over `digest`: its v less 27. */
const recidOf = (key: Uint8Array, digest: Hex) => Number.parseInt(signDigest(key, digest).slice(130), 16) - 27;

describe('secp256k1Thread', () => {
  test('default: runs on this machine (native bindings, two CPUs or more)', () => {
    expect(thread).not.toBeNull();
    expect(secp256k1Thread()).not.toBeNull();
  });

  test('behavior: signs as signDigest does and recovers what recoverSignerLowerCaseSync recovers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1_000_000 }), fc.integer(), async (keySeed, messageSeed) => {
        const key = keyOf(keySeed);
        const digest = digestOf(messageSeed);
        const signature = signDigest(key, digest);
        const signed = await thread!.sign(hexToBytes(digest), key);
        expect(`${toHex(signed!.signature)}${(27 + signed!.recid).toString(16)}`).toBe(signature);
        expect(await signDigestOffThread(key, digest)).toBe(signature);
        expect(await recoverSignerLowerCase(digest, signature)).toBe(addressOfKey(key));
        expect(await recoverSignerLowerCase(digest, signature)).toBe(recoverSignerLowerCaseSync(digest, signature));
      }),
      { numRuns: 40 },
    );
  });

  test('behavior: derives the address addressOfKey derives; a zero key has none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1_000_000 }), async (keySeed) => {
        const key = keyOf(keySeed);
        expect(await thread!.addressOfKey(key)).toBe(addressOfKey(key));
        expect(await addressOfKeyOffThread(key)).toBe(addressOfKey(key));
      }),
      { numRuns: 40 },
    );
    expect(await thread!.addressOfKey(new Uint8Array(32))).toBeUndefined();
    await expect(addressOfKeyOffThread(new Uint8Array(32))).rejects.toThrow(/no address/);
  });

  test('behavior: a signature no key produced recovers nothing, an invalid key signs nothing', async () => {
    // r = 0 is no curve point's x: libsecp256k1 refuses it.
    const noPoint = new Uint8Array(64);
    noPoint[63] = 1;
    expect(await thread!.recoverAddress(noPoint, 0, hexToBytes(digestOf(1)))).toBeUndefined();
    await expect(recoverSignerLowerCase(digestOf(1), `0x${'00'.repeat(63)}011b` as Hex)).rejects.toThrow();
    expect(await thread!.sign(hexToBytes(digestOf(1)), new Uint8Array(32))).toBeUndefined();
  });

  test('behavior: answers in request order, beyond the ring slots too, whatever each costs', async () => {
    const order: number[] = [];
    const key = keyOf(7);
    const asks = Array.from({ length: 3000 }, (_, index) => {
      const digest = digestOf(index);
      // Signing and recovering take different times on the thread; the answers still come in turn.
      const answer: Promise<unknown> =
        index % 3 === 0
          ? thread!.sign(hexToBytes(digest), key)
          : thread!.recoverAddress(
              hexToBytes(signDigest(key, digest)).subarray(0, 64),
              recidOf(key, digest),
              hexToBytes(digest),
            );
      return answer.then((value) => {
        order.push(index);
        return value;
      });
    });
    const answers = await Promise.all(asks);
    expect(order).toEqual(asks.map((_, index) => index));
    for (const [index, value] of answers.entries()) {
      if (index % 3 !== 0) expect(value).toBe(addressOfKey(key));
    }
  });

  test('behavior: when not allowed (SIGNATURE_THREAD=off) no thread is handed out and signers recover in the event loop', async () => {
    const key = keyOf(11);
    const digest = digestOf(11);
    allowSecp256k1Thread(false);
    try {
      expect(secp256k1Thread()).toBeNull();
      expect(await recoverSignerLowerCase(digest, await signDigestOffThread(key, digest))).toBe(addressOfKey(key));
    } finally {
      allowSecp256k1Thread(true);
    }
    expect(secp256k1Thread()).not.toBeNull();
  });

  test('failure: requests a closed thread left unanswered are refused, never left waiting, and later ones too', async () => {
    const closing = startSecp256k1Thread()!;
    const key = keyOf(3);
    const asks = Array.from({ length: 200 }, (_, index) =>
      closing.sign(hexToBytes(digestOf(index)), key).then(
        (signed) => (signed === undefined ? 'nothing' : 'signed'),
        () => 'refused',
      ),
    );
    await closing.close();
    const outcomes = await Promise.all(asks);
    expect(outcomes.every((outcome) => outcome === 'signed' || outcome === 'refused')).toBe(true);
    expect(closing.failed).toBe(true);
    await expect(closing.sign(hexToBytes(digestOf(1)), key)).rejects.toThrow(/closed/);
  });
});
