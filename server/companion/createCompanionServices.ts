/**
 * Builds the companion API's services from the config, the database and the simulated world:
 * the composition of ports (`server/domain/companion/ports.ts`) and their adapters.
 */
import type { Config } from '../config.js';
import type { Database } from '../db/open.js';
import {
  getAffiliateByCode,
  getAffiliateByWallet,
  insertAffiliate,
  isAffiliateSignatureUsed,
} from '../db/tables/affiliates.js';
import { findNotificationsByAccount } from '../db/tables/notifications.js';
import { findSettledHooks } from '../db/tables/settledHooks.js';
import { findReferredTrades, findSettledTradesByOwner } from '../db/tables/settledTrades.js';
import { DEFAULT_AFFILIATE_TERMS } from '../domain/companion/affiliates.js';
import { createCachedHooksSource } from '../domain/companion/hooks.js';
import type {
  CompanionChain,
  CompanionServices,
  HooksSource,
  NotificationChannelServices,
} from '../domain/companion/ports.js';
import type { ChainView } from '../domain/ports.js';
import type { Address } from 'viem';
import {
  VAULT_RELAYER,
  findPoolBlocks,
  networks,
  sumPoolSwapsSince,
  type NetworkWorld,
  type Simulation,
} from '../../simulator/index.js';
import { createAnalyticsClient, type AnalyticsClientParameters } from './analyticsClient.js';
import { IN_PROCESS_ANALYTICS_BASE_URL, createAnalyticsProvider, type AnalyticsProvider } from './analyticsProvider.js';

export type CompanionRuntime = {
  readonly services: CompanionServices;
  /** The built-in provider, served by the app under `/analytics/v1`. */
  readonly analyticsProvider: AnalyticsProvider;
  /** The notification channels' subscriptions (`server/notifications/createNotificationDelivery.ts`). */
  readonly notificationChannels: NotificationChannelServices;
};

export type CreateCompanionServicesParameters = {
  config: Config;
  db: Database;
  simulation: Simulation;
  notificationChannels: NotificationChannelServices;
  /** Overrides of the hooks client (tests: fetch, sleep, clock). */
  analyticsClient?: Partial<AnalyticsClientParameters>;
  /** The order book's view of a simulated network (bundle simulations settle orders through it). */
  settlementView: (network: string) => ChainView;
  /** Monotonic milliseconds for the hooks cache; real time by default. */
  monotonicNow?: () => number;
};

/**
 * The companion services and the built-in analytics provider.
 *
 * Hooks: without an analytics key, `hooks` is undefined (503). Otherwise a cached client of
 * `ANALYTICS_BASE_URL`, or, when it is unset, of the built-in provider called in process.
 */
export function createCompanionServices(parameters: CreateCompanionServicesParameters): CompanionRuntime {
  const { config, db, simulation } = parameters;
  const reportError = (error: unknown) => {
    if (config.logLevel !== 'silent') console.error('companion API failure', error);
  };
  const analyticsProvider = createAnalyticsProvider({
    apiKey: config.analyticsApiKey,
    findSettledHooks: (query) => findSettledHooks(db, query),
    now: () => simulation.clock.now(),
    seed: config.seed,
    reportError,
  });

  let hooks: HooksSource | undefined;
  if (config.analyticsApiKey !== undefined) {
    const client = createAnalyticsClient({
      baseUrl: config.analyticsBaseUrl ?? IN_PROCESS_ANALYTICS_BASE_URL,
      apiKey: config.analyticsApiKey,
      ...(config.analyticsBaseUrl === undefined ? { fetch: analyticsProvider.fetch } : {}),
      ...parameters.analyticsClient,
    });
    hooks = createCachedHooksSource(client, { now: parameters.monotonicNow ?? (() => performance.now()) });
  }

  const chains = new Map<string, CompanionChain>();
  const services: CompanionServices = {
    settings: {
      cmsEnabled: config.cmsEnabled,
      cmsApiKeyConfigured: config.cmsApiKey !== undefined,
      affiliateDomainName: config.affiliateDomainName,
      affiliateTerms: DEFAULT_AFFILIATE_TERMS,
    },
    networks: networks.map(({ name, chainId, companionSlug }) => ({ name, chainId, companionSlug })),
    chain(network) {
      let chain = chains.get(network);
      if (!chain) {
        const world = simulation.world(network);
        if (!world) return undefined;
        chain = toCompanionChain(world, db);
        chains.set(network, chain);
      }
      return chain;
    },
    settlementView: (network) => (simulation.world(network) ? parameters.settlementView(network) : undefined),
    notifications: {
      findByAccount: (account) => findNotificationsByAccount(db, account),
    },
    affiliates: {
      getByWallet: (walletAddress) => getAffiliateByWallet(db, walletAddress),
      getByCode: (code) => getAffiliateByCode(db, code),
      isSignatureUsed: (signedMessage) => isAffiliateSignatureUsed(db, signedMessage),
      create: (record, signedMessage) => insertAffiliate(db, record, signedMessage),
    },
    trades: {
      findReferredTrades: () => findReferredTrades(db),
      findTradesByOwner: (owner) => findSettledTradesByOwner(db, owner),
    },
    hooks,
    now: () => simulation.clock.now(),
    reportError,
  };
  return { services, analyticsProvider, notificationChannels: parameters.notificationChannels };
}

function toCompanionChain(world: NetworkWorld, db: Database): CompanionChain {
  return {
    chainId: world.chainId,
    latestBlock: () => world.currentBlock(),
    listPools: () => world.listPools(),
    poolSwapsSince: (fromBlock) => sumPoolSwapsSince(db, world.name, fromBlock),
    poolBlocksSince: (fromBlock) => findPoolBlocks(db, world.name, fromBlock),
    wrappedNativeToken: world.network.wrappedNativeToken?.toLowerCase() as CompanionChain['wrappedNativeToken'],
    isListedToken: (token) => world.getToken(token) !== undefined,
    getToken: (token) => world.getToken(token),
    listTokens: () => world.listTokens(),
    balanceOf: (token, owner) => world.balanceOf(token, owner),
    vaultRelayerAllowance: (token, owner) => world.allowance(token, owner, VAULT_RELAYER),
    usdPrice: (token) => world.usdPrice(token),
    priceVolatilityPerBlock: (token) => {
      const ppb = world.priceVolatilityPpb(token);
      return ppb === undefined ? undefined : Number(ppb) / 1e9;
    },
    blockTimeMs: world.network.blockTimeMs,
    topHolders: (token, limit) => topHolders(world, token, limit),
    hasCode: (address) => world.hasCode(address),
    isValidSignature1271: (wallet, digest, signature) => world.isValidSignature1271(wallet, digest, signature),
  };
}

/**
 * The largest holders of `token`: accounts with an explicit balance and the AMM pools holding it
 * (their reserves), as on a real chain where pools are among the largest holders. Ties by address.
 */
function topHolders(world: NetworkWorld, token: Address, limit: number): { address: Address; balance: bigint }[] {
  const holders = new Map<Address, bigint>();
  for (const holder of world.topHolders(token, limit))
    holders.set(holder.address.toLowerCase() as Address, holder.balance);
  for (const pool of world.listPools()) {
    const address = pool.address.toLowerCase() as Address;
    const reserve = pool.token0 === token ? pool.reserve0 : pool.token1 === token ? pool.reserve1 : 0n;
    if (reserve > 0n && !holders.has(address)) holders.set(address, reserve);
  }
  return [...holders]
    .sort(([a, x], [b, y]) => (x === y ? (a < b ? -1 : 1) : x > y ? -1 : 1))
    .slice(0, Math.max(0, limit))
    .map(([address, balance]) => ({ address, balance }));
}
