import * as fc from 'fast-check';
import type { Address } from 'viem';
import { describe, expect, test } from 'vitest';
import type { FeePolicy, ProtocolFee } from '../domain/auctions/types.js';
import {
  parseFeePolicies,
  parseProtocolFees,
  serializeFeePolicies,
  serializeFeePolicy,
  serializeProtocolFees,
} from './jsonCodec.js';

const amount = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
const factor = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const policyArbitrary: fc.Arbitrary<FeePolicy> = fc.oneof(
  fc.record({ kind: fc.constant('surplus' as const), factor, maxVolumeFactor: factor }),
  fc.record({ kind: fc.constant('volume' as const), factor }),
  fc.record({
    kind: fc.constant('priceImprovement' as const),
    factor,
    maxVolumeFactor: factor,
    quote: fc.record({ sellAmount: amount, buyAmount: amount, fee: amount }),
  }),
);
const tokenArbitrary = fc.constantFrom<Address>(
  '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
);

describe('fee policy columns', () => {
  test('behavior: the stored text is what JSON.stringify gave for the objects, however often a policy repeats', () => {
    fc.assert(
      fc.property(
        fc.array(policyArbitrary, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), tokenArbitrary, amount), { maxLength: 4 }),
        (policies, draws) => {
          // Fees share the policy objects, as an order's trades do.
          const fees: ProtocolFee[] = draws.map(([index, token, value]) => ({
            policy: policies[index % policies.length]!,
            token,
            amount: value,
          }));
          for (let round = 0; round < 2; round++) {
            expect(serializeFeePolicies(policies)).toBe(JSON.stringify(policies.map(serializeFeePolicy)));
            expect(serializeProtocolFees(fees)).toBe(
              JSON.stringify(
                fees.map((fee) => ({
                  policy: serializeFeePolicy(fee.policy),
                  token: fee.token,
                  amount: fee.amount.toString(),
                })),
              ),
            );
          }
          expect(parseFeePolicies(serializeFeePolicies(policies))).toEqual(policies);
          expect(parseProtocolFees(serializeProtocolFees(fees))).toEqual(fees);
        },
      ),
    );
  });
});
