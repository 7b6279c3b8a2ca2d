/**
 * The autopilot of the order book (docs/protocol.md#auction-scoring-and-fees): one batch
 * auction per network per produced block, driven by `simulation.onBlock`. Per block:
 *
 * (a) the winners of the previous auction settle (`settleWinners`): settlement attempts, trades,
 *     the orders' running executed amounts, `traded` events, fill / partial-fill / price-improvement
 *     notifications and the executed hooks (hooks analytics);
 * (b) the network's open orders become candidates, `buildAuction` keeps the solvable ones
 *     (`invalid` / `filtered` events when an order's state changes, `insufficient_balance`
 *     notifications), the competition runs (`askSolvers`, then `selectWinners` once external
 *     engines answered), which is persisted with `ready`,
 *     `considered` and `executing` events; the winners settle at the next block;
 * (c) expiries and cancellations (API or on chain) become notifications, once each.
 *
 * Composition-level glue: it may use the database and the simulator. Everything it records is
 * derived from the block (time, number) and a seeded rng per (seed, network, auction id), so the
 * same inputs give the same history byte for byte.
 */
import type { Address, Hex } from 'viem';
import {
  competitorsFromScenario,
  createRng,
  isExternalSolver,
  DEADLINE_BLOCKS,
  DEFAULT_PARTICIPATION_GUARD,
  recordSettlements,
  type Competitor,
  type OpenCollection,
  type ParticipationGuardSettings,
  type Rng,
  type ScenarioSolver,
  type SolverBan,
  type SolverRecords,
  type SolverRejection,
  type Auction,
  type BlockEvent,
  type CandidateOrder,
  type NetworkWorld,
  type Settlement,
  type Simulation,
  type Solution,
} from '../../simulator/index.js';
import { groupCommitOf } from '../db/groupCommit.js';
import type { Database } from '../db/open.js';
import { createAuctionStore, type AuctionStore, type AuctionWrites } from '../db/stores/auctionStore.js';
import type { NotificationRow } from '../db/tables/notifications.js';
import type { SettledHookRow } from '../db/tables/settledHooks.js';
import type { LatestEvent } from '../db/tables/solvableOrders.js';
import type { AuctionReadStore, StoredSolution, StoredTrade } from '../domain/auctions/types.js';
import { isFullyExecuted } from '../domain/orders/deriveOrderStatus.js';
import type { Order } from '../domain/orders/types.js';
import type { AuctionEngine, FeePolicySource } from './auctionEngine.js';
import {
  cancelledNotification,
  expiredNotification,
  insufficientBalanceNotification,
  orderFacts,
  priceImprovementNotification,
  solverBannedNotification,
  tradeNotification,
  type TokenLabel,
  type TokenLabels,
} from './notifications.js';
import { createAppDataCache, toCandidateOrder } from './toCandidateOrder.js';
import { winnerCalldata, winnerCallsOf, type WinnerCalldata } from './winnerCalldata.js';
import type { NotificationDto } from '../solvers/dto.js';
import { notifyEngine, type EngineConfig } from '../solvers/engineClient.js';
import { answerNotifications, banNotification, settlementNotification } from '../solvers/engineNotifications.js';
import { OrderJsonCache } from '../solvers/solveRequest.js';
import { findEngineReplies, saveEngineReplies } from '../db/tables/engineReplies.js';
import { insertWinnerCalls } from '../db/tables/winnerCalls.js';
import {
  httpTransport,
  recordedTransport,
  startEngineRound,
  type EngineRound,
  type EngineTransport,
  type RecordedReply,
} from '../solvers/engineRound.js';

/** How many auctions back a restart reads the solvers' settlement records from. */
const GUARD_LOOKBACK_AUCTIONS = 1000;
/** How far back the first look for expired orders reaches (see the expiry cursor below). */
const FIRST_EXPIRY_LOOKBACK_SECONDS = 24 * 60 * 60;
/**
 * Competitions in whose solutions an order must be absent before it may be replaced (the last
 * step of docs/protocol.md#validation-order; the reference's `active_order_competition_threshold`).
 */
export const RECENT_AUCTIONS = 5;
/** Default `price_improvement` threshold: surplus above 0.001 native token. */
export const DEFAULT_PRICE_IMPROVEMENT_THRESHOLD_WEI = 10n ** 15n;
/** `environment` of the settled hooks rows (the analytics' production-like label). */
export const HOOKS_ENVIRONMENT = 'batchbook';

export type StartAuctionRunnerParameters = {
  db: Database;
  simulation: Simulation;
  engine: AuctionEngine;
  /** The scenario's fee policies of a network (none when undefined). */
  feePolicies?: FeePolicySource;
  /** Surplus (native wei) above which a trade earns a `price_improvement` notification. */
  priceImprovementThresholdWei?: bigint;
  /** The scenario's solvers of a network (undefined: the default three). */
  solvers?: (network: string) => readonly ScenarioSolver[] | undefined;
  /** The scenario's participation guard of a network (default: {@link DEFAULT_PARTICIPATION_GUARD}). */
  participationGuard?: (network: string) => ParticipationGuardSettings;
  /**
   * Milliseconds external engines get per auction (default: {@link defaultSolverDeadlineMs} of
   * the network's block time).
   */
  solverDeadlineMs?: (network: string) => number;
  /** How external engines are asked (default: over HTTP). */
  transport?: EngineTransport;
  /** Called with every reply the competition used (`SOLVER_ANSWERS=record:FILE`). */
  recordReply?: (record: RecordedReply) => void;
  /** How an engine is told what happened (default: `POST {url}/notify`, fire and forget). */
  notify?: (engine: EngineConfig, notification: NotificationDto) => void;
  /** Called with an error of an auction closed outside a block (default: logged). */
  onError?: (error: unknown) => void;
};

/** The reference driver's share of its deadline for solving, applied to the network's block time. */
export const SOLVING_SHARE_OF_BLOCK = 0.8;

/** How long external engines get per auction on a network whose blocks come every `blockTimeMs`. */
export function defaultSolverDeadlineMs(blockTimeMs: number): number {
  return Math.max(1, Math.floor(blockTimeMs * SOLVING_SHARE_OF_BLOCK));
}

export type AuctionRunner = {
  readonly store: AuctionReadStore;
  /**
   * Whether the order is actively bid on: in a solution, winning or not, of one of the network's
   * last five competitions (being in an auction is not enough: a resting limit order is in all).
   */
  isActivelyBidOn(network: string, uid: Hex): boolean;
  /**
   * Picks up, after a restart, the winners of each network's last auction when no block came
   * since: their settlement lives in memory only (the solutions' AMM swaps are not stored), so the
   * auction is rebuilt and re-solved from the same orders, world, seeded rng and the external
   * engines' replies stored with it (no engine is asked again), and kept pending
   * only when it reproduces the stored auction and winners exactly (a world changed meanwhile
   * does not). Also reads every network's solvable orders into the runner's book, so that the
   * first block, like every later one, reads only what changed since. Call once, after the
   * migrations and before the first block.
   */
  resume(): void;
  /** Runs the block's settlement and auction (what `onBlock` calls). */
  runBlock(event: BlockEvent): void;
  /** The competitors of the network's auctions, built-in and external, in the order they compete. */
  solvers(network: string): readonly Competitor[];
  /**
   * The calldata of a winner's settlement of auction `auctionId` and its calls, when it landed
   * (the order debug report shows it); undefined otherwise.
   */
  winnerCalldata(network: string, auctionId: number, solutionUid: number): WinnerCalldata | undefined;
  /**
   * Resolves when no auction waits for external engines any more (at once when none does): the
   * control API's advance waits for it between blocks, so that manual time gives engines their
   * deadline as wall-clock time does.
   */
  idle(): Promise<void>;

  /** Unsubscribes from the simulation. */
  stop(): void;
};

/**
 * An auction whose winners settle at the next block, with its orders as read for it: only the
 * settlement changes their running sums, and it has not run yet, so they are current then.
 */
type Pending = {
  auction: Auction;
  winners: Solution[];
  orders: ReadonlyMap<Hex, Order>;
  /** The ids external engines gave their winning solutions, by `solutionUid`. */
  engineSolutionIds?: ReadonlyMap<number, number>;
};

/** An auction whose built-in solvers answered, with what deciding it needs once the engines have. */
type Asked = {
  context: BlockContext;
  auction: Auction;
  orders: ReadonlyMap<Hex, Order>;
  latest: ReadonlyMap<Hex, LatestEvent | undefined>;
  open: OpenCollection;
  /** The auction's stream, continued by winner selection. */
  rng: Rng;
  engines: readonly EngineConfig[];
  round: EngineRound | undefined;
  timer?: ReturnType<typeof setTimeout>;
  /** Resolves `idle()` waiters. */
  finished?: () => void;
};

/**
 * Subscribes to every produced block of `simulation`. The database must be migrated before the
 * first block (nothing is read until then).
 *
 * @example
 * const runner = startAuctionRunner({ db, simulation, engine: simulatorAuctionEngine })
 * simulation.advance('mainnet', { blocks: 3 }) // three auctions on mainnet
 */
export function startAuctionRunner(parameters: StartAuctionRunnerParameters): AuctionRunner {
  const { simulation, engine } = parameters;
  const store = createAuctionStore(parameters.db);
  const threshold = parameters.priceImprovementThresholdWei ?? DEFAULT_PRICE_IMPROVEMENT_THRESHOLD_WEI;
  const appDataFacts = createAppDataCache();
  /**
   * Each solvable order's candidate, built once: the solvable book hands out the same order object
   * block after block until the order changes (buildAuction copies the candidates it keeps).
   */
  const candidateCache = new WeakMap<Order, CandidateOrder>();
  const candidateOf = (order: Order) => {
    let candidate = candidateCache.get(order);
    if (candidate === undefined) candidateCache.set(order, (candidate = toCandidateOrder(order, appDataFacts(order))));
    return candidate;
  };
  const pending = new Map<string, Pending>();
  const solversByNetwork = new Map<string, readonly Competitor[]>();
  const solversOf = (network: string) => {
    let solvers = solversByNetwork.get(network);
    if (solvers === undefined)
      solversByNetwork.set(network, (solvers = competitorsFromScenario(parameters.solvers?.(network))));
    return solvers;
  };
  /** An external engine of the network by name, as the scenario (or `SOLVERS`) configures it. */
  const engineOf = (network: string, name: string): EngineConfig => {
    const entry = parameters.solvers?.(network)?.find((candidate) => candidate.name === name);
    const solver = solversOf(network).find((candidate) => candidate.name === name);
    if (entry?.endpoint === undefined || solver === undefined)
      throw new Error(`${name} is not an engine of ${network}`);
    return { name, address: solver.address, ...entry.endpoint };
  };
  const deadlineOf = (network: string) =>
    parameters.solverDeadlineMs?.(network) ??
    defaultSolverDeadlineMs(simulation.world(network)?.network.blockTimeMs ?? 12_000);
  const transport = parameters.transport ?? httpTransport;
  const notify = parameters.notify ?? notifyEngine;
  const onError = parameters.onError ?? ((error: unknown) => console.error('auction runner:', error));
  /** Per network, the auction waiting for its external engines. */
  const collecting = new Map<string, Asked>();
  /** Per network, its orders' JSON as the last request to the engines wrote it. */
  const orderJson = new Map<string, OrderJsonCache>();
  const orderJsonOf = (network: string) => {
    let cache = orderJson.get(network);
    if (cache === undefined) orderJson.set(network, (cache = new OrderJsonCache()));
    return cache;
  };
  /** The addresses of the solvers the participation guard keeps out of the network's auction at `block`. */
  const bannedAt = (network: string, block: number) =>
    new Set(store.findSolverBansInForce(network, block).map((ban) => ban.solverAddress));
  const guardOf = (network: string) => parameters.participationGuard?.(network) ?? DEFAULT_PARTICIPATION_GUARD;
  /** Per network, each solver's recent settlement record (the participation guard's memory). */
  const records = new Map<string, SolverRecords>();
  const recordsOf = (network: string) => {
    let record = records.get(network);
    if (record === undefined)
      records.set(network, (record = store.findSolverRecords(network, GUARD_LOOKBACK_AUCTIONS)));
    return record;
  };

  const commits = groupCommitOf(parameters.db);

  const runBlock = (event: BlockEvent) => {
    finishCollecting(event.network);
    // Orders and quotes acknowledged in this turn are committed before the block reads the book.
    commits.flush();
    const context: BlockContext = {
      network: event.network,
      world: event.world,
      block: event.block.number,
      timestamp: event.block.timestamp,
      time: event.block.time,
      tokens: tokenLabels(event.world),
    };
    const settling = pending.get(event.network);
    pending.delete(event.network);
    // The block's writes are one transaction: the world's token movements, the order book's
    // trades, the next auction and its events are stored together or not at all. The settlement
    // is written first, so that the auction reads the orders as it left them. The world in
    // memory follows the transaction: a block that fails leaves it as the database has it.
    const told: (() => void)[] = [];
    let outcome: ReturnType<typeof auction>;
    try {
      outcome = event.world.atomically(() =>
        store.atomically(() => {
          if (settling) settle(context, settling, told);
          return auction(context);
        }),
      );
    } catch (error) {
      // The guard's memory took in settlements that were rolled back: read it anew.
      records.delete(event.network);
      throw error;
    }
    // Engines hear only of settlements that were stored.
    for (const tell of told) tell();
    if (outcome.next) pending.set(event.network, outcome.next);
    if (outcome.collecting) startCollecting(outcome.collecting);
  };

  /** Settles the winners; what engines must be told is queued on `told`, for after the commit. */
  function settle(
    context: BlockContext,
    { auction, winners, orders: auctioned, engineSolutionIds }: Pending,
    told: (() => void)[],
  ) {
    const { network, world, time } = context;
    const solvers = solversOf(network);
    const settlements = engine.settleWinners(auction, winners, {
      world,
      rng: createRng(simulation.seed, `${network}/settlement/${auction.id}`),
      block: context.block,
      timestamp: context.timestamp,
      solvers,
    });
    const bans = recordSettlements(recordsOf(network), settlements, guardOf(network), context.block);
    if (transport.live) told.push(() => tellEngines(context, auction.id, settlements, engineSolutionIds, bans));
    const writes: Required<
      Pick<
        AuctionWrites,
        | 'settlementAttempts'
        | 'trades'
        | 'events'
        | 'tradeNotifications'
        | 'settledHooks'
        | 'solverBans'
        | 'notifications'
      >
    > = {
      settlementAttempts: [],
      trades: [],
      events: [],
      tradeNotifications: [],
      settledHooks: [],
      solverBans: bans.map((ban) => ({ network, ban })),
      notifications: bans.map((ban) => solverBannedNotification({ network, chainId: world.chainId, ban, time })),
    };
    const orders = new Map<Hex, { order: Order; fullyExecuted: boolean }>();
    const orderOf = (uid: Hex) => orders.get(uid)?.order ?? auctioned.get(uid) ?? store.getOrder(uid);
    for (const settlement of settlements) {
      writes.settlementAttempts.push(toStoredAttempt(network, auction.id, settlement));
      const landed =
        settlement.outcome.kind === 'success'
          ? winners.find((winner) => winner.solutionUid === settlement.solutionUid)
          : undefined;
      if (landed) insertWinnerCalls(parameters.db, winnerCallsOf(network, auction.id, landed));
      for (const trade of settlement.trades) {
        writes.trades.push(toStoredTrade(network, auction.id, settlement.solutionUid, trade));
        const order = orderOf(trade.uid);
        if (!order) continue; // a JIT order the order book does not hold
        const updated: Order = {
          ...order,
          executedSell: order.executedSell + trade.sellAmount,
          executedSellBeforeFees: order.executedSellBeforeFees + trade.sellAmountBeforeFees,
          executedBuy: order.executedBuy + trade.buyAmount,
          // The signed fee part of the sell amount (docs/protocol.md#status-rules): zero for every API order.
          executedFeeAmount: order.executedFeeAmount + (trade.sellAmount - trade.sellAmountBeforeFees),
          executedFee: order.executedFee + trade.executedFee,
        };
        // A fill-or-kill order trades once, in full.
        const fullyExecuted = isFullyExecuted(updated) || !order.partiallyFillable;
        orders.set(order.uid, { order: updated, fullyExecuted });
        writes.events.push({ uid: order.uid, label: 'traded', timestamp: time, reason: null, auctionId: auction.id });
        // Built once for the trade's notifications (both describe the updated order).
        const facts = orderFacts(updated, context.tokens);
        writes.tradeNotifications.push(
          tradeNotification({ order: updated, time, tokens: context.tokens, facts, filled: fullyExecuted, trade }),
        );
        if (trade.surplusNative > threshold) {
          writes.tradeNotifications.push(
            priceImprovementNotification({
              order: updated,
              time,
              tokens: context.tokens,
              facts,
              trade,
              native: { symbol: world.network.nativeSymbol, decimals: 18 },
              thresholdNative: threshold,
            }),
          );
        }
      }
      if (settlement.outcome.kind !== 'success') continue;
      for (const hook of settlement.hooks) {
        const order = orderOf(hook.uid);
        if (!order) continue;
        writes.settledHooks.push(toSettledHook(context, settlement, hook, order, appDataFacts(order).appCode));
      }
    }
    store.write({ ...writes, orderExecutions: [...orders.values()] });
  }

  /** External engines hear how their winning solutions settled, and when the guard bans them. */
  function tellEngines(
    { network, world, block, timestamp }: BlockContext,
    auctionId: number,
    settlements: readonly Settlement[],
    engineSolutionIds: ReadonlyMap<number, number> | undefined,
    bans: readonly SolverBan[],
  ) {
    const isEngine = (name: string) =>
      solversOf(network).some((solver) => solver.name === name && isExternalSolver(solver));
    for (const settlement of settlements) {
      if (!isEngine(settlement.solver)) continue;
      const solutionId = engineSolutionIds?.get(settlement.solutionUid) ?? null;
      notify(engineOf(network, settlement.solver), settlementNotification(auctionId, solutionId, settlement));
    }
    // The ban ends when the block after its last one comes.
    const blockSeconds = world.network.blockTimeMs / 1000;
    const endOf = (ban: SolverBan) => new Date((timestamp + (ban.untilBlock + 1 - block) * blockSeconds) * 1000);
    for (const ban of bans)
      if (isEngine(ban.solver)) notify(engineOf(network, ban.solver), banNotification(ban, endOf(ban)));
  }

  function auction(context: BlockContext): { next: Pending | undefined; collecting: Asked | undefined } {
    const { network, world, time, timestamp } = context;
    const events: NonNullable<AuctionWrites['events']> = [];
    const notifications: NotificationRow[] = [];
    const candidates: CandidateOrder[] = [];
    const orders = new Map<Hex, Order>();
    const latest = new Map<Hex, LatestEvent | undefined>();
    for (const { order, latestEvent } of store.findSolvableOrders(network, timestamp)) {
      if (world.invalidationOf(order.uid) !== undefined) {
        // Cancelled on chain (`invalidateOrder`): the event once; the notification follows in (c).
        if (latestEvent?.label !== 'cancelled')
          events.push({ uid: order.uid, label: 'cancelled', timestamp: time, reason: null });
        continue;
      }
      orders.set(order.uid, order);
      latest.set(order.uid, latestEvent);
      candidates.push(candidateOf(order));
    }
    // Only when the order's state changes: one event per transition, not one per block.
    const record = (uid: Hex, label: 'invalid' | 'filtered', reason: string | null, auctionId: number | null) => {
      const previous = latest.get(uid);
      if (previous?.label === label && (previous.reason ?? null) === reason) return false;
      events.push({ uid, label, timestamp: time, reason, ...(auctionId === null ? {} : { auctionId }) });
      latest.set(uid, { label, reason });
      return true;
    };

    let writesAuction: AuctionWrites['auction'];
    let next: Pending | undefined;
    let collecting: Asked | undefined;
    if (candidates.length > 0) {
      const id = (store.latestAuctionId(network) ?? 0) + 1;
      const built = engine.buildAuction({
        id,
        network,
        block: context.block,
        timestamp,
        candidates,
        world,
        feePolicies: parameters.feePolicies?.(network) ?? [],
        // The previous auction's winners settled at the top of this block; the orders of a
        // winner that timed out stay in flight until its deadline block has passed (it could
        // still land until then), as the reference autopilot keeps them.
        inFlight: [
          ...[...pending.values()].flatMap((entry) =>
            entry.winners.flatMap((winner) => winner.orders.map((order) => order.uid)),
          ),
          ...store.findTimedOutInFlightOrderUids(network, context.block, DEADLINE_BLOCKS + 1),
        ],
      });
      // The auction that left the order out, when it is stored (one without orders takes no id).
      const droppedBy = built.auction.orders.length > 0 ? id : null;
      for (const dropped of built.dropped) {
        if (!record(dropped.uid, dropped.label, dropped.reason, droppedBy) || dropped.reason !== 'insufficient_balance')
          continue;
        const order = orders.get(dropped.uid);
        if (!order) continue;
        notifications.push(
          insufficientBalanceNotification({
            order,
            time,
            tokens: context.tokens,
            blockNumber: context.block,
            balance: world.balanceOf(order.sellToken, order.owner),
            required: order.kind === 'sell' ? order.sellAmount - order.executedSell : order.sellAmount,
          }),
        );
      }
      // An auction without orders is not stored and takes no id (as the reference skips it).
      if (built.auction.orders.length > 0) {
        const { auction } = built;
        const { rng, open, engines, round } = askCompetition(auction, world, {
          transport,
          now: new Date(Date.now()),
          orderJson: orderJsonOf(network),
        });
        const asked: Asked = { context, auction, orders, latest, open, rng, engines, round };
        if (round === undefined || round.complete()) {
          const decided = decide(asked);
          events.push(...decided.events);
          writesAuction = decided.writesAuction;
          next = decided.next;
        } else {
          collecting = asked;
        }
      }
    }

    // (c) Expiries since the last look, and cancellations since the last seen event.
    // A runner meeting a database for the first time looks back one day for expiries, not to the
    // epoch: an old database would otherwise turn every historical expiry into a notification.
    const cursor = store.getCursor(network) ?? {
      network,
      expiredBefore: Math.max(0, timestamp - FIRST_EXPIRY_LOOKBACK_SECONDS),
      cancelledEventId: 0,
    };
    for (const order of store.findExpiringOrders(network, cursor.expiredBefore, timestamp)) {
      if (world.invalidationOf(order.uid) !== undefined) continue;
      notifications.push(expiredNotification({ order, time, tokens: context.tokens }));
    }
    const lastEventId = store.maxOrderEventId();
    for (const { order, timestamp: cancelledAt } of store.findCancelledEventsSince(network, cursor.cancelledEventId)) {
      const source = order.cancelledAt !== null ? 'api' : 'onchain';
      notifications.push(cancelledNotification({ order, time: cancelledAt, tokens: context.tokens, source }));
    }
    // On-chain invalidations seen in this block have no event id yet: notify them now.
    for (const event of events) {
      if (event.label !== 'cancelled') continue;
      const order = store.getOrder(event.uid);
      if (order) notifications.push(cancelledNotification({ order, time, tokens: context.tokens, source: 'onchain' }));
    }

    store.write({
      ...(writesAuction ? { auction: writesAuction } : {}),
      events,
      notifications,
      cursor: { network, expiredBefore: Math.max(cursor.expiredBefore, timestamp), cancelledEventId: lastEventId },
    });
    return { next, collecting };
  }

  /**
   * The competition's first half: the auction's seeded stream, the built-in solvers' answers, and
   * the external engines (not banned at the auction's block) asked through `transport`.
   */
  function askCompetition(
    auction: Auction,
    world: NetworkWorld,
    how: { transport: EngineTransport; now: Date; orderJson?: OrderJsonCache },
  ) {
    const { network } = auction;
    const rng = createRng(simulation.seed, `${network}/auction/${auction.id}`);
    const open = engine.askSolvers(auction, {
      world,
      rng,
      solvers: solversOf(network),
      banned: bannedAt(network, auction.block),
    });
    const engines = open.engines.map((solver) => engineOf(network, solver.name));
    const round =
      engines.length === 0
        ? undefined
        : startEngineRound({
            auction,
            world,
            engines,
            deadlineMs: deadlineOf(network),
            now: how.now,
            transport: how.transport,
            ...(how.orderJson === undefined ? {} : { orderJson: how.orderJson }),
          });
    return { rng, open, engines, round };
  }

  /**
   * The competition's second half, once the engines answered (or not): scores everything, picks
   * the winners, and returns the auction's writes, its orders' stage events and the winners to
   * settle at the next block. Engines hear what happened to their answers.
   */
  function decide(asked: Asked): {
    writesAuction: NonNullable<AuctionWrites['auction']>;
    events: NonNullable<AuctionWrites['events']>;
    next: Pending | undefined;
  } {
    const { context, auction, orders, latest, open, rng, round } = asked;
    const { network, time } = context;
    const collected = open.close(round?.answers ?? new Map());
    const solved = engine.selectWinners(collected, { rng });
    const events: NonNullable<AuctionWrites['events']> = [];
    const considered = new Set(solved.solutions.flatMap((solution) => solution.orders.map((order) => order.uid)));
    const winners = solved.solutions.filter((solution) => solution.isWinner);
    const executing = new Set(winners.flatMap((solution) => solution.orders.map((order) => order.uid)));
    // ready → considered (in a solution) → executing (in a winner), as one event that stands
    // for the stages before it too; nothing when the order is where the previous auction left
    // it (still ready, or solved again without winning).
    for (const { uid } of auction.orders) {
      const stage = executing.has(uid) ? 'executing' : considered.has(uid) ? 'considered' : 'ready';
      if (latest.get(uid)?.label === stage) continue;
      events.push({ uid, label: stage, timestamp: time, reason: null, withEarlierStages: true, auctionId: auction.id });
    }
    const next =
      winners.length > 0 ? { auction, winners, orders, engineSolutionIds: collected.engineSolutionIds } : undefined;
    const tokensOf = new Map(auction.orders.map((order) => [order.uid, order]));
    if (round !== undefined) reportRound(asked, collected.rejections);
    return {
      events,
      next,
      writesAuction: {
        auction: {
          network,
          id: auction.id,
          block: auction.block,
          deadlineBlock: auction.deadlineBlock,
          timestamp: auction.timestamp,
          prices: auction.prices,
          referenceScores: solved.referenceScores,
          surplusCapturingJitOrderOwners: auction.surplusCapturingJitOrderOwners,
          orderUids: auction.orders.map((order) => order.uid),
          rejections: solved.rejections,
        },
        orders: auction.orders.map((order) => ({
          uid: order.uid,
          executed: order.executed,
          protocolFees: order.protocolFees,
        })),
        solutions: solved.solutions.map((solution) => toStoredSolution(network, auction.id, solution, tokensOf)),
      },
    };
  }

  /**
   * Records the replies the competition used (with the auction's writes, so that a restart decides
   * the auction again from them) and tells each engine what became of its answer.
   */
  function reportRound(asked: Asked, rejections: readonly SolverRejection[]) {
    const { auction, engines, round } = asked;
    if (round === undefined) return;
    const records = engines.map((config): RecordedReply => {
      const timed = round.replies.get(config.name);
      return {
        network: auction.network,
        auctionId: auction.id,
        solver: config.name,
        reply: timed?.reply ?? { kind: 'timeout', timeoutMs: deadlineOf(auction.network) },
        latencyMs: timed?.latencyMs ?? deadlineOf(auction.network),
      };
    });
    saveEngineReplies(
      parameters.db,
      auction.network,
      auction.id,
      records.map((record) => ({ ...record, reply: JSON.stringify(record.reply) })),
    );
    for (const [index, config] of engines.entries()) {
      parameters.recordReply?.(records[index]!);
      if (!transport.live) continue;
      const own = rejections.filter((rejection) => rejection.solver === config.name);
      const reply = round.replies.get(config.name)?.reply;
      const simulated = {
        block: auction.block,
        orders: auction.orders,
        wrappedNative: asked.context.world.wrappedNativeToken,
        replyText: reply?.kind === 'answered' ? reply.text : undefined,
      };
      for (const notification of answerNotifications(auction.id, own, round.answers.get(config.name), simulated))
        notify(config, notification);
    }
  }

  /**
   * Closes the network's auction whose engines are still thinking: the answers so far compete,
   * the others count as timed out. Called by the deadline, when the last engine answered, and
   * at the top of the network's next block (a hanging engine never holds a block up).
   */
  function finishCollecting(network: string) {
    const asked = collecting.get(network);
    if (asked === undefined) return;
    collecting.delete(network);
    clearTimeout(asked.timer);
    try {
      const decided = store.atomically(() => {
        const decision = decide(asked);
        store.write({ auction: decision.writesAuction, events: decision.events });
        return decision;
      });
      if (decided.next) pending.set(network, decided.next);
    } finally {
      // A failed decision is reported by the caller; whoever waits for the engines goes on.
      asked.finished?.();
    }
  }

  function startCollecting(asked: Asked) {
    const network = asked.context.network;
    collecting.set(network, asked);
    const finish = () => {
      if (collecting.get(network) !== asked) return;
      try {
        finishCollecting(network);
      } catch (error) {
        onError(error);
      }
    };
    asked.timer = setTimeout(finish, deadlineOf(network));
    asked.timer.unref();
    void asked.round!.done.then(finish);
  }

  function resumePending(world: NetworkWorld): Pending | undefined {
    const network = world.name;
    const latest = store.getLatestAuction(network);
    if (!latest || latest.auction.block !== world.currentBlock().number) return undefined;
    const stored = latest.auction;
    const storedWinners = (store.getCompetition(network, stored.id)?.solutions ?? []).filter(
      (solution) => solution.isWinner,
    );
    if (storedWinners.length === 0 || store.hasSettlementAttempts(network, stored.id)) return undefined;
    // The auction as it was built, from what was stored of it (not rebuilt from the world, which
    // may have changed since: an invalidation or a drained balance must fail the settlement, as
    // without the restart, not make the auction unrecoverable).
    const orders = new Map<Hex, Order>();
    const auctionOrders: Auction['orders'] = [];
    const entries = new Map(latest.orders.map((entry) => [entry.uid, entry]));
    for (const uid of stored.orderUids) {
      const entry = entries.get(uid);
      const order = store.getOrder(uid);
      if (!entry || !order) return undefined;
      const { executed, protocolFees } = entry;
      const candidate = toCandidateOrder(order, appDataFacts(order));
      if (candidate.executed !== executed) return undefined;
      orders.set(uid, order);
      auctionOrders.push({ ...candidate, protocolFees });
    }
    const auction: Auction = {
      id: stored.id,
      network,
      block: stored.block,
      deadlineBlock: stored.deadlineBlock,
      timestamp: stored.timestamp,
      orders: auctionOrders,
      prices: stored.prices,
      surplusCapturingJitOrderOwners: stored.surplusCapturingJitOrderOwners,
    };
    // The competition as it ran: the built-in solvers solve again, the engines' answers are the
    // replies it used, as stored with it.
    const replies = findEngineReplies(parameters.db, network, auction.id).map((row): RecordedReply => ({
      ...row,
      reply: JSON.parse(row.reply) as RecordedReply['reply'],
    }));
    const { rng, open, round } = askCompetition(auction, world, {
      transport: recordedTransport(replies),
      now: new Date(auction.timestamp * 1000),
    });
    const collected = open.close(round?.answers ?? new Map());
    const solved = engine.selectWinners(collected, { rng });
    const winners = solved.solutions.filter((solution) => solution.isWinner);
    const key = (solution: { solutionUid: number; score: bigint }) => `${solution.solutionUid}:${solution.score}`;
    if (winners.map(key).join() !== storedWinners.map(key).join()) return undefined;
    return { auction, winners, orders, engineSolutionIds: collected.engineSolutionIds };
  }

  const unsubscribe = simulation.onBlock(runBlock);
  return {
    store,
    resume() {
      for (const world of simulation.worlds()) {
        const resumed = resumePending(world);
        if (resumed) pending.set(world.name, resumed);
        store.findSolvableOrders(world.name, world.currentBlock().timestamp);
      }
    },
    isActivelyBidOn: (network, uid) => store.wasBidOnRecently(network, uid, RECENT_AUCTIONS),
    runBlock,
    solvers: solversOf,
    winnerCalldata: (network, auctionId, solutionUid) =>
      winnerCalldata(
        parameters.db,
        {
          network,
          orderOf: (uid) => store.getOrder(uid),
          wrappedNative: simulation.world(network)?.wrappedNativeToken,
        },
        auctionId,
        solutionUid,
      ),
    idle: () =>
      Promise.all(
        [...collecting.values()].map(
          (asked) =>
            new Promise<void>((resolve) => {
              const previous = asked.finished;
              asked.finished = () => {
                previous?.();
                resolve();
              };
            }),
        ),
      ).then(() => undefined),
    stop() {
      unsubscribe();
      // Auctions still waiting for engines are dropped unrecorded: the database may close next.
      for (const asked of collecting.values()) {
        clearTimeout(asked.timer);
        asked.finished?.();
      }
      collecting.clear();
    },
  };
}

type BlockContext = {
  network: string;
  world: NetworkWorld;
  block: number;
  timestamp: number;
  time: Date;
  tokens: TokenLabels;
};

/** The block's token labels, each looked up once (a block of many trades formats ~80,000 amounts). */
function tokenLabels(world: NetworkWorld): TokenLabels {
  const labels = new Map<Address, TokenLabel>();
  return (token) => {
    let label = labels.get(token);
    if (label === undefined) {
      const info = world.getToken(token);
      label = info ? { symbol: info.symbol, decimals: info.decimals } : { symbol: token, decimals: 18 };
      labels.set(token, label);
    }
    return label;
  };
}

function toStoredAttempt(network: string, auctionId: number, settlement: Settlement) {
  return {
    network,
    auctionId,
    solutionUid: settlement.solutionUid,
    solver: settlement.solver,
    solverAddress: settlement.solverAddress.toLowerCase() as Address,
    startBlock: settlement.startBlock,
    deadlineBlock: settlement.deadlineBlock,
    startTimestamp: settlement.startTimestamp,
    endBlock: settlement.endBlock,
    endTimestamp: settlement.endTimestamp,
    outcome: settlement.outcome,
    txHash: settlement.txHash?.toLowerCase() as Hex | null,
  };
}

function toStoredTrade(
  network: string,
  auctionId: number,
  solutionUid: number,
  trade: Settlement['trades'][number],
): StoredTrade {
  return {
    network,
    blockNumber: trade.blockNumber,
    logIndex: trade.logIndex,
    orderUid: trade.uid,
    owner: trade.owner,
    sellToken: trade.sellToken,
    buyToken: trade.buyToken,
    sellAmount: trade.sellAmount,
    sellAmountBeforeFees: trade.sellAmountBeforeFees,
    buyAmount: trade.buyAmount,
    executedFee: trade.executedFee,
    protocolFees: trade.protocolFees,
    txHash: trade.txHash,
    auctionId,
    solutionUid,
    surplusNative: trade.surplusNative,
  };
}

function toStoredSolution(
  network: string,
  auctionId: number,
  solution: Solution,
  orders: ReadonlyMap<Hex, { sellToken: Address; buyToken: Address }>,
): StoredSolution {
  return {
    network,
    auctionId,
    solutionUid: solution.solutionUid,
    solver: solution.solver,
    solverAddress: solution.solverAddress.toLowerCase() as Address,
    score: solution.score,
    ranking: solution.ranking,
    isWinner: solution.isWinner,
    filteredOut: solution.filteredOut,
    clearingPrices: solution.clearingPrices,
    referenceScore: solution.referenceScore,
    txHash: null,
    exclusion: solution.exclusion ?? null,
    orders: solution.orders.flatMap((order) => {
      const tokens = orders.get(order.uid);
      if (!tokens) return [];
      return [
        {
          uid: order.uid,
          sellToken: tokens.sellToken,
          buyToken: tokens.buyToken,
          executedSell: order.executedSell,
          executedBuy: order.executedBuy,
          networkFee: order.networkFee,
          protocolFees: order.protocolFees,
        },
      ];
    }),
  };
}

function toSettledHook(
  context: BlockContext,
  settlement: Settlement,
  hook: Settlement['hooks'][number],
  order: Order,
  appCode: string | null,
): SettledHookRow {
  const endSeconds = settlement.endTimestamp ?? context.timestamp;
  return {
    network: context.network,
    chainId: context.world.chainId,
    environment: HOOKS_ENVIRONMENT,
    blockTime: new Date(endSeconds * 1000),
    blockNumber: settlement.endBlock ?? context.block,
    isBridging: false,
    success: hook.success,
    appCode: appCode ?? 'unknown',
    destinationChainId: null,
    destinationTokenAddress: null,
    hookType: hook.hookType,
    appId: null,
    target: hook.target,
    gasLimit: Number(hook.gasLimit),
    appHash: order.appData,
    txHash: settlement.txHash as Hex,
    orderUid: hook.uid,
  };
}
