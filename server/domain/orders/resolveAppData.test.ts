import * as fc from 'fast-check';
import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import {
  EMPTY_APP_DATA,
  EMPTY_APP_DATA_HASH,
  ZERO_APP_DATA_HASH,
  hashAppData,
  parseAppData,
} from '../../../simulator/index.js';
import type { AppDataStore } from '../ports.js';
import { resolveAppData, type ResolveAppDataReturnType } from './resolveAppData.js';

/** The rule without the per-text cache: hash, compare, parse on every call. */
function resolveStraightforwardly(
  request: { appData: string | undefined; appDataHash: Hex | null | undefined },
  store: AppDataStore,
): ResolveAppDataReturnType {
  let text: string;
  let hash: Hex;
  const given = request.appData ?? ZERO_APP_DATA_HASH;
  if (/^0x[0-9a-fA-F]{64}$/.test(given)) {
    hash = given.toLowerCase() as Hex;
    const known =
      hash === ZERO_APP_DATA_HASH || hash === EMPTY_APP_DATA_HASH ? EMPTY_APP_DATA : store.getFullAppData(hash);
    if (known === undefined) {
      return {
        ok: false,
        errorType: 'InvalidAppData',
        description: `unknown app data hash ${hash}; register its full text first`,
      };
    }
    text = known;
  } else {
    text = given;
    hash = hashAppData(text);
  }
  // Valid app data first, then its hash (docs/protocol.md#validation-order step 2, as the reference).
  const parsed = parseAppData(text);
  if (!parsed.success) return { ok: false, errorType: 'InvalidAppData', description: parsed.message };
  const protocol = parsed.appData.protocol;
  if (given === text && request.appDataHash && request.appDataHash.toLowerCase() !== hash) {
    return {
      ok: false,
      errorType: 'AppDataHashMismatch',
      description: `appDataHash ${request.appDataHash.toLowerCase()} is not the hash of appData (${hash})`,
      replacedOrder: protocol.replacedOrder ? (protocol.replacedOrder.uid.toLowerCase() as Hex) : undefined,
    };
  }
  const lower = (address: Address) => address.toLowerCase() as Address;
  const hook = (call: (typeof protocol.hooks.pre)[number]) => ({
    target: lower(call.target),
    callData: call.callData,
    gasLimit: call.gasLimit,
  });
  return {
    ok: true,
    value: {
      hash,
      text,
      hooks: { pre: protocol.hooks.pre.map(hook), post: protocol.hooks.post.map(hook) },
      signer: protocol.signer ? lower(protocol.signer) : undefined,
      replacedOrder: protocol.replacedOrder ? (protocol.replacedOrder.uid.toLowerCase() as Hex) : undefined,
      validFrom: protocol.validFrom,
      hasWrappers: protocol.wrappers.length > 0,
      hasFlashloan: protocol.flashloan !== undefined,
    },
  };
}

const hookText =
  '{"metadata":{"hooks":{"pre":[{"target":"0xAbCdEf0000000000000000000000000000000001","callData":"0xAB","gasLimit":"21000"}]}}}';
const texts = [
  EMPTY_APP_DATA,
  '{ }',
  hookText,
  '{"metadata":{"signer":"0x4242424242424242424242424242424242424242","validFrom":17}}',
  `{"metadata":{"replacedOrder":{"uid":"0x${'Ab'.repeat(56)}"}}}`,
  '{"metadata":{"enableFastPath":true}}',
  '{not json',
  '[]',
  '\uD800',
];
const registered = new Map<string, string>([[hashAppData(hookText), hookText]]);
const store: AppDataStore = {
  getFullAppData: (hash) => registered.get(hash),
  insertFullAppData: () => false,
};
const appDataArbitrary = fc.oneof(
  fc.constantFrom(...texts),
  fc.constantFrom(...texts).map((text) => hashAppData(text)),
  fc.constantFrom(ZERO_APP_DATA_HASH, EMPTY_APP_DATA_HASH, hashAppData(hookText).toUpperCase().replace('0X', '0x')),
  fc.constant(undefined),
);
const appDataHashArbitrary = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom(...texts).map((text) => hashAppData(text)),
  fc.constantFrom(...texts).map((text) => hashAppData(text).toUpperCase().replace('0X', '0x') as Hex),
);

describe('resolveAppData', () => {
  test('behavior: answers as hashing and parsing each request afresh would, however often a text recurs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(appDataArbitrary, appDataHashArbitrary), { minLength: 1, maxLength: 20 }),
        (requests) => {
          for (const [appData, appDataHash] of requests) {
            const request = { appData, appDataHash };
            expect(resolveAppData(request, store)).toEqual(resolveStraightforwardly(request, store));
          }
        },
      ),
    );
  });
});
