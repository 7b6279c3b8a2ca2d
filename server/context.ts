import type { Hex } from 'viem';
import type { Database } from './db/open.js';
import type { Config } from './config.js';
import { createChainView } from './chainView.js';
import { toOrderWireFragments } from './api/orderbook/dto/order.js';
import { createOrderbookStores } from './db/stores/orderbookStores.js';
import type { ChainView } from './domain/ports.js';
import type { OrderbookServices } from './orderbookServices.js';
import { createCompanionServices, type CompanionRuntime } from './companion/createCompanionServices.js';
import { createSettlingCheck } from './domain/auctions/isSettling.js';
import { NotFoundError } from './domain/errors.js';
import { startAuctionRunner, type AuctionRunner } from './auctions/auctionRunner.js';
import { createEventStreams, type EventStreams } from './streams/eventStreams.js';
import { simulatorAuctionEngine } from './auctions/simulatorEngine.js';
import {
  createSqliteWorldStore,
  DEFAULT_PARTICIPATION_GUARD,
  loadDefaultScenario,
  loadScenarioFile,
  openSimulation,
  type Clock,
  type Simulation,
} from '../simulator/index.js';

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
  /** Stores, chain views and settings of the order book. */
  readonly orderbook: OrderbookServices;
  /** The companion API's services and the built-in analytics provider (`/analytics/v1`). */
  readonly companion: CompanionRuntime;
  /** The batch auctions: one per network per produced block (`simulation.onBlock`), and their history. */
  readonly auctions: AuctionRunner;
  /** The server-sent event streams (`/events` routes), fed after each block and write. */
  readonly streams: EventStreams;
};

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
  const auctions =
    overrides.auctions ??
    startAuctionRunner({
      db,
      simulation,
      engine: simulatorAuctionEngine,
      feePolicies: (network) => scenario?.networks.find((entry) => entry.name === network)?.feePolicies ?? [],
      solvers: (network) => scenario?.networks.find((entry) => entry.name === network)?.solvers,
      participationGuard: (network) =>
        scenario?.networks.find((entry) => entry.name === network)?.participationGuard ?? DEFAULT_PARTICIPATION_GUARD,
    });
  return {
    config,
    db,
    clock: simulation.clock,
    version: overrides.version ?? 'batchbook 0.1.0',
    simulation,
    orderbook: overrides.orderbook ?? {
      stores: createOrderbookStores(db, () => simulation.clock.now(), toOrderWireFragments),
      chain,
      settings: { maxOpenOutOfMarketOrders: config.maxLimitOrders, volumeFee: undefined },
      isActivelyBidOn: (network, uid) => auctions.isActivelyBidOn(network, uid),
    },
    companion: overrides.companion ?? createCompanionServices({ config, db, simulation, settlementView: chain }),
    auctions,
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
