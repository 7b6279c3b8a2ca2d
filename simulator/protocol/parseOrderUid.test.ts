import { extractOrderUidParams } from '@cowprotocol/contracts';
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { computeOrderUid } from './computeOrderUid.js';
import { InvalidOrderUidError, isOrderUid, parseOrderUid } from './parseOrderUid.js';
import { exampleDigest, exampleOwner, exampleUid } from './testing/exampleOrder.js';
import { addressArbitrary, hexBytes } from './testing/orderArbitrary.js';

describe('parseOrderUid', () => {
  test('default', () => {
    expect(parseOrderUid(exampleUid)).toEqual({
      uid: exampleUid,
      digest: exampleDigest,
      owner: exampleOwner.toLowerCase(),
      validTo: 1795000000,
    });
  });

  test('behavior: 0x is optional and case does not matter', () => {
    expect(parseOrderUid(exampleUid.slice(2))).toEqual(parseOrderUid(exampleUid));
    expect(parseOrderUid(exampleUid.toUpperCase().replace('0X', '0x'))).toEqual(parseOrderUid(exampleUid));
    expect(parseOrderUid(exampleUid.slice(2).toUpperCase()).uid).toBe(exampleUid);
  });

  test('behavior: validTo is unsigned big-endian', () => {
    expect(parseOrderUid(`0x${'00'.repeat(52)}ffffffff`).validTo).toBe(0xffff_ffff);
  });

  test.each([
    ['empty', ''],
    ['0x only', '0x'],
    ['one byte short', exampleUid.slice(0, -2)],
    ['one byte long', `${exampleUid}00`],
    ['odd length', `${exampleUid}0`],
    ['non-hex', `${exampleUid.slice(0, -1)}g`],
    ['0X prefix', `0X${exampleUid.slice(2)}`],
    ['whitespace', ` ${exampleUid}`],
  ])('behavior: rejects %s', (_name, uid) => {
    expect(() => parseOrderUid(uid)).toThrow(InvalidOrderUidError);
    expect(isOrderUid(uid)).toBe(false);
  });

  test('behavior: inverts computeOrderUid and agrees with @cowprotocol/contracts', () => {
    fc.assert(
      fc.property(
        hexBytes(32),
        addressArbitrary,
        fc.integer({ min: 0, max: 0xffff_ffff }),
        (digest, owner, validTo) => {
          const uid = computeOrderUid({ digest, owner, validTo });
          expect(parseOrderUid(uid)).toEqual({ uid, digest, owner: owner.toLowerCase(), validTo });
          const official = extractOrderUidParams(uid);
          expect(official.orderDigest).toBe(digest);
          expect(official.owner.toLowerCase()).toBe(owner.toLowerCase());
          expect(official.validTo).toBe(validTo);
        },
      ),
    );
  });
});
