/**
 * One network's simulated chain state: token registry, ledger (balances, allowances, native
 * balances), presignatures, invalidations, ERC-1271 wallets, banned addresses, AMM pools, prices,
 * gas price and blocks. Reads are synchronous map lookups (the order book calls them per request);
 * every mutation is applied in memory and handed to the store as one atomic commit.
 *
 * Addresses and uids may be passed in any case; everything returned is lower case.
 */
import { createHash } from 'node:crypto';
import { concat, keccak256, toHex, type Address, type Hex } from 'viem';
import {
  NATIVE_TOKEN_PLACEHOLDER,
  SETTLEMENT_CONTRACT,
  SOLVER_ALLOW_LIST,
  VAULT_RELAYER,
  type Network,
  type NetworkName,
} from '../protocol/networks.js';
import { getAmountIn, getAmountOut, realignReserves } from './amm.js';
import type { Clock } from './clock.js';
import { computeWalletAddress, isValidSignature1271 } from './contractWallet.js';
import { SimulationError } from './errors.js';
import { restoreRng, type Rng } from './rng.js';
import {
  MAX_UINT256,
  type BlockInfo,
  type ContractWallet,
  type Invalidation,
  type MutationRecord,
  type NetworkSettings,
  type PoolState,
  type Presignature,
  type SavedNetwork,
  type StateChange,
  type TokenInfo,
  type TokenState,
} from './types.js';

/** Gas of a settlement with one trade through one pool; each further hop adds `GAS_PER_HOP`. */
export const GAS_PER_TRADE = 45_000n;
export const GAS_PER_HOP = 60_000n;

const ONE_E18 = 10n ** 18n;
const PPB = 1_000_000_000n;
const NATIVE = NATIVE_TOKEN_PLACEHOLDER.toLowerCase() as Address;
const VAULT = VAULT_RELAYER.toLowerCase() as Address;

export type EstimateParameters = {
  readonly sellToken: Address;
  readonly buyToken: Address;
  readonly kind: 'sell' | 'buy';
  /** Sell amount (kind `sell`) or buy amount (kind `buy`), in atoms. */
  readonly amount: bigint;
};

export type EstimateReturnType = {
  readonly sellAmount: bigint;
  readonly buyAmount: bigint;
  /** Gas of settling the trade: `GAS_PER_TRADE + GAS_PER_HOP × hops`. */
  readonly gas: bigint;
  /** Tokens traded through, from sell to buy token (the native placeholder appears as wrapped native). */
  readonly path: readonly Address[];
};

export type SettlementOperation =
  /** Pulls `amount` of `token` from `from` to `to` through the vault relayer's allowance. */
  | {
      readonly kind: 'transferFrom';
      readonly token: Address;
      readonly from: Address;
      readonly to: Address;
      readonly amount: bigint;
    }
  /** Moves `from`'s own balance (the settlement contract paying a receiver). */
  | {
      readonly kind: 'transfer';
      readonly token: Address;
      readonly from: Address;
      readonly to: Address;
      readonly amount: bigint;
    }
  /** `from` sells `amountIn` into the direct pool; `to` receives the output. */
  | {
      readonly kind: 'swap';
      readonly tokenIn: Address;
      readonly tokenOut: Address;
      readonly amountIn: bigint;
      readonly minAmountOut?: bigint;
      readonly from: Address;
      readonly to: Address;
    }
  /** Burns `amount` of wrapped native from `from` and pays it to `to` in native (a buy of 0xEeee…). */
  | { readonly kind: 'unwrap'; readonly from: Address; readonly to: Address; readonly amount: bigint };

export type SettleParameters = {
  readonly solver: Address;
  /** Applied in order, all or nothing. */
  readonly operations: readonly SettlementOperation[];
  /** Log indices to reserve after the operations' own (e.g. one per `Trade` event). */
  readonly reservedLogs?: number;
};

export type SettlementReceipt = {
  /** Deterministic: keccak256 of the chain id, block, transaction index, solver and operations. */
  readonly txHash: Hex;
  readonly blockNumber: number;
  readonly txIndex: number;
  /** One log index per operation (its Transfer/Swap event). */
  readonly logIndices: readonly number[];
  readonly reservedLogIndices: readonly number[];
  /** Per operation, the amount delivered (the swap output; otherwise the amount). */
  readonly outputs: readonly bigint[];
};

export type TopHolder = { readonly address: Address; readonly balance: bigint };

/** What a NetworkWorld needs from the Simulation that owns it. */
export type NetworkWorldHost = {
  readonly clock: Clock;
  commit(network: NetworkName, changes: readonly StateChange[], mutation: MutationRecord | undefined): void;
};

function lower<T extends string>(value: T): Address {
  return value.toLowerCase() as Address;
}

function pairKey(a: Address, b: Address): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** Deterministic made-up pool address: last 20 bytes of keccak256("batchbook-pool" ‖ token0 ‖ token1). */
export function computePoolAddress(token0: Address, token1: Address): Address {
  return `0x${keccak256(concat([toHex('batchbook-pool'), token0, token1])).slice(-40)}` as Address;
}

/** JSON-able form of a value: bigints become decimal strings. */
function jsonable(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(jsonable);
  if (value && typeof value === 'object') {
    // A key loop, not Object.fromEntries(Object.entries(…)): no pair arrays for the ~40,000
    // operations of a large settlement; same keys in the same order.
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) copy[key] = jsonable((value as Record<string, unknown>)[key]);
    return copy;
  }
  return value;
}

/** A copy of `pool`, one object literal: every pool of every world has the same hidden class. */
function poolState(pool: PoolState): PoolState {
  return {
    token0: pool.token0,
    token1: pool.token1,
    reserve0: pool.reserve0,
    reserve1: pool.reserve1,
    feeBps: pool.feeBps,
    address: pool.address,
  };
}

export class NetworkWorld {
  readonly network: Network;
  readonly name: NetworkName;
  readonly chainId: number;
  readonly settings: NetworkSettings;
  readonly wrappedNativeToken: Address | undefined;

  #host: NetworkWorldHost;
  #rng: Rng;
  #blockNumber: number;
  #blockTimeMs: number;
  #logIndex: number;
  #txIndex: number;
  #gasPriceWei: bigint;
  #tokens = new Map<Address, TokenState>();
  #tokenInfos = new Map<TokenState, TokenInfo>();
  #pools = new Map<string, PoolState>();
  /** token → other token → their pool (both ways round): looked up without building a pair key. */
  #poolsByPair = new Map<Address, Map<Address, PoolState>>();
  #poolsByToken = new Map<Address, PoolState[]>();
  #poolAddresses = new Set<Address>();
  #accounts = new Map<Address, boolean>();
  /** token → owner → explicit balance. */
  #balances = new Map<Address, Map<Address, bigint>>();
  #native = new Map<Address, bigint>();
  /** token → owner → spender → explicit allowance. */
  #allowances = new Map<Address, Map<Address, Map<Address, bigint>>>();
  #presignatures = new Map<Hex, Presignature>();
  #invalidations = new Map<Hex, Invalidation>();
  #wallets = new Map<Address, ContractWallet>();
  #banned = new Set<Address>();
  /** Changes of the mutation in progress; undefined outside one. */
  #pending: StateChange[] | undefined;
  /** How to undo each change made inside `atomically`, oldest first; undefined outside it. */
  #undo: (() => void)[] | undefined;

  constructor(network: Network, saved: SavedNetwork, host: NetworkWorldHost) {
    this.network = network;
    this.name = network.name;
    this.chainId = network.chainId;
    this.settings = saved.settings;
    this.wrappedNativeToken = network.wrappedNativeToken && lower(network.wrappedNativeToken);
    this.#host = host;
    this.#rng = restoreRng(saved.rngState);
    this.#blockNumber = saved.blockNumber;
    this.#blockTimeMs = saved.blockTimeMs;
    this.#logIndex = saved.logIndex;
    this.#txIndex = saved.txIndex;
    this.#gasPriceWei = saved.gasPriceWei;
    // Not spreads: once a spread's copy has a field reassigned (prices, reserves), V8 gives each
    // later copy a hidden class of its own (docs/performance.md#v8s-warm-up).
    for (const token of saved.tokens) this.#tokens.set(token.address, Object.assign({}, token));
    for (const pool of saved.pools) this.#addPool(poolState(pool));
    for (const account of saved.accounts) this.#accounts.set(account.address, account.sandboxFunding);
    for (const { token, owner, amount } of saved.balances) this.#balanceMap(token).set(owner, amount);
    for (const { owner, amount } of saved.nativeBalances) this.#native.set(owner, amount);
    for (const { token, owner, spender, amount } of saved.allowances)
      this.#allowanceMap(token, owner).set(spender, amount);
    for (const { uid, ...presignature } of saved.presignatures) this.#presignatures.set(uid, presignature);
    for (const { uid, ...invalidation } of saved.invalidations) this.#invalidations.set(uid, invalidation);
    for (const wallet of saved.wallets) this.#wallets.set(wallet.address, wallet);
    for (const address of saved.banned) this.#banned.add(address);
  }

  // ---------------------------------------------------------------------------------------------
  // Queries (synchronous, no I/O)

  /** The shared clock's current time. */
  now(): Date {
    return this.#host.clock.now();
  }

  /** The latest block of this network. */
  currentBlock(): BlockInfo {
    return {
      number: this.#blockNumber,
      timestamp: Math.floor(this.#blockTimeMs / 1000),
      time: new Date(this.#blockTimeMs),
    };
  }

  /** A listed token (any case), or undefined. The native placeholder is not a token. */
  getToken(address: string): TokenInfo | undefined {
    const token = this.#tokens.get(lower(address));
    if (token === undefined) return undefined;
    // What it says of a token never changes (only its price moves): made once, shared frozen.
    let info = this.#tokenInfos.get(token);
    if (info === undefined) this.#tokenInfos.set(token, (info = Object.freeze(toTokenInfo(token))));
    return info;
  }

  /** Every listed token, in scenario order. */
  listTokens(): TokenInfo[] {
    return [...this.#tokens.values()].map(toTokenInfo);
  }

  /** Every pool, in scenario order (a copy). */
  listPools(): PoolState[] {
    return [...this.#pools.values()].map(poolState);
  }

  /**
   * ERC-20 balance of `owner`, in atoms. Accounts without explicit state get the sandbox balance
   * when sandbox funding is on. `token` = the native placeholder gives the native balance; an
   * unlisted token gives the explicit balance or 0.
   */
  balanceOf(token: string, owner: string): bigint {
    const tokenAddress = lower(token);
    const ownerAddress = lower(owner);
    if (tokenAddress === NATIVE) return this.nativeBalanceOf(ownerAddress);
    const explicit = this.#balances.get(tokenAddress)?.get(ownerAddress);
    if (explicit !== undefined) return explicit;
    if (!this.#isSandboxFunded(ownerAddress)) return 0n;
    return this.#tokens.get(tokenAddress)?.sandboxBalance ?? 0n;
  }

  /**
   * `allowance(owner, spender)` of `token`. Sandbox-funded accounts without explicit state have
   * an unlimited allowance to the vault relayer (and none to anyone else).
   */
  allowance(token: string, owner: string, spender: string): bigint {
    const tokenAddress = lower(token);
    const ownerAddress = lower(owner);
    const spenderAddress = lower(spender);
    const explicit = this.#allowances.get(tokenAddress)?.get(ownerAddress)?.get(spenderAddress);
    if (explicit !== undefined) return explicit;
    if (spenderAddress !== VAULT || !this.#tokens.has(tokenAddress) || !this.#isSandboxFunded(ownerAddress)) return 0n;
    return MAX_UINT256;
  }

  /** Native balance in wei (sandbox funding applies as for tokens). */
  nativeBalanceOf(owner: string): bigint {
    const ownerAddress = lower(owner);
    const explicit = this.#native.get(ownerAddress);
    if (explicit !== undefined) return explicit;
    return this.#isSandboxFunded(ownerAddress) ? this.settings.sandbox.nativeBalance : 0n;
  }

  /** The latest `PreSignature` event of `uid` (signed or revoked), or undefined if there was none. */
  presignature(uid: string): Presignature | undefined {
    return this.#presignatures.get(lower(uid) as Hex);
  }

  /** The `OrderInvalidated` event of `uid`, or undefined. */
  invalidationOf(uid: string): Invalidation | undefined {
    // Asked for every order a page shows; most worlds have no invalidation to lower-case the uid for.
    if (this.#invalidations.size === 0) return undefined;
    return this.#invalidations.get(lower(uid) as Hex);
  }

  /** Whether `address` is a contract: a contract wallet, a token, a pool or a protocol contract. */
  hasCode(address: string): boolean {
    const value = lower(address);
    return (
      this.#wallets.has(value) ||
      this.#tokens.has(value) ||
      this.#poolAddresses.has(value) ||
      value === lower(SETTLEMENT_CONTRACT) ||
      value === VAULT ||
      value === lower(SOLVER_ALLOW_LIST)
    );
  }

  /** The ERC-1271 wallet at `address`, or undefined. */
  getContractWallet(address: string): ContractWallet | undefined {
    return this.#wallets.get(lower(address));
  }

  /**
   * `isValidSignature(digest, signature) == 0x1626ba7e` on `wallet`: false when `wallet` is not a
   * contract wallet; else true when at least `threshold` distinct owners signed `digest` (the
   * signature is their 65-byte ECDSA signatures concatenated).
   */
  isValidSignature1271(wallet: string, digest: Hex, signature: Hex): boolean {
    const contract = this.#wallets.get(lower(wallet));
    return contract !== undefined && isValidSignature1271(contract, digest, signature);
  }

  isBanned(address: string): boolean {
    return this.#banned.has(lower(address));
  }

  /** Current gas price, in wei. */
  gasPrice(): bigint {
    return this.#gasPriceWei;
  }

  /**
   * Price of `token` in native wei per 1e18 atoms (the auction price format), from pool spot
   * prices: the wrapped native token (and the native placeholder) is 1e18; otherwise the pool
   * with the wrapped native token, else a two-pool path through the first token (in address order)
   * paired with both. Undefined when no pool prices it.
   */
  nativePrice(token: string): bigint | undefined {
    const wrapped = this.wrappedNativeToken;
    const address = lower(token);
    if (wrapped === undefined) return undefined;
    if (address === wrapped || address === NATIVE) return ONE_E18;
    if (!this.#tokens.has(address)) return undefined;
    const direct = this.#spotPrice(address, wrapped);
    if (direct !== undefined) return direct > 0n ? direct : undefined;
    const intermediates = (this.#poolsByToken.get(address) ?? [])
      .map((pool) => (pool.token0 === address ? pool.token1 : pool.token0))
      .sort();
    for (const intermediate of intermediates) {
      const first = this.#spotPrice(address, intermediate);
      const second = this.#spotPrice(intermediate, wrapped);
      if (first !== undefined && second !== undefined) {
        const price = (first * second) / ONE_E18;
        return price > 0n ? price : undefined;
      }
    }
    return undefined;
  }

  /** Reference USD price of one whole token (the native placeholder: of wrapped native), or undefined. */
  usdPrice(token: string): number | undefined {
    let address = lower(token);
    if (address === NATIVE && this.wrappedNativeToken !== undefined) address = this.wrappedNativeToken;
    const state = this.#tokens.get(address);
    return state && Number(state.usdE18) / 1e18;
  }

  /**
   * The standard deviation of the token's relative USD price move per block (its random walk's
   * step), in parts per billion; the native placeholder is the wrapped native token. Undefined for
   * a token the network does not list.
   */
  priceVolatilityPpb(token: string): bigint | undefined {
    let address = lower(token);
    if (address === NATIVE && this.wrappedNativeToken !== undefined) address = this.wrappedNativeToken;
    return this.#tokens.get(address)?.volatilityPpb;
  }

  /**
   * Best execution of a trade against the pools: of `estimateRoutes`, the one that gives more
   * (sell) or costs less (buy), the earlier on a tie. Undefined when no path has the liquidity.
   */
  estimate(parameters: EstimateParameters): EstimateReturnType | undefined {
    let best: EstimateReturnType | undefined;
    for (const candidate of this.estimateRoutes(parameters)) {
      const better =
        best === undefined ||
        (parameters.kind === 'sell' ? candidate.buyAmount > best.buyAmount : candidate.sellAmount < best.sellAmount);
      if (better) best = candidate;
    }
    return best;
  }

  /**
   * The execution of a trade on each path that has the liquidity, in a fixed order: the direct
   * pool, then the path through the wrapped native token; exact bigint constant-product math with
   * each pool's fee. The native placeholder stands for the wrapped native token. Empty when no
   * path can carry it (or the amount is zero, or the tokens are equal).
   */
  estimateRoutes(parameters: EstimateParameters): EstimateReturnType[] {
    const sell = this.#asToken(parameters.sellToken);
    const buy = this.#asToken(parameters.buyToken);
    if (sell === buy || parameters.amount <= 0n) return [];
    const paths: Address[][] = [[sell, buy]];
    const wrapped = this.wrappedNativeToken;
    if (wrapped !== undefined && sell !== wrapped && buy !== wrapped) paths.push([sell, wrapped, buy]);
    const routes: EstimateReturnType[] = [];
    for (const path of paths) {
      const amounts =
        parameters.kind === 'sell'
          ? this.#quoteExactIn(path, parameters.amount)
          : this.#quoteExactOut(path, parameters.amount);
      if (amounts === undefined) continue;
      routes.push({
        sellAmount: amounts.sellAmount,
        buyAmount: amounts.buyAmount,
        gas: GAS_PER_TRADE + GAS_PER_HOP * BigInt(path.length - 1),
        path,
      });
    }
    return routes;
  }

  /** Accounts with an explicit, positive balance of `token`, largest first (ties by address). */
  topHolders(token: string, limit: number): TopHolder[] {
    const holders = [...(this.#balances.get(lower(token)) ?? new Map<Address, bigint>())]
      .filter(([, balance]) => balance > 0n)
      .sort(([a, x], [b, y]) => (x === y ? (a < b ? -1 : 1) : x > y ? -1 : 1));
    return holders.slice(0, Math.max(0, limit)).map(([address, balance]) => ({ address, balance }));
  }

  // ---------------------------------------------------------------------------------------------
  // Mutations (each one atomic, recorded in the mutation log with the current block)

  /** Adds `amount` atoms of `token` (or native, for the placeholder) to `owner`; returns the new balance. */
  mint(token: string, owner: string, amount: bigint): bigint {
    const tokenAddress = this.#requireTokenOrNative(token);
    const ownerAddress = lower(owner);
    assertAmount(amount);
    const next = this.balanceOf(tokenAddress, ownerAddress) + amount;
    if (next > MAX_UINT256) throw new SimulationError('InvalidInput', 'the balance would exceed 2^256 - 1');
    return this.#mutate('mint', { token: tokenAddress, owner: ownerAddress, amount }, () => {
      this.#setBalance(tokenAddress, ownerAddress, next);
      return next;
    });
  }

  /** Removes `amount` (default: all) of `token` from `owner`; returns the new balance. */
  drain(token: string, owner: string, amount?: bigint): bigint {
    const tokenAddress = this.#requireTokenOrNative(token);
    const ownerAddress = lower(owner);
    const balance = this.balanceOf(tokenAddress, ownerAddress);
    const taken = amount ?? balance;
    assertAmount(taken);
    if (taken > balance) {
      throw new SimulationError('InsufficientBalance', `cannot drain ${taken}: the balance is ${balance}`);
    }
    return this.#mutate('drain', { token: tokenAddress, owner: ownerAddress, amount: taken }, () => {
      this.#setBalance(tokenAddress, ownerAddress, balance - taken);
      return balance - taken;
    });
  }

  /** Sets `owner`'s allowance of `token` to `spender` (default the vault relayer). */
  setAllowance(token: string, owner: string, amount: bigint, spender: string = VAULT): bigint {
    const tokenAddress = this.#requireToken(token);
    assertAmount(amount);
    const ownerAddress = lower(owner);
    const spenderAddress = lower(spender);
    return this.#mutate(
      'setAllowance',
      { token: tokenAddress, owner: ownerAddress, spender: spenderAddress, amount },
      () => {
        this.#setAllowance(tokenAddress, ownerAddress, spenderAddress, amount);
        return amount;
      },
    );
  }

  /** `setPreSignature(uid, signed)` sent by the owner encoded in the uid (bytes 32..52). */
  setPreSignature(uid: string, signed: boolean): Presignature {
    const orderUid = lower(uid) as Hex;
    if (!/^0x[0-9a-f]{112}$/.test(orderUid)) throw new SimulationError('InvalidInput', 'orderUid must be 56 bytes');
    const owner = `0x${orderUid.slice(66, 106)}` as Address;
    return this.#mutate('setPreSignature', { orderUid, owner, signed }, () => {
      const presignature: Presignature = {
        signed,
        owner,
        blockNumber: this.#blockNumber,
        logIndex: this.#nextLogIndex(),
      };
      this.#rememberEntry(this.#presignatures, orderUid);
      this.#presignatures.set(orderUid, presignature);
      this.#record({ kind: 'presignature', uid: orderUid, ...presignature });
      return presignature;
    });
  }

  /** `invalidateOrder(uid)`: the order can never trade. Idempotent: a second call returns the first event. */
  invalidateOrder(uid: string): Invalidation {
    const orderUid = lower(uid) as Hex;
    if (!/^0x[0-9a-f]{112}$/.test(orderUid)) throw new SimulationError('InvalidInput', 'orderUid must be 56 bytes');
    const existing = this.#invalidations.get(orderUid);
    if (existing !== undefined) return existing;
    return this.#mutate('invalidateOrder', { orderUid }, () => {
      const invalidation: Invalidation = { blockNumber: this.#blockNumber, logIndex: this.#nextLogIndex() };
      this.#rememberEntry(this.#invalidations, orderUid);
      this.#invalidations.set(orderUid, invalidation);
      this.#record({ kind: 'invalidation', uid: orderUid, ...invalidation });
      return invalidation;
    });
  }

  /**
   * Deploys an ERC-1271 threshold wallet. Without `address` it gets a deterministic address from
   * the chain id, the number of wallets so far, the threshold and the owners.
   */
  createContractWallet(parameters: { owners: readonly string[]; threshold: number; address?: string }): ContractWallet {
    const owners = [...new Set(parameters.owners.map(lower))].sort();
    if (owners.length === 0 || owners.length !== parameters.owners.length) {
      throw new SimulationError('InvalidInput', 'owners must be a non-empty list of distinct addresses');
    }
    if (!Number.isInteger(parameters.threshold) || parameters.threshold < 1 || parameters.threshold > owners.length) {
      throw new SimulationError('InvalidInput', `threshold must be an integer from 1 to ${owners.length}`);
    }
    const address =
      parameters.address !== undefined
        ? lower(parameters.address)
        : computeWalletAddress({
            chainId: this.chainId,
            nonce: this.#wallets.size,
            owners,
            threshold: parameters.threshold,
          });
    if (this.hasCode(address)) throw new SimulationError('AlreadyExists', `${address} already has code`);
    const wallet: ContractWallet = { address, owners, threshold: parameters.threshold };
    return this.#mutate('createContractWallet', { ...wallet }, () => {
      this.#rememberEntry(this.#wallets, address);
      this.#wallets.set(address, wallet);
      this.#record({ kind: 'wallet', ...wallet });
      return wallet;
    });
  }

  /** Bans (deny-lists) or unbans `address`; returns whether it is banned now. */
  setBanned(address: string, banned: boolean): boolean {
    const value = lower(address);
    return this.#mutate(banned ? 'ban' : 'unban', { address: value }, () => {
      this.#rememberMember(this.#banned, value);
      if (banned) this.#banned.add(value);
      else this.#banned.delete(value);
      this.#record({ kind: 'ban', address: value, banned });
      return banned;
    });
  }

  /**
   * Sets a token's reference USD price; the pools holding it move to the new price at once
   * (arbitrage, keeping each pool's k).
   */
  setTokenPrice(token: string, usdPrice: number): TokenInfo {
    const address = this.#requireToken(token);
    if (!Number.isFinite(usdPrice) || usdPrice <= 0 || usdPrice > 1e12) {
      throw new SimulationError('InvalidInput', 'usdPrice must be a positive number up to 1e12');
    }
    const [whole = '0', fraction = ''] = usdPrice.toFixed(18).split('.');
    const usdE18 = BigInt(whole + fraction.padEnd(18, '0').slice(0, 18));
    if (usdE18 === 0n) throw new SimulationError('InvalidInput', 'usdPrice must be at least 1e-18');
    const state = this.#tokens.get(address)!;
    return this.#mutate('setTokenPrice', { token: address, usdPrice, usdE18 }, () => {
      this.#rememberPrice(state);
      state.usdE18 = usdE18;
      this.#record({ kind: 'tokenPrice', token: address, usdE18 });
      for (const pool of this.#poolsByToken.get(address) ?? []) this.#realign(pool);
      return toTokenInfo(state);
    });
  }

  /** ERC-20 `transfer`: moves `from`'s balance to `to`. */
  transfer(token: string, from: string, to: string, amount: bigint): void {
    this.settle({
      solver: lower(from),
      operations: [{ kind: 'transfer', token: lower(token), from: lower(from), to: lower(to), amount }],
    });
  }

  /**
   * Executes a settlement transaction in the current block: its operations in order, all or
   * nothing (a failing one throws SimulationError and changes nothing). Deterministic: same state
   * and operations, same receipt and transaction hash.
   */
  settle(parameters: SettleParameters): SettlementReceipt {
    const overlay = new SettlementOverlay(this, {
      pool: (tokenA, tokenB) => this.#pool(tokenA, tokenB),
      isToken: (address) => this.#tokens.has(address),
      commit: (changes) => this.#applySettlement(changes),
    });
    const outputs = parameters.operations.map((operation, index) => {
      try {
        return overlay.apply(operation);
      } catch (error) {
        if (error instanceof SimulationError) {
          throw new SimulationError(error.code, `settlement operation ${index} (${operation.kind}): ${error.message}`);
        }
        throw error;
      }
    });
    const solver = lower(parameters.solver);
    const payload = { solver, operations: parameters.operations.map((operation) => jsonable(operation)) };
    // Serialized once: the operations' JSON enters the transaction hash, and the payload's JSON
    // (the same text JSON.stringify(payload) gives: keys solver, operations) is the log row.
    const operationsJson = JSON.stringify(payload.operations);
    const payloadJson = `{"solver":${JSON.stringify(solver)},"operations":${operationsJson}}`;
    // Already JSON-able: recorded as is.
    return this.#mutate(
      'settle',
      payload,
      () => {
        const txIndex = this.#txIndex;
        this.#txIndex += 1;
        // The operations enter through a native SHA-256: viem's keccak over the JSON of a 10,000-trade
        // settlement took ~2 s. Deterministic: same state and operations, same hash.
        const operations = createHash('sha256').update(operationsJson).digest('hex');
        const txHash = keccak256(
          toHex(JSON.stringify({ chainId: this.chainId, blockNumber: this.#blockNumber, txIndex, solver, operations })),
        );
        const logIndices = parameters.operations.map(() => this.#nextLogIndex());
        const reservedLogIndices = Array.from({ length: parameters.reservedLogs ?? 0 }, () => this.#nextLogIndex());
        overlay.commit();
        return { txHash, blockNumber: this.#blockNumber, txIndex, logIndices, reservedLogIndices, outputs };
      },
      payload,
      payloadJson,
    );
  }

  /**
   * Runs `change` whole or not at all in memory: when it throws, every change it made to this
   * world (balances, allowances, pools, prices, presignatures, invalidations, wallets, bans, the
   * chain's counters and rng) is undone before the error goes on. The store's writes are not
   * undone here: the caller runs `change` inside the database transaction those writes join
   * (the server's block), so both roll back together. Costs one small closure per changed entry.
   */
  atomically<T>(change: () => T): T {
    if (this.#undo !== undefined) throw new Error('nested world transaction');
    const chain = this.#chainState();
    const undo: (() => void)[] = (this.#undo = []);
    try {
      return change();
    } catch (error) {
      for (let index = undo.length - 1; index >= 0; index--) undo[index]!();
      this.#blockNumber = chain.blockNumber;
      this.#blockTimeMs = chain.blockTimeMs;
      this.#logIndex = chain.logIndex;
      this.#txIndex = chain.txIndex;
      this.#gasPriceWei = chain.gasPriceWei;
      this.#rng = restoreRng(chain.rngState);
      throw error;
    } finally {
      this.#undo = undefined;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Blocks (called by the Simulation)

  /**
   * Mines the next block at `timeMs` (never before the previous block): token prices take one
   * step of their random walk, pools follow, the gas price moves. Returns the new block.
   */
  produceBlock(timeMs: number): BlockInfo {
    this.#pending = [];
    try {
      this.#blockNumber += 1;
      this.#blockTimeMs = Math.max(timeMs, this.#blockTimeMs);
      this.#logIndex = 0;
      this.#txIndex = 0;
      for (const token of this.#tokens.values()) {
        const radius = walkRadius(token.volatilityPpb);
        if (radius === 0n) continue;
        const next = (token.usdE18 * (PPB + this.#rng.nextSymmetric(radius))) / PPB;
        this.#rememberPrice(token);
        token.usdE18 = next > 0n ? next : 1n;
        this.#record({ kind: 'tokenPrice', token: token.address, usdE18: token.usdE18 });
      }
      for (const pool of this.#pools.values()) this.#realign(pool);
      const gasRadius = walkRadius(this.settings.gasVolatilityPpb);
      if (gasRadius > 0n) {
        const next = (this.#gasPriceWei * (PPB + this.#rng.nextSymmetric(gasRadius))) / PPB;
        this.#gasPriceWei = clamp(next, this.settings.minGasPriceWei, this.settings.maxGasPriceWei);
      }
      this.#recordChain();
      this.#host.commit(this.name, this.#pending, undefined);
    } finally {
      this.#pending = undefined;
    }
    return this.currentBlock();
  }

  /** The network's whole state, for the store and snapshots (a copy, canonical order). */
  save(): SavedNetwork {
    // Decorate, sort, undecorate: each key is built once (100,000s of balances).
    const byKey = <T>(items: T[], key: (item: T) => string): T[] =>
      items
        .map((item) => [key(item), item] as const)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, item]) => item);
    return {
      name: this.name,
      chainId: this.chainId,
      ...this.#chainState(),
      settings: this.settings,
      tokens: [...this.#tokens.values()].map((token) => ({ ...token })),
      pools: this.listPools(),
      accounts: byKey(
        [...this.#accounts].map(([address, sandboxFunding]) => ({ address, sandboxFunding })),
        (entry) => entry.address,
      ),
      balances: byKey(
        [...this.#balances].flatMap(([token, owners]) =>
          [...owners].map(([owner, amount]) => ({ token, owner, amount })),
        ),
        (entry) => `${entry.token}:${entry.owner}`,
      ),
      nativeBalances: byKey(
        [...this.#native].map(([owner, amount]) => ({ owner, amount })),
        (entry) => entry.owner,
      ),
      allowances: byKey(
        [...this.#allowances].flatMap(([token, owners]) =>
          [...owners].flatMap(([owner, spenders]) =>
            [...spenders].map(([spender, amount]) => ({ token, owner, spender, amount })),
          ),
        ),
        (entry) => `${entry.token}:${entry.owner}:${entry.spender}`,
      ),
      presignatures: byKey(
        [...this.#presignatures].map(([uid, value]) => ({ uid, ...value })),
        (entry) => entry.uid,
      ),
      invalidations: byKey(
        [...this.#invalidations].map(([uid, value]) => ({ uid, ...value })),
        (entry) => entry.uid,
      ),
      wallets: byKey([...this.#wallets.values()], (wallet) => wallet.address),
      banned: [...this.#banned].sort(),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Internals

  /** Applies a settlement's net effects (inside `settle`'s mutation). */
  #applySettlement({ balances, native, allowances, pools }: SettlementChanges): void {
    for (const { token, owner, amount } of balances) this.#setBalance(token, owner, amount);
    for (const [owner, amount] of native) this.#setBalance(NATIVE, owner, amount);
    for (const { token, owner, amount } of allowances) this.#setAllowance(token, owner, VAULT, amount);
    for (const [pool, reserves] of pools) {
      this.#rememberReserves(pool);
      pool.reserve0 = reserves.reserve0;
      pool.reserve1 = reserves.reserve1;
      this.#record({ kind: 'pool', address: pool.address, reserve0: pool.reserve0, reserve1: pool.reserve1 });
      // Arbitrage back-runs the transaction in its block: the pool returns to the reference price,
      // keeping the k (and fee) the swaps left. Otherwise the next auction would be solved against a
      // price the next block's re-alignment takes away, and its swaps would miss their minimums.
      this.#realign(pool);
    }
  }

  /**
   * Runs `apply` as one recorded mutation: its changes and a log entry are committed together.
   * `recorded` is the payload's JSON-able form (computed here unless the caller has it);
   * `recordedJson`, when given, is `JSON.stringify(recorded)`.
   */
  #mutate<T>(
    kind: string,
    payload: Record<string, unknown>,
    apply: () => T,
    recorded: Record<string, unknown> = jsonable(payload) as Record<string, unknown>,
    recordedJson?: string,
  ): T {
    if (this.#pending !== undefined) throw new Error('nested world mutation');
    this.#pending = [];
    try {
      const result = apply();
      this.#recordChain();
      this.#host.commit(this.name, this.#pending, {
        network: this.name,
        blockNumber: this.#blockNumber,
        kind,
        payload: recorded,
        ...(recordedJson === undefined ? {} : { payloadJson: recordedJson }),
        time: this.now(),
      });
      return result;
    } finally {
      this.#pending = undefined;
    }
  }

  #record(change: StateChange): void {
    if (this.#pending === undefined) throw new Error('world state changed outside a mutation');
    this.#pending.push(change);
  }

  #recordChain(): void {
    this.#record({ kind: 'chain', ...this.#chainState() });
  }

  /** The chain's counters, gas price and rng: what a block or a transaction moves besides the ledger. */
  #chainState() {
    return {
      blockNumber: this.#blockNumber,
      blockTimeMs: this.#blockTimeMs,
      logIndex: this.#logIndex,
      txIndex: this.#txIndex,
      gasPriceWei: this.#gasPriceWei,
      rngState: this.#rng.state(),
    };
  }

  #nextLogIndex(): number {
    const index = this.#logIndex;
    this.#logIndex += 1;
    return index;
  }

  #setBalance(token: Address, owner: Address, amount: bigint): void {
    if (token === NATIVE) {
      this.#rememberEntry(this.#native, owner);
      this.#native.set(owner, amount);
      this.#record({ kind: 'nativeBalance', owner, amount });
    } else {
      const balances = this.#balanceMap(token);
      this.#rememberEntry(balances, owner);
      balances.set(owner, amount);
      this.#record({ kind: 'balance', token, owner, amount });
    }
  }

  #setAllowance(token: Address, owner: Address, spender: Address, amount: bigint): void {
    const allowances = this.#allowanceMap(token, owner);
    this.#rememberEntry(allowances, spender);
    allowances.set(spender, amount);
    this.#record({ kind: 'allowance', token, owner, spender, amount });
  }

  // Inside `atomically`, each remembers how to restore what the next write changes.

  #rememberEntry<K, V>(map: Map<K, V>, key: K): void {
    if (this.#undo === undefined) return;
    if (map.has(key)) {
      const previous = map.get(key) as V;
      this.#undo.push(() => map.set(key, previous));
    } else {
      this.#undo.push(() => map.delete(key));
    }
  }

  #rememberMember<T>(set: Set<T>, value: T): void {
    if (this.#undo === undefined) return;
    const had = set.has(value);
    this.#undo.push(() => (had ? set.add(value) : set.delete(value)));
  }

  #rememberReserves(pool: PoolState): void {
    if (this.#undo === undefined) return;
    const { reserve0, reserve1 } = pool;
    this.#undo.push(() => {
      pool.reserve0 = reserve0;
      pool.reserve1 = reserve1;
    });
  }

  #rememberPrice(token: TokenState): void {
    if (this.#undo === undefined) return;
    const { usdE18 } = token;
    this.#undo.push(() => {
      token.usdE18 = usdE18;
    });
  }

  #balanceMap(token: Address): Map<Address, bigint> {
    let map = this.#balances.get(token);
    if (map === undefined) this.#balances.set(token, (map = new Map()));
    return map;
  }

  #allowanceMap(token: Address, owner: Address): Map<Address, bigint> {
    let owners = this.#allowances.get(token);
    if (owners === undefined) this.#allowances.set(token, (owners = new Map()));
    let map = owners.get(owner);
    if (map === undefined) owners.set(owner, (map = new Map()));
    return map;
  }

  #pool(tokenA: Address, tokenB: Address): PoolState | undefined {
    return this.#poolsByPair.get(tokenA)?.get(tokenB);
  }

  #isSandboxFunded(owner: Address): boolean {
    return this.settings.sandbox.enabled && (this.#accounts.get(owner) ?? true);
  }

  #addPool(pool: PoolState): void {
    this.#pools.set(pairKey(pool.token0, pool.token1), pool);
    for (const [token, other] of [
      [pool.token0, pool.token1],
      [pool.token1, pool.token0],
    ] as const) {
      let byOther = this.#poolsByPair.get(token);
      if (byOther === undefined) this.#poolsByPair.set(token, (byOther = new Map()));
      byOther.set(other, pool);
    }
    this.#poolAddresses.add(pool.address);
    for (const token of [pool.token0, pool.token1]) {
      const list = this.#poolsByToken.get(token) ?? [];
      list.push(pool);
      this.#poolsByToken.set(token, list);
    }
  }

  #realign(pool: PoolState): void {
    const token0 = this.#tokens.get(pool.token0);
    const token1 = this.#tokens.get(pool.token1);
    if (token0 === undefined || token1 === undefined) return;
    const next = realignReserves({
      reserve0: pool.reserve0,
      reserve1: pool.reserve1,
      price0: [token0.usdE18, 10n ** BigInt(token0.decimals)],
      price1: [token1.usdE18, 10n ** BigInt(token1.decimals)],
    });
    if (next.reserve0 === pool.reserve0 && next.reserve1 === pool.reserve1) return;
    this.#rememberReserves(pool);
    pool.reserve0 = next.reserve0;
    pool.reserve1 = next.reserve1;
    this.#record({ kind: 'pool', address: pool.address, reserve0: pool.reserve0, reserve1: pool.reserve1 });
  }

  /** Spot price of `base` in `quote` atoms per 1e18 `base` atoms, from their pool; undefined without one. */
  #spotPrice(base: Address, quote: Address): bigint | undefined {
    const pool = this.#pool(base, quote);
    if (pool === undefined || pool.reserve0 === 0n || pool.reserve1 === 0n) return undefined;
    const [baseReserve, quoteReserve] =
      pool.token0 === base ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0];
    return (quoteReserve * ONE_E18) / baseReserve;
  }

  #quoteExactIn(path: readonly Address[], amountIn: bigint): { sellAmount: bigint; buyAmount: bigint } | undefined {
    let amount = amountIn;
    for (let hop = 0; hop + 1 < path.length; hop++) {
      const reserves = this.#reserves(path[hop]!, path[hop + 1]!);
      if (reserves === undefined) return undefined;
      amount = getAmountOut({ amountIn: amount, ...reserves });
      if (amount === 0n) return undefined;
    }
    return { sellAmount: amountIn, buyAmount: amount };
  }

  #quoteExactOut(path: readonly Address[], amountOut: bigint): { sellAmount: bigint; buyAmount: bigint } | undefined {
    let amount: bigint | undefined = amountOut;
    for (let hop = path.length - 1; hop > 0; hop--) {
      const reserves = this.#reserves(path[hop - 1]!, path[hop]!);
      if (reserves === undefined) return undefined;
      amount = getAmountIn({ amountOut: amount, ...reserves });
      if (amount === undefined) return undefined;
    }
    return { sellAmount: amount, buyAmount: amountOut };
  }

  #reserves(
    tokenIn: Address,
    tokenOut: Address,
  ): { reserveIn: bigint; reserveOut: bigint; feeBps: bigint } | undefined {
    const pool = this.#pool(tokenIn, tokenOut);
    if (pool === undefined) return undefined;
    return pool.token0 === tokenIn
      ? { reserveIn: pool.reserve0, reserveOut: pool.reserve1, feeBps: pool.feeBps }
      : { reserveIn: pool.reserve1, reserveOut: pool.reserve0, feeBps: pool.feeBps };
  }

  #asToken(token: string): Address {
    const address = lower(token);
    return address === NATIVE && this.wrappedNativeToken !== undefined ? this.wrappedNativeToken : address;
  }

  #requireToken(token: string): Address {
    const address = lower(token);
    if (!this.#tokens.has(address))
      throw new SimulationError('UnknownToken', `${address} is not a token of ${this.name}`);
    return address;
  }

  #requireTokenOrNative(token: string): Address {
    return lower(token) === NATIVE ? NATIVE : this.#requireToken(token);
  }
}

/** A settlement's net effects: the balances, native balances, allowances and pool reserves it leaves. */
type SettlementChanges = {
  /** In the order the settlement first touched each. */
  balances: readonly LedgerEntry[];
  native: ReadonlyMap<Address, bigint>;
  /** The vault relayer's allowances, in the order the settlement first touched each. */
  allowances: readonly LedgerEntry[];
  pools: ReadonlyMap<PoolState, { reserve0: bigint; reserve1: bigint }>;
};

/** What a settlement needs of its world beyond the public reads; `NetworkWorld.settle` hands it over. */
type SettlementAccess = {
  /** The pool of a pair, itself (its identity keys the overlay's reserves). */
  pool(tokenA: Address, tokenB: Address): PoolState | undefined;
  /** Whether the network lists the (lower-case) token. */
  isToken(address: Address): boolean;
  /** Writes the settlement's changes into the world. */
  commit(changes: SettlementChanges): void;
};

/**
 * A settlement's tentative state: reads fall through to the world, writes stay here until
 * `commit`, so a failing operation leaves the world untouched.
 */
class SettlementOverlay {
  #world: NetworkWorld;
  #access: SettlementAccess;
  // Token balances and the vault relayer's allowances it wrote, by token and owner: a settlement
  // reads and writes each several times, and keys made of two addresses cost more than the entries.
  #balances = new LedgerOverlay();
  #native = new Map<Address, bigint>();
  #allowances = new LedgerOverlay();
  #pools = new Map<PoolState, { reserve0: bigint; reserve1: bigint }>();

  constructor(world: NetworkWorld, access: SettlementAccess) {
    this.#world = world;
    this.#access = access;
  }

  apply(operation: SettlementOperation): bigint {
    switch (operation.kind) {
      case 'transferFrom': {
        const token = this.#token(operation.token);
        const from = lower(operation.from);
        const allowance = this.#allowances.get(token, from) ?? this.#world.allowance(token, from, VAULT);
        if (allowance < operation.amount) {
          throw new SimulationError(
            'InsufficientAllowance',
            `allowance ${allowance} of ${from} is below ${operation.amount}`,
          );
        }
        if (allowance !== MAX_UINT256) this.#allowances.set(token, from, allowance - operation.amount);
        this.#move(token, from, lower(operation.to), operation.amount);
        return operation.amount;
      }
      case 'transfer':
        this.#move(this.#token(operation.token), lower(operation.from), lower(operation.to), operation.amount);
        return operation.amount;
      case 'unwrap': {
        const wrapped = this.#world.wrappedNativeToken;
        if (wrapped === undefined)
          throw new SimulationError('InvalidInput', `${this.#world.name} has no wrapped native token`);
        this.#debit(wrapped, lower(operation.from), operation.amount);
        this.#credit(NATIVE, lower(operation.to), operation.amount);
        return operation.amount;
      }
      case 'swap': {
        const tokenIn = this.#token(operation.tokenIn);
        const tokenOut = this.#token(operation.tokenOut);
        const pool = this.#access.pool(tokenIn, tokenOut);
        if (pool === undefined || tokenIn === tokenOut) {
          throw new SimulationError('NoLiquidity', `no pool for ${tokenIn}/${tokenOut}`);
        }
        assertAmount(operation.amountIn);
        const reserves = this.#pools.get(pool) ?? { reserve0: pool.reserve0, reserve1: pool.reserve1 };
        const inIsToken0 = pool.token0 === tokenIn;
        const [reserveIn, reserveOut] = inIsToken0
          ? [reserves.reserve0, reserves.reserve1]
          : [reserves.reserve1, reserves.reserve0];
        const amountOut = getAmountOut({ amountIn: operation.amountIn, reserveIn, reserveOut, feeBps: pool.feeBps });
        if (amountOut === 0n) throw new SimulationError('NoLiquidity', 'the swap gives nothing');
        if (operation.minAmountOut !== undefined && amountOut < operation.minAmountOut) {
          throw new SimulationError('SlippageExceeded', `the swap gives ${amountOut}, below ${operation.minAmountOut}`);
        }
        this.#debit(tokenIn, lower(operation.from), operation.amountIn);
        this.#credit(tokenOut, lower(operation.to), amountOut);
        const nextIn = reserveIn + operation.amountIn;
        const nextOut = reserveOut - amountOut;
        this.#pools.set(
          pool,
          inIsToken0 ? { reserve0: nextIn, reserve1: nextOut } : { reserve0: nextOut, reserve1: nextIn },
        );
        return amountOut;
      }
    }
  }

  commit(): void {
    this.#access.commit({
      balances: this.#balances.entries,
      native: this.#native,
      allowances: this.#allowances.entries,
      pools: this.#pools,
    });
  }

  #token(token: Address): Address {
    const address = lower(token);
    if (!this.#access.isToken(address)) {
      throw new SimulationError('UnknownToken', `${address} is not a token of ${this.#world.name}`);
    }
    return address;
  }

  #move(token: Address, from: Address, to: Address, amount: bigint): void {
    assertAmount(amount);
    this.#debit(token, from, amount);
    this.#credit(token, to, amount);
  }

  #balance(token: Address, owner: Address): bigint {
    if (token === NATIVE) return this.#native.get(owner) ?? this.#world.nativeBalanceOf(owner);
    return this.#balances.get(token, owner) ?? this.#world.balanceOf(token, owner);
  }

  #set(token: Address, owner: Address, amount: bigint): void {
    if (token === NATIVE) this.#native.set(owner, amount);
    else this.#balances.set(token, owner, amount);
  }

  #debit(token: Address, owner: Address, amount: bigint): void {
    const balance = this.#balance(token, owner);
    if (balance < amount)
      throw new SimulationError('InsufficientBalance', `balance ${balance} of ${owner} is below ${amount}`);
    this.#set(token, owner, balance - amount);
  }

  #credit(token: Address, owner: Address, amount: bigint): void {
    const next = this.#balance(token, owner) + amount;
    if (next > MAX_UINT256) throw new SimulationError('InvalidInput', 'a balance would exceed 2^256 - 1');
    this.#set(token, owner, next);
  }
}

/** An amount per token and owner that a settlement wrote. */
type LedgerEntry = { readonly token: Address; readonly owner: Address; amount: bigint };

/** Amounts by token and owner, listed in the order each was first set. */
class LedgerOverlay {
  readonly entries: LedgerEntry[] = [];
  readonly #byToken = new Map<Address, Map<Address, LedgerEntry>>();

  get(token: Address, owner: Address): bigint | undefined {
    return this.#byToken.get(token)?.get(owner)?.amount;
  }

  set(token: Address, owner: Address, amount: bigint): void {
    let byOwner = this.#byToken.get(token);
    if (byOwner === undefined) this.#byToken.set(token, (byOwner = new Map()));
    const entry = byOwner.get(owner);
    if (entry !== undefined) entry.amount = amount;
    else {
      const added = { token, owner, amount };
      byOwner.set(owner, added);
      this.entries.push(added);
    }
  }
}

function toTokenInfo(token: TokenState): TokenInfo {
  return {
    address: token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    ...(token.unsupported !== undefined ? { unsupported: token.unsupported } : {}),
    ...(token.transferFeeBps !== undefined ? { transferFeeBps: token.transferFeeBps } : {}),
    ...(token.transferRevert !== undefined ? { transferRevert: token.transferRevert } : {}),
  };
}

function assertAmount(amount: bigint): void {
  if (amount < 0n || amount > MAX_UINT256)
    throw new SimulationError('InvalidInput', 'amounts must be within [0, 2^256 - 1]');
}

function clamp(value: bigint, min: bigint, max: bigint): bigint {
  return value < min ? min : value > max ? max : value;
}

const radiusCache = new Map<bigint, bigint>();

/** Half-width of a uniform step with standard deviation `ppb` (uniform on [−a, a] has σ = a/√3). */
function walkRadius(ppb: bigint): bigint {
  let radius = radiusCache.get(ppb);
  if (radius === undefined) {
    radius = BigInt(Math.round(Number(ppb) * Math.sqrt(3)));
    radiusCache.set(ppb, radius);
  }
  return radius;
}
