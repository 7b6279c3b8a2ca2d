/**
 * Shapes of the simulated world's state, shared by the pure core (`simulator/world/`) and the
 * store that persists it (`simulator/store/`). Addresses and uids are lower-case hex everywhere.
 */
import type { Address, Hex } from 'viem';
import type { NetworkName } from '../protocol/networks.js';
import type { RngState } from './rng.js';

/** 2^256 − 1: the "unlimited" allowance. */
export const MAX_UINT256 = (1n << 256n) - 1n;

export type TokenInfo = {
  /** Lower-case address. */
  readonly address: Address;
  readonly symbol: string;
  readonly decimals: number;
  /** Why the order book must refuse the token (`fee-on-transfer`, `rebasing`, ...); absent when supported. */
  readonly unsupported?: string;
  /** Share of each transfer a fee-on-transfer token keeps, in basis points; absent when none. */
  readonly transferFeeBps?: number;
  /** The reason every transfer of the token reverts with (a paused token); absent when transfers work. */
  readonly transferRevert?: string;
};

/** A token's full simulator state. */
export type TokenState = TokenInfo & {
  /** Reference USD price of one whole token, scaled by 1e18. */
  usdE18: bigint;
  /** Standard deviation of the per-block relative price move, in parts per billion. */
  readonly volatilityPpb: bigint;
  /** Balance of an account without explicit state when sandbox funding is on, in atoms. */
  readonly sandboxBalance: bigint;
};

export type PoolState = {
  /** Deterministic made-up address of the pool. */
  readonly address: Address;
  /** token0 < token1 (lower-case address order). */
  readonly token0: Address;
  readonly token1: Address;
  reserve0: bigint;
  reserve1: bigint;
  readonly feeBps: bigint;
};

export type BlockInfo = {
  readonly number: number;
  /** Unix seconds, as on chain. */
  readonly timestamp: number;
  /** The block's time with millisecond precision. */
  readonly time: Date;
};

export type Presignature = {
  readonly signed: boolean;
  readonly owner: Address;
  readonly blockNumber: number;
  readonly logIndex: number;
};

export type Invalidation = { readonly blockNumber: number; readonly logIndex: number };

export type ContractWallet = {
  readonly address: Address;
  /** Lower-case, sorted, distinct. */
  readonly owners: readonly Address[];
  readonly threshold: number;
};

export type SandboxSettings = {
  readonly enabled: boolean;
  /** Native balance of an account without explicit state, in wei. */
  readonly nativeBalance: bigint;
};

export type NetworkSettings = {
  readonly sandbox: SandboxSettings;
  /** Standard deviation of the per-block relative gas price move, in parts per billion. */
  readonly gasVolatilityPpb: bigint;
  /** The gas price random walk stays within [min, max] wei. */
  readonly minGasPriceWei: bigint;
  readonly maxGasPriceWei: bigint;
};

/** One persisted fact; the store applies a mutation's changes in one transaction. */
export type StateChange =
  | {
      readonly kind: 'chain';
      readonly blockNumber: number;
      readonly blockTimeMs: number;
      readonly logIndex: number;
      readonly txIndex: number;
      readonly gasPriceWei: bigint;
      readonly rngState: RngState;
    }
  | { readonly kind: 'tokenPrice'; readonly token: Address; readonly usdE18: bigint }
  | { readonly kind: 'pool'; readonly address: Address; readonly reserve0: bigint; readonly reserve1: bigint }
  | { readonly kind: 'account'; readonly address: Address; readonly sandboxFunding: boolean }
  | { readonly kind: 'balance'; readonly token: Address; readonly owner: Address; readonly amount: bigint }
  | { readonly kind: 'nativeBalance'; readonly owner: Address; readonly amount: bigint }
  | {
      readonly kind: 'allowance';
      readonly token: Address;
      readonly owner: Address;
      readonly spender: Address;
      readonly amount: bigint;
    }
  | ({ readonly kind: 'presignature'; readonly uid: Hex } & Presignature)
  | ({ readonly kind: 'invalidation'; readonly uid: Hex } & Invalidation)
  | ({ readonly kind: 'wallet' } & ContractWallet)
  | { readonly kind: 'ban'; readonly address: Address; readonly banned: boolean };

/** An entry of the mutation log: what was done, on which network, in which block. */
export type MutationRecord = {
  readonly network: NetworkName;
  readonly blockNumber: number;
  readonly kind: string;
  /** JSON-able description (amounts as decimal strings). */
  readonly payload: Readonly<Record<string, unknown>>;
  /**
   * `JSON.stringify(payload)`, when the recorder already has it: a large settlement's operations
   * are serialized once, for the transaction hash and the log. A store writes it as the payload.
   */
  readonly payloadJson?: string;
  readonly time: Date;
};

/** A network's whole state, as saved and loaded by a WorldStore. */
export type SavedNetwork = {
  readonly name: NetworkName;
  readonly chainId: number;
  readonly blockNumber: number;
  readonly blockTimeMs: number;
  readonly logIndex: number;
  readonly txIndex: number;
  readonly gasPriceWei: bigint;
  readonly rngState: RngState;
  readonly settings: NetworkSettings;
  readonly tokens: readonly TokenState[];
  readonly pools: readonly PoolState[];
  /** Accounts with explicit configuration: `sandboxFunding: false` opts out of sandbox funding. */
  readonly accounts: readonly { readonly address: Address; readonly sandboxFunding: boolean }[];
  readonly balances: readonly { readonly token: Address; readonly owner: Address; readonly amount: bigint }[];
  readonly nativeBalances: readonly { readonly owner: Address; readonly amount: bigint }[];
  readonly allowances: readonly {
    readonly token: Address;
    readonly owner: Address;
    readonly spender: Address;
    readonly amount: bigint;
  }[];
  /** The latest presignature event per uid. */
  readonly presignatures: readonly ({ readonly uid: Hex } & Presignature)[];
  readonly invalidations: readonly ({ readonly uid: Hex } & Invalidation)[];
  readonly wallets: readonly ContractWallet[];
  readonly banned: readonly Address[];
};

export type SavedWorld = {
  readonly seed: number;
  /** Identifies the scenario the world was built from (sha-256 of its canonical JSON). */
  readonly scenarioFingerprint: string;
  /** Manual clock: the current time; wall clock: unused (0). */
  readonly clockTimeMs: number;
  /** Wall clock: how far the control API moved time ahead of real time; manual: 0. */
  readonly clockOffsetMs: number;
  readonly networks: readonly SavedNetwork[];
};

/**
 * Where the world is persisted. The pure core calls it synchronously; `simulator/store/` implements
 * it on SQLite, tests and the CLI may keep the world in memory only (no store).
 */
export type WorldStore = {
  /** The saved world, or undefined when nothing was saved yet. */
  load(): SavedWorld | undefined;
  /** Replaces everything with `world` (first start). */
  saveAll(world: SavedWorld): void;
  /**
   * Applies one mutation atomically: its changes, the clock, and (for control and settlement
   * mutations, not for plain blocks) a row of the mutation log. Called inside a transaction of the
   * caller's on the same database, it may join that transaction, which must then roll back whole
   * when the commit throws.
   */
  commit(
    network: NetworkName,
    changes: readonly StateChange[],
    clock: { readonly timeMs: number; readonly offsetMs: number },
    mutation: MutationRecord | undefined,
  ): void;
};
