/**
 * Settlement of an auction's winners against the simulated world (the reference's driver
 * submitting a settlement transaction): one all-or-nothing `world.settle` per winner, in ranking
 * order. The transaction pulls every sell amount from its owner into the settlement contract
 * (through the vault relayer's allowance), makes the solution's AMM swaps, and pays every buy
 * amount to its receiver (unwrapping for a native buy token); network and protocol fees stay in
 * the settlement contract. A solution's own calls run as it placed them: pre-interactions first,
 * custom interactions among the swaps, post-interactions last. One `Trade` log is reserved per
 * trade, JIT orders' included.
 */
import { keccak256, stringToHex, type Address, type Hex } from 'viem';
import { SETTLEMENT_CONTRACT } from '../protocol/networks.js';
import { SimulationError } from '../world/errors.js';
import type { NetworkWorld, SettlementOperation } from '../world/networkWorld.js';
import type { Rng } from '../world/rng.js';
import { NATIVE_TOKEN, orderSurplus, toNative } from './math.js';
import { defaultSolvers } from './solvers/index.js';
import { ordersByUid } from './solvers/plans.js';
import { drawn, NO_FAULTS } from './solvers/types.js';
import type { Competitor } from './externalSolvers.js';
import type {
  Auction,
  AuctionOrder,
  ExecutedOrder,
  Settlement,
  SettlementOutcome,
  Solution,
  SolverCall,
  Trade,
} from './types.js';

const SETTLEMENT = SETTLEMENT_CONTRACT.toLowerCase() as Address;

export type SettleWinnersOptions = {
  world: NetworkWorld;
  /** Draws the solvers' declared settlement faults. */
  rng: Rng;
  /** The competing solvers, for the faults each declares (default: `defaultSolvers()`). */
  solvers?: readonly Competitor[] | undefined;
  /** The block the settlements land in (the world's current block) and its unix seconds. */
  block: number;
  timestamp: number;
};

/**
 * Settles `winners` (any order; settled by ranking, each on the state the earlier ones left).
 * Outcomes: `success` with trades and a transaction hash; `timeout` (`block` is past the auction's
 * deadline block, or the solver's declared timeout rate drew it); `reverted` (its declared revert
 * rate drew it: the transaction landed and failed); `driverFailed` (the settlement no longer
 * simulates at `block`: an order expired or was invalidated, a balance or allowance moved, a pool
 * moved beyond a swap's tolerance). Only a success changes the world.
 *
 * @example
 * const settlements = settleWinners(auction, solutions.filter((s) => s.isWinner), { world, rng, block, timestamp })
 */
export function settleWinners(
  auction: Auction,
  winners: readonly Solution[],
  options: SettleWinnersOptions,
): Settlement[] {
  const { world, rng, block, timestamp } = options;
  const auctionOrders = ordersByUid(auction);
  const faultsOf = new Map((options.solvers ?? defaultSolvers()).map((solver) => [solver.name, solver.faults]));
  const settlements: Settlement[] = [];
  for (const solution of [...winners].sort((a, b) => a.ranking - b.ranking || a.solutionUid - b.solutionUid)) {
    const orders = solution.jitOrders?.length
      ? new Map([...auctionOrders, ...solution.jitOrders.map((order) => [order.uid, order] as const)])
      : auctionOrders;
    const attempt = {
      solutionUid: solution.solutionUid,
      solver: solution.solver,
      solverAddress: solution.solverAddress,
      startBlock: auction.block,
      deadlineBlock: auction.deadlineBlock,
      startTimestamp: auction.timestamp,
      ...(solution.calls === undefined ? {} : { calls: solution.calls }),
    };
    const hooks = (success: boolean): Settlement['hooks'] =>
      solution.orders.flatMap((executed) => {
        const order = orders.get(executed.uid);
        if (order === undefined || (order.preInteractions.length === 0 && order.postInteractions.length === 0))
          return [];
        const hook = (hookType: 'pre' | 'post') => (interaction: AuctionOrder['preInteractions'][number]) => ({
          uid: order.uid,
          hookType,
          target: interaction.target.toLowerCase() as Address,
          gasLimit: interaction.gasLimit ?? 0n,
          success,
        });
        return [...order.preInteractions.map(hook('pre')), ...order.postInteractions.map(hook('post'))];
      });
    const failed = (outcome: SettlementOutcome, endBlock: number, endTimestamp: number | null): Settlement => ({
      ...attempt,
      endBlock,
      endTimestamp,
      outcome,
      txHash: null,
      trades: [],
      hooks: hooks(false),
    });

    // Every winner draws both faults, whatever happens to it: later winners' draws never shift.
    const faults = faultsOf.get(solution.solver) ?? NO_FAULTS;
    const timesOut = drawn(rng, faults.timeout);
    const reverts = drawn(rng, faults.revert);
    if (block > auction.deadlineBlock || timesOut) {
      settlements.push(failed({ kind: 'timeout' }, auction.deadlineBlock, null));
      continue;
    }
    const plan = settlementOperations(solution, orders, world, timestamp);
    if (!Array.isArray(plan)) {
      settlements.push(failed({ kind: 'driverFailed', ...plan }, block, timestamp));
      continue;
    }
    if (reverts) {
      const reason = { code: 'SettlementReverted', message: 'the settlement transaction reverted on chain' };
      // The reverted transaction was mined: it has a hash (the engine's `revert` notification names it).
      const txHash = keccak256(
        stringToHex(
          `${world.chainId}/${block}/${solution.solverAddress.toLowerCase()}/${auction.id}/${solution.solutionUid}/reverted`,
        ),
      );
      settlements.push({ ...failed({ kind: 'reverted', ...reason }, block, timestamp), txHash });
      continue;
    }
    try {
      const receipt = world.settle({
        solver: solution.solverAddress,
        operations: plan,
        reservedLogs: solution.orders.length,
      });
      const trades = solution.orders.map((executed, index) =>
        toTrade(
          orders.get(executed.uid)!,
          executed,
          auction,
          receipt.blockNumber,
          receipt.reservedLogIndices[index]!,
          receipt.txHash,
        ),
      );
      settlements.push({
        ...attempt,
        endBlock: receipt.blockNumber,
        endTimestamp: timestamp,
        outcome: { kind: 'success' },
        txHash: receipt.txHash,
        trades,
        hooks: hooks(true),
      });
    } catch (error) {
      if (!(error instanceof SimulationError)) throw error;
      settlements.push(failed({ kind: 'driverFailed', code: error.code, message: error.message }, block, timestamp));
    }
  }
  return settlements;
}

/**
 * The transaction's operations, or why it cannot be built. The settlement contract reverts the
 * whole transaction for a trade of an order past its `validTo` ("GPv2: order expired"),
 * invalidated on chain ("GPv2: order filled") or no longer presigned ("GPv2: order not
 * presigned"), whatever changed since the auction.
 */
function settlementOperations(
  solution: Solution,
  orders: ReadonlyMap<string, AuctionOrder>,
  world: NetworkWorld,
  timestamp: number,
): SettlementOperation[] | { code: string; message: string } {
  const operations: SettlementOperation[] = [];
  const payouts: SettlementOperation[] = [];
  for (const executed of solution.orders) {
    const order = orders.get(executed.uid);
    if (order === undefined) return { code: 'UnknownOrder', message: `${executed.uid} is not in the auction` };
    if (order.validTo < timestamp)
      return { code: 'OrderExpired', message: `order ${order.uid} expired at ${order.validTo}` };
    if (world.invalidationOf(order.uid) !== undefined)
      return { code: 'OrderInvalidated', message: `order ${order.uid} was invalidated on chain` };
    if (order.signingScheme === 'presign' && world.presignature(order.uid)?.signed !== true)
      return { code: 'OrderNotPresigned', message: `order ${order.uid} is not presigned` };
    operations.push({
      kind: 'transferFrom',
      token: order.sellToken,
      from: order.owner,
      to: SETTLEMENT,
      amount: executed.executedSell,
    });
    const receiver = order.receiver ?? order.owner;
    if (order.buyToken === NATIVE_TOKEN) {
      if (world.wrappedNativeToken === undefined)
        return { code: 'InvalidInput', message: `${world.name} has no wrapped native token` };
      payouts.push({ kind: 'unwrap', from: SETTLEMENT, to: receiver, amount: executed.executedBuy });
    } else {
      payouts.push({
        kind: 'transfer',
        token: order.buyToken,
        from: SETTLEMENT,
        to: receiver,
        amount: executed.executedBuy,
      });
    }
  }
  const { pre = [], custom = [], post = [] } = solution.calls ?? {};
  const swaps = solution.swaps ?? [];
  const interactions: SettlementOperation[] = [];
  let nextCustom = 0;
  for (const [index, swap] of swaps.entries()) {
    for (; nextCustom < custom.length && custom[nextCustom]!.beforeSwap <= index; nextCustom++)
      interactions.push(...callOperations(custom[nextCustom]!.call));
    interactions.push({
      kind: 'swap',
      tokenIn: swap.tokenIn,
      tokenOut: swap.tokenOut,
      amountIn: swap.amountIn,
      minAmountOut: swap.minAmountOut,
      from: SETTLEMENT,
      to: SETTLEMENT,
    });
  }
  for (const entry of custom.slice(nextCustom)) interactions.push(...callOperations(entry.call));
  return [...pre.flatMap(callOperations), ...operations, ...interactions, ...payouts, ...post.flatMap(callOperations)];
}

/** What a solution's call does to the world: the settlement contract pays or unwraps; an approval moves nothing. */
function callOperations({ effect }: SolverCall): SettlementOperation[] {
  switch (effect.kind) {
    case 'transfer':
      return [{ kind: 'transfer', token: effect.token, from: SETTLEMENT, to: effect.to, amount: effect.amount }];
    case 'unwrap':
      return [{ kind: 'unwrap', from: SETTLEMENT, to: SETTLEMENT, amount: effect.amount }];
    case 'approve':
      return [];
  }
}

function toTrade(
  order: AuctionOrder,
  executed: ExecutedOrder,
  auction: Auction,
  blockNumber: number,
  logIndex: number,
  txHash: Hex,
): Trade {
  const amounts = { sell: executed.executedSell, buy: executed.executedBuy };
  const protocolFeeTotal = executed.protocolFees.reduce((sum, fee) => sum + fee.amount, 0n);
  // Sell orders pay protocol fees in the buy token: in sell-token terms at the trade's pre-fee rate.
  const protocolFeesInSell =
    order.kind === 'sell'
      ? (protocolFeeTotal * (executed.executedSell - executed.networkFee)) / (executed.executedBuy + protocolFeeTotal)
      : protocolFeeTotal;
  // The signed fee's share of this fill (0 for every order the API accepts).
  const signedFee =
    order.feeAmount === 0n
      ? 0n
      : order.kind === 'sell'
        ? (order.feeAmount * executed.executedSell) / (order.sellAmount + order.feeAmount)
        : (order.feeAmount * executed.executedBuy) / order.buyAmount;
  return {
    uid: order.uid,
    owner: order.owner,
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    blockNumber,
    logIndex,
    txHash,
    sellAmount: executed.executedSell,
    sellAmountBeforeFees: executed.executedSell - signedFee,
    buyAmount: executed.executedBuy,
    executedFee: executed.networkFee + protocolFeesInSell,
    protocolFees: executed.protocolFees,
    surplusNative: toNative(order, orderSurplus(order, amounts), auction.prices),
  };
}
