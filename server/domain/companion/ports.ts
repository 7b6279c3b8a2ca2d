/**
 * What the companion domain needs from the outside: the networks table, each simulated chain,
 * the stores (implemented in `server/db/`) and the hooks analytics source (the provider client).
 * Wired in `server/companion/createCompanionServices.ts`.
 */
import type { Address, Hex } from 'viem';
import type { components } from '../../../generated/companion/types.js';
import type { PoolBlockState } from '../../../simulator/index.js';
import type {
  NotificationChannelKind,
  NotificationChannelRecord,
  NotificationChannelWithDeliveries,
} from '../notifications/channels.js';
import type { ChainView } from '../ports.js';

export type HookRow = components['schemas']['HookRow'];
export type NotificationType = components['schemas']['NotificationType'];

/** A chain the companion API names (docs/protocol.md#networks). */
export type CompanionNetwork = {
  /** Order-book network name; undefined for a chain batchbook knows only by id and slug (10). */
  readonly name: string | undefined;
  readonly chainId: number;
  /** CoinGecko platform slug; undefined where there is none (sepolia). */
  readonly companionSlug: string | undefined;
};

/** The companion's read-only view of one network's simulated world. */
export type CompanionChain = {
  /** Wrapped native token (lower case); the native asset is priced as this token. */
  readonly wrappedNativeToken: Address | undefined;
  isListedToken(token: Address): boolean;
  /** A listed token's symbol and decimals (lower-case address), or undefined. */
  getToken(token: Address): { address: Address; symbol: string; decimals: number } | undefined;
  /** USD per whole token, or undefined. */
  usdPrice(token: Address): number | undefined;
  /**
   * Standard deviation of the token's relative USD price move per block (the world's random walk),
   * as a fraction (0.001 = 0.1 %); undefined for a token the chain does not list.
   */
  priceVolatilityPerBlock(token: Address): number | undefined;
  /** Time between blocks, in milliseconds. */
  readonly blockTimeMs: number;
  /** Every listed token, in the chain's order. */
  listTokens(): readonly { address: Address; symbol: string; decimals: number }[];
  /** `owner`'s balance of `token` in atoms (sandbox funding included). */
  balanceOf(token: Address, owner: Address): bigint;
  /** `owner`'s allowance of `token` to the CoW Protocol vault relayer, in atoms. */
  vaultRelayerAllowance(token: Address, owner: Address): bigint;
  /** Explicit positive balances, largest first. */
  topHolders(token: Address, limit: number): readonly { address: Address; balance: bigint }[];
  /** Whether `address` is a contract on this chain. */
  hasCode(address: Address): boolean;
  /** ERC-1271 `isValidSignature(digest, signature) == 0x1626ba7e`. */
  isValidSignature1271(wallet: Address, digest: Hex, signature: Hex): boolean;
  /** The chain's id (`chain_id` of pool rows). */
  readonly chainId: number;
  /** The latest block: its number and unix time in seconds. */
  latestBlock(): { number: number; timestamp: number };
  /** The AMM pools, in the chain's order, with their reserves in atoms and fee in basis points. */
  listPools(): readonly CompanionPool[];
  /** What settlements sold into pools from `fromBlock` on, summed per direction. */
  poolSwapsSince(fromBlock: number): readonly { tokenIn: Address; tokenOut: Address; amountIn: bigint }[];
  /** The pools as each recent block from `fromBlock` on opened, oldest first, pools in the chain's order. */
  poolBlocksSince(fromBlock: number): readonly PoolBlockState[];
};


export type CompanionPool = {
  readonly address: Address;
  readonly token0: Address;
  readonly token1: Address;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  readonly feeBps: bigint;
};

/** The provider's chain names (`GET /hooks?blockchain=`). */
export type HooksBlockchain = 'mainnet' | 'arbitrum' | 'avalanche' | 'base' | 'gnosis' | 'polygon';
/** Time windows ending now (`GET /hooks?period=`). */
export type HooksPeriod = 'last 3h' | 'last 1d' | 'last 7d' | 'last 30d' | 'last 3m' | 'last 6m' | 'last 12m';

export type HooksQuery = {
  blockchain: HooksBlockchain;
  period: HooksPeriod;
  limit: number;
  offset: number;
};

/** Where hooks come from: the analytics provider client. Rejects on any provider failure. */
export type HooksSource = {
  fetchHooks(query: HooksQuery, options: { maxWaitTimeMs: number }): Promise<readonly HookRow[]>;
};

export type NotificationRecord = {
  id: string;
  account: Address;
  type: NotificationType;
  message: string;
  timestamp: Date;
  metadata: Record<string, unknown>;
};

export type NotificationStore = {
  /** The account's notifications, newest first. Throws when the store fails. */
  findByAccount(account: Address): readonly NotificationRecord[];
};

export type AffiliateRecord = {
  walletAddress: Address;
  code: string;
  createdAt: Date;
};

export type CreateAffiliateOutcome = 'created' | 'exists' | 'signatureUsed';

export type AffiliateStore = {
  getByWallet(walletAddress: Address): AffiliateRecord | undefined;
  getByCode(code: string): AffiliateRecord | undefined;
  isSignatureUsed(signedMessage: Hex): boolean;
  /**
   * Stores the binding and its signature atomically. `exists` when a UNIQUE constraint shows that
   * a concurrent request bound the wallet or the code first; `signatureUsed` when it used the
   * signature first.
   */
  create(record: AffiliateRecord, signedMessage: Hex): CreateAffiliateOutcome;
};

/** A settled trade with what the affiliate statistics need of its order. */
export type SettledTradeRecord = {
  readonly network: string;
  readonly blockNumber: number;
  readonly logIndex: number;
  readonly orderUid: Hex;
  readonly owner: Address;
  readonly sellToken: Address;
  readonly buyToken: Address;
  /** Executed, fee included, in atoms. */
  readonly sellAmount: bigint;
  readonly buyAmount: bigint;
  readonly txHash: Hex;
  /** The time of the block that settled it. */
  readonly settledAt: Date;
  /** The order's full app data document, when known. */
  readonly appData: string | undefined;
};

/** Settled trades, across networks, oldest first (by settlement time, network, block, log index). */
export type SettledTradeStore = {
  /** Trades whose order's app data names a referrer. */
  findReferredTrades(): readonly SettledTradeRecord[];
  /** The owner's trades. */
  findTradesByOwner(owner: Address): readonly SettledTradeRecord[];
};

/** The program terms returned with every code (`GET /affiliate/{address}`). */
export type AffiliateTerms = {
  rewardAmount: number;
  triggerVolume: number;
  timeCapDays: number;
  volumeCap: number;
  revenueSplitAffiliatePct: number;
  revenueSplitTraderPct: number;
  revenueSplitDaoPct: number;
};

export type CompanionSettings = {
  /** `CMS_ENABLED`. */
  readonly cmsEnabled: boolean;
  /** Whether `CMS_API_KEY` is configured (notifications need it). */
  readonly cmsApiKeyConfigured: boolean;
  /** EIP-712 domain name of the affiliate typed data. */
  readonly affiliateDomainName: string;
  readonly affiliateTerms: AffiliateTerms;
};

/** Everything the companion handlers use, built once at start. */
export type CompanionServices = {
  readonly settings: CompanionSettings;
  readonly networks: readonly CompanionNetwork[];
  /** The simulated chain of an order-book network; undefined when it is not simulated. */
  chain(network: string): CompanionChain | undefined;
  /** The order book's view of a simulated network (settlement simulations); undefined when not simulated. */
  settlementView(network: string): ChainView | undefined;
  readonly notifications: NotificationStore;
  readonly affiliates: AffiliateStore;
  readonly trades: SettledTradeStore;
  /** The analytics source; undefined when no analytics key is configured. */
  readonly hooks: HooksSource | undefined;
  /** The simulated clock (affiliate `createdAt`). */
  now(): Date;
  /** Logs a failure the client only sees as a generic message (provider errors). */
  reportError(error: unknown): void;
};

export type AddNotificationChannelOutcome =
  { outcome: 'created'; record: NotificationChannelWithDeliveries } | { outcome: 'exists' | 'signatureUsed' };

/** An account's notification channels and the signatures that changed them (each accepted once). */
export type NotificationChannelStore = {
  list(account: Address): readonly NotificationChannelWithDeliveries[];
  get(account: Address, id: number): NotificationChannelWithDeliveries | undefined;
  isSignatureUsed(signatureKey: Hex): boolean;
  /**
   * Adds the channel and records the signature, atomically: `exists` when the account has this
   * channel and target already, `signatureUsed` when a concurrent request used the signature first.
   */
  add(channel: Omit<NotificationChannelRecord, 'id'>, signatureKey: Hex): AddNotificationChannelOutcome;
  /**
   * Removes the channel with its pending deliveries and records the signature, atomically:
   * `notFound` when it is gone already, `signatureUsed` as for `add`.
   */
  remove(account: Address, id: number, signatureKey: Hex, at: Date): 'removed' | 'notFound' | 'signatureUsed';
};

export type NotificationChannelSettings = {
  /** The channel kinds whose server side is configured; the others refuse subscriptions (503). */
  readonly configured: ReadonlySet<NotificationChannelKind>;
  /** Host names webhooks may target: `name`, `.domain` (the domain and its subdomains) or `*` (any). */
  readonly webhookHosts: readonly string[];
  /** Channels one account may have. */
  readonly maxChannelsPerAccount: number;
};

/** The subscriptions API's services (`server/domain/companion/notificationChannels.ts`). */
export type NotificationChannelServices = {
  readonly settings: NotificationChannelSettings;
  readonly store: NotificationChannelStore;
};
