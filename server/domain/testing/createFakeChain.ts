/**
 * A small in-memory ChainView for domain unit tests: fixed prices, linear routes (no slippage),
 * explicit balances. The real chain is the simulator's; this one makes expected numbers easy to
 * compute by hand.
 */
import type { Address, Hex } from 'viem';
import type { ChainView, TokenInfo } from '../ports.js';

export type FakeChainOptions = {
  now: Date;
  chainId?: number;
  network?: string;
  /** Native wei per 1e18 atoms, per lower-case token address. */
  prices: Record<string, bigint>;
  tokens?: TokenInfo[];
  gasPrice?: bigint;
  tradeGas?: bigint;
  wrappedNativeToken?: Address;
  /** Replaces the one linear route every priced pair has (several routes: several price sources). */
  routes?: ChainView['estimateRoutes'];
};

export type FakeChain = ChainView & {
  setBalance(token: Address, owner: Address, amount: bigint): void;
  setAllowance(token: Address, owner: Address, amount: bigint): void;
  ban(address: Address): void;
  presign(uid: Hex, signed: boolean): void;
  invalidate(uid: Hex): void;
  /** Puts the order in (or takes it out of) a settlement under way. */
  settle(uid: Hex, settling: boolean): void;
  setTime(now: Date): void;
  wallets: Map<string, (digest: Hex, signature: Hex) => boolean>;
};

const key = (...parts: string[]) => parts.map((part) => part.toLowerCase()).join(':');

export function createFakeChain(options: FakeChainOptions): FakeChain {
  let now = options.now;
  const balances = new Map<string, bigint>();
  const allowances = new Map<string, bigint>();
  const banned = new Set<string>();
  const presignatures = new Map<string, boolean>();
  const invalidated = new Set<string>();
  const settling = new Set<string>();
  const wallets = new Map<string, (digest: Hex, signature: Hex) => boolean>();
  const tokens = new Map((options.tokens ?? []).map((token) => [token.address.toLowerCase(), token]));
  const priceOf = (token: Address) => options.prices[token.toLowerCase()];
  const funded = 10n ** 30n;
  return {
    network: options.network ?? 'mainnet',
    chainId: options.chainId ?? 1,
    wrappedNativeToken: options.wrappedNativeToken ?? '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    now: () => now,
    setTime: (time) => {
      now = time;
    },
    getToken: (address) => tokens.get(address.toLowerCase()),
    balanceOf: (token, owner) => balances.get(key(token, owner)) ?? funded,
    allowance: (token, owner) => allowances.get(key(token, owner)) ?? funded,
    presignature: (uid) =>
      presignatures.has(uid.toLowerCase()) ? { signed: presignatures.get(uid.toLowerCase())! } : undefined,
    isInvalidatedOnChain: (uid) => invalidated.has(uid.toLowerCase()),
    isValidSignature1271: (wallet, digest, signature) =>
      wallets.get(wallet.toLowerCase())?.(digest, signature) ?? false,
    isBanned: (address) => banned.has(address.toLowerCase()),
    gasPrice: () => options.gasPrice ?? 10_000_000_000n,
    nativePrice: priceOf,
    estimateRoutes:
      options.routes ??
      (({ sellToken, buyToken, kind, amount }) => {
        const sellPrice = priceOf(sellToken);
        const buyPrice = priceOf(buyToken);
        if (!sellPrice || !buyPrice) return [];
        const gas = options.tradeGas ?? 100_000n;
        return [
          kind === 'sell'
            ? { sellAmount: amount, buyAmount: (amount * sellPrice) / buyPrice, gas }
            : { sellAmount: (amount * buyPrice + sellPrice - 1n) / sellPrice, buyAmount: amount, gas },
        ];
      }),
    setBalance: (token, owner, amount) => balances.set(key(token, owner), amount),
    setAllowance: (token, owner, amount) => allowances.set(key(token, owner), amount),
    ban: (address) => banned.add(address.toLowerCase()),
    presign: (uid, signed) => presignatures.set(uid.toLowerCase(), signed),
    invalidate: (uid) => invalidated.add(uid.toLowerCase()),
    settle: (uid, under) => void (under ? settling.add(uid.toLowerCase()) : settling.delete(uid.toLowerCase())),
    isSettling: (uid) => settling.has(uid.toLowerCase()),
    wallets,
  };
}
