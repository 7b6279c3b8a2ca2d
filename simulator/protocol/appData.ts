/**
 * App data (docs/protocol.md#app-data): a JSON document whose keccak256 is the order's `appData`
 * field, and the protocol keys the order book and the auction read from it. Mirrors the
 * reference's `app-data` crate: `metadata` holds the protocol keys; the legacy `backend` object is
 * read (for `hooks` only) when `metadata` is absent; unknown keys are ignored.
 */
import { keccak256, zeroHash, type Address, type Hex } from 'viem';

/** Largest accepted document, in UTF-8 bytes. */
export const APP_DATA_MAX_BYTES = 8192;
/** The smallest valid document; the zero hash stands for it. */
export const EMPTY_APP_DATA = '{}';
/** keccak256(`{}`). */
export const EMPTY_APP_DATA_HASH: Hex = '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d';
/** The legacy "no app data" hash; it always means {@link EMPTY_APP_DATA}. */
export const ZERO_APP_DATA_HASH: Hex = zeroHash;

const encoder = new TextEncoder();

export type HashAppDataParameters = string;
export type HashAppDataReturnType = Hex;

/**
 * keccak256 of the exact UTF-8 bytes of `text`: no parsing, no canonicalisation, so two texts
 * that differ only in whitespace or key order have different hashes.
 *
 * @example
 * import { hashAppData } from './appData.js';
 * hashAppData('{}'); // '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d'
 */
export function hashAppData(text: HashAppDataParameters): HashAppDataReturnType {
  return keccak256(encoder.encode(text));
}

/** A pre- or post-interaction the order asks solvers to execute. */
export type Hook = {
  readonly target: Address;
  readonly callData: Hex;
  readonly gasLimit: bigint;
};

export type Hooks = { readonly pre: readonly Hook[]; readonly post: readonly Hook[] };

export type PartnerFeePolicy =
  | { readonly kind: 'volume'; readonly volumeBps: number }
  | { readonly kind: 'surplus'; readonly surplusBps: number; readonly maxVolumeBps: number }
  | { readonly kind: 'priceImprovement'; readonly priceImprovementBps: number; readonly maxVolumeBps: number };

export type PartnerFee = PartnerFeePolicy & { readonly recipient: Address };

/** Flash-loan hint; the address keys vary between app-data schema versions, so all but `token` are optional. */
export type Flashloan = {
  readonly token: Address;
  readonly amount: bigint;
} & { readonly [K in FlashloanAddressKey]?: Address };

type FlashloanAddressKey = 'liquidityProvider' | 'protocolAdapter' | 'receiver' | 'lender' | 'borrower';
const flashloanAddressKeys: readonly FlashloanAddressKey[] = [
  'liquidityProvider',
  'protocolAdapter',
  'receiver',
  'lender',
  'borrower',
];

export type WrapperCall = { readonly address: Address; readonly data: Hex; readonly isOmittable: boolean };

/** The protocol keys of an app data document. Addresses and uids are lower-case. */
export type ProtocolAppData = {
  readonly hooks: Hooks;
  readonly signer: Address | undefined;
  readonly replacedOrder: { readonly uid: Hex } | undefined;
  /** `partnerFee` given as one object or as a list. */
  readonly partnerFees: readonly PartnerFee[];
  readonly flashloan: Flashloan | undefined;
  readonly wrappers: readonly WrapperCall[];
  /** Unix seconds before which the order may not trade. */
  readonly validFrom: number | undefined;
};

export type AppData = {
  /** keccak256 of `document` ({@link hashAppData}). */
  readonly hash: Hex;
  /** The exact text. */
  readonly document: string;
  /** The parsed JSON object. */
  readonly root: Readonly<Record<string, unknown>>;
  readonly protocol: ProtocolAppData;
};

export type ParseAppDataErrorReason =
  /** More than {@link APP_DATA_MAX_BYTES} UTF-8 bytes. */
  | 'tooLarge'
  /** Contains a lone UTF-16 surrogate, so it has no exact UTF-8 bytes to hash. */
  | 'notWellFormed'
  | 'invalidJson'
  /** Valid JSON, but not an object. */
  | 'notAnObject'
  /** A protocol key has the wrong shape (the message names it). */
  | 'invalidProtocolKey'
  /** `metadata.enableFastPath` is set: batchbook (like the reference) does not offer it. */
  | 'enableFastPath';

export type ParseAppDataReturnType =
  | { readonly success: true; readonly appData: AppData }
  | { readonly success: false; readonly reason: ParseAppDataErrorReason; readonly message: string };

/** The protocol keys of `{}`. */
export const EMPTY_PROTOCOL_APP_DATA: ProtocolAppData = Object.freeze({
  hooks: Object.freeze({ pre: [], post: [] }),
  signer: undefined,
  replacedOrder: undefined,
  partnerFees: [],
  flashloan: undefined,
  wrappers: [],
  validFrom: undefined,
});

/**
 * Validates an app data document (size, JSON object, protocol keys) and extracts its protocol
 * keys. Never throws: a failure carries a reason and a message naming the offending key.
 *
 * @example
 * import { parseAppData } from './appData.js';
 * const result = parseAppData('{"metadata":{"signer":"0x4242424242424242424242424242424242424242"}}');
 * if (result.success) result.appData.protocol.signer; // '0x4242…4242'
 * parseAppData('[]'); // { success: false, reason: 'notAnObject', message: 'app data must be a JSON object' }
 */
export function parseAppData(text: string): ParseAppDataReturnType {
  // In u-mode a surrogate class only matches unpaired surrogates.
  if (/[\uD800-\uDFFF]/u.test(text)) {
    return failure('notWellFormed', 'app data contains an unpaired UTF-16 surrogate');
  }
  const bytes = encoder.encode(text);
  if (bytes.length > APP_DATA_MAX_BYTES) {
    return failure(
      'tooLarge',
      `app data has byte size ${bytes.length} which is larger than limit ${APP_DATA_MAX_BYTES}`,
    );
  }
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    return failure('invalidJson', `invalid app data json: ${(error as Error).message}`);
  }
  if (!isObject(root)) return failure('notAnObject', 'app data must be a JSON object');
  let protocol: ProtocolAppData;
  try {
    protocol = parseProtocol(root);
  } catch (error) {
    if (error instanceof KeyError) return failure(error.reason, error.message);
    throw error;
  }
  return { success: true, appData: { hash: keccak256(bytes), document: text, root, protocol } };
}

function failure(reason: ParseAppDataErrorReason, message: string): ParseAppDataReturnType {
  return { success: false, reason, message };
}

class KeyError extends Error {
  override name = 'KeyError';
  readonly reason: ParseAppDataErrorReason;
  constructor(path: string, message: string, reason: ParseAppDataErrorReason = 'invalidProtocolKey') {
    super(`${path}: ${message}`);
    this.reason = reason;
  }
}

function parseProtocol(root: Record<string, unknown>): ProtocolAppData {
  const metadata = root['metadata'];
  if (metadata !== undefined && metadata !== null) {
    if (!isObject(metadata)) throw new KeyError('metadata', 'expected an object');
    return parseMetadata(metadata, 'metadata');
  }
  // The reference only reads `hooks` from the deprecated `backend` object, and only without `metadata`.
  const backend = root['backend'];
  if (backend !== undefined && backend !== null) {
    if (!isObject(backend)) throw new KeyError('backend', 'expected an object');
    return { ...EMPTY_PROTOCOL_APP_DATA, hooks: parseHooks(backend['hooks'], 'backend.hooks') };
  }
  return EMPTY_PROTOCOL_APP_DATA;
}

function parseMetadata(metadata: Record<string, unknown>, path: string): ProtocolAppData {
  const fastPath = metadata['enableFastPath'];
  if (fastPath !== undefined && fastPath !== null && fastPath !== false) {
    throw new KeyError(`${path}.enableFastPath`, 'the fast path is not supported', 'enableFastPath');
  }
  return {
    hooks: parseHooks(metadata['hooks'], `${path}.hooks`),
    signer: optional(metadata['signer'], (value) => parseAddress(value, `${path}.signer`)),
    replacedOrder: optional(metadata['replacedOrder'], (value) => parseReplacedOrder(value, `${path}.replacedOrder`)),
    partnerFees: parsePartnerFees(metadata['partnerFee'], `${path}.partnerFee`),
    flashloan: optional(metadata['flashloan'], (value) => parseFlashloan(value, `${path}.flashloan`)),
    wrappers: parseList(metadata['wrappers'], `${path}.wrappers`, parseWrapper),
    validFrom: optional(metadata['validFrom'], (value) => parseUnixSeconds(value, `${path}.validFrom`)),
  };
}

/** Keys the reference declares `Option<…>`: absent or null mean "not set". */
function optional<T>(value: unknown, parse: (value: unknown) => T): T | undefined {
  return value === undefined || value === null ? undefined : parse(value);
}

/** Keys the reference declares `#[serde(default)]`: absent means empty, null is an error. */
function parseList<T>(value: unknown, path: string, parseItem: (value: unknown, path: string) => T): readonly T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new KeyError(path, 'expected a list');
  return value.map((item, index) => parseItem(item, `${path}[${index}]`));
}

function parseHooks(value: unknown, path: string): Hooks {
  if (value === undefined) return EMPTY_PROTOCOL_APP_DATA.hooks;
  const hooks = expectObject(value, path);
  return {
    pre: parseList(hooks['pre'], `${path}.pre`, parseHook),
    post: parseList(hooks['post'], `${path}.post`, parseHook),
  };
}

function parseHook(value: unknown, path: string): Hook {
  const hook = expectObject(value, path);
  return {
    target: parseAddress(hook['target'], `${path}.target`),
    callData: parseBytes(hook['callData'], `${path}.callData`),
    gasLimit: parseGasLimit(hook['gasLimit'], `${path}.gasLimit`),
  };
}

function parseReplacedOrder(value: unknown, path: string): { uid: Hex } {
  const uid = expectObject(value, path)['uid'];
  if (typeof uid !== 'string' || !/^0x[0-9a-fA-F]{112}$/.test(uid)) {
    throw new KeyError(`${path}.uid`, 'expected an order uid (0x and 112 hex digits)');
  }
  return { uid: uid.toLowerCase() as Hex };
}

function parsePartnerFees(value: unknown, path: string): readonly PartnerFee[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map((fee, index) => parsePartnerFee(fee, `${path}[${index}]`));
  return [parsePartnerFee(value, path)];
}

function parsePartnerFee(value: unknown, path: string): PartnerFee {
  const fee = expectObject(value, path);
  const recipient = parseAddress(fee['recipient'], `${path}.recipient`);
  const bps = (key: string) => optional(fee[key], (raw) => parseBps(raw, `${path}.${key}`));
  const surplusBps = bps('surplusBps');
  const priceImprovementBps = bps('priceImprovementBps');
  const maxVolumeBps = bps('maxVolumeBps');
  const volumeBps = bps('volumeBps');
  const legacyBps = bps('bps');
  const given = [surplusBps, priceImprovementBps, maxVolumeBps, volumeBps, legacyBps].filter((x) => x !== undefined);
  // Exactly one shape, as the reference's FeePolicy deserializer requires.
  if (surplusBps !== undefined && maxVolumeBps !== undefined && given.length === 2) {
    return { kind: 'surplus', surplusBps, maxVolumeBps, recipient };
  }
  if (priceImprovementBps !== undefined && maxVolumeBps !== undefined && given.length === 2) {
    return { kind: 'priceImprovement', priceImprovementBps, maxVolumeBps, recipient };
  }
  if (given.length === 1 && (volumeBps ?? legacyBps) !== undefined) {
    // `bps` is the original (volume-only) format, still accepted.
    return { kind: 'volume', volumeBps: (volumeBps ?? legacyBps) as number, recipient };
  }
  throw new KeyError(
    path,
    'unknown fee policy format: expected {volumeBps}, {surplusBps, maxVolumeBps} or {priceImprovementBps, maxVolumeBps}',
  );
}

function parseFlashloan(value: unknown, path: string): Flashloan {
  const loan = expectObject(value, path);
  const flashloan: { -readonly [K in keyof Flashloan]: Flashloan[K] } = {
    token: parseAddress(loan['token'], `${path}.token`),
    amount: parseUint256(loan['amount'], `${path}.amount`),
  };
  for (const key of flashloanAddressKeys) {
    const address = optional(loan[key], (raw) => parseAddress(raw, `${path}.${key}`));
    if (address !== undefined) flashloan[key] = address;
  }
  return flashloan;
}

function parseWrapper(value: unknown, path: string): WrapperCall {
  const wrapper = expectObject(value, path);
  const isOmittable = wrapper['isOmittable'];
  if (isOmittable !== undefined && typeof isOmittable !== 'boolean') {
    throw new KeyError(`${path}.isOmittable`, 'expected a boolean');
  }
  return {
    address: parseAddress(wrapper['address'], `${path}.address`),
    data: parseBytes(wrapper['data'], `${path}.data`),
    isOmittable: isOmittable ?? false,
  };
}

function expectObject(value: unknown, path: string): Record<string, unknown> {
  if (!isObject(value)) throw new KeyError(path, 'expected an object');
  return value;
}

function parseAddress(value: unknown, path: string): Address {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) {
    throw new KeyError(path, 'expected an address (0x and 40 hex digits)');
  }
  return value.toLowerCase() as Address;
}

function parseBytes(value: unknown, path: string): Hex {
  if (typeof value !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(value)) {
    throw new KeyError(path, 'expected hex bytes (0x and an even number of hex digits)');
  }
  return value.toLowerCase() as Hex;
}

const MAX_UINT64 = (1n << 64n) - 1n;
const MAX_UINT256 = (1n << 256n) - 1n;

/** A u64 as a decimal string (the reference's `DisplayFromStr`). */
function parseGasLimit(value: unknown, path: string): bigint {
  if (typeof value !== 'string' || !/^\+?[0-9]+$/.test(value) || BigInt(value) > MAX_UINT64) {
    throw new KeyError(path, 'expected a decimal string of a 64-bit unsigned integer');
  }
  return BigInt(value);
}

/** A uint256 as a decimal or `0x` hex string (the reference's `HexOrDecimalU256`). */
function parseUint256(value: unknown, path: string): bigint {
  if (typeof value === 'string' && (/^[0-9]+$/.test(value) || /^0x[0-9a-fA-F]{1,64}$/.test(value))) {
    const amount = BigInt(value);
    if (amount <= MAX_UINT256) return amount;
  }
  throw new KeyError(path, 'expected a decimal or 0x-hex string of a 256-bit unsigned integer');
}

function parseBps(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > Number(MAX_UINT64)) {
    throw new KeyError(path, 'expected a non-negative integer');
  }
  return value;
}

/** Unix seconds as a uint32: a JSON integer or a decimal string. */
function parseUnixSeconds(value: unknown, path: string): number {
  const seconds = typeof value === 'string' && /^[0-9]+$/.test(value) ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0 || seconds > 0xffff_ffff) {
    throw new KeyError(path, 'expected unix seconds (an integer from 0 to 4294967295)');
  }
  return seconds;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
