/**
 * Turns a request's `appData` (full text, or a legacy bare hash) and optional `appDataHash` into
 * the order's app data (docs/protocol.md#app-data, docs/protocol.md#validation-order step 2).
 * Quotes and orders share it and throw their own error classes from the result.
 */
import type { Address, Hex } from 'viem';
import {
  EMPTY_APP_DATA,
  EMPTY_APP_DATA_HASH,
  ZERO_APP_DATA_HASH,
  hashAppData,
  parseAppData,
  type Hook,
  type ProtocolAppData,
} from '../../../simulator/index.js';
import type { AppDataStore } from '../ports.js';
import type { HookCall, ResolvedAppData } from './orderRules.js';

export type ResolveAppDataReturnType =
  | { ok: true; value: ResolvedAppData }
  | { ok: false; errorType: 'InvalidAppData'; description: string }
  | {
      ok: false;
      errorType: 'AppDataHashMismatch';
      description: string;
      /** The valid text's `metadata.replacedOrder`: submission checks it first (validation order, step 1). */
      replacedOrder: Hex | undefined;
    };

const BARE_HASH = /^0x[0-9a-fA-F]{64}$/;

/** A document's own hash and what parsing it gave; the same for every request sending that text. */
type ParsedDocument =
  { hash: Hex; ok: true; keys: Omit<ResolvedAppData, 'hash' | 'text'> } | { hash: Hex; ok: false; description: string };

/**
 * Recently resolved documents by exact text: clients send the same few documents over and over
 * ("{}" stands in for every order and quote without app data), so each distinct text is hashed and
 * parsed once. Bounded (first in, first out); entries are frozen, as every request shares them.
 */
const parsedDocuments = new Map<string, ParsedDocument>();
const PARSED_DOCUMENTS_LIMIT = 256;

export function resolveAppData(
  request: { appData: string | undefined; appDataHash: Hex | null | undefined },
  store: AppDataStore,
): ResolveAppDataReturnType {
  let text: string;
  let hash: Hex;
  let document: ParsedDocument;
  // The hash the client declared for its text (the legacy bare hash is checked by lookup instead).
  let declaredHash: string | undefined;
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
    document = parseDocument(text);
  } else {
    text = given;
    document = parseDocument(text);
    hash = document.hash;
    declaredHash = request.appDataHash?.toLowerCase();
  }
  // Includes `metadata.enableFastPath`, which batchbook (like the reference) rejects. A text that
  // is not valid app data is InvalidAppData whatever hash came with it (step 2 checks it first).
  if (!document.ok) return { ok: false, errorType: 'InvalidAppData', description: document.description };
  if (declaredHash && declaredHash !== hash) {
    return {
      ok: false,
      errorType: 'AppDataHashMismatch',
      description: `appDataHash ${declaredHash} is not the hash of appData (${hash})`,
      replacedOrder: document.keys.replacedOrder,
    };
  }
  // The zero hash stands for "{}" but the order keeps the hash it signed.
  return { ok: true, value: { hash, text, ...document.keys } };
}

function parseDocument(text: string): ParsedDocument {
  const cached = parsedDocuments.get(text);
  if (cached) return cached;
  const parsed = parseAppData(text);
  const document: ParsedDocument = parsed.success
    ? { hash: parsed.appData.hash, ok: true, keys: protocolKeys(parsed.appData.protocol) }
    : { hash: hashAppData(text), ok: false, description: parsed.message };
  if (parsedDocuments.size >= PARSED_DOCUMENTS_LIMIT) {
    parsedDocuments.delete(parsedDocuments.keys().next().value as string);
  }
  parsedDocuments.set(text, Object.freeze(document));
  return document;
}

function protocolKeys(protocol: ProtocolAppData): Omit<ResolvedAppData, 'hash' | 'text'> {
  const lower = (address: Address) => address.toLowerCase() as Address;
  const hook = (call: Hook): HookCall =>
    Object.freeze({ target: lower(call.target), callData: call.callData, gasLimit: call.gasLimit });
  return Object.freeze({
    hooks: Object.freeze({
      pre: Object.freeze(protocol.hooks.pre.map(hook)) as HookCall[],
      post: Object.freeze(protocol.hooks.post.map(hook)) as HookCall[],
    }),
    signer: protocol.signer ? lower(protocol.signer) : undefined,
    replacedOrder: protocol.replacedOrder ? (protocol.replacedOrder.uid.toLowerCase() as Hex) : undefined,
    validFrom: protocol.validFrom,
    hasWrappers: protocol.wrappers.length > 0,
    hasFlashloan: protocol.flashloan !== undefined,
  });
}
