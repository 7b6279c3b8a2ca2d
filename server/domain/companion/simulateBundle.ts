/**
 * `POST /{chainId}/simulation/simulateBundle` (docs/protocol.md#companion-rules): runs a bundle
 * of calls, in order, against the simulated world at its latest block, each on the state the
 * previous ones left, and changes nothing in the world. The reference hands the bundle to Tenderly;
 * batchbook owns the world and executes the calls it knows:
 *
 * - ERC-20 `transfer`, `approve` and `transferFrom` of a listed token, and `deposit`/`withdraw` of
 *   the wrapped native token;
 * - the settlement contract's `setPreSignature`, `invalidateOrder` and `settle`: the trades of a
 *   settlement execute as the order debug simulation says the next auction would settle them
 *   (`simulateOrder`), its interactions (pre- and post-hooks) run as calls of the settlement
 *   contract;
 * - a call to an address without code succeeds and moves only its value, as on chain.
 *
 * A call the simulator cannot execute (any other function, or a call into another contract)
 * reverts with a reason saying so, rather than pretending.
 */
import {
  decodeFunctionData,
  keccak256,
  maxUint256,
  parseAbi,
  size,
  slice,
  toHex,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem';
import type { components } from '../../../generated/companion/types.js';
import {
  GAS_PER_TRADE,
  NATIVE_TOKEN_PLACEHOLDER,
  SETTLEMENT_ABI,
  SETTLEMENT_CONTRACT,
  decodeTradeFlags,
  TOKEN_CALL_ABI,
  callSelector,
  hashOrder,
  recoverOrderOwner,
  type TradeData,
} from '../../../simulator/index.js';
import { CompanionError } from '../errors.js';
import { resolveSimulationBlock, simulateOrder, type SimulationBlock } from '../orders/simulateOrder.js';
import type { SigningScheme } from '../orders/types.js';
import type { ChainView } from '../ports.js';
import { companionMessages } from './messages.js';
import type { CompanionChain, CompanionServices } from './ports.js';
import { resolveCompanionChain } from './resolveCompanionChain.js';
import { normalizeAddress } from './tokens.js';

export type SimulationCall = components['schemas']['SimulationCall'];
export type SimulationResult = components['schemas']['SimulationResult'];

/** Gas of a transaction before execution (EIP-2028 calldata pricing). */
const TRANSACTION_GAS = 21_000n;
/** Execution gas of the calls, as they cost on mainnet with cold storage. */
const EXECUTION_GAS = {
  transfer: 30_000n,
  transferFrom: 36_000n,
  approve: 24_000n,
  deposit: 23_000n,
  withdraw: 30_000n,
  setPreSignature: 25_000n,
  invalidateOrder: 25_000n,
  settle: 60_000n,
} as const;

const NATIVE = normalizeAddress(NATIVE_TOKEN_PLACEHOLDER);
const SETTLEMENT = normalizeAddress(SETTLEMENT_CONTRACT);

/** Interactions nested deeper than a hook calling `settle` are not simulated. */
const MAX_CALL_DEPTH = 4;

class Revert extends Error {}

/** What one call did, when it succeeded. */
type Effects = { transfers: { token: Address; from: Address | null; to: Address | null; amount: bigint }[] };

/**
 * The bundle's state: the world's latest state with the bundle's writes on top. A call works on a
 * copy and its writes are kept only when it succeeds, as a reverted transaction changes nothing.
 */
class BundleState {
  balances = new Map<string, bigint>();
  allowances = new Map<string, bigint>();
  presignatures = new Map<Hex, boolean>();
  invalidated = new Set<Hex>();

  constructor(readonly view: ChainView) {}

  copy(): BundleState {
    const next = new BundleState(this.view);
    next.balances = new Map(this.balances);
    next.allowances = new Map(this.allowances);
    next.presignatures = new Map(this.presignatures);
    next.invalidated = new Set(this.invalidated);
    return next;
  }

  balanceOf(token: Address, owner: Address): bigint {
    return this.balances.get(`${token}:${owner}`) ?? this.view.balanceOf(token, owner);
  }

  allowance(token: Address, owner: Address, spender: Address): bigint {
    return this.allowances.get(`${token}:${owner}:${spender}`) ?? this.view.allowance(token, owner, spender);
  }

  /** The chain as the bundle has left it, for the order simulation. */
  chainView(): ChainView {
    return {
      ...this.view,
      balanceOf: (token, owner) => this.balanceOf(normalizeAddress(token), normalizeAddress(owner)),
      allowance: (token, owner, spender) =>
        this.allowance(normalizeAddress(token), normalizeAddress(owner), normalizeAddress(spender)),
      presignature: (uid) => {
        const signed = this.presignatures.get(uid.toLowerCase() as Hex);
        return signed === undefined ? this.view.presignature(uid) : { signed };
      },
      isInvalidatedOnChain: (uid) =>
        this.invalidated.has(uid.toLowerCase() as Hex) || this.view.isInvalidatedOnChain(uid),
    };
  }

  move(effects: Effects, token: Address, from: Address, to: Address, amount: bigint): void {
    const balance = this.balanceOf(token, from);
    if (balance < amount) {
      throw new Revert(
        token === NATIVE ? `insufficient native balance of ${from}` : 'ERC20: transfer amount exceeds balance',
      );
    }
    this.balances.set(`${token}:${from}`, balance - amount);
    this.balances.set(`${token}:${to}`, this.balanceOf(token, to) + amount);
    effects.transfers.push({ token, from, to, amount });
  }

  mint(effects: Effects, token: Address, to: Address, amount: bigint): void {
    this.balances.set(`${token}:${to}`, this.balanceOf(token, to) + amount);
    effects.transfers.push({ token, from: null, to, amount });
  }

  burn(effects: Effects, token: Address, from: Address, amount: bigint): void {
    const balance = this.balanceOf(token, from);
    if (balance < amount) throw new Revert('ERC20: burn amount exceeds balance');
    this.balances.set(`${token}:${from}`, balance - amount);
    effects.transfers.push({ token, from, to: null, amount });
  }
}

type BundleContext = { chain: CompanionChain; block: SimulationBlock; wrappedNative: Address | undefined };

/**
 * Runs the bundle and answers one result per call.
 *
 * @throws CompanionError badRequest `Build simulation error` for a chain that is unknown or not
 * simulated.
 */
export async function simulateBundle(
  services: CompanionServices,
  parameters: { chainId: string; calls: readonly SimulationCall[] },
): Promise<SimulationResult[]> {
  const network = resolveCompanionChain(parameters.chainId, services.networks);
  const chain = network?.name === undefined ? undefined : services.chain(network.name);
  const view = network?.name === undefined ? undefined : services.settlementView(network.name);
  if (!chain || !view) throw new CompanionError('badRequest', companionMessages.buildSimulationError);
  const context: BundleContext = {
    chain,
    block: resolveSimulationBlock({
      requested: undefined,
      latest: chain.latestBlock(),
      blockTimeMs: chain.blockTimeMs,
      nowSeconds: Math.floor(services.now().getTime() / 1000),
    }),
    wrappedNative: chain.wrappedNativeToken,
  };

  let state = new BundleState(view);
  const cumulative = new Map<Address, Map<Address, bigint>>();
  const results: SimulationResult[] = [];
  for (const [index, call] of parameters.calls.entries()) {
    const from = normalizeAddress(call.from);
    const to = normalizeAddress(call.to);
    const input = call.input.toLowerCase() as Hex;
    const value = BigInt(call.value ?? '0');
    const attempt = state.copy();
    const effects: Effects = { transfers: [] };
    let gas = TRANSACTION_GAS + calldataGas(input);
    let error: string | null = null;
    try {
      if (value > 0n) attempt.move(effects, NATIVE, from, to, value);
      gas += await execute(context, attempt, effects, { from, to, input, value }, 0);
      if (call.gas !== undefined && gas > BigInt(call.gas)) throw new Revert('out of gas');
    } catch (failure) {
      if (!(failure instanceof Revert)) throw failure;
      error = failure.message;
    }
    if (error === null) {
      state = attempt;
      for (const transfer of effects.transfers) {
        if (transfer.from) addDiff(cumulative, transfer.from, transfer.token, -transfer.amount);
        if (transfer.to) addDiff(cumulative, transfer.to, transfer.token, transfer.amount);
      }
    }
    const id = simulationId(context, index, call);
    results.push({
      status: error === null,
      id,
      link: '',
      cumulativeBalancesDiff: snapshotDiff(cumulative),
      gasUsed: gas.toString(),
      error,
    });
  }
  return results;
}

type Call = { from: Address; to: Address; input: Hex; value: bigint };

/** Executes one call on `state`; answers its execution gas. @throws Revert */
async function execute(
  context: BundleContext,
  state: BundleState,
  effects: Effects,
  call: Call,
  depth: number,
): Promise<bigint> {
  const { chain } = context;
  if (call.to === SETTLEMENT) return executeSettlement(context, state, effects, call, depth);
  if (chain.isListedToken(call.to)) return executeToken(context, state, effects, call);
  if (chain.hasCode(call.to)) throw new Revert(`batchbook does not simulate calls into the contract ${call.to}`);
  return 0n;
}

function executeToken(context: BundleContext, state: BundleState, effects: Effects, call: Call): bigint {
  const decoded = decode(TOKEN_CALL_ABI, call);
  const token = call.to;
  const isWrappedNative = token === context.wrappedNative;
  if (call.value > 0n && !(isWrappedNative && decoded.functionName === 'deposit')) {
    throw new Revert(`${decoded.functionName} is not payable`);
  }
  switch (decoded.functionName) {
    case 'transfer': {
      const [to, amount] = decoded.args;
      if (normalizeAddress(to) === zeroAddress) throw new Revert('ERC20: transfer to the zero address');
      state.move(effects, token, call.from, normalizeAddress(to), amount);
      return EXECUTION_GAS.transfer;
    }
    case 'approve': {
      const [spender, amount] = decoded.args;
      if (normalizeAddress(spender) === zeroAddress) throw new Revert('ERC20: approve to the zero address');
      state.allowances.set(`${token}:${call.from}:${normalizeAddress(spender)}`, amount);
      return EXECUTION_GAS.approve;
    }
    case 'transferFrom': {
      const [rawOwner, to, amount] = decoded.args;
      const owner = normalizeAddress(rawOwner);
      const allowance = state.allowance(token, owner, call.from);
      if (allowance < amount) throw new Revert('ERC20: insufficient allowance');
      if (normalizeAddress(to) === zeroAddress) throw new Revert('ERC20: transfer to the zero address');
      if (allowance !== maxUint256) state.allowances.set(`${token}:${owner}:${call.from}`, allowance - amount);
      state.move(effects, token, owner, normalizeAddress(to), amount);
      return EXECUTION_GAS.transferFrom;
    }
    case 'deposit':
      if (!isWrappedNative) throw unsupported(call);
      // The value already moved to the token contract; the caller gets as much wrapped.
      state.mint(effects, token, call.from, call.value);
      return EXECUTION_GAS.deposit;
    case 'withdraw': {
      if (!isWrappedNative) throw unsupported(call);
      const [amount] = decoded.args;
      state.burn(effects, token, call.from, amount);
      state.move(effects, NATIVE, token, call.from, amount);
      return EXECUTION_GAS.withdraw;
    }
  }
}

async function executeSettlement(
  context: BundleContext,
  state: BundleState,
  effects: Effects,
  call: Call,
  depth: number,
): Promise<bigint> {
  const decoded = decode(SETTLEMENT_ABI, call);
  if (call.value > 0n) throw new Revert(`${decoded.functionName} is not payable`);
  switch (decoded.functionName) {
    case 'setPreSignature': {
      const [uid, signed] = decoded.args;
      if (ownerOfUid(uid) !== call.from) throw new Revert('GPv2: cannot presign order');
      state.presignatures.set(uid.toLowerCase() as Hex, signed);
      return EXECUTION_GAS.setPreSignature;
    }
    case 'invalidateOrder': {
      const [uid] = decoded.args;
      if (ownerOfUid(uid) !== call.from) throw new Revert('GPv2: caller does not own order');
      state.invalidated.add(uid.toLowerCase() as Hex);
      return EXECUTION_GAS.invalidateOrder;
    }
    case 'settle': {
      if (depth >= MAX_CALL_DEPTH) throw new Revert('batchbook does not simulate settlements nested this deep');
      const [tokens, , trades, interactions] = decoded.args;
      let gas = EXECUTION_GAS.settle;
      const runInteractions = async (stage: readonly { target: Address; value: bigint; callData: Hex }[]) => {
        for (const interaction of stage) {
          const target = normalizeAddress(interaction.target);
          if (interaction.value > 0n) state.move(effects, NATIVE, SETTLEMENT, target, interaction.value);
          gas += await execute(
            context,
            state,
            effects,
            { from: SETTLEMENT, to: target, input: interaction.callData, value: interaction.value },
            depth + 1,
          );
        }
      };
      await runInteractions(interactions[0]);
      for (const trade of trades) gas += await executeTrade(context, state, effects, tokens, trade);
      await runInteractions(interactions[1]);
      await runInteractions(interactions[2]);
      return gas;
    }
  }
}

/**
 * One trade of a settlement: the order its fields and flags encode, simulated as the order debug
 * simulation does on the bundle's state; the trader's balances change by what it executes.
 */
async function executeTrade(
  context: BundleContext,
  state: BundleState,
  effects: Effects,
  tokens: readonly Address[],
  trade: TradeData,
): Promise<bigint> {
  const sellToken = tokens[Number(trade.sellTokenIndex)];
  const buyToken = tokens[Number(trade.buyTokenIndex)];
  if (sellToken === undefined || buyToken === undefined) throw new Revert('GPv2: token index out of range');
  const flags = decodeTradeFlags(trade.flags);
  const receiver = normalizeAddress(trade.receiver);
  const order = {
    sellToken: normalizeAddress(sellToken),
    buyToken: normalizeAddress(buyToken),
    receiver: receiver === zeroAddress ? null : receiver,
    sellAmount: trade.sellAmount,
    buyAmount: trade.buyAmount,
    validTo: trade.validTo,
    feeAmount: trade.feeAmount,
    kind: flags.kind,
    partiallyFillable: flags.partiallyFillable,
    sellTokenBalance: flags.sellTokenBalance,
    buyTokenBalance: flags.buyTokenBalance,
  };
  const { owner, signature } = await tradeOwner(
    context,
    flags.signingScheme,
    { ...order, appData: trade.appData },
    trade.signature,
  );
  const simulation = await simulateOrder(
    {
      ...order,
      owner,
      appDataHash: trade.appData,
      signingScheme: flags.signingScheme,
      signature,
      // The settlement's interactions carry the hooks; the trade itself has none.
      hooks: { pre: [], post: [] },
      executed: 0n,
      cancelled: false,
    },
    state.chainView(),
    context.block,
  );
  if (!simulation.executes) throw new Revert(simulation.error ?? 'the trade does not execute');
  for (const change of simulation.balanceChanges) {
    const amount = BigInt(change.amount);
    const holder = normalizeAddress(change.address);
    const token = normalizeAddress(change.token);
    // The settlement contract pulls the sold tokens and trades them with the market, which pays
    // the bought ones: the market's side is outside the world's accounts (burned, minted).
    if (amount < 0n) {
      state.move(effects, token, holder, SETTLEMENT, -amount);
      state.burn(effects, token, SETTLEMENT, -amount);
    } else {
      state.mint(effects, token, SETTLEMENT, amount);
      state.move(effects, token, SETTLEMENT, holder, amount);
    }
  }
  const [route] = state.view.estimateRoutes({
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    kind: order.kind,
    amount: order.kind === 'sell' ? order.sellAmount : order.buyAmount,
  });
  return GAS_PER_TRADE + (route?.gas ?? 0n);
}

/**
 * The owner a trade's signature names: recovered from an ECDSA signature, the first 20 bytes of an
 * ERC-1271 or presign signature (GPv2's encoding), and the signature `simulateOrder` checks.
 */
async function tradeOwner(
  context: BundleContext,
  scheme: SigningScheme,
  order: Parameters<typeof hashOrder>[0],
  signature: Hex,
): Promise<{ owner: Address; signature: Hex }> {
  if (scheme === 'eip712' || scheme === 'ethsign') {
    const digest = hashOrder(order, context.chain.chainId);
    const recovered = await recoverOrderOwner({ scheme, digest, signature });
    if (!recovered) throw new Revert('GPv2: invalid ecdsa signature');
    return { owner: recovered.owner, signature };
  }
  if (size(signature) < 20) throw new Revert('GPv2: malformed signature');
  const owner = normalizeAddress(slice(signature, 0, 20));
  return { owner, signature: scheme === 'presign' ? owner : size(signature) === 20 ? '0x' : slice(signature, 20) };
}

function decode<const Abi extends typeof TOKEN_CALL_ABI | typeof SETTLEMENT_ABI>(abi: Abi, call: Call) {
  try {
    return decodeFunctionData({ abi, data: call.input });
  } catch {
    throw unsupported(call);
  }
}

function unsupported(call: Call): Revert {
  return new Revert(`batchbook does not simulate function ${callSelector(call.input)} of ${call.to}`);
}

/** The owner encoded in an order uid (bytes 32 to 52). */
function ownerOfUid(uid: Hex): Address | undefined {
  return size(uid) === 56 ? normalizeAddress(slice(uid, 32, 52)) : undefined;
}

/** EIP-2028: 4 gas per zero byte of calldata, 16 per other byte. */
function calldataGas(input: Hex): bigint {
  let gas = 0n;
  for (let index = 2; index < input.length; index += 2) gas += input.slice(index, index + 2) === '00' ? 4n : 16n;
  return gas;
}

function addDiff(diff: Map<Address, Map<Address, bigint>>, holder: Address, token: Address, amount: bigint): void {
  const tokens = diff.get(holder) ?? new Map<Address, bigint>();
  tokens.set(token, (tokens.get(token) ?? 0n) + amount);
  diff.set(holder, tokens);
}

function snapshotDiff(diff: Map<Address, Map<Address, bigint>>): Record<string, Record<string, string>> {
  const snapshot: Record<string, Record<string, string>> = {};
  for (const [holder, tokens] of diff) {
    snapshot[holder] = Object.fromEntries([...tokens].map(([token, amount]) => [token, amount.toString()]));
  }
  return snapshot;
}

/** Deterministic, UUID-shaped like the reference's simulation ids: same world, bundle and position, same id. */
function simulationId(context: BundleContext, index: number, call: SimulationCall): string {
  const hex = keccak256(
    toHex(
      JSON.stringify([
        context.chain.chainId,
        context.block.number,
        index,
        call.from,
        call.to,
        call.input,
        call.value ?? '0',
      ]),
    ),
  ).slice(2, 34);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
