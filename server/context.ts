import type { Hex } from 'viem';
import type { Database } from './db/open.js';
import type { Config } from './config.js';
import { createChainView } from './chainView.js';
import { createAccountPages, type AccountPages } from './api/orderbook/accountPages.js';
import { createOrderJsonCache, type OrderJsonCache } from './api/orderbook/orderJsonCache.js';
import { createOrderbookStores } from './db/stores/orderbookStores.js';
import { createOrderJsonCacheStore } from './db/stores/orderJsonCacheStore.js';
import { onOrdersOfOwnerWritten } from './db/tables/orderWrites.js';
import type { ChainView } from './domain/ports.js';
import type { OrderbookServices } from './orderbookServices.js';
import { createCompanionServices, type CompanionRuntime } from './companion/createCompanionServices.js';
import { createSettlingCheck } from './domain/auctions/isSettling.js';
import { NotFoundError } from './domain/errors.js';
import { startAuctionRunner, type AuctionRunner } from './auctions/auctionRunner.js';
import { createEventStreams, type EventStreams } from './streams/eventStreams.js';
import { simulatorAuctionEngine } from './auctions/simulatorEngine.js';
import { answerRecorder, replayTransport } from './solvers/engineRound.js';
import { createNotificationDelivery, type NotificationDelivery } from './notifications/createNotificationDelivery.js';
import {
  createRng,
  createSqliteWorldStore,
  createWallClock,
  DEFAULT_PARTICIPATION_GUARD,
  loadDefaultScenario,
  loadScenarioFile,
  openSimulation,
  type Clock,
  type ScenarioSolver,
  type Simulation,
} from '../simulator/index.js';
import type { SolverSpec } from './config.js';

/** Everything a handler may use; passed explicitly, no container: every dependency is visible at the call. */
export type AppContext = {
  readonly config: Config;
  readonly db: Database;
  /** The simulated world's shared clock (`simulation.clock`): every component reads time here. */
  readonly clock: Clock;
  readonly version: string;
  /**
   * The simulated world of every network (ledger, markets, blocks), persisted in `db`'s `sim_`
   * tables: `simulation.world('mainnet')` answers balances, allowances, prices, estimates, ...
   */
  readonly simulation: Simulation;
  /** Stores, chain views and settings of the order book, and the API's caches of order JSON and account pages. */
  readonly orderbook: OrderbookServices & { readonly orderJson: OrderJsonCache; readonly accountPages: AccountPages };
  /** The companion API's services and the built-in analytics provider (`/analytics/v1`). */
  readonly companion: CompanionRuntime;
  /** The batch auctions: one per network per produced block (`simulation.onBlock`), and their history. */
  readonly auctions: AuctionRunner;
  /** The server-sent event streams (`/events` routes), fed after each block and write. */
  readonly streams: EventStreams;
  /**
   * The notification channels: their subscriptions and the worker that delivers the outbox. The
   * worker is started by `main.ts` (tests drive it themselves) and stopped before the database closes.
   */
  readonly notificationDelivery: NotificationDelivery;
};

// The storage the API's order JSON cache uses, for the API's types (it may not import server/db).
export type { OrderJsonCacheStore } from './db/stores/orderJsonCacheStore.js';
export type { CachedOrderJson, CachedOrderRead } from './db/tables/orderJsonCache.js';

export type CreateContextOverrides = Partial<Omit<AppContext, 'config' | 'db'>>;

/** The start time of the manual clock when `CLOCK_START` is not set: fixed, so runs are reproducible. */
export const MANUAL_CLOCK_EPOCH = new Date('2026-01-01T00:00:00.000Z');

/**
 * The context of one server. Builds the simulated world from `config.scenario` (or the embedded
 * default), or resumes the one saved in `db`; an overridden `clock` becomes the world's clock.
 *
 * @throws ScenarioError when the scenario file is unreadable or invalid (naming the field).
 */
export function createContext(config: Config, db: Database, overrides: CreateContextOverrides = {}): AppContext {
  const scenario =
    overrides.simulation === undefined
      ? config.scenario === undefined
        ? loadDefaultScenario()
        : loadScenarioFile(config.scenario)
      : undefined;
  const simulation =
    overrides.simulation ??
    openSimulation({
      // Defined whenever the simulation is not overridden.
      scenario: scenario ?? loadDefaultScenario(),
      seed: config.seed,
      clockMode: config.clock,
      manualStart: config.clockStart,
      ...(overrides.clock !== undefined ? { clock: overrides.clock } : {}),
      store: createSqliteWorldStore(db),
    });
  const wallClock = createWallClock();
  const deliveryRng = createRng(config.seed, 'notification-delivery');
  const chains = new Map<string, ChainView>();
  // Reads the auctions' store lazily: the runner starts below, the first read comes after.
  let settlingCheck: ReturnType<typeof createSettlingCheck> | undefined;
  const isSettling = (network: string, block: number, uid: Hex) =>
    (settlingCheck ??= createSettlingCheck(auctions.store))(network, block, uid);
  const chain = (network: string): ChainView => {
    let view = chains.get(network);
    if (!view) {
      const world = simulation.world(network);
      if (!world) throw new NotFoundError(`network ${network} is not simulated`);
      view = createChainView(world, (uid) => isSettling(network, world.currentBlock().number, uid));
      chains.set(network, view);
    }
    return view;
  };
  // A bad `SOLVERS` name stops the start, not the first block.
  for (const world of simulation.worlds())
    solversOfNetwork(
      config.solvers,
      scenario?.networks.find((entry) => entry.name === world.name)?.solvers,
      world.name,
    );
  const auctions =
    overrides.auctions ??
    startAuctionRunner({
      db,
      simulation,
      engine: simulatorAuctionEngine,
      feePolicies: (network) => scenario?.networks.find((entry) => entry.name === network)?.feePolicies ?? [],
      solvers: (network) =>
        solversOfNetwork(config.solvers, scenario?.networks.find((entry) => entry.name === network)?.solvers, network),
      ...(config.solverDeadlineMs === undefined ? {} : { solverDeadlineMs: () => config.solverDeadlineMs! }),
      ...(config.solverAnswers?.mode === 'replay' ? { transport: replayTransport(config.solverAnswers.path) } : {}),
      ...(config.solverAnswers?.mode === 'record' ? { recordReply: answerRecorder(config.solverAnswers.path) } : {}),
      onError: (error) => {
        if (config.logLevel !== 'silent') console.error('auction runner failed', error);
      },
      participationGuard: (network) =>
        scenario?.networks.find((entry) => entry.name === network)?.participationGuard ?? DEFAULT_PARTICIPATION_GUARD,
    });
  const notificationDelivery =
    overrides.notificationDelivery ??
    createNotificationDelivery({
      config: config.notificationChannels,
      db,
      // Retries are due in real time: a manual simulated clock would never bring them due.
      now: () => wallClock.now().getTime(),
      random: () => deliveryRng.nextUint32() / 2 ** 32,
      timers: {
        set: (run, ms) => setTimeout(run, ms).unref(),
        clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
      },
      fetch: globalThis.fetch,
      onError: (error) => {
        if (config.logLevel !== 'silent') console.error('notification delivery failed', error);
      },
    });
  const orderJson = createOrderJsonCache(createOrderJsonCacheStore(db));
  return {
    config,
    db,
    clock: simulation.clock,
    version: overrides.version ?? 'batchbook 0.1.0',
    simulation,
    orderbook: overrides.orderbook ?? {
      stores: createOrderbookStores(db, () => simulation.clock.now()),
      orderJson,
      accountPages: createAccountPages(
        orderJson,
        (listener) => onOrdersOfOwnerWritten(db, listener),
        config.responseCacheBytes,
      ),
      chain,
      settings: { maxOpenOutOfMarketOrders: config.maxLimitOrders, volumeFee: undefined },
      isActivelyBidOn: (network, uid) => auctions.isActivelyBidOn(network, uid),
    },
    companion:
      overrides.companion ??
      createCompanionServices({
        config,
        db,
        simulation,
        settlementView: chain,
        notificationChannels: notificationDelivery.channels,
      }),
    auctions,
    notificationDelivery,
    streams:
      overrides.streams ??
      createEventStreams({
        db,
        simulation,
        limits: { ...config.streams, keepAliveMs: config.streams.keepAliveSeconds * 1000 },
        onError: (error) => {
          if (config.logLevel !== 'silent') console.error('event streams failed', error);
        },
      }),
  };
}

const BUILT_IN_ENGINES = ['baseline', 'matcher', 'chaos'] as const;

/**
 * A network's competitors: the scenario's, unless `SOLVERS` names them (a scenario solver or a
 * built-in engine by name, or an external engine with its URL).
 *
 * @throws Error when `SOLVERS` names a solver neither the scenario nor the built-in engines know.
 */
export function solversOfNetwork(
  specs: readonly SolverSpec[] | undefined,
  scenarioSolvers: readonly ScenarioSolver[] | undefined,
  network: string,
): readonly ScenarioSolver[] | undefined {
  if (specs === undefined) return scenarioSolvers;
  return specs.map((spec): ScenarioSolver => {
    if (spec.url !== undefined) {
      return {
        name: spec.name,
        engine: 'baseline',
        address: spec.address as ScenarioSolver['address'],
        faults: undefined,
        endpoint: { url: spec.url, timeoutMs: spec.timeoutMs, headers: spec.headers ?? {} },
      };
    }
    const fromScenario = scenarioSolvers?.find((entry) => entry.name === spec.name);
    if (fromScenario !== undefined) return fromScenario;
    const engine = BUILT_IN_ENGINES.find((name) => name === spec.name);
    if (engine === undefined)
      throw new Error(
        `SOLVERS: '${spec.name}' is neither a solver of the scenario's ${network} nor a built-in engine (${BUILT_IN_ENGINES.join(', ')}); give an external engine as ${spec.name}=URL`,
      );
    return { name: engine, engine, address: undefined, faults: undefined };
  });
}
