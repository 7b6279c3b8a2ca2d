import {
  computeOrderUid as contractsComputeOrderUid,
  domain as contractsDomain,
  packOrderUidParams,
} from '@cowprotocol/contracts';
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ORDER_UID_LENGTH, computeOrderUid } from './computeOrderUid.js';
import { SETTLEMENT_CONTRACT } from './networks.js';
import { exampleDigest, exampleOrder, exampleOwner, exampleUid } from './testing/exampleOrder.js';
import {
  addressArbitrary,
  chainIdArbitrary,
  hexBytes,
  orderArbitrary,
  toContractsOrder,
} from './testing/orderArbitrary.js';

describe('computeOrderUid', () => {
  test('default: the OpenAPI example uid (docs/protocol.md#order-hashing-and-uids layout)', () => {
    expect(computeOrderUid({ digest: exampleDigest, owner: exampleOwner, validTo: exampleOrder.validTo })).toBe(
      exampleUid,
    );
    expect(computeOrderUid({ order: exampleOrder, chainId: 1, owner: exampleOwner })).toBe(exampleUid);
    expect(exampleUid.length).toBe(2 + ORDER_UID_LENGTH * 2);
  });

  test('behavior: digest ‖ owner ‖ validTo big-endian, lower-case', () => {
    expect(
      computeOrderUid({ digest: `0x${'AB'.repeat(32)}`, owner: `0x${'Cd'.repeat(20)}`, validTo: 0x01020304 }),
    ).toBe(`0x${'ab'.repeat(32)}${'cd'.repeat(20)}01020304`);
    expect(computeOrderUid({ digest: `0x${'00'.repeat(32)}`, owner: `0x${'00'.repeat(20)}`, validTo: 0 })).toBe(
      `0x${'00'.repeat(56)}`,
    );
  });

  test('behavior: random orders get the uid @cowprotocol/contracts computes', () => {
    fc.assert(
      fc.property(orderArbitrary, chainIdArbitrary, addressArbitrary, (order, chainId, owner) => {
        const expected = contractsComputeOrderUid(
          contractsDomain(chainId, SETTLEMENT_CONTRACT),
          toContractsOrder(order),
          owner,
        );
        expect(computeOrderUid({ order, chainId, owner })).toBe(expected.toLowerCase());
      }),
      { numRuns: 200 },
    );
  });

  test('behavior: packs as @cowprotocol/contracts packOrderUidParams', () => {
    fc.assert(
      fc.property(
        hexBytes(32),
        addressArbitrary,
        fc.integer({ min: 0, max: 0xffff_ffff }),
        (digest, owner, validTo) => {
          expect(computeOrderUid({ digest, owner, validTo })).toBe(
            packOrderUidParams({ orderDigest: digest, owner, validTo }).toLowerCase(),
          );
        },
      ),
    );
  });

  test('behavior: rejects malformed parts', () => {
    expect(() => computeOrderUid({ digest: '0x12', owner: exampleOwner, validTo: 1 })).toThrow(/^digest: /);
    expect(() => computeOrderUid({ digest: exampleDigest, owner: '0x12', validTo: 1 })).toThrow(/^owner: /);
    expect(() => computeOrderUid({ digest: exampleDigest, owner: exampleOwner, validTo: 2 ** 32 })).toThrow(
      /^validTo: /,
    );
  });
});
