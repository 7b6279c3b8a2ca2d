/**
 * `GET /restricted/api/v1/debug/simulation/{uid}` and `POST /restricted/api/v1/debug/simulation`:
 * would a settlement execute the order against the simulated world at a block, and if not, why.
 * The reference hands back a Tenderly request; batchbook owns the world and answers exactly, with
 * the first reason in the order a settlement meets them (`OrderSimulationReason` in
 * `openapi/orderbook.yaml`).
 */
import type { Address, Hex } from 'viem';
import type { components } from '../../../generated/orderbook/types.js';
import { VAULT_RELAYER, computeOrderUid, hashOrder, recoverOrderOwner } from '../../../simulator/index.js';
import { ceilDiv, isUint256 } from '../amounts.js';
import { InvalidParameterError, PriceEstimationError } from '../errors.js';
import type { AppDataStore, ChainView } from '../ports.js';
import { priceTrade, type QuoteSide } from '../quotes/computeQuote.js';
import { MAX_ORDER_GAS } from './createOrder.js';
import { normalizeReceiver, type HookCall } from './orderRules.js';
import { resolveAppData } from './resolveAppData.js';
import type { BuyTokenDestination, Order, OrderKind, SellTokenSource, SigningScheme } from './types.js';

export type OrderSimulation = components['schemas']['OrderSimulation'];
type ReasonKind = components['schemas']['OrderSimulationReason']['kind'];

/** The block a simulation runs at: its number and the unix time its settlement would see. */
export type SimulationBlock = { number: number; timestamp: number };

/**
 * The requested block (the latest when undefined). The world keeps only its latest state, so an
 * earlier block cannot be simulated; a later one is the latest state at that block's time, the
 * later of now and the latest block's time plus one block time per block.
 *
 * @throws InvalidParameterError for a block before the latest.
 */
export function resolveSimulationBlock(parameters: {
  requested: number | undefined;
  latest: SimulationBlock;
  blockTimeMs: number;
  nowSeconds: number;
}): SimulationBlock {
  const { requested, latest, blockTimeMs, nowSeconds } = parameters;
  if (requested !== undefined && requested < latest.number) {
    throw new InvalidParameterError(
      `block_number ${requested} is before the latest block ${latest.number}: the simulated world keeps only its latest state`,
    );
  }
  const number = requested ?? latest.number;
  const projected = latest.timestamp + Math.floor(((number - latest.number) * blockTimeMs) / 1000);
  return { number, timestamp: Math.max(nowSeconds, projected) };
}

/** An order as the simulation needs it: the signed fields, its owner, hooks and what it executed. */
export type OrderToSimulate = {
  owner: Address;
  sellToken: Address;
  buyToken: Address;
  receiver: Address | null;
  sellAmount: bigint;
  buyAmount: bigint;
  feeAmount: bigint;
  validTo: number;
  appDataHash: Hex;
  kind: OrderKind;
  partiallyFillable: boolean;
  sellTokenBalance: SellTokenSource;
  buyTokenBalance: BuyTokenDestination;
  signingScheme: SigningScheme;
  signature: Hex;
  hooks: { pre: HookCall[]; post: HookCall[] };
  /** Already executed, as the auction counts it: sell atoms of a sell order, buy atoms of a buy order. */
  executed: bigint;
  /** Cancelled through the API (the order book no longer hands it to solvers). */
  cancelled: boolean;
};

/** A stored order to simulate: what it executed and its cancellation count; hooks from its app data. */
export function storedOrderToSimulate(order: Order, appData: AppDataStore): OrderToSimulate {
  const resolved = resolveAppData({ appData: order.fullAppData ?? order.appData, appDataHash: null }, appData);
  return {
    ...order,
    appDataHash: order.appData,
    hooks: resolved.ok ? resolved.value.hooks : { pre: [], post: [] },
    executed: order.kind === 'sell' ? order.executedSell : order.executedBuy,
    cancelled: order.cancelledAt !== null,
  };
}

/** The body of `POST /restricted/api/v1/debug/simulation`, amounts as bigints. */
export type OrderSimulationRequest = Omit<OrderToSimulate, 'appDataHash' | 'hooks' | 'executed' | 'cancelled'> & {
  appData: string;
};

/**
 * An order from a simulation request: its app data resolved (hooks, the hash it signs).
 *
 * @throws InvalidParameterError for a zero sell amount, an amount beyond uint256, or app data
 * that is not a valid document.
 */
export function requestedOrderToSimulate(request: OrderSimulationRequest, appData: AppDataStore): OrderToSimulate {
  if (request.sellAmount === 0n) throw new InvalidParameterError('sellAmount: must be greater than zero');
  for (const field of ['sellAmount', 'buyAmount', 'feeAmount'] as const) {
    if (!isUint256(request[field])) throw new InvalidParameterError(`${field}: does not fit in a uint256`);
  }
  const resolved = resolveAppData({ appData: request.appData, appDataHash: null }, appData);
  if (!resolved.ok) throw new InvalidParameterError(`appData: ${resolved.description}`);
  const { appData: _text, ...order } = request;
  return {
    ...order,
    receiver: normalizeReceiver(order.receiver),
    appDataHash: resolved.value.hash,
    hooks: resolved.value.hooks,
    executed: 0n,
    cancelled: false,
  };
}

export async function simulateOrder(
  order: OrderToSimulate,
  chain: ChainView,
  block: SimulationBlock,
): Promise<OrderSimulation> {
  const notExecuted = (kind: ReasonKind, description: string): OrderSimulation => ({
    blockNumber: block.number,
    executes: false,
    reason: { kind, description },
    error: description,
    executedAmounts: null,
    balanceChanges: [],
  });
  const owner = order.owner.toLowerCase() as Address;
  const receiver = (order.receiver?.toLowerCase() as Address | undefined) ?? owner;
  const sellToken = order.sellToken.toLowerCase() as Address;
  const buyToken = order.buyToken.toLowerCase() as Address;
  const digest = hashOrder(
    {
      sellToken,
      buyToken,
      receiver: order.receiver,
      sellAmount: order.sellAmount,
      buyAmount: order.buyAmount,
      validTo: order.validTo,
      appData: order.appDataHash,
      feeAmount: order.feeAmount,
      kind: order.kind,
      partiallyFillable: order.partiallyFillable,
      sellTokenBalance: order.sellTokenBalance,
      buyTokenBalance: order.buyTokenBalance,
    },
    chain.chainId,
  );
  const uid = computeOrderUid({ digest, owner, validTo: order.validTo });

  // Filtered out before any auction: banned owner or receiver.
  if (chain.isBanned(owner)) return notExecuted('ban', `the owner ${owner} is banned`);
  if (chain.isBanned(receiver)) return notExecuted('ban', `the receiver ${receiver} is banned`);

  // The settlement contract's checks of the trade: validity, fill state, signature.
  if (order.cancelled) return notExecuted('validity', `the order ${uid} was cancelled`);
  if (chain.isInvalidated(uid)) return notExecuted('validity', `the order ${uid} was invalidated on chain`);
  const remaining = remainingAmounts(order);
  if (remaining.sell === 0n || remaining.buy === 0n) {
    return notExecuted('validity', `the order ${uid} is already filled`);
  }
  if (order.validTo < block.timestamp) {
    return notExecuted('validity', `validTo ${order.validTo} is before the block's time ${block.timestamp}`);
  }
  const signatureProblem = await checkSignature(order, owner, digest, chain);
  if (signatureProblem) return notExecuted('signature', signatureProblem);
  if (order.signingScheme === 'presign' && chain.presignature(uid)?.signed !== true) {
    return notExecuted('presignature', `the order ${uid} is not presigned by ${owner}`);
  }

  // The hooks trampoline reverts the settlement when it cannot forward a hook its gas limit.
  const hookGas = [...order.hooks.pre, ...order.hooks.post].reduce((sum, hook) => sum + hook.gasLimit, 0n);
  if (hookGas > MAX_ORDER_GAS) {
    return notExecuted(
      'hookRevert',
      `the hooks' gas limits (${hookGas}) exceed what a settlement forwards (${MAX_ORDER_GAS})`,
    );
  }

  // The vault relayer pulls the sell token from the owner's ERC-20 balance.
  if (order.sellTokenBalance !== 'erc20') {
    return notExecuted('balance', `the simulated world keeps no Balancer Vault ${order.sellTokenBalance} balances`);
  }
  const balance = chain.balanceOf(sellToken, owner);
  const allowance = chain.allowance(sellToken, owner, VAULT_RELAYER);
  // A partially fillable order trades what the balance and allowance cover, as the auction does.
  const needed = order.partiallyFillable ? 1n : remaining.sell;
  if (balance < needed) return notExecuted('balance', `the balance of ${sellToken} is ${balance}, below ${needed}`);
  if (allowance < needed) {
    return notExecuted('allowance', `the vault relayer's allowance for ${sellToken} is ${allowance}, below ${needed}`);
  }
  const coverable = min(remaining.sell, balance, allowance);
  const fill =
    coverable === remaining.sell
      ? remaining
      : { sell: coverable, buy: ceilDiv(coverable * order.buyAmount, order.sellAmount) };

  // Limit against the world's market, network fee included.
  let executed: { sell: bigint; buy: bigint };
  try {
    const side: QuoteSide =
      order.kind === 'sell'
        ? { kind: 'sell', sellAmountBeforeFee: fill.sell }
        : { kind: 'buy', buyAmountAfterFee: fill.buy };
    const priced = priceTrade(
      { sellToken, buyToken, side, signingScheme: order.signingScheme, hooks: order.hooks },
      chain,
    );
    executed =
      order.kind === 'sell'
        ? { sell: fill.sell, buy: priced.buyAmount }
        : { sell: priced.sellAmount + priced.feeAmount, buy: fill.buy };
  } catch (error) {
    if (error instanceof PriceEstimationError) return notExecuted('limitPrice', error.description);
    throw error;
  }
  const limitMet = order.kind === 'sell' ? executed.buy >= fill.buy : executed.sell <= fill.sell;
  if (!limitMet) {
    return notExecuted(
      'limitPrice',
      order.kind === 'sell'
        ? `the market pays ${executed.buy} ${buyToken} for ${fill.sell} ${sellToken}, below the limit ${fill.buy}`
        : `the market costs ${executed.sell} ${sellToken} for ${fill.buy} ${buyToken}, above the limit ${fill.sell}`,
    );
  }

  return {
    blockNumber: block.number,
    executes: true,
    reason: null,
    error: null,
    executedAmounts: { sell: executed.sell.toString(), buy: executed.buy.toString() },
    balanceChanges: balanceChanges([
      { address: owner, token: sellToken, amount: -executed.sell },
      { address: receiver, token: buyToken, amount: executed.buy },
    ]),
  };
}

/** What is left to trade, as the auction computes it (`remainingAmounts` in `simulator/auction/math.ts`). */
function remainingAmounts(order: OrderToSimulate): { sell: bigint; buy: bigint } {
  if (order.kind === 'sell') {
    const sell = order.sellAmount > order.executed ? order.sellAmount - order.executed : 0n;
    return { sell, buy: order.sellAmount === 0n ? 0n : ceilDiv(sell * order.buyAmount, order.sellAmount) };
  }
  const buy = order.buyAmount > order.executed ? order.buyAmount - order.executed : 0n;
  return { sell: order.buyAmount === 0n ? 0n : (buy * order.sellAmount) / order.buyAmount, buy };
}

/** Why the settlement contract would reject the signature, or undefined when it accepts it. */
async function checkSignature(
  order: OrderToSimulate,
  owner: Address,
  digest: Hex,
  chain: ChainView,
): Promise<string | undefined> {
  switch (order.signingScheme) {
    case 'eip712':
    case 'ethsign': {
      const recovered = await recoverOrderOwner({ scheme: order.signingScheme, digest, signature: order.signature });
      if (!recovered) return 'the signature could not be recovered';
      return recovered.owner === owner ? undefined : `the signature is ${recovered.owner}'s, not the owner ${owner}'s`;
    }
    case 'eip1271':
      return chain.isValidSignature1271(owner, digest, order.signature)
        ? undefined
        : `isValidSignature of ${owner} rejects the signature for ${digest}`;
    case 'presign': {
      const signature = order.signature.toLowerCase();
      return signature === '0x' || signature === owner
        ? undefined
        : 'a presign signature is empty (0x) or the owner address';
    }
  }
}

/** Changes summed per account and token, zero sums left out. */
function balanceChanges(
  changes: readonly { address: Address; token: Address; amount: bigint }[],
): OrderSimulation['balanceChanges'] {
  const sums = new Map<string, { address: Address; token: Address; amount: bigint }>();
  for (const change of changes) {
    const key = `${change.address}:${change.token}`;
    const sum = sums.get(key);
    if (sum) sum.amount += change.amount;
    else sums.set(key, { ...change });
  }
  return [...sums.values()]
    .filter((change) => change.amount !== 0n)
    .map((change) => ({ address: change.address, token: change.token, amount: change.amount.toString() }));
}

const min = (...values: bigint[]) => values.reduce((a, b) => (b < a ? b : a));
