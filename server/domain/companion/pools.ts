/**
 * Pool data (`getPoolsInfo`, `getPoolsAverageApr`): the reference serves CoW AMM competitors'
 * pools from an analytics table (`cow_amm_competitor_info`); batchbook computes the same rows from
 * the simulated world's constant-product pools and the fees the settlements' swaps paid into them
 * over the last 24 hours (the fee is taken from the amount sold into the pool).
 */
import type { Address } from 'viem';
import type { components } from '../../../generated/companion/types.js';
import { CompanionError } from '../errors.js';
import { companionMessages } from './messages.js';
import type { CompanionChain, CompanionPool, CompanionServices } from './ports.js';
import { companionChainOf, normalizeAddress, round6, usdValue } from './tokens.js';

export type PoolInfo = components['schemas']['PoolInfo'];

/** Rows `getPoolsInfo` answers at most (the reference's `POOLS_RESULT_LIMIT`). */
export const POOLS_RESULT_LIMIT = 500;
/** The world's pools are Uniswap v2 style constant-product pools. */
export const POOLS_PROJECT = 'uniswap';
/** Average APRs may be cached for 6 hours, as the reference's. */
export const POOLS_CACHE_CONTROL = 'max-age=21600, public, s-maxage=21600';

const DAY_MS = 24 * 60 * 60_000;
const DAYS_PER_YEAR = 365;

/**
 * The chain's pools whose addresses are in `poolAddresses` (all pools when it is empty), in the
 * chain's order, at most 500; addresses that name no pool are left out.
 *
 * @throws CompanionError notFound `Pools not found` for a chain that is unknown or not simulated.
 */
export function getPoolsInfo(
  services: CompanionServices,
  parameters: { chainId: string; poolAddresses: readonly string[] },
): PoolInfo[] {
  const chain = poolsChain(services, parameters.chainId);
  const wanted = new Set(parameters.poolAddresses.map(normalizeAddress));
  const pools = chain.listPools().filter((pool) => wanted.size === 0 || wanted.has(normalizeAddress(pool.address)));
  const volumes = dayVolumesUsd(chain);
  return pools.slice(0, POOLS_RESULT_LIMIT).map((pool) => poolInfo(chain, pool, volumes.get(pool.address) ?? 0));
}

/**
 * The mean APR of the chain's pools per project (`{project: apr}`, 6 decimals); `{}` when the chain
 * has no pools.
 *
 * @throws CompanionError notFound `Pools not found` for a chain that is unknown or not simulated.
 */
export function getPoolsAverageApr(services: CompanionServices, chainId: string): Record<string, number> {
  const chain = poolsChain(services, chainId);
  const volumes = dayVolumesUsd(chain);
  const aprs = chain.listPools().map((pool) => poolInfo(chain, pool, volumes.get(pool.address) ?? 0).apr);
  if (aprs.length === 0) return {};
  return { [POOLS_PROJECT]: round6(aprs.reduce((sum, apr) => sum + apr, 0) / aprs.length) };
}

/**
 * One pool's row. `tvl`: both reserves at the tokens' USD prices. `volume`: USD sold into the pool
 * over the last 24 hours. `apr`: that day's fees (volume × fee) for a year, in percent of the TVL.
 * `fee`: the fee tier in percent (0.3 for 30 bps).
 */
function poolInfo(chain: CompanionChain, pool: CompanionPool, volumeUsd: number): PoolInfo {
  const tvl = usdValue(chain, pool.token0, pool.reserve0) + usdValue(chain, pool.token1, pool.reserve1);
  const feeFraction = Number(pool.feeBps) / 10_000;
  const apr = tvl > 0 ? ((volumeUsd * feeFraction * DAYS_PER_YEAR) / tvl) * 100 : 0;
  return {
    contract_address: normalizeAddress(pool.address),
    chain_id: chain.chainId,
    project: POOLS_PROJECT,
    apr: round6(apr),
    fee: round6(feeFraction * 100),
    tvl: round6(tvl),
    volume: round6(volumeUsd),
  };
}

/** USD sold into each pool (by address) over the last 24 hours of blocks. */
function dayVolumesUsd(chain: CompanionChain): Map<Address, number> {
  const blocks = Math.max(1, Math.round(DAY_MS / chain.blockTimeMs));
  const fromBlock = Math.max(0, chain.latestBlock().number - blocks + 1);
  const poolOfPair = new Map<string, Address>();
  for (const pool of chain.listPools()) poolOfPair.set(`${pool.token0}:${pool.token1}`, pool.address);
  const volumes = new Map<Address, number>();
  for (const swap of chain.poolSwapsSince(fromBlock)) {
    const [token0, token1] =
      swap.tokenIn < swap.tokenOut ? [swap.tokenIn, swap.tokenOut] : [swap.tokenOut, swap.tokenIn];
    const pool = poolOfPair.get(`${token0}:${token1}`);
    if (pool === undefined) continue;
    volumes.set(pool, (volumes.get(pool) ?? 0) + usdValue(chain, swap.tokenIn, swap.amountIn));
  }
  return volumes;
}

export type PoolsHistory = components['schemas']['PoolsHistory'];

/** Blocks `getPoolsHistory` answers when not asked for a number. */
export const POOLS_HISTORY_DEFAULT_BLOCKS = 64;

/**
 * The chain's pools as each of its last `blocks` blocks opened (those the server kept), oldest
 * first: reserves and the TVL at that block's USD prices.
 *
 * @throws CompanionError notFound `Pools not found` for a chain that is unknown or not simulated.
 */
export function getPoolsHistory(services: CompanionServices, chainId: string, blocks: number): PoolsHistory {
  const chain = poolsChain(services, chainId);
  const pools = chain.listPools();
  const decimalsOf = (token: Address) => chain.getToken(token)?.decimals ?? 18;
  const tokensOf = new Map(pools.map((pool) => [pool.address, [decimalsOf(pool.token0), decimalsOf(pool.token1)]]));
  const usd = (amount: bigint, priceE18: bigint, decimals: number) =>
    (Number(amount) / 10 ** decimals) * (Number(priceE18) / 1e18);
  const history: PoolsHistory['blocks'] = [];
  for (const state of chain.poolBlocksSince(Math.max(0, chain.latestBlock().number - blocks + 1))) {
    const decimals = tokensOf.get(state.address);
    if (decimals === undefined) continue;
    if (history.at(-1)?.blockNumber !== state.blockNumber)
      history.push({ blockNumber: state.blockNumber, timestamp: Math.floor(state.blockTimeMs / 1000), pools: [] });
    history.at(-1)!.pools.push({
      address: normalizeAddress(state.address),
      reserve0: state.reserve0.toString(),
      reserve1: state.reserve1.toString(),
      tvl: round6(
        usd(state.reserve0, state.usdPrice0E18, decimals[0]!) + usd(state.reserve1, state.usdPrice1E18, decimals[1]!),
      ),
    });
  }
  return {
    pools: pools.map((pool) => ({
      address: normalizeAddress(pool.address),
      token0: normalizeAddress(pool.token0),
      token1: normalizeAddress(pool.token1),
      feeBps: Number(pool.feeBps),
    })),
    blocks: history,
  };
}

function poolsChain(services: CompanionServices, chainId: string): CompanionChain {
  const chain = companionChainOf(services, chainId);
  if (!chain) throw new CompanionError('notFound', companionMessages.poolsNotFound);
  return chain;
}
