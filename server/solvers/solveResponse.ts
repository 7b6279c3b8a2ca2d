/**
 * An engine's answer to `/solve`, decoded and validated as the reference driver does it
 * (`crates/driver/src/infra/solver/mod.rs` and `dto/solution.rs`): a body that is not JSON of the
 * response schema is a `deserializationError`; a repeated solution id, or any solution that names
 * an unknown order or liquidity id, lacks a clearing price, fills a fill-or-kill order other than
 * exactly, fills more than an order offers, has a `fee` against its order's class, or carries a
 * JIT order whose signature does not recover or whose executed amount its order does not allow,
 * drops the whole answer. What remains becomes proposals in batchbook's terms: executed amounts
 * at the uniform clearing prices (the settlement contract's rounding: a sell order's buy amount
 * up, a buy order's sell amount down) with the orders' protocol fees withheld (the driver applies
 * them, not the engine); JIT orders at their own limit price (`encoding.rs`), or at the clearing
 * prices when their owner captures surplus; the swaps the `liquidity` interactions make; and the
 * solution's pre-, post- and `custom` interactions as the calls the simulated world executes.
 * A solution the world cannot settle as written (a call it does not simulate, a JIT order its
 * owner cannot pay) fails simulation alone (docs/decisions.md#solutions-the-world-cannot-simulate);
 * limit prices and whether the swaps settle are the competition's to judge (`simulationFailed`).
 */
import type { Address, Hex } from 'viem';
import { zSolveResponse } from '../../generated/solver/sdk/zod.gen.js';
import type { SolveResponse } from './dto.js';
import {
  NATIVE_TOKEN,
  VAULT_RELAYER,
  callSelector,
  computeOrderUid,
  decodeTokenCall,
  hashOrder,
  recoverOrderOwnerSync,
  remainingAmounts,
  unsubmittedOrder,
  withholdProtocolFees,
  type AmmSwap,
  type Auction,
  type AuctionOrder,
  type EngineAnswer,
  type NetworkWorld,
  type Proposal,
  type ProposedTrade,
  type SolutionCalls,
  type SolverCall,
} from '../../simulator/index.js';
import { signedJitOrder, tradeAmountsAt } from './settleCalldata.js';
import { erc20Of, orderClass, type LiquidityIndex } from './solveRequest.js';

/** What decoding reads of the network: its chain id (JIT orders' digests) and the state a JIT order or a call needs. */
export type SolutionChain = Pick<
  NetworkWorld,
  | 'chainId'
  | 'wrappedNativeToken'
  | 'getToken'
  | 'balanceOf'
  | 'allowance'
  | 'presignature'
  | 'isValidSignature1271'
  | 'invalidationOf'
>;

type DtoSolution = Extract<SolveResponse, { solutions: unknown }>['solutions'][number];
type DtoJitTrade = Extract<DtoSolution['trades'][number], { kind: 'jit' }>;
type DtoCall = NonNullable<DtoSolution['preInteractions']>[number];
type DtoCustomInteraction = Extract<DtoSolution['interactions'][number], { kind: 'custom' }>;

class InvalidAnswer extends Error {}

/**
 * @example
 * const answer = decodeSolveResponse(await response.text(), auction, liquidity, world)
 * if ('failure' in answer) console.log(answer.failure, answer.detail)
 */
export function decodeSolveResponse(
  text: string,
  auction: Auction,
  liquidity: LiquidityIndex,
  chain: SolutionChain,
): EngineAnswer {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { failure: 'deserializationError', detail: `Request format invalid: ${(error as Error).message}` };
  }
  const parsed = zSolveResponse.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'body';
    return {
      failure: 'deserializationError',
      detail: `Request format invalid: ${where}: ${issue?.message ?? 'invalid'}`,
    };
  }
  const response = parsed.data as SolveResponse;
  if ('error' in response) {
    const { code, message } = response.error;
    return { failure: 'solverError', detail: message === undefined ? code : `${code}: ${message}` };
  }
  const ids = response.solutions.map((solution) => solution.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) return { failure: 'duplicatedSolutionId', detail: `solution id ${repeated} is repeated` };
  const orders = new Map(auction.orders.map((order) => [order.uid.toLowerCase(), order]));
  try {
    const decoded = response.solutions.map((solution) => toProposal(solution, auction, orders, liquidity, chain));
    const proposals: Proposal[] = [];
    const solutionIds: number[] = [];
    const unsimulated: { solutionId: number; detail: string }[] = [];
    decoded.forEach((entry, index) => {
      const solutionId = ids[index]!;
      if ('unsimulated' in entry) {
        unsimulated.push({ solutionId, detail: `solution ${solutionId}: ${entry.unsimulated}` });
      } else {
        proposals.push(entry.proposal);
        solutionIds.push(solutionId);
      }
    });
    return { proposals, solutionIds, ...(unsimulated.length > 0 ? { unsimulated } : {}) };
  } catch (error) {
    if (error instanceof InvalidAnswer) return { failure: 'invalidSolution', detail: error.message };
    throw error;
  }
}

function toProposal(
  solution: DtoSolution,
  auction: Auction,
  orders: ReadonlyMap<string, AuctionOrder>,
  liquidity: LiquidityIndex,
  chain: SolutionChain,
): { proposal: Proposal } | { unsimulated: string } {
  const fail = (message: string): never => {
    throw new InvalidAnswer(`solution ${solution.id}: ${message}`);
  };
  // The first reason the world cannot settle the solution; validation still runs to the end, as
  // an invalid solution anywhere drops the whole answer.
  let unsimulated: string | undefined;
  const cannotSimulate = (reason: string) => {
    unsimulated ??= reason;
  };
  const prices = new Map(
    Object.entries(solution.prices).map(([token, price]) => [token.toLowerCase(), BigInt(price!)]),
  );
  const priceOf = (token: Address) => prices.get(token) ?? fail(`missing clearing price for ${token}`);

  const trades: ProposedTrade[] = [];
  const jitOrders: AuctionOrder[] = [];
  const clearingPrices: Record<Address, bigint> = {};
  /** A trade at the uniform clearing prices, with its fee on top of the sell amount, as the contract settles it. */
  const atClearingPrices = (order: AuctionOrder, executed: bigint, fee: bigint) => {
    const sellToken = order.sellToken;
    const buyToken = erc20Of(order.buyToken, chain.wrappedNativeToken);
    const sellPrice = priceOf(sellToken);
    const buyPrice = priceOf(buyToken);
    if (sellPrice === 0n || buyPrice === 0n) fail(`zero clearing price for order ${order.uid}`);
    const raw = tradeAmountsAt(order.kind, executed, fee, sellPrice, buyPrice);
    clearingPrices[sellToken] = sellPrice;
    clearingPrices[buyToken] = buyPrice;
    return withholdProtocolFees(order, raw);
  };
  /** The reference's check of an executed amount: the sell side counts the fee on top. */
  const checkExecuted = (order: AuctionOrder, executed: bigint, fee: bigint, what: string) => {
    const available = order.available ?? remainingAmounts(order);
    const filled = order.kind === 'sell' ? executed + fee : executed;
    const target = order.kind === 'sell' ? available.sell : available.buy;
    if (!order.partiallyFillable && filled !== target)
      fail(`fill-or-kill ${what} ${order.uid} must be filled exactly (${target}), not ${filled}`);
    if (filled > target) fail(`${what} ${order.uid} is filled ${filled}, more than the ${target} it offers`);
  };
  const funds = new Map<string, bigint>();
  for (const trade of solution.trades) {
    if (trade.kind === 'jit') {
      const order = jitOrderOf(trade, auction, orders, chain, fail, cannotSimulate);
      const executed = BigInt(trade.executedAmount);
      const fee = BigInt(trade.fee ?? '0');
      checkExecuted(order, executed, fee, 'JIT order');
      const capturing = auction.surplusCapturingJitOrderOwners.includes(order.owner);
      // A JIT order trades at its own limit price (the settlement's custom prices for it), unless
      // its owner captures surplus: then it is a fulfillment at the clearing prices, fee included.
      const net = capturing
        ? atClearingPrices(order, executed, fee)
        : tradeAmountsAt(order.kind, executed, 0n, order.buyAmount, order.sellAmount);
      const key = `${order.sellToken}:${order.owner}`;
      const needed = (funds.get(key) ?? 0n) + net.sell;
      funds.set(key, needed);
      const balance = chain.balanceOf(order.sellToken, order.owner);
      const allowance = chain.allowance(order.sellToken, order.owner, VAULT_RELAYER);
      if (balance < needed || allowance < needed)
        cannotSimulate(
          `JIT order ${order.uid} needs ${needed} of ${order.sellToken} from ${order.owner}, who holds ${balance} and allows the vault relayer ${allowance}`,
        );
      jitOrders.push(order);
      trades.push({ uid: order.uid, executedSell: net.sell, executedBuy: net.buy, networkFee: capturing ? fee : 0n });
      continue;
    }
    const order = orders.get(trade.order.toLowerCase()) ?? fail(`unknown order ${trade.order}`);
    const executed = BigInt(trade.executedAmount);
    const isLimit = orderClass(order) === 'limit';
    if (isLimit && trade.fee === undefined) fail(`limit order ${order.uid} needs a fee`);
    if (!isLimit && trade.fee !== undefined) fail(`market order ${order.uid} must not have a fee`);
    const fee = BigInt(trade.fee ?? '0');
    checkExecuted(order, executed, fee, 'order');
    const net = atClearingPrices(order, executed, fee);
    trades.push({ uid: order.uid, executedSell: net.sell, executedBuy: net.buy, networkFee: fee });
  }

  const swaps: AmmSwap[] = [];
  const custom: SolutionCalls['custom'] = [];
  for (const [index, interaction] of solution.interactions.entries()) {
    if (interaction.kind === 'custom') {
      const call = customCallOf(interaction, `interaction ${index}`, chain, cannotSimulate);
      if (call !== undefined) custom.push({ beforeSwap: swaps.length, call });
      continue;
    }
    const pool = liquidity.get(interaction.id) ?? fail(`unknown liquidity id ${interaction.id}`);
    const tokenIn = interaction.inputToken.toLowerCase() as Address;
    const tokenOut = interaction.outputToken.toLowerCase() as Address;
    const pair = [pool.token0, pool.token1];
    if (tokenIn === tokenOut || !pair.includes(tokenIn) || !pair.includes(tokenOut))
      fail(`liquidity ${interaction.id} does not trade ${tokenIn} for ${tokenOut}`);
    swaps.push({
      tokenIn,
      tokenOut,
      amountIn: BigInt(interaction.inputAmount),
      minAmountOut: BigInt(interaction.outputAmount),
    });
  }
  const callsOf = (calls: readonly DtoCall[] | undefined, where: string) =>
    (calls ?? []).flatMap((call, index) => solverCallOf(call, `${where} ${index}`, chain, cannotSimulate) ?? []);
  const calls: SolutionCalls = {
    pre: callsOf(solution.preInteractions, 'pre-interaction'),
    custom,
    post: callsOf(solution.postInteractions, 'post-interaction'),
  };
  if (unsimulated !== undefined) return { unsimulated };
  const hasCalls = calls.pre.length + calls.custom.length + calls.post.length > 0;
  return {
    proposal: {
      trades,
      swaps,
      clearingPrices,
      ...(jitOrders.length > 0 ? { jitOrders } : {}),
      ...(hasCalls ? { calls } : {}),
    },
  };
}

/**
 * A `jit` trade's order as an auction order of its owner: the signature must recover (ECDSA) or
 * name (`presign`, `eip1271`: the owner's 20 bytes first) its owner, as the reference's
 * `JitOrder::signature` reads it; the uid is the order's. What the world must also agree to (a
 * presignature, the owner wallet's `isValidSignature`, an order still valid, ERC-20 balances)
 * is for simulation.
 */
function jitOrderOf(
  trade: DtoJitTrade,
  auction: Auction,
  orders: ReadonlyMap<string, AuctionOrder>,
  chain: SolutionChain,
  fail: (message: string) => never,
  cannotSimulate: (reason: string) => void,
): AuctionOrder {
  const dto = trade.order;
  const signed = signedJitOrder(dto);
  if (signed.sellAmount === 0n || signed.buyAmount === 0n) fail('invalid JIT trade: a zero limit amount');
  let digest: Hex;
  try {
    digest = hashOrder(signed, chain.chainId);
  } catch (error) {
    return fail(`invalid JIT trade: ${(error as Error).message}`);
  }
  const signature = dto.signature.toLowerCase() as Hex;
  let owner: Address;
  if (dto.signingScheme === 'eip712' || dto.signingScheme === 'ethsign') {
    owner =
      recoverOrderOwnerSync({ scheme: dto.signingScheme, digest, signature })?.owner ??
      fail(`invalid JIT trade: its ${dto.signingScheme} signature does not recover an owner`);
  } else {
    if (signature.length < 42) fail(`invalid JIT trade: a ${dto.signingScheme} signature starts with its owner`);
    owner = `0x${signature.slice(2, 42)}` as Address;
  }
  const uid = computeOrderUid({ digest, owner, validTo: signed.validTo });
  if (orders.has(uid)) fail(`JIT order ${uid} is an order of the auction`);
  if (signed.sellTokenBalance !== 'erc20' || signed.buyTokenBalance !== 'erc20')
    cannotSimulate(`JIT order ${uid}: batchbook simulates ERC-20 balances only, not Balancer vault balances`);
  if (signed.validTo < auction.timestamp) cannotSimulate(`JIT order ${uid} expired at ${signed.validTo}`);
  if (chain.invalidationOf(uid) !== undefined) cannotSimulate(`JIT order ${uid} was invalidated on chain`);
  if (dto.signingScheme === 'presign' && chain.presignature(uid)?.signed !== true)
    cannotSimulate(`JIT order ${uid} is not presigned`);
  if (dto.signingScheme === 'eip1271' && !chain.isValidSignature1271(owner, digest, `0x${signature.slice(42)}`))
    cannotSimulate(`JIT order ${uid}: isValidSignature of ${owner} rejects its signature`);
  for (const token of [signed.sellToken, signed.buyToken])
    if (chain.getToken(token) === undefined)
      cannotSimulate(`JIT order ${uid} trades ${token}, a token batchbook does not simulate`);
  return {
    ...unsubmittedOrder({
      ...signed,
      uid,
      owner,
      signingScheme: dto.signingScheme,
      signature,
      createdAt: auction.timestamp,
    }),
    protocolFees: [],
  };
}

/**
 * A call the settlement contract makes, with the effect the simulated world gives it: ERC-20
 * `transfer` and `approve` of a token the world knows, and `withdraw` of the wrapped native
 * token. Anything else (another function, a call into another contract, a call with value) is a
 * reason the solution cannot be simulated, never a call accepted and skipped.
 */
function solverCallOf(
  dto: DtoCall,
  where: string,
  chain: SolutionChain,
  cannotSimulate: (reason: string) => void,
): SolverCall | undefined {
  const target = dto.target.toLowerCase() as Address;
  const callData = dto.callData.toLowerCase() as Hex;
  const value = BigInt(dto.value);
  const unsupported = (why: string) => {
    cannotSimulate(`${where}: ${why}`);
    return undefined;
  };
  if (value !== 0n) return unsupported(`it sends ${value} wei; batchbook simulates calls without value only`);
  const decoded = chain.getToken(target) === undefined ? undefined : decodeTokenCall(callData);
  const notSimulated = `batchbook does not simulate function ${callSelector(callData)} of ${target} (it simulates ERC-20 transfer and approve, and withdraw of the wrapped native token)`;
  if (decoded === undefined) return unsupported(notSimulated);
  const base = { target, value, callData };
  switch (decoded.functionName) {
    case 'transfer': {
      const [to, amount] = decoded.args;
      return { ...base, effect: { kind: 'transfer', token: target, to: to.toLowerCase() as Address, amount } };
    }
    case 'approve': {
      const [spender, amount] = decoded.args;
      return { ...base, effect: { kind: 'approve', token: target, spender: spender.toLowerCase() as Address, amount } };
    }
    case 'withdraw':
      if (target !== chain.wrappedNativeToken) return unsupported(notSimulated);
      return { ...base, effect: { kind: 'unwrap', amount: decoded.args[0] } };
    default:
      return unsupported(notSimulated);
  }
}

/**
 * A `custom` interaction as a call of the settlement contract; what it declares it takes
 * (`inputs`) and gives back (`outputs`) must be what the simulated call moves, as the driver
 * trusts those declarations for its accounting.
 */
function customCallOf(
  dto: DtoCustomInteraction,
  where: string,
  chain: SolutionChain,
  cannotSimulate: (reason: string) => void,
): SolverCall | undefined {
  const call = solverCallOf(dto, where, chain, cannotSimulate);
  if (call === undefined) return undefined;
  const { effect } = call;
  const moved =
    effect.kind === 'transfer'
      ? { inputs: [`${effect.token}:${effect.amount}`], outputs: [] }
      : effect.kind === 'unwrap'
        ? { inputs: [`${call.target}:${effect.amount}`], outputs: [`${NATIVE_TOKEN}:${effect.amount}`] }
        : { inputs: [], outputs: [] };
  const declared = (assets: readonly { token: string; amount: string }[]) =>
    assets.map((asset) => `${asset.token.toLowerCase()}:${BigInt(asset.amount)}`);
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  if (!same(declared(dto.inputs), moved.inputs) || !same(declared(dto.outputs), moved.outputs)) {
    cannotSimulate(
      `${where}: it declares inputs [${declared(dto.inputs).join(', ')}] and outputs [${declared(dto.outputs).join(', ')}], but its call moves [${moved.inputs.join(', ')}] and [${moved.outputs.join(', ')}]`,
    );
    return undefined;
  }
  return call;
}
