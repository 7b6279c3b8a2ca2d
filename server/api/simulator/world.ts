/**
 * Shared glue of the simulator control handlers: the request's network world, SimulationError →
 * documented error, and the DTO mappers (bigint → decimal string, Date → ISO 8601).
 */
import type { components } from '../../../generated/simulator/types.js';
import {
  SimulationError,
  VAULT_RELAYER,
  type BlockInfo,
  type NetworkWorld,
  type PoolState,
  type TokenInfo,
} from '../../../simulator/index.js';
import type { AppContext } from '../../context.js';
import { InvalidParameterError, NotFoundError } from '../../domain/errors.js';

type Schemas = components['schemas'];

/** The world of the request's `{network}` (validated against the document's networks by the router). */
export function worldOf(input: { params: { network: string } }, context: AppContext): NetworkWorld {
  const network = input.params.network;
  const world = context.simulation.world(network);
  if (world === undefined) throw new NotFoundError(`unknown network ${JSON.stringify(network)}`);
  return world;
}

/**
 * Runs a world change; a SimulationError becomes 400 `InvalidParameter` whose description starts
 * with the field at fault: `token` for an unknown token (or 404 `NotFound` when
 * `unknownTokenIsNotFound`), else `field` (or what it names for the error).
 */
export function applyToWorld<T>(
  field: string | ((error: SimulationError) => string),
  change: () => T,
  options: { unknownTokenIsNotFound?: boolean } = {},
): T {
  try {
    return change();
  } catch (error) {
    if (!(error instanceof SimulationError)) throw error;
    if (error.code === 'UnknownToken') {
      if (options.unknownTokenIsNotFound) throw new NotFoundError(error.message);
      throw new InvalidParameterError(`token: ${error.message}`);
    }
    throw new InvalidParameterError(`${typeof field === 'string' ? field : field(error)}: ${error.message}`);
  }
}

/** An address from a path parameter (`0x` optional), lower case with `0x`. */
export function pathAddress(value: string): `0x${string}` {
  const lower = value.toLowerCase();
  return (lower.startsWith('0x') ? lower : `0x${lower}`) as `0x${string}`;
}

export function toBlockDto(block: BlockInfo): Schemas['Block'] {
  return { number: block.number, timestamp: block.timestamp, time: block.time.toISOString() };
}

export function toTokenStateDto(world: NetworkWorld, token: TokenInfo): Schemas['TokenState'] {
  const nativePrice = world.nativePrice(token.address);
  return {
    address: token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    usdPrice: world.usdPrice(token.address) ?? 0,
    nativePrice: nativePrice === undefined ? null : nativePrice.toString(),
    ...(token.unsupported !== undefined ? { unsupported: token.unsupported } : {}),
  };
}

export function toPoolStateDto(pool: PoolState): Schemas['PoolState'] {
  return {
    address: pool.address,
    token0: pool.token0,
    token1: pool.token1,
    reserve0: pool.reserve0.toString(),
    reserve1: pool.reserve1.toString(),
    feeBps: Number(pool.feeBps),
  };
}

export function toAccountDto(world: NetworkWorld, address: `0x${string}`): Schemas['AccountState'] {
  const wallet = world.getContractWallet(address);
  return {
    address,
    nativeBalance: world.nativeBalanceOf(address).toString(),
    balances: world.listTokens().map((token) => ({
      token: token.address,
      symbol: token.symbol,
      balance: world.balanceOf(token.address, address).toString(),
      allowance: world.allowance(token.address, address, VAULT_RELAYER).toString(),
    })),
    isContract: world.hasCode(address),
    banned: world.isBanned(address),
    ...(wallet !== undefined
      ? { contractWallet: { address: wallet.address, owners: [...wallet.owners], threshold: wallet.threshold } }
      : {}),
  };
}
