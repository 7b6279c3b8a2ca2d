/**
 * App data registration and lookup (docs/protocol.md#errors, app data row): plain TypeScript over
 * a small store port, no Koa, no SQL. The document rules (size, JSON object, protocol keys) are
 * the simulator's `parseAppData`, shared with order submission.
 */
import type { Hex } from 'viem';
import type { AppDataStore } from './ports.js';
import { EMPTY_APP_DATA, EMPTY_APP_DATA_HASH, ZERO_APP_DATA_HASH, parseAppData } from '../../simulator/index.js';
import { AppDataError, NotFoundError } from './errors.js';

/** Where registered documents live: the order book's app data store. */
export type AppDataRegistry = AppDataStore;

export type AppDataLookup = Pick<AppDataRegistry, 'getFullAppData'>;

const HASH = /^(?:0x)?([0-9a-fA-F]{64})$/;

/**
 * A hash path parameter as the store keys it: `0x` optional and any case on the wire, `0x` +
 * lower-case here.
 *
 * @throws never for input the OpenAPI pattern accepted; a RangeError otherwise (a programming
 * error: the router validates the parameter first).
 */
export function normalizeAppDataHash(hash: string): Hex {
  const hex = HASH.exec(hash)?.[1];
  if (hex === undefined) throw new RangeError(`not an app data hash: ${hash}`);
  return `0x${hex.toLowerCase()}`;
}

export type RegisterAppDataParameters = {
  readonly fullAppData: string;
  /** The hash the client claims (path parameter); undefined for `PUT /api/v1/app_data`. */
  readonly expectedHash?: string | undefined;
};

export type RegisterAppDataReturnType = {
  readonly hash: Hex;
  /** true: newly stored (201); false: the same text was already registered (200). */
  readonly created: boolean;
};

export type RegisterAppDataErrorType = AppDataError;

/**
 * Registers a full app data document under its hash, in the reference's order: validate the
 * document (`AppDataInvalid`), compare with the claimed hash (`AppDataHashMismatch`), then store
 * it unless known; a different text already stored under the hash is `AppDataMismatch`.
 *
 * @example
 * registerAppData(registry, { fullAppData: '{}' });
 * // { hash: '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d', created: true }
 */
export function registerAppData(
  registry: AppDataRegistry,
  parameters: RegisterAppDataParameters,
): RegisterAppDataReturnType {
  const { fullAppData } = parameters;
  const parsed = parseAppData(fullAppData);
  if (!parsed.success) throw new AppDataError('AppDataInvalid', parsed.message);
  const hash = parsed.appData.hash;
  if (parameters.expectedHash !== undefined) {
    const expected = normalizeAppDataHash(parameters.expectedHash);
    if (expected !== hash) {
      throw new AppDataError('AppDataHashMismatch', `calculated ${hash}, provided ${expected}`);
    }
  }
  const known = registry.getFullAppData(hash);
  if (known === undefined && registry.insertFullAppData(hash, fullAppData)) return { hash, created: true };
  // Known, or registered by another writer between the read and the insert.
  const stored = known ?? registry.getFullAppData(hash);
  if (stored !== fullAppData) {
    // keccak256 collisions aside, only reachable when the store holds a text that is not its key's preimage.
    throw new AppDataError('AppDataMismatch', `another app data document is already registered for ${hash}`);
  }
  return { hash, created: false };
}

/**
 * The full text registered for `hash` (`0x` optional, any case). The zero hash, and the hash of
 * `{}` itself, always resolve to `{}` (docs/protocol.md#app-data), registered or not.
 *
 * @throws NotFoundError for an unknown hash.
 */
export function getAppData(lookup: AppDataLookup, hash: string): string {
  const key = normalizeAppDataHash(hash);
  if (key === ZERO_APP_DATA_HASH || key === EMPTY_APP_DATA_HASH) return EMPTY_APP_DATA;
  const fullAppData = lookup.getFullAppData(key);
  if (fullAppData === undefined) throw new NotFoundError(`no app data is registered for ${key}`);
  return fullAppData;
}
