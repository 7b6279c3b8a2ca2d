/**
 * The simulated world of every network, behind one shared clock: builds it from a scenario (or
 * resumes it from a store), mines blocks (`advance` in manual mode, timers in wall mode), tells
 * subscribers about every block, and snapshots the whole state canonically.
 */
import type { Address } from 'viem';
import {
  networks as networkTable,
  SETTLEMENT_CONTRACT,
  VAULT_RELAYER,
  type NetworkName,
} from '../protocol/networks.js';
import {
  createManualClock,
  createOffsetClock,
  createWallClock,
  isAdvanceableClock,
  type AdvanceableClock,
  type Clock,
} from './clock.js';
import { computeWalletAddress } from './contractWallet.js';
import { SimulationError } from './errors.js';
import { computePoolAddress, NetworkWorld } from './networkWorld.js';
import { createRng } from './rng.js';
import type { Scenario, ScenarioNetwork } from './scenario.js';
import type { BlockInfo, MutationRecord, SavedNetwork, SavedWorld, StateChange, WorldStore } from './types.js';

export type ClockMode = 'wall' | 'manual';

export type OpenSimulationParameters = {
  readonly scenario: Scenario;
  /** Used when the scenario declares no seed. */
  readonly seed: number;
  readonly clockMode: ClockMode;
  /** Start of the manual clock for a new world (a resumed one continues from its saved time). */
  readonly manualStart: Date;
  /** Replaces the clock (tests): an advanceable clock is used as is, another one gets an offset. */
  readonly clock?: Clock;
  /** Where the world is persisted; without one it lives in memory only. */
  readonly store?: WorldStore;
};

export type BlockEvent = {
  readonly network: NetworkName;
  readonly world: NetworkWorld;
  readonly block: BlockInfo;
};

export type AdvanceParameters = {
  /** Blocks to mine on the network (0 to 10,000). */
  readonly blocks?: number;
  /** Time to move the shared clock, in milliseconds. */
  readonly milliseconds?: number;
};

export type AdvanceReturnType = {
  readonly network: NetworkName;
  /** Blocks mined by this call, oldest first. */
  readonly blocks: readonly BlockInfo[];
  readonly block: BlockInfo;
  readonly time: Date;
};

/** Largest `blocks` of one `advance` call. */
export const MAX_ADVANCE_BLOCKS = 10_000;

export type Simulation = {
  /** The shared clock: every component reads time here. */
  readonly clock: Clock;
  readonly clockMode: ClockMode;
  readonly seed: number;
  /** True when the world was loaded from the store rather than built from the scenario. */
  readonly resumed: boolean;
  /** True when resumed from a world built from another scenario than the one given. */
  readonly scenarioChanged: boolean;
  /** The world of `network`, or undefined for an unknown name. */
  world(network: string): NetworkWorld | undefined;
  /** Every network's world, in the network table's order. */
  worlds(): readonly NetworkWorld[];
  /**
   * Moves time and/or mines blocks on one network. `blocks` alone takes `blocks × blockTime`;
   * `milliseconds` alone only moves the clock; both spread the blocks evenly over the interval
   * (the last one at the new time). Subscribers hear about every block, in order. When a
   * subscriber throws, every subscriber still hears of that block, then the advance stops there
   * (the blocks mined so far and the clock at that block stay) and throws the first error.
   */
  advance(network: NetworkName, parameters: AdvanceParameters): AdvanceReturnType;
  /**
   * `advance`, one block per step: every `next()` but the last mines one block and yields it; the
   * last mines the final block (if any), moves the clock the rest of the way and returns what
   * `advance` returns. The caller may let other work run between steps; the blocks and times are
   * those `advance` would produce. Validation errors are thrown by the first `next()`.
   */
  advanceSteps(network: NetworkName, parameters: AdvanceParameters): Generator<BlockInfo, AdvanceReturnType, void>;
  /** Mines one block on `network` at the current time (wall-clock block production). */
  produceBlock(network: NetworkName): BlockInfo;
  /** Calls `listener` after every block of every network; returns the unsubscribe function. */
  onBlock(listener: (event: BlockEvent) => void): () => void;
  /** The whole state, canonical: same scenario, seed and calls ⇒ the same value. */
  snapshot(): SavedWorld;
};

/**
 * Builds the world from `scenario`, or resumes the one saved in `store`.
 *
 * @example
 * const simulation = openSimulation({ scenario: loadDefaultScenario(), seed: 1, clockMode: 'manual', manualStart: new Date(0) })
 * simulation.world('mainnet')?.balanceOf(usdc, owner)
 */
export function openSimulation(parameters: OpenSimulationParameters): Simulation {
  const { store } = parameters;
  const saved = store?.load();
  const clock = createClock(parameters, saved);
  const offsetMs = () =>
    'offsetMs' in clock && typeof clock.offsetMs === 'function' ? (clock.offsetMs as () => number)() : 0;
  const seed = saved?.seed ?? parameters.scenario.seed ?? parameters.seed;
  const fingerprint = saved?.scenarioFingerprint ?? parameters.scenario.fingerprint;
  const savedByName = new Map(saved?.networks.map((network) => [network.name, network]));
  // Built only for networks the store lacks (all of them on a first start).
  const missing = networkTable.filter((network) => !savedByName.has(network.name));
  const initial = buildWorld(
    parameters.scenario,
    seed,
    clock.now().getTime(),
    missing.map((network) => network.name),
  );
  const listeners = new Set<(event: BlockEvent) => void>();

  const host = {
    clock,
    commit(network: NetworkName, changes: readonly StateChange[], mutation: MutationRecord | undefined) {
      store?.commit(network, changes, { timeMs: clock.now().getTime(), offsetMs: offsetMs() }, mutation);
    },
  };
  const worlds = new Map<NetworkName, NetworkWorld>();
  for (const network of networkTable) {
    const state = savedByName.get(network.name) ?? initial.networks.find((entry) => entry.name === network.name)!;
    worlds.set(network.name, new NetworkWorld(network, state, host));
  }

  // Wall-clock time is not state (it differs on every run); a manual or injected clock's time is.
  const clockTimeMs = () => (parameters.clockMode === 'manual' || parameters.clock ? clock.now().getTime() : 0);
  const snapshot = (): SavedWorld => ({
    seed,
    scenarioFingerprint: fingerprint,
    clockTimeMs: clockTimeMs(),
    clockOffsetMs: offsetMs(),
    networks: [...worlds.values()].map((world) => world.save()),
  });
  // A first start persists the built world as is (no canonical sorting: 100,000s of rows).
  if (store && saved === undefined)
    store.saveAll({ ...initial, clockTimeMs: clockTimeMs(), clockOffsetMs: offsetMs() });
  else if (store && missing.length > 0) store.saveAll(snapshot());

  const requireWorld = (network: NetworkName) => {
    const world = worlds.get(network);
    if (world === undefined) throw new SimulationError('InvalidInput', `unknown network ${network}`);
    return world;
  };
  const notify = (world: NetworkWorld, block: BlockInfo, errors: unknown[]) => {
    for (const listener of [...listeners]) {
      try {
        listener({ network: world.name, world, block });
      } catch (error) {
        errors.push(error);
      }
    }
  };

  function* advanceSteps(
    network: NetworkName,
    { blocks, milliseconds }: AdvanceParameters,
  ): Generator<BlockInfo, AdvanceReturnType, void> {
    const world = requireWorld(network);
    if (blocks === undefined && milliseconds === undefined) {
      throw new SimulationError('InvalidInput', 'give blocks, milliseconds or both');
    }
    const count = blocks ?? 0;
    if (!Number.isInteger(count) || count < 0 || count > MAX_ADVANCE_BLOCKS) {
      throw new SimulationError('InvalidInput', `blocks must be an integer from 0 to ${MAX_ADVANCE_BLOCKS}`);
    }
    const total = milliseconds ?? count * world.network.blockTimeMs;
    if (!Number.isFinite(total) || total < 0) throw new SimulationError('InvalidInput', 'time must not go backwards');
    const start = clock.now().getTime();
    const mined: BlockInfo[] = [];
    const errors: unknown[] = [];
    let elapsed = 0;
    const log = (blocks: number, milliseconds: number) =>
      host.commit(network, [], {
        network,
        blockNumber: world.currentBlock().number,
        kind: 'advance',
        payload: { blocks, milliseconds },
        time: clock.now(),
      });
    for (let index = 1; index <= count; index++) {
      const target = Math.round((index * total) / count);
      clock.advance(target - elapsed);
      elapsed = target;
      const block = world.produceBlock(start + target);
      mined.push(block);
      notify(world, block, errors);
      if (errors.length > 0) {
        // A subscriber failed on this block: the advance ends here, the blocks mined so far and
        // the clock at this block stay (a failing subscriber would likely fail the next blocks too).
        try {
          log(mined.length, elapsed);
        } catch {
          // The store is failing too; the subscriber's error is the one to report.
        }
        throw errors[0];
      }
      if (index < count) yield block;
    }
    if (elapsed < total) clock.advance(total - elapsed);
    log(count, total);
    return { network, blocks: mined, block: world.currentBlock(), time: clock.now() };
  }

  return {
    clock,
    clockMode: parameters.clockMode,
    seed,
    resumed: saved !== undefined,
    scenarioChanged: saved !== undefined && saved.scenarioFingerprint !== parameters.scenario.fingerprint,
    world: (network) => worlds.get(network as NetworkName),
    worlds: () => [...worlds.values()],
    advance(network, parameters) {
      const steps = advanceSteps(network, parameters);
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
      }
    },
    advanceSteps,
    produceBlock(network) {
      const world = requireWorld(network);
      const block = world.produceBlock(clock.now().getTime());
      const errors: unknown[] = [];
      notify(world, block, errors);
      if (errors.length > 0) throw errors[0];
      return block;
    },
    onBlock(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    snapshot,
  };
}

function createClock(parameters: OpenSimulationParameters, saved: SavedWorld | undefined): AdvanceableClock {
  if (parameters.clock !== undefined) {
    return isAdvanceableClock(parameters.clock)
      ? parameters.clock
      : createOffsetClock(parameters.clock, saved?.clockOffsetMs ?? 0);
  }
  if (parameters.clockMode === 'manual') {
    return createManualClock(saved && saved.clockTimeMs > 0 ? new Date(saved.clockTimeMs) : parameters.manualStart);
  }
  return createOffsetClock(createWallClock(), saved?.clockOffsetMs ?? 0);
}

/** The state a scenario describes, at `timeMs`, every network (or those named) at its start block. */
export function buildWorld(
  scenario: Scenario,
  seed: number,
  timeMs: number,
  only: readonly NetworkName[] = networkTable.map((network) => network.name),
): SavedWorld {
  return {
    seed,
    scenarioFingerprint: scenario.fingerprint,
    clockTimeMs: timeMs,
    clockOffsetMs: 0,
    networks: networkTable
      .filter((network) => only.includes(network.name))
      .map((network) => {
        const entry = scenario.networks.find((candidate) => candidate.name === network.name);
        return buildNetwork(network.name, network.chainId, entry ?? emptyNetwork(network.name), seed, timeMs);
      }),
  };
}

function emptyNetwork(name: NetworkName): ScenarioNetwork {
  return {
    name,
    startBlock: 1,
    gasPriceWei: 1_000_000_000n,
    settings: {
      sandbox: { enabled: true, nativeBalance: 1000n * 10n ** 18n },
      gasVolatilityPpb: 0n,
      minGasPriceWei: 10_000_000n,
      maxGasPriceWei: 100_000_000_000n,
    },
    tokens: [],
    pools: [],
    accounts: [],
    contractWallets: [],
    banned: [],
  };
}

function buildNetwork(
  name: NetworkName,
  chainId: number,
  scenario: ScenarioNetwork,
  seed: number,
  timeMs: number,
): SavedNetwork {
  const protocolAccounts = [SETTLEMENT_CONTRACT, VAULT_RELAYER].map((address) => ({
    address: address.toLowerCase() as Address,
    sandboxFunding: false,
  }));
  const configured = scenario.accounts.map((account) => ({
    address: account.address,
    sandboxFunding: account.sandboxFunding,
  }));
  const vaultRelayer = VAULT_RELAYER.toLowerCase() as Address;
  return {
    name,
    chainId,
    blockNumber: scenario.startBlock,
    blockTimeMs: timeMs,
    logIndex: 0,
    txIndex: 0,
    gasPriceWei: scenario.gasPriceWei,
    rngState: createRng(seed, name).state(),
    settings: scenario.settings,
    tokens: scenario.tokens.map((token) => ({ ...token })),
    pools: scenario.pools.map((pool) => ({ ...pool, address: computePoolAddress(pool.token0, pool.token1) })),
    accounts: [
      ...protocolAccounts,
      ...configured.filter((account) => !protocolAccounts.some((p) => p.address === account.address)),
    ],
    balances: scenario.accounts.flatMap((account) =>
      account.balances.map(({ token, amount }) => ({ token, owner: account.address, amount })),
    ),
    nativeBalances: scenario.accounts.flatMap((account) =>
      account.nativeBalance === undefined ? [] : [{ owner: account.address, amount: account.nativeBalance }],
    ),
    allowances: scenario.accounts.flatMap((account) =>
      account.allowances.map(({ token, amount }) => ({ token, owner: account.address, spender: vaultRelayer, amount })),
    ),
    presignatures: [],
    invalidations: [],
    wallets: scenario.contractWallets.map((wallet, nonce) => ({
      address:
        wallet.address ?? computeWalletAddress({ chainId, nonce, owners: wallet.owners, threshold: wallet.threshold }),
      owners: wallet.owners,
      threshold: wallet.threshold,
    })),
    banned: scenario.banned,
  };
}

/**
 * JSON text of a snapshot: bigints as decimal strings, object keys sorted, arrays in the world's
 * canonical order. Byte-identical for identical worlds, whichever way they were built or loaded.
 */
export function serializeSnapshot(snapshot: SavedWorld): string {
  return `${JSON.stringify(snapshot, canonicalValue, 2)}\n`;
}

function canonicalValue(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return value;
}
