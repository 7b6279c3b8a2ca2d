/**
 * The networks batchbook serves and the protocol constants that hold on each (docs/protocol.md#networks,
 * docs/protocol.md#signing-domain). One table; everything else (routes, domains, tokens, block production)
 * looks networks up here.
 */
import type { Address } from 'viem';

/** Settlement contract, the EIP-712 `verifyingContract`, on every chain. */
export const SETTLEMENT_CONTRACT: Address = '0x9008D19f58AAbD9eD0D60971565AA8510560ab41';
/** Spender that orders' owners approve (allowance ≥ sellAmount + feeAmount). */
export const VAULT_RELAYER: Address = '0xC92E8bdf79f0507f65a392b0ab4667716BFE0110';
/** Solver allow-list contract. */
export const SOLVER_ALLOW_LIST: Address = '0x2c4c28DDBdAc9C5E7055b4C863b72eA0149D8aFE';
/** Placeholder for the chain's native asset (`buyToken`: pay out native; as `sellToken`: rejected). */
export const NATIVE_TOKEN_PLACEHOLDER: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export type NetworkName =
  | 'mainnet'
  | 'xdai'
  | 'arbitrum_one'
  | 'base'
  | 'sepolia'
  | 'polygon'
  | 'avalanche'
  | 'bnb'
  | 'linea'
  | 'plasma'
  | 'ink';

export type Network = {
  readonly name: NetworkName;
  readonly chainId: number;
  /** CoinGecko platform slug used by the companion API; undefined where there is none. */
  readonly companionSlug: string | undefined;
  /** Wrapped native token (WETH, WXDAI, ...); undefined where the protocol names none. */
  readonly wrappedNativeToken: Address | undefined;
  readonly nativeSymbol: string;
  /** Time between blocks in `wall` clock mode, in milliseconds. */
  readonly blockTimeMs: number;
};

export const networks: readonly Network[] = [
  {
    name: 'mainnet',
    chainId: 1,
    companionSlug: 'ethereum',
    wrappedNativeToken: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    nativeSymbol: 'ETH',
    blockTimeMs: 12_000,
  },
  {
    name: 'xdai',
    chainId: 100,
    companionSlug: 'xdai',
    wrappedNativeToken: '0xe91D153E0b41518A2Ce8Dd3D7944Fa863463a97d',
    nativeSymbol: 'XDAI',
    blockTimeMs: 5_000,
  },
  {
    name: 'arbitrum_one',
    chainId: 42161,
    companionSlug: 'arbitrum-one',
    wrappedNativeToken: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
    nativeSymbol: 'ETH',
    blockTimeMs: 250,
  },
  {
    name: 'base',
    chainId: 8453,
    companionSlug: 'base',
    wrappedNativeToken: '0x4200000000000000000000000000000000000006',
    nativeSymbol: 'ETH',
    blockTimeMs: 2_000,
  },
  {
    name: 'sepolia',
    chainId: 11155111,
    companionSlug: undefined,
    wrappedNativeToken: '0xfFf9976782d46CC05630D1f6eBAb18b2324d6B14',
    nativeSymbol: 'ETH',
    blockTimeMs: 12_000,
  },
  {
    name: 'polygon',
    chainId: 137,
    companionSlug: 'polygon-pos',
    wrappedNativeToken: undefined,
    nativeSymbol: 'POL',
    blockTimeMs: 2_000,
  },
  {
    name: 'avalanche',
    chainId: 43114,
    companionSlug: 'avalanche',
    wrappedNativeToken: undefined,
    nativeSymbol: 'AVAX',
    blockTimeMs: 2_000,
  },
  {
    name: 'bnb',
    chainId: 56,
    companionSlug: 'binance-smart-chain',
    wrappedNativeToken: undefined,
    nativeSymbol: 'BNB',
    blockTimeMs: 3_000,
  },
  {
    name: 'linea',
    chainId: 59144,
    companionSlug: 'linea',
    wrappedNativeToken: undefined,
    nativeSymbol: 'ETH',
    blockTimeMs: 2_000,
  },
  {
    name: 'plasma',
    chainId: 9745,
    companionSlug: 'plasma',
    wrappedNativeToken: undefined,
    nativeSymbol: 'XPL',
    blockTimeMs: 1_000,
  },
  {
    name: 'ink',
    chainId: 57073,
    companionSlug: 'ink',
    wrappedNativeToken: undefined,
    nativeSymbol: 'ETH',
    blockTimeMs: 1_000,
  },
];

const byName = new Map(networks.map((network) => [network.name, network]));
const byChainId = new Map(networks.map((network) => [network.chainId, network]));

/** The network called `name`, or undefined. */
export function getNetwork(name: string): Network | undefined {
  return byName.get(name as NetworkName);
}

/** The network with chain id `chainId`, or undefined. */
export function getNetworkByChainId(chainId: number): Network | undefined {
  return byChainId.get(chainId);
}
