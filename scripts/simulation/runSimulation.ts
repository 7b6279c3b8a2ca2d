/**
 * `npm run simulate` without the terminal: starts the real app in-process (in-memory database,
 * CLOCK=manual, RATE_LIMIT=off, the scenario and seed given), lets seeded synthetic traders quote,
 * sign (EIP-712 digests, `signDigestOffThread`) and submit orders and cancellations to the app in process
 * (`inProcessFetch.ts`) through the same middleware, handlers and domain code as any client, each
 * block's traders at once as concurrent clients, advances the chosen network block by block through the
 * simulator control API (so the real auction runner builds, solves and settles one auction per
 * block), then reads the outcome back (orders through the API; competitions, settlements, trades
 * and notifications from the server's stores) into a report.
 *
 * Everything in the report is derived from the arguments: no wall-clock times, no random ids,
 * sorted arrays, bigints as decimal strings (`canonicalJson`). The wall-clock throughput is
 * returned next to it, never inside it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { keccak256, stringToHex, type Address, type Hex } from 'viem';
import type { components } from '../../generated/orderbook/client.js';
import type { components as simulatorComponents } from '../../generated/simulator/client.js';
import {
  auctionHistory,
  createApp,
  startServer,
  type CompetitionOutline,
  type NotificationType,
  type StartedServer,
  type StoredSettlementAttempt,
  type StoredTrade,
} from '../../server/index.js';
import {
  createRng,
  defaultSolvers,
  hashOrder,
  hashOrderCancellation,
  signDigestOffThread,
  MIN_VALID_FOR_SECONDS,
  PoolBook,
  chance,
  maxFillAtLimit,
  orderNetworkFee,
  remainingAmounts,
  serializeSnapshot,
  unsubmittedOrder,
  type Auction,
  type AuctionOrder,
  type CandidateOrder,
  type NetworkWorld,
  type SettlementOutcome,
} from '../../simulator/index.js';
import { canonicalJson } from './canonicalJson.js';
import { meanEfficiency, peerToPeerVolume, percentile, ratio, type RealismReport } from './realism.js';
import { createInProcessFetch, type InProcessFetch } from './inProcessFetch.js';
import {
  createTraders,
  pairWeights,
  planOrder,
  tradablePairs,
  usdToAtoms,
  withSlackDown,
  withSlackUp,
  type OrderPlan,
  type Trader,
} from './traders.js';

type Schemas = components['schemas'];
type SimulatorSchemas = simulatorComponents['schemas'];

export const DEFAULT_ORDER_RATE = 0.1;
export const DEFAULT_CANCEL_RATE = 0.02;
/** The app data every simulated order signs (its keccak256 is the signed `appData`). */
export const SIMULATION_APP_DATA = JSON.stringify({ appCode: 'batchbook-simulate', metadata: {} });
const SIMULATION_APP_DATA_HASH = keccak256(stringToHex(SIMULATION_APP_DATA));
/** Orders per `POST /api/v1/orders/by_uids` (the documented maximum). */
const BY_UIDS_CHUNK = 128;

export type SimulationOptions = {
  /** Scenario file (JSON or YAML); undefined = the embedded default scenario. */
  scenario?: string | undefined;
  seed: number;
  traders: number;
  blocks: number;
  /** Network whose blocks advance; default `mainnet` when tradable, else the first tradable one. */
  network?: string | undefined;
  /** Probability that a trader places an order in a block (0..1). */
  orderRate?: number | undefined;
  /** Probability that a trader cancels one of its open orders in a block (0..1). */
  cancelRate?: number | undefined;
  /** The competitors, in the server's `SOLVERS` syntax; undefined = the scenario's. */
  solvers?: string | undefined;
  /** The server's `SOLVER_ANSWERS` (`record:FILE`, `replay:FILE`): what makes a run with external engines replayable. */
  solverAnswers?: string | undefined;
  /**
   * A database file for the run, which must not exist yet; undefined = in memory. An in-memory
   * database lives in the process's memory (~2.5 MB a block at 1,000 traders), so a long study
   * needs a file; the report is the same either way.
   */
  database?: string | undefined;
  /** Called after every block (progress display). */
  onBlock?: ((progress: SimulationProgress) => void) | undefined;
};

export type SimulationProgress = {
  /** Blocks done (1-based). */
  done: number;
  blocks: number;
  ordersSubmitted: number;
  elapsedMs: number;
};

export type SimulationResult = {
  report: SimulationReport;
  /** `canonicalJson(report)`, what `--out` writes, built on each read. */
  readonly json: string;
  /** Wall-clock time of the block loop (trader activity + advances), not part of the report. */
  elapsedMs: number;
  /** The part of `elapsedMs` spent in `POST /sim/v1/advance` (settlement + auction of each block). */
  advanceMs: number;
  blocksPerSecond: number;
  /**
   * The process's CPU time (user + system) in the block loop and in its advances: on a shared
   * machine the wall clock counts the other processes' turns too, the CPU time does not.
   */
  cpuMs: number;
  advanceCpuMs: number;
};

type Counts = Record<string, number>;

export type SolverStats = {
  address: Address;
  solutions: number;
  filteredOut: number;
  wins: number;
  settled: number;
  reverted: number;
  timedOut: number;
  trades: number;
  surplusNative: bigint;
  feesNative: bigint;
};

export type OrderOutcome = {
  uid: Hex;
  trader: number;
  /** The block number the order was submitted before (its first auction's block). */
  submittedBefore: number;
  kind: 'sell' | 'buy';
  sellToken: string;
  buyToken: string;
  sellAmount: bigint;
  buyAmount: bigint;
  partiallyFillable: boolean;
  limit: 'inMarket' | 'outOfMarket';
  slackBps: number;
  validTo: number;
  status: string;
  executedSell: bigint;
  executedBuy: bigint;
  executedFee: bigint;
  trades: number;
  /** The block of its first trade, or null. */
  firstTradeBlock: number | null;
  surplusNative: bigint;
};

/** One simulated block: the trader activity before it, its auction, the settlements in it. */
export type BlockRecord = {
  number: number;
  timestamp: number;
  ordersSubmitted: number;
  /** Orders refused by the quote or the order endpoint. */
  ordersRejected: number;
  cancellations: number;
  auction: { id: number; orders: number; solutions: number; winners: string[] } | null;
  settlements: { solver: string; outcome: string; trades: number }[];
};

export type SimulationReport = {
  arguments: {
    scenario: string | null;
    seed: number;
    traders: number;
    blocks: number;
    network: string;
    orderRate: number;
    cancelRate: number;
    /** The `--solvers` list, when given. */
    solvers?: string;
  };
  pairs: string[];
  totals: {
    quotes: number;
    quoteFailures: Counts;
    ordersSubmitted: number;
    ordersRejected: Counts;
    sell: number;
    buy: number;
    partiallyFillable: number;
    outOfMarket: number;
    statuses: Counts;
    auctions: number;
    solutions: number;
    winners: number;
    /** Attempts by outcome: success, reverted, timeout. */
    settlements: Counts;
    /** Reverted attempts by the error the driver reported. */
    revertReasons: Counts;
    /** Winners of the last auction: they settle at the block after the run. */
    pendingWinners: number;
    trades: number;
    /** `order_filled` notifications: orders filled completely. */
    fills: number;
    /** `order_partially_filled` notifications: trades that left a partially fillable order open. */
    partialFills: number;
    /** `order_expired` notifications. */
    expiries: number;
    cancellationsRequested: number;
    cancellationsRejected: Counts;
    /** `order_cancelled` notifications. */
    cancellations: number;
    notifications: Counts;
    surplusNative: bigint;
    /** Σ executedFee (network + protocol fees, sell token) valued at the auction's native prices. */
    feesNative: bigint;
    /** The protocol-fee part of `feesNative`, valued in the token each fee was taken in. */
    protocolFeesNative: bigint;
  };
  realism: RealismReport;
  solvers: Record<string, SolverStats>;
  blocks: BlockRecord[];
  orders: OrderOutcome[];
  /** The network's state after the run; `stateHash` = keccak256 of the canonical world snapshot. */
  world: { block: number; time: string; nativeSymbol: string; stateHash: Hex };
};

type Submitted = {
  uid: Hex;
  trader: Trader;
  submittedBefore: number;
  plan: OrderPlan;
  sellAmount: bigint;
  buyAmount: bigint;
  validTo: number;
};

/** The fields of the API's `Order` the report keeps. */
type OrderState = Pick<
  components['schemas']['Order'],
  'status' | 'executedSellAmount' | 'executedBuyAmount' | 'executedFee'
>;

/**
 * Runs one simulation and returns its report; the server it starts is closed before returning.
 *
 * @example
 * const { json, blocksPerSecond } = await runSimulation({ seed: 1, traders: 5, blocks: 6 })
 */
/** The in-process server's control API is guarded as a shared one's: only this run holds the token. */
const CONTROL_TOKEN = randomBytes(16).toString('hex');

export async function runSimulation(options: SimulationOptions): Promise<SimulationResult> {
  const { seed, traders: traderCount, blocks } = options;
  const orderRate = options.orderRate ?? DEFAULT_ORDER_RATE;
  const cancelRate = options.cancelRate ?? DEFAULT_CANCEL_RATE;
  checkOptions({ seed, traderCount, blocks, orderRate, cancelRate });

  // A run starts its recording afresh (the server appends, so that a restarted server continues one).
  const recording =
    options.solverAnswers === undefined ? undefined : /^record:(.+)$/.exec(options.solverAnswers.trim());
  if (recording) writeFileSync(recording[1]!, '');
  const refused = options.database === undefined ? undefined : refusedDatabase(options.database);
  if (refused !== undefined) throw new Error(refused);
  const server = await startServer({
    DATABASE_URL: options.database ?? ':memory:',
    HOST: '127.0.0.1',
    PORT: '0',
    CLOCK: 'manual',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    SIM_CONTROL_TOKEN: CONTROL_TOKEN,
    SEED: String(seed),
    ...(options.scenario !== undefined ? { SCENARIO: options.scenario } : {}),
    ...(options.solvers !== undefined ? { SOLVERS: options.solvers } : {}),
    ...(options.solverAnswers !== undefined ? { SOLVER_ANSWERS: options.solverAnswers } : {}),
  });
  try {
    return await simulate(server, { ...options, orderRate, cancelRate });
  } finally {
    await server.close();
  }
}

/** Why `path` cannot take a simulation's database (it exists: a run starts empty), or undefined. */
export function refusedDatabase(path: string): string | undefined {
  return existsSync(path) ? `${path} already exists: a simulation starts from an empty database` : undefined;
}

function checkOptions(parameters: {
  seed: number;
  traderCount: number;
  blocks: number;
  orderRate: number;
  cancelRate: number;
}) {
  const { seed, traderCount, blocks, orderRate, cancelRate } = parameters;
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`seed must be a non-negative integer: ${seed}`);
  if (!Number.isSafeInteger(traderCount) || traderCount < 1)
    throw new RangeError(`traders must be a positive integer: ${traderCount}`);
  if (!Number.isSafeInteger(blocks) || blocks < 1) throw new RangeError(`blocks must be a positive integer: ${blocks}`);
  for (const [name, rate] of [
    ['orderRate', orderRate],
    ['cancelRate', cancelRate],
  ] as const) {
    if (!(rate >= 0 && rate <= 1)) throw new RangeError(`${name} must be in [0, 1]: ${rate}`);
  }
}

async function simulate(
  server: StartedServer,
  options: SimulationOptions & { orderRate: number; cancelRate: number },
): Promise<SimulationResult> {
  const world = pickNetwork(server, options.network);
  const inProcess = createInProcessFetch(createApp(server.context).callback(), new URL(server.url).host);
  return simulateOn(server, world, inProcess, options);
}

async function simulateOn(
  server: StartedServer,
  world: NetworkWorld,
  app: InProcessFetch,
  options: SimulationOptions & { orderRate: number; cancelRate: number },
): Promise<SimulationResult> {
  const { simulation } = server.context;
  const history = auctionHistory(server.context);
  const network = world.name;
  const chainId = world.chainId;
  const pairs = tradablePairs(world);
  const weights = pairWeights(world, pairs);
  const blockSeconds = world.network.blockTimeMs / 1000;
  // Every request (the traders', the advance, the read-back) goes through `app.json`, typed by the
  // generated schemas: the fetch API's bodies detach their buffers (see inProcessFetch.ts).
  const apiPath = `/${network}/api/v1`;
  const advancePath = `/${network}/sim/v1/advance`;
  const controlHeaders = { authorization: `Bearer ${CONTROL_TOKEN}` };
  const traders = createTraders(options.seed, options.traders);

  const submitted: Submitted[] = [];
  const submittedByUid = new Map<Hex, Submitted>();
  const partialFills: { executed: bigint; absorbable: bigint }[] = [];
  /**
   * After a block: for each of our partially fillable orders in its auction that the pools could
   * not fill whole, what the pools absorb at its limit (the world as the auction saw it) against
   * what the winners execute.
   */
  const isPartiallyFillable = (uid: Hex) => submittedByUid.get(uid)?.plan.partiallyFillable === true;
  const probePartialFills = (block: number) => {
    const latest = history.latestAuctionOrders(network, isPartiallyFillable);
    if (latest === undefined || latest.block !== block) return;
    let pools: PoolBook | undefined;
    const auctionPrices = { prices: latest.prices } as unknown as Auction;
    for (const entry of latest.orders) {
      const order = submittedByUid.get(entry.uid);
      if (order === undefined) continue;
      const auctionOrder = toAuctionOrderShape(order, entry);
      const remaining = remainingAmounts(auctionOrder);
      const whole = auctionOrder.kind === 'sell' ? remaining.sell : remaining.buy;
      const fee = (hops: number) => orderNetworkFee(auctionOrder, hops, world.gasPrice(), auctionPrices);
      pools ??= PoolBook.fromWorld(world);
      const absorbable = maxFillAtLimit(auctionOrder, pools, fee);
      if (absorbable <= 0n || absorbable >= whole) continue;
      const done = history.executedByWinners(network, latest.id, entry.uid);
      partialFills.push({
        executed: done === undefined ? 0n : auctionOrder.kind === 'sell' ? done.sell : done.buy,
        absorbable,
      });
    }
  };
  const byTrader = new Map<number, Submitted[]>();
  const closed = new Set<Hex>();
  const blockRecords: BlockRecord[] = [];
  const counts = {
    quotes: 0,
    quoteFailures: {} as Counts,
    ordersRejected: {} as Counts,
    cancellationsRequested: 0,
    cancellationsRejected: {} as Counts,
  };

  const placeOrder = async (trader: Trader, plan: OrderPlan, nowSeconds: number, before: number) => {
    const owner = trader.address();
    const validTo = nowSeconds + plan.validFor;
    const sizedToken = plan.kind === 'sell' ? plan.sellToken : plan.buyToken;
    const amount = usdToAtoms(world, sizedToken, plan.usd);
    if (amount === 0n) return 'skipped';
    counts.quotes += 1;
    const common = {
      sellToken: plan.sellToken.address,
      buyToken: plan.buyToken.address,
      from: owner,
      validTo,
      appData: SIMULATION_APP_DATA,
      signingScheme: 'eip712' as const,
    };
    const quoteRequest: Schemas['OrderQuoteRequest'] =
      plan.kind === 'sell'
        ? { ...common, kind: 'sell', sellAmountBeforeFee: amount.toString() }
        : { ...common, kind: 'buy', buyAmountAfterFee: amount.toString() };
    const quoteAnswer = await app.json('POST', `${apiPath}/quote`, quoteRequest);
    if (quoteAnswer.status !== 200) {
      increment(counts.quoteFailures, errorTypeOf(quoteAnswer.body));
      return 'rejected';
    }
    const quoted = quoteAnswer.body as Schemas['OrderQuoteResponse'];
    const quote = quoted.quote;
    const quotedSell = BigInt(quote.sellAmount) + BigInt(quote.feeAmount);
    const sellAmount = plan.kind === 'sell' ? quotedSell : withSlackUp(quotedSell, plan.slackBps);
    const buyAmount =
      plan.kind === 'sell' ? withSlackDown(BigInt(quote.buyAmount), plan.slackBps) : BigInt(quote.buyAmount);
    if (sellAmount === 0n || buyAmount === 0n) return 'skipped';
    const signed = {
      sellToken: plan.sellToken.address,
      buyToken: plan.buyToken.address,
      receiver: null,
      sellAmount,
      buyAmount,
      validTo,
      appData: SIMULATION_APP_DATA_HASH,
      feeAmount: 0n,
      kind: plan.kind,
      partiallyFillable: plan.partiallyFillable,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
    } as const;
    const signature = await signDigestOffThread(trader.key, hashOrder(signed, chainId));
    // Every field written out (a spread and keys added after it take V8's slow path), in the
    // order of the signed struct.
    const creation: Schemas['OrderCreation'] = {
      sellToken: signed.sellToken,
      buyToken: signed.buyToken,
      receiver: null,
      sellAmount: sellAmount.toString(),
      buyAmount: buyAmount.toString(),
      validTo,
      appData: SIMULATION_APP_DATA,
      feeAmount: '0',
      kind: signed.kind,
      partiallyFillable: signed.partiallyFillable,
      sellTokenBalance: 'erc20',
      buyTokenBalance: 'erc20',
      signingScheme: 'eip712',
      signature,
      from: owner,
      quoteId: quoted.id ?? null,
    };
    const created = await app.json('POST', `${apiPath}/orders`, creation);
    if (created.status !== 201) {
      increment(counts.ordersRejected, errorTypeOf(created.body));
      return 'rejected';
    }
    const order: Submitted = {
      uid: (created.body as Schemas['UID']).toLowerCase() as Hex,
      trader,
      submittedBefore: before,
      plan,
      sellAmount,
      buyAmount,
      validTo,
    };
    submitted.push(order);
    submittedByUid.set(order.uid, order);
    const own = byTrader.get(trader.index) ?? [];
    own.push(order);
    byTrader.set(trader.index, own);
    return 'submitted';
  };

  /** Cancels the trader's first order the API still reports open (out-of-market ones first). */
  const cancelOne = async (trader: Trader, nowSeconds: number) => {
    const candidates = (byTrader.get(trader.index) ?? [])
      .filter((order) => !closed.has(order.uid) && order.validTo > nowSeconds)
      .sort((a, b) => Number(b.plan.outOfMarket) - Number(a.plan.outOfMarket));
    for (const order of candidates) {
      const read = await app.json('GET', `${apiPath}/orders/${order.uid}`);
      if (read.status !== 200 || (read.body as Schemas['Order']).status !== 'open') {
        closed.add(order.uid);
        continue;
      }
      const signature = await signDigestOffThread(trader.key, hashOrderCancellation(order.uid, chainId));
      counts.cancellationsRequested += 1;
      closed.add(order.uid);
      const cancellation: Schemas['OrderCancellation'] = { signature, signingScheme: 'eip712' };
      const cancelled = await app.json('DELETE', `${apiPath}/orders/${order.uid}`, cancellation);
      if (cancelled.status !== 200) {
        increment(counts.cancellationsRejected, errorTypeOf(cancelled.body));
        return false;
      }
      return true;
    }
    return false;
  };

  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let advanceMs = 0;
  let advanceCpuMs = 0;
  /**
   * What each trader does before block `index`: every choice drawn from the block's own seeded
   * stream, whether or not the trader acts, so every trader's choices stay aligned.
   */
  const drawActions = (index: number) => {
    const rng = createRng(options.seed, `simulate/${network}/block/${index}`);
    const actions: { trader: Trader; cancels: boolean; orders: boolean; plan: OrderPlan }[] = [];
    for (const trader of traders) {
      const cancels = chance(rng, options.cancelRate);
      const orders = chance(rng, options.orderRate);
      const plan = planOrder(rng, pairs, blockSeconds, weights);
      if (cancels || orders) actions.push({ trader, cancels, orders, plan });
    }
    return actions;
  };
  /** Wallets new in `actions` derive their addresses on the signature thread, ahead of their requests. */
  const prepareAddresses = (actions: readonly { trader: Trader }[]) => {
    for (const { trader } of actions) trader.prepareAddress().catch(() => undefined);
  };
  let actions = drawActions(0);
  prepareAddresses(actions);
  for (let index = 0; index < options.blocks; index += 1) {
    const nowSeconds = Math.floor(world.now().getTime() / 1000);
    const before = world.currentBlock().number + 1;
    const record = { ordersSubmitted: 0, ordersRejected: 0, cancellations: 0 };
    const next = index + 1 < options.blocks ? drawActions(index + 1) : [];
    prepareAddresses(next);
    // The block's traders act at once, as concurrent clients do, so their writes share group
    // commits. Every choice is drawn before any request leaves, and requests in process are
    // served in an order the code fixes, so the report still follows from the seed alone.
    const acting = actions.map(async ({ trader, cancels, orders, plan }) => {
      await trader.prepareAddress();
      if (cancels && (await cancelOne(trader, nowSeconds))) record.cancellations += 1;
      if (!orders) return;
      const outcome = await placeOrder(trader, plan, nowSeconds, before);
      if (outcome === 'submitted') record.ordersSubmitted += 1;
      if (outcome === 'rejected') record.ordersRejected += 1;
    });
    actions = next;
    await Promise.all(acting);
    const advanceStarted = performance.now();
    const advanceCpuStarted = process.cpuUsage();
    const advanceRequest: SimulatorSchemas['AdvanceRequest'] = { blocks: 1 };
    const answer = await app.json('POST', advancePath, advanceRequest, controlHeaders);
    advanceMs += performance.now() - advanceStarted;
    advanceCpuMs += cpuMsSince(advanceCpuStarted);
    if (answer.status !== 200) throw new Error(`advance failed: ${JSON.stringify(answer.body)}`);
    const advanced = answer.body as SimulatorSchemas['AdvanceResponse'];
    probePartialFills(advanced.block.number);
    blockRecords.push({
      number: advanced.block.number,
      timestamp: advanced.block.timestamp,
      ...record,
      auction: null,
      settlements: [],
    });
    options.onBlock?.({
      done: index + 1,
      blocks: options.blocks,
      ordersSubmitted: submitted.length,
      elapsedMs: performance.now() - started,
    });
  }
  const elapsedMs = performance.now() - started;
  const cpuMs = cpuMsSince(cpuStarted);

  // ---- Read the outcome back. ----
  const dtos = new Map<Hex, OrderState>();
  const uids = submitted.map((order) => order.uid).sort();
  for (let offset = 0; offset < uids.length; offset += BY_UIDS_CHUNK) {
    const answer = await app.json('POST', `${apiPath}/orders/by_uids`, uids.slice(offset, offset + BY_UIDS_CHUNK));
    if (answer.status !== 200) throw new Error(`by_uids failed: ${JSON.stringify(answer.body)}`);
    for (const entry of answer.body as Schemas['OrderOrError'][]) {
      if (!('order' in entry)) continue;
      const { uid, status, executedSellAmount, executedBuyAmount, executedFee } = entry.order;
      dtos.set(uid.toLowerCase() as Hex, { status, executedSellAmount, executedBuyAmount, executedFee });
    }
  }

  const solvers: Record<string, SolverStats> = {};
  const solverOf = (name: string, address: Address) =>
    (solvers[name] ??= {
      address: address.toLowerCase() as Address,
      solutions: 0,
      filteredOut: 0,
      wins: 0,
      settled: 0,
      reverted: 0,
      timedOut: 0,
      trades: 0,
      surplusNative: 0n,
      feesNative: 0n,
    });
  for (const solver of defaultSolvers()) solverOf(solver.name, solver.address);

  // One competition at a time: what the report needs of each is kept, the rest let go.
  const byBlock = new Map(blockRecords.map((record) => [record.number, record]));
  const pricesOf = new Map<number, CompetitionOutline['auction']['prices']>();
  const winnersOf = new Map<number, number>();
  const attempts: { attempt: StoredSettlementAttempt; trades: StoredTrade[] }[] = [];
  let winners = 0;
  let solutionCount = 0;
  for (const { auction, solutions } of history.competitions(network)) {
    pricesOf.set(auction.id, auction.prices);
    solutionCount += solutions.length;
    for (const attempt of history.settlementAttempts(network, auction.id)) {
      attempts.push({
        attempt,
        trades: attempt.txHash === null ? [] : history.tradesByTxHash(network, attempt.txHash),
      });
    }
    const won = solutions.filter((solution) => solution.isWinner);
    winners += won.length;
    winnersOf.set(auction.id, won.length);
    for (const solution of solutions) {
      const stats = solverOf(solution.solver, solution.solverAddress);
      stats.solutions += 1;
      if (solution.filteredOut) stats.filteredOut += 1;
      if (solution.isWinner) stats.wins += 1;
    }
    const record = byBlock.get(auction.block);
    if (record) {
      record.auction = {
        id: auction.id,
        orders: auction.orderCount,
        solutions: solutions.length,
        winners: won.map((solution) => solution.solver).sort(),
      };
    }
  }

  const settlements: Counts = {};
  const revertReasons: Counts = {};
  const tradesByUid = new Map<Hex, StoredTrade[]>();
  let surplusNative = 0n;
  let feesNative = 0n;
  let protocolFeesNative = 0n;
  let tradeCount = 0;
  for (const { attempt, trades } of attempts) {
    const stats = solverOf(attempt.solver, attempt.solverAddress);
    const outcome = outcomeOf(attempt.outcome);
    increment(settlements, outcome);
    if (outcome === 'reverted') increment(revertReasons, revertReasonOf(attempt.outcome));
    if (outcome === 'success') stats.settled += 1;
    if (outcome === 'reverted') stats.reverted += 1;
    if (outcome === 'timeout') stats.timedOut += 1;
    const prices = pricesOf.get(attempt.auctionId) ?? {};
    for (const trade of trades) {
      const fee = valueNative(trade.executedFee, prices[trade.sellToken]);
      const protocolFee = trade.protocolFees.reduce(
        (sum, entry) => sum + valueNative(entry.amount, prices[entry.token]),
        0n,
      );
      stats.trades += 1;
      stats.surplusNative += trade.surplusNative;
      stats.feesNative += fee;
      surplusNative += trade.surplusNative;
      feesNative += fee;
      protocolFeesNative += protocolFee;
      tradeCount += 1;
      const own = tradesByUid.get(trade.orderUid) ?? [];
      own.push(trade);
      tradesByUid.set(trade.orderUid, own);
    }
    // A timed-out attempt has no end block: it was tried in the block after its auction's.
    const record = byBlock.get(attempt.endBlock ?? attempt.startBlock + 1);
    record?.settlements.push({ solver: attempt.solver, outcome, trades: trades.length });
  }
  for (const record of blockRecords) {
    record.settlements.sort(
      (a, b) => compare(a.solver, b.solver) || compare(a.outcome, b.outcome) || a.trades - b.trades,
    );
  }
  const settledAuctions = new Set(attempts.map(({ attempt }) => attempt.auctionId));
  let pendingWinners = 0;
  for (const [auctionId, count] of winnersOf) if (!settledAuctions.has(auctionId)) pendingWinners += count;

  const notifications: Counts = {};
  const ownUids = new Set(uids);
  for (const trader of traders) {
    if (!byTrader.has(trader.index)) continue;
    for (const notification of history.notificationsOf(trader.address())) {
      const uid = notification.metadata['orderUid'];
      if (notification.network !== network) continue;
      if (typeof uid === 'string' && !ownUids.has(uid.toLowerCase() as Hex)) continue;
      increment(notifications, notification.type);
    }
  }
  const notified = (type: NotificationType) => notifications[type] ?? 0;

  const symbol = (address: string) => world.getToken(address)?.symbol ?? address.toLowerCase();
  const orders: OrderOutcome[] = submitted
    .map((order) => {
      const dto = dtos.get(order.uid);
      const trades = tradesByUid.get(order.uid) ?? [];
      return {
        uid: order.uid,
        trader: order.trader.index,
        submittedBefore: order.submittedBefore,
        kind: order.plan.kind,
        sellToken: order.plan.sellToken.symbol,
        buyToken: order.plan.buyToken.symbol,
        sellAmount: order.sellAmount,
        buyAmount: order.buyAmount,
        partiallyFillable: order.plan.partiallyFillable,
        limit: order.plan.outOfMarket ? ('outOfMarket' as const) : ('inMarket' as const),
        slackBps: order.plan.slackBps,
        validTo: order.validTo,
        status: dto?.status ?? 'missing',
        executedSell: BigInt(dto?.executedSellAmount ?? '0'),
        executedBuy: BigInt(dto?.executedBuyAmount ?? '0'),
        executedFee: BigInt(dto?.executedFee ?? '0'),
        trades: trades.length,
        firstTradeBlock: trades.reduce<number | null>(
          (earliest, trade) => (earliest === null || trade.blockNumber < earliest ? trade.blockNumber : earliest),
          null,
        ),
        surplusNative: trades.reduce((sum, trade) => sum + trade.surplusNative, 0n),
      };
    })
    .sort((a, b) => compare(a.uid, b.uid));

  const statuses: Counts = {};
  for (const order of orders) increment(statuses, order.status);

  // Realism: settlement success, market orders' wait, peer-to-peer share, partial fills, surplus.
  const attempted = attempts.length;
  const settledCount = attempts.filter(({ attempt }) => attempt.outcome.kind === 'success').length;
  const lastBlock = blockRecords.at(-1)?.number ?? 0;
  const blockTimestamps = new Map(blockRecords.map((record) => [record.number, record.timestamp]));
  const waits: number[] = [];
  let marketOrders = 0;
  for (const order of orders) {
    // An in-market order that could fill: placed early enough (its first winner settles a block
    // later), valid long enough to enter an auction at all, and not cancelled before it traded.
    const placedAt = blockTimestamps.get(order.submittedBefore);
    if (order.limit !== 'inMarket' || order.submittedBefore + 1 > lastBlock || placedAt === undefined) continue;
    if (order.validTo < placedAt + MIN_VALID_FOR_SECONDS) continue;
    const first = order.firstTradeBlock;
    if (first === null && order.status === 'cancelled') continue;
    marketOrders += 1;
    if (first !== null) waits.push(first - order.submittedBefore + 1);
  }
  let matchedNative = 0n;
  let soldNative = 0n;
  for (const { attempt, trades } of attempts) {
    if (attempt.outcome.kind !== 'success') continue;
    const volume = peerToPeerVolume(trades, pricesOf.get(attempt.auctionId) ?? {}, world.wrappedNativeToken);
    matchedNative += volume.matched;
    soldNative += volume.total;
  }
  // Unfilled orders count as never filling: they sit past every filled one.
  const allWaits = [...waits, ...Array<number>(marketOrders - waits.length).fill(Infinity)];
  const realism: RealismReport = {
    settlementSuccessRate: ratio(BigInt(settledCount), BigInt(attempted)),
    settlementAttempts: attempted,
    marketOrderBlocksToFill: {
      orders: marketOrders,
      filled: waits.length,
      p50: percentile(allWaits, 50),
      p95: percentile(allWaits, 95),
    },
    peerToPeerVolumeShare: ratio(matchedNative, soldNative),
    partialFillEfficiency: { samples: partialFills.length, mean: meanEfficiency(partialFills) },
    surplusPerSolver: Object.fromEntries(
      Object.entries(solvers)
        .sort(([a], [b]) => compare(a, b))
        .map(([name, stats]) => [name, stats.surplusNative]),
    ),
  };
  // JSON has no Infinity: an unfilled percentile is null.
  for (const key of ['p50', 'p95'] as const)
    if (realism.marketOrderBlocksToFill[key] === Infinity) realism.marketOrderBlocksToFill[key] = null;
  const current = world.currentBlock();
  const report: SimulationReport = {
    arguments: {
      scenario: options.scenario ?? null,
      seed: options.seed,
      traders: options.traders,
      blocks: options.blocks,
      network,
      orderRate: options.orderRate,
      cancelRate: options.cancelRate,
      ...(options.solvers === undefined ? {} : { solvers: options.solvers }),
    },
    pairs: pairs.map(([a, b]) => `${symbol(a.address)}/${symbol(b.address)}`),
    totals: {
      quotes: counts.quotes,
      quoteFailures: counts.quoteFailures,
      ordersSubmitted: orders.length,
      ordersRejected: counts.ordersRejected,
      sell: orders.filter((order) => order.kind === 'sell').length,
      buy: orders.filter((order) => order.kind === 'buy').length,
      partiallyFillable: orders.filter((order) => order.partiallyFillable).length,
      outOfMarket: orders.filter((order) => order.limit === 'outOfMarket').length,
      statuses,
      auctions: winnersOf.size,
      solutions: solutionCount,
      winners,
      settlements,
      revertReasons,
      pendingWinners,
      trades: tradeCount,
      fills: notified('order_filled'),
      partialFills: notified('order_partially_filled'),
      expiries: notified('order_expired'),
      cancellationsRequested: counts.cancellationsRequested,
      cancellationsRejected: counts.cancellationsRejected,
      cancellations: notified('order_cancelled'),
      notifications,
      surplusNative,
      feesNative,
      protocolFeesNative,
    },
    realism,
    solvers,
    blocks: blockRecords,
    orders,
    world: {
      block: current.number,
      time: world.now().toISOString(),
      nativeSymbol: world.network.nativeSymbol,
      stateHash: keccak256(stringToHex(serializeSnapshot(simulation.snapshot()))),
    },
  };
  return simulationResult(report, {
    elapsedMs,
    advanceMs,
    blocksPerSecond: elapsedMs > 0 ? (options.blocks * 1000) / elapsedMs : 0,
    cpuMs,
    advanceCpuMs,
  });
}

/**
 * The result, its JSON built when asked for: a long study's report is longer than a string can be
 * (`writeCanonicalJson` writes it). Made out here so that the getter holds the report alone, not
 * the run's other state.
 */
function simulationResult(
  report: SimulationReport,
  figures: Omit<SimulationResult, 'report' | 'json'>,
): SimulationResult {
  return {
    report,
    get json() {
      return canonicalJson(report);
    },
    ...figures,
  };
}

/** The network to advance: the one asked for, else mainnet when tradable, else the first tradable one. */
function pickNetwork(server: StartedServer, name: string | undefined): NetworkWorld {
  const { simulation } = server.context;
  if (name !== undefined) {
    const world = simulation.world(name);
    if (!world) throw new RangeError(`unknown network: ${name}`);
    if (tradablePairs(world).length === 0)
      throw new RangeError(`network ${name} has no tradable pairs in the scenario`);
    return world;
  }
  const worlds = [...simulation.worlds()].sort((a, b) => Number(b.name === 'mainnet') - Number(a.name === 'mainnet'));
  const world = worlds.find((candidate) => tradablePairs(candidate).length > 0);
  if (!world) throw new RangeError('the scenario has no network with a tradable pair');
  return world;
}

/** `success`, `timeout` or `reverted` (a settlement that did not land: reverted, or never sent). */
function outcomeOf(outcome: SettlementOutcome): 'success' | 'timeout' | 'reverted' {
  return outcome.kind === 'driverFailed' ? 'reverted' : outcome.kind;
}

/** The error a failed settlement reported (`SlippageExceeded`, `SettlementReverted`, …). */
function revertReasonOf(outcome: SettlementOutcome): string {
  return 'code' in outcome ? outcome.code : 'unknown';
}

/** `amount` atoms at `price` native wei per 1e18 atoms (0 without a price). */
function valueNative(amount: bigint, price: bigint | undefined): bigint {
  return price === undefined ? 0n : (amount * price) / 10n ** 18n;
}

function increment(counts: Counts, key: string) {
  counts[key] = (counts[key] ?? 0) + 1;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

function errorTypeOf(error: unknown): string {
  if (error !== null && typeof error === 'object' && 'errorType' in error && typeof error.errorType === 'string') {
    return error.errorType;
  }
  return 'unknown';
}

/**
 * `order` as an auction lists it (no hooks, no partner fees: the simulation signs none), with what
 * `listed` says it executed and its protocol fees. One
 * literal: keys added after a spread give each object a hidden class of its own, and these objects
 * reach the solvers' functions (docs/performance.md#v8s-warm-up).
 */
function toAuctionOrderShape(
  order: Submitted,
  listed: Pick<AuctionOrder, 'executed' | 'protocolFees'>,
): CandidateOrder & Pick<AuctionOrder, 'executed' | 'protocolFees'> {
  const { plan } = order;
  return unsubmittedOrder({
    uid: order.uid,
    owner: order.trader.address().toLowerCase() as Address,
    sellToken: plan.sellToken.address.toLowerCase() as Address,
    buyToken: plan.buyToken.address.toLowerCase() as Address,
    receiver: null,
    sellAmount: order.sellAmount,
    buyAmount: order.buyAmount,
    feeAmount: 0n,
    kind: plan.kind,
    partiallyFillable: plan.partiallyFillable,
    validTo: order.validTo,
    signingScheme: 'eip712',
    signature: '0x',
    appData: SIMULATION_APP_DATA_HASH,
    createdAt: 0,
    executed: listed.executed,
    protocolFees: listed.protocolFees,
  });
}
