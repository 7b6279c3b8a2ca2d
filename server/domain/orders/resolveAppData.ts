/**
 * Turns a request's `appData` (full text, or a legacy bare hash) and optional `appDataHash` into
 * the order's app data (PROTOCOL.md 2 and 7.1 step 2). Quotes and orders share it and throw
 * their own error classes from the result.
 */
import type { Address, Hex } from 'viem';
import {
  EMPTY_APP_DATA,
  EMPTY_APP_DATA_HASH,
  ZERO_APP_DATA_HASH,
  hashAppData,
  parseAppData,
} from '../../../simulator/index.js';
import type { AppDataStore } from '../ports.js';
import type { ResolvedAppData } from './orderRules.js';

export type ResolveAppDataReturnType =
  | { ok: true; value: ResolvedAppData }
  | { ok: false; errorType: 'InvalidAppData' | 'AppDataHashMismatch'; description: string };

const BARE_HASH = /^0x[0-9a-fA-F]{64}$/;

export function resolveAppData(
  request: { appData: string | undefined; appDataHash: Hex | null | undefined },
  store: AppDataStore,
): ResolveAppDataReturnType {
  let text: string;
  let hash: Hex;
  const given = request.appData ?? ZERO_APP_DATA_HASH;
  if (BARE_HASH.test(given)) {
    // Legacy: a hash whose full text was registered before (the zero hash means "{}").
    hash = given.toLowerCase() as Hex;
    // "{}" needs no registration: the zero hash stands for it, and its own hash is self-evident.
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
    if (request.appDataHash && request.appDataHash.toLowerCase() !== hash) {
      return {
        ok: false,
        errorType: 'AppDataHashMismatch',
        description: `appDataHash ${request.appDataHash.toLowerCase()} is not the hash of appData (${hash})`,
      };
    }
  }
  const parsed = parseAppData(text);
  if (!parsed.success) {
    // Includes `metadata.enableFastPath`, which batchbook (like the reference) rejects.
    return { ok: false, errorType: 'InvalidAppData', description: parsed.message };
  }
  const protocol = parsed.appData.protocol;
  const lower = (address: Address) => address.toLowerCase() as Address;
  return {
    ok: true,
    value: {
      // The zero hash stands for "{}" but the order keeps the hash it signed.
      hash,
      text,
      hooks: {
        pre: protocol.hooks.pre.map((hook) => ({
          target: lower(hook.target),
          callData: hook.callData,
          gasLimit: hook.gasLimit,
        })),
        post: protocol.hooks.post.map((hook) => ({
          target: lower(hook.target),
          callData: hook.callData,
          gasLimit: hook.gasLimit,
        })),
      },
      signer: protocol.signer ? lower(protocol.signer) : undefined,
      replacedOrder: protocol.replacedOrder ? (protocol.replacedOrder.uid.toLowerCase() as Hex) : undefined,
      validFrom: protocol.validFrom,
      hasWrappers: protocol.wrappers.length > 0,
      hasFlashloan: protocol.flashloan !== undefined,
    },
  };
}
