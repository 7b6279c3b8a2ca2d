/**
 * The competition (docs/protocol.md#auction-scoring-and-fees; the reference's winner-selection crate): every solver
 * proposes, the protocol scores each proposal from its executed amounts (never the solver's
 * claim), drops unscorable ones, applies the fairness filter, picks winners greedily over disjoint
 * directed token pairs, ranks everything and computes reference scores. Pure and deterministic:
 * the only randomness is `rng` (solver streams, tie-breaking shuffle).
 */
import type { Address, Hex } from 'viem';
import { SETTLEMENT_CONTRACT } from '../protocol/networks.js';
import type { NetworkWorld } from '../world/networkWorld.js';
import { createRng, type Rng } from '../world/rng.js';
import { NATIVE_TOKEN, remainingOfKind, respectsLimit, scoreTrade } from './math.js';
import { defaultSolvers } from './solvers/index.js';
import { directedPair, ordersByUid } from './solvers/plans.js';
import { PoolBook } from './solvers/poolBook.js';
import { invalidate } from './solvers/faults.js';
import { drawn, NO_FAULTS, type Proposal } from './solvers/types.js';
import {
  isExternalSolver,
  type Competitor,
  type EngineAnswer,
  type EngineFailure,
  type ExternalSolver,
} from './externalSolvers.js';
import type { Auction, AuctionOrder, ExecutedOrder, Solution, SolutionExclusion, SolverCall } from './types.js';

/** At most this many solutions of one solver compete. */
export const MAX_SOLUTIONS_PER_SOLVER = 3;
/** At most this many winners per auction. */
export const MAX_WINNERS = 20;

export type SolveAuctionOptions = {
  world: NetworkWorld;
  rng: Rng;
  /** Default: baseline, matcher, chaos. */
  solvers?: readonly Competitor[] | undefined;
  /** Addresses (lower-case) of solvers banned from this auction: they are not asked. */
  banned?: ReadonlySet<string> | undefined;
};

/** A solver that bid nothing in an auction, and why (what the reference driver notifies it of). */
export type SolverRejection = {
  solver: string;
  solverAddress: Address;
  /**
   * `invalidSolution`: some of its proposals broke the auction's rules (an unknown or repeated
   * order, more than the order offers, a limit price); `simulationFailed`: some did not settle at
   * the auction's state. Either way they were dropped before bidding. An external engine's
   * answer may also fail as {@link EngineFailure} says.
   */
  reason: 'banned' | 'noAnswer' | 'invalidSolution' | 'simulationFailed' | EngineFailure;
  /** What was wrong with an external engine's answer, in words. */
  detail?: string;
  /** The engine's id of the one solution this is about (absent: the answer as a whole). */
  solutionId?: number;
};

export type SolveAuctionReturnType = {
  /** Worst first (the competition endpoints' order); ranking 1 is the last. */
  solutions: Solution[];
  /** Per winning solver: the winners' total score when that solver is left out. */
  referenceScores: Record<Address, bigint>;
  /** Solvers not asked, silent, or whose proposals failed simulation, in the order they were asked. */
  rejections: SolverRejection[];
};

/** A scored solution with what fairness and winner selection need. */
export type Scored = { solution: Solution; pairs: Map<string, bigint>; proposal: Proposal };

/**
 * The settlement contract and the pools as a block's winners leave them, for simulating each
 * proposal before it may bid (the reference's drivers simulate every solution before they submit
 * it) and each winner on the state the earlier winners leave. Owners' balances aside: the auction
 * shares them among their orders, so no two solutions pull the same funds.
 */
export class SettlementSimulation {
  #pools: PoolBook;
  #balances = new Map<Address, bigint>();
  readonly #orders: ReadonlyMap<string, AuctionOrder>;
  readonly #buffers: (token: Address) => bigint;

  /** `buffers`: what the settlement contract holds of a token before the block (fees of earlier settlements). */
  constructor(orders: ReadonlyMap<string, AuctionOrder>, pools: PoolBook, buffers: (token: Address) => bigint) {
    this.#orders = orders;
    this.#pools = pools.clone();
    this.#buffers = buffers;
  }

  /**
   * Whether `proposal` settles now: its swaps, in order, each give at least their `minAmountOut`
   * and never spend more of a token than the contract holds at that point, and what it then holds
   * pays every buy amount. With `apply`, a proposal that settles moves the state.
   */
  settles(proposal: Proposal, apply = false): boolean {
    return this.failure(proposal, apply) === undefined;
  }

  /** Why `proposal` does not settle now (see {@link settles}), in words; undefined when it does. */
  failure(proposal: Proposal, apply = false): string | undefined {
    const pools = this.#pools.clone();
    const outputs = pools.execute(proposal.swaps);
    if (outputs === undefined) return 'its swaps do not give their minimum output on the pools';
    const balances = new Map(this.#balances);
    const add = (token: Address, amount: bigint) => {
      const key = pools.asPoolToken(token);
      const next = (balances.get(key) ?? this.#buffers(key)) + amount;
      balances.set(key, next);
      return next;
    };
    const short = (token: Address, what: string) => `${what} needs more ${token} than the settlement contract holds`;
    // What a call of the solution spends of the contract's balance; why it cannot, when it has too little.
    const call = ({ target, effect }: SolverCall) =>
      effect.kind === 'transfer'
        ? add(effect.token, -effect.amount) >= 0n
          ? undefined
          : short(effect.token, `a transfer by ${target}`)
        : effect.kind === 'unwrap' && add(NATIVE_TOKEN, -effect.amount) < 0n
          ? short(NATIVE_TOKEN, `an unwrap by ${target}`)
          : undefined;
    const firstFailure = (calls: readonly SolverCall[]) => {
      for (const entry of calls) {
        const failed = call(entry);
        if (failed !== undefined) return failed;
      }
      return undefined;
    };
    const jitOrders = new Map((proposal.jitOrders ?? []).map((order) => [order.uid, order]));
    const orderOf = (uid: string) => this.#orders.get(uid) ?? jitOrders.get(uid as Hex);
    const { pre = [], custom = [], post = [] } = proposal.calls ?? {};
    const preFailure = firstFailure(pre);
    if (preFailure !== undefined) return `pre-interaction: ${preFailure}`;
    for (const trade of proposal.trades) {
      const order = orderOf(trade.uid);
      if (order === undefined) return `it trades ${trade.uid}, which is not an order of the auction`;
      add(order.sellToken, trade.executedSell);
    }
    let nextCustom = 0;
    for (const [index, swap] of proposal.swaps.entries()) {
      for (; nextCustom < custom.length && custom[nextCustom]!.beforeSwap <= index; nextCustom++) {
        const failed = call(custom[nextCustom]!.call);
        if (failed !== undefined) return `custom interaction: ${failed}`;
      }
      if (add(swap.tokenIn, -swap.amountIn) < 0n) return short(swap.tokenIn, `swap ${index}`);
      add(swap.tokenOut, outputs[index]!);
    }
    const customFailure = firstFailure(custom.slice(nextCustom).map((entry) => entry.call));
    if (customFailure !== undefined) return `custom interaction: ${customFailure}`;
    for (const trade of proposal.trades) add(orderOf(trade.uid)!.buyToken, -trade.executedBuy);
    const postFailure = firstFailure(post);
    if (postFailure !== undefined) return `post-interaction: ${postFailure}`;
    for (const [token, balance] of balances)
      if (balance < 0n) return `the settlement contract ends ${-balance} short of ${token} to pay the buy amounts`;
    if (apply) {
      this.#pools = pools;
      this.#balances = balances;
    }
    return undefined;
  }
}

/**
 * Scores one proposal: each trade must name an order of the auction once, stay within what is
 * left of it (all of it for fill-or-kill orders), respect its limit price and charge a network fee
 * below its sell amount; score = Σ (surplus + protocol fees) in native wei, per directed pair too.
 * A JIT order of the proposal trades like an auction order but counts towards the score (and its
 * pairs) only when its owner is one of the auction's surplus-capturing JIT order owners, as the
 * reference driver scores it (`crates/driver/src/domain/competition/solution/mod.rs`).
 * Undefined when the proposal is empty, invalid or scores ≤ 0.
 */
export function scoreProposal(
  proposal: Proposal,
  orders: ReadonlyMap<string, AuctionOrder>,
  auction: Auction,
  wrappedNative: Address | undefined,
): ProposalScore | undefined {
  const scored = scoreOrExplain(proposal, orders, auction, wrappedNative);
  return typeof scored === 'string' ? undefined : scored;
}

type ProposalScore = { orders: ExecutedOrder[]; score: bigint; pairs: Map<string, bigint> };

/** {@link scoreProposal}'s score, or why the proposal has none, in words. */
function scoreOrExplain(
  proposal: Proposal,
  orders: ReadonlyMap<string, AuctionOrder>,
  auction: Auction,
  wrappedNative: Address | undefined,
): ProposalScore | string {
  if (proposal.trades.length === 0) return 'it trades nothing';
  const seen = new Set<string>();
  const executed: ExecutedOrder[] = [];
  const pairs = new Map<string, bigint>();
  let total = 0n;
  const jitOrders = new Map((proposal.jitOrders ?? []).map((order) => [order.uid, order]));
  for (const trade of proposal.trades) {
    const jit = jitOrders.get(trade.uid);
    const order = orders.get(trade.uid) ?? jit;
    if (order === undefined) return `it trades ${trade.uid}, which is not an order of the auction`;
    if (seen.has(trade.uid)) return `it trades order ${trade.uid} twice`;
    seen.add(trade.uid);
    const amounts = { sell: trade.executedSell, buy: trade.executedBuy };
    if (amounts.sell <= 0n || amounts.buy <= 0n)
      return `order ${order.uid}: executed amounts must be positive (sell ${amounts.sell}, buy ${amounts.buy})`;
    if (trade.networkFee < 0n || trade.networkFee >= amounts.sell)
      return `order ${order.uid}: network fee ${trade.networkFee} is not within its sell amount ${amounts.sell}`;
    const done = order.kind === 'sell' ? amounts.sell : amounts.buy;
    const left = remainingOfKind(order);
    if (done > left)
      return `order ${order.uid}: executes ${done} of its ${order.kind} amount, more than the ${left} left`;
    if (!order.partiallyFillable && done !== left)
      return `order ${order.uid}: fill-or-kill, executes ${done} of the ${left} left of its ${order.kind} amount`;
    if (!respectsLimit(order, amounts))
      return `order ${order.uid}: sell ${amounts.sell} for buy ${amounts.buy} breaks its limit price`;
    const scored = scoreTrade(order, amounts, auction.prices);
    if (scored.score < 0n) return `order ${order.uid}: its fees exceed its surplus`;
    if (jit === undefined || auction.surplusCapturingJitOrderOwners.includes(jit.owner)) {
      total += scored.score;
      const pair = directedPair(order, wrappedNative);
      pairs.set(pair, (pairs.get(pair) ?? 0n) + scored.score);
    }
    executed.push({
      uid: order.uid,
      executedSell: amounts.sell,
      executedBuy: amounts.buy,
      networkFee: trade.networkFee,
      protocolFees: scored.fees,
    });
  }
  if (total <= 0n) return 'it scores nothing (no surplus or protocol fee)';
  executed.sort((a, b) => (a.uid < b.uid ? -1 : 1));
  return { orders: executed, score: total, pairs };
}

/**
 * Runs the competition of one auction.
 *
 * @example
 * const { solutions, referenceScores } = solveAuction(auction, { world, rng: createRng(seed, 'auction') })
 * const winners = solutions.filter((solution) => solution.isWinner)
 */
export function solveAuction(auction: Auction, options: SolveAuctionOptions): SolveAuctionReturnType {
  return selectWinners(collectSolutions(auction, options), options);
}

/** Scored solutions that passed simulation, each with what fairness and winner selection need. */
export type CollectedSolutions = {
  readonly candidates: readonly Scored[];
  readonly rejections: SolverRejection[];
  /** The pools and buffers the candidates were simulated on: winner selection simulates on them too. */
  readonly newSimulation: () => SettlementSimulation;
  /** Per solution of an external engine (by `solutionUid`): the id the engine gave it. */
  readonly engineSolutionIds: ReadonlyMap<number, number>;
};

/**
 * The solvers' half of the competition: asks each solver that is not banned (drawing its declared
 * faults), scores its proposals from their executed amounts and keeps those that simulate at the
 * auction's state, at most three per solver. External engines are not asked here: an engine with
 * no answer counts as timed out (see {@link askSolvers} to hand their answers in).
 */
export function collectSolutions(auction: Auction, options: SolveAuctionOptions): CollectedSolutions {
  return askSolvers(auction, options).close(new Map());
}

/** An auction whose built-in solvers have answered and whose external engines are being asked. */
export type OpenCollection = {
  /** The external engines to ask (banned ones are not), in the order they compete. */
  readonly engines: readonly ExternalSolver[];
  /**
   * Scores the engines' answers (by engine name; a missing one is a `timeout`) on the state the
   * built-in solvers saw, and returns every solver's solutions in the order the solvers compete.
   */
  close(answers: ReadonlyMap<string, EngineAnswer>): CollectedSolutions;
};

/**
 * The first step of {@link collectSolutions}, split so that the world may move on while external
 * engines think: the built-in solvers solve now, the pools and gas price are captured now, and
 * `close` scores everything later on that captured state. Draws from `rng` exactly as
 * `collectSolutions` does: one seed per solver, whether built-in, external or banned.
 */
export function askSolvers(auction: Auction, options: SolveAuctionOptions): OpenCollection {
  const { world, rng } = options;
  const solvers = options.solvers ?? defaultSolvers();
  const orders = ordersByUid(auction);
  const pools = PoolBook.fromWorld(world);
  const gasPrice = world.gasPrice();
  const wrappedNative = world.wrappedNativeToken;
  const buffers = (token: Address) => world.balanceOf(token, SETTLEMENT_CONTRACT);
  const atStart = new SettlementSimulation(orders, pools, buffers);

  type Reject = (reason: SolverRejection['reason'], detail?: string, solutionId?: number) => void;
  /** One entry per solver, in order: what it proposed (answered later for an engine) or nothing. */
  const slots: {
    solver: Competitor;
    address: Address;
    proposals?: readonly Proposal[];
    rejection?: SolverRejection['reason'];
  }[] = [];
  for (const solver of solvers) {
    // One seed per solver from the auction's stream, drawn even for a banned solver: a solver's
    // draws never shift another's.
    const seed = rng.nextUint32();
    const address = solver.address.toLowerCase() as Address;
    if (options.banned?.has(address) === true) {
      slots.push({ solver, address, rejection: 'banned' });
      continue;
    }
    if (isExternalSolver(solver)) {
      slots.push({ solver, address });
      continue;
    }
    const faults = solver.faults ?? NO_FAULTS;
    const faultRng = createRng(seed, `${solver.name}/faults`);
    const noAnswer = drawn(faultRng, faults.noAnswer);
    const invalid = drawn(faultRng, faults.invalidSolution);
    if (noAnswer) {
      slots.push({ solver, address, rejection: 'noAnswer' });
      continue;
    }
    let proposals = solver.solve(auction, { world, rng: createRng(seed, solver.name), pools, gasPrice });
    if (invalid) proposals = proposals.map((proposal) => invalidate(proposal, orders));
    slots.push({ solver, address, proposals });
  }

  // Solvers that propose as another does hand in the same proposal objects (the chaos solver the
  // baseline's): each is scored and simulated once.
  const scores = new Map<Proposal, ProposalScore | string>();
  const failures = new Map<Proposal, string | undefined>();
  const scoreOf = (proposal: Proposal) => {
    let result = scores.get(proposal);
    if (result === undefined) scores.set(proposal, (result = scoreOrExplain(proposal, orders, auction, wrappedNative)));
    return result;
  };
  const failureOf = (proposal: Proposal) => {
    if (!failures.has(proposal)) failures.set(proposal, atStart.failure(proposal));
    return failures.get(proposal);
  };

  /** The solver's scored proposals that simulate, best three, in the solver's order. */
  const scoreAll = (proposals: readonly Proposal[], reject: Reject, solutionIds?: readonly number[]) => {
    // An engine hears about each of its solutions by id; a built-in solver's rejection is one.
    const invalid: { position: number; why: string }[] = [];
    const unsettled: { position: number; why: string }[] = [];
    const scored = proposals
      .map((proposal, position) => ({ proposal, position, result: scoreOf(proposal) }))
      .filter((entry): entry is typeof entry & { result: ProposalScore } => {
        if (typeof entry.result === 'string') {
          // An empty proposal is a solver with nothing to offer, not an invalid one.
          if (entry.proposal.trades.length > 0) invalid.push({ position: entry.position, why: entry.result });
          return false;
        }
        const failure = failureOf(entry.proposal);
        if (failure === undefined) return true;
        unsettled.push({ position: entry.position, why: failure });
        return false;
      })
      // A literal, not `{ ...entry, index }`: keys added after a spread give each object a hidden
      // class of its own (docs/performance.md#v8s-warm-up).
      .map((entry, index) => ({ proposal: entry.proposal, position: entry.position, result: entry.result, index }))
      // The best three of the solver; equal scores keep the solver's order.
      .sort((x, y) =>
        x.result.score === y.result.score ? x.index - y.index : x.result.score > y.result.score ? -1 : 1,
      )
      .slice(0, MAX_SOLUTIONS_PER_SOLVER)
      .sort((x, y) => x.index - y.index);
    for (const [reason, failed] of [
      ['invalidSolution', invalid],
      ['simulationFailed', unsettled],
    ] as const) {
      if (solutionIds === undefined) {
        // One rejection for the solver: how many of its proposals, and why the first failed.
        const [first] = failed;
        if (first !== undefined)
          reject(reason, `${failed.length} of ${proposals.length} proposals; proposal ${first.position}: ${first.why}`);
      } else for (const { position, why } of failed) reject(reason, why, solutionIds[position]);
    }
    return scored;
  };

  return {
    engines: slots.flatMap((slot) =>
      isExternalSolver(slot.solver) && slot.rejection === undefined ? [slot.solver] : [],
    ),
    close(answers) {
      const all: Scored[] = [];
      const rejections: SolverRejection[] = [];
      const engineSolutionIds = new Map<number, number>();
      let nextUid = 1;
      for (const slot of slots) {
        const { solver, address } = slot;
        const reject: Reject = (reason, detail, solutionId) =>
          rejections.push({
            solver: solver.name,
            solverAddress: address,
            reason,
            ...(detail === undefined ? {} : { detail }),
            ...(solutionId === undefined ? {} : { solutionId }),
          });
        if (slot.rejection !== undefined) {
          reject(slot.rejection);
          continue;
        }
        let proposals = slot.proposals;
        let solutionIds: readonly number[] | undefined;
        if (isExternalSolver(solver)) {
          const answer = answers.get(solver.name) ?? { failure: 'timeout', detail: 'no answer by the deadline' };
          if ('failure' in answer) {
            reject(answer.failure, answer.detail);
            continue;
          }
          proposals = answer.proposals;
          solutionIds = answer.solutionIds;
          for (const { solutionId, detail } of answer.unsimulated ?? []) reject('simulationFailed', detail, solutionId);
        }
        // An engine's answer passed the driver's validation at the edge: what still fails to
        // score (a limit price, no surplus) is a solution that fails when simulated.
        const rejectScored: Reject =
          solutionIds === undefined
            ? reject
            : (reason, detail, solutionId) =>
                reject(reason === 'invalidSolution' ? 'simulationFailed' : reason, detail, solutionId);
        for (const { proposal, result, position } of scoreAll(proposals ?? [], rejectScored, solutionIds)) {
          const solution: Solution = {
            solutionUid: nextUid++,
            solver: solver.name,
            solverAddress: address,
            score: result.score,
            ranking: 0,
            isWinner: false,
            filteredOut: false,
            clearingPrices: proposal.clearingPrices,
            orders: result.orders,
            referenceScore: null,
            swaps: proposal.swaps,
            ...(proposal.jitOrders?.length ? { jitOrders: proposal.jitOrders } : {}),
            ...(proposal.calls === undefined ? {} : { calls: proposal.calls }),
          };
          if (solutionIds !== undefined) engineSolutionIds.set(solution.solutionUid, solutionIds[position]!);
          all.push({ solution, pairs: result.pairs, proposal });
        }
      }
      return {
        candidates: all,
        rejections,
        newSimulation: () => new SettlementSimulation(orders, pools, buffers),
        engineSolutionIds,
      };
    },
  };
}

/**
 * The protocol's half of the competition: ranks the candidates (ties by a seeded shuffle), filters
 * unfair ones, picks the winners (each must still settle after the ones ranked above it) and
 * computes reference scores. `rng` continues the stream `collectSolutions` drew from.
 */
export function selectWinners(collected: CollectedSolutions, options: { rng: Rng }): SolveAuctionReturnType {
  const { rng } = options;
  const all = [...collected.candidates];
  const { rejections } = collected;
  // Ties by a seeded shuffle: shuffle, then a stable sort by score.
  shuffle(all, rng);
  all.sort((x, y) => (x.solution.score === y.solution.score ? 0 : x.solution.score > y.solution.score ? -1 : 1));

  applyFairness(all);
  const eligible = all.filter((entry) => !entry.solution.filteredOut);
  const simulation = collected.newSimulation;
  const winners = pickWinners(eligible, simulation(), (entry, exclusion) => (entry.solution.exclusion = exclusion));
  for (const winner of winners) winner.solution.isWinner = true;

  const referenceScores: Record<Address, bigint> = {};
  for (const solver of [...new Set(winners.map((winner) => winner.solution.solverAddress))].sort()) {
    const without = pickWinners(
      eligible.filter((entry) => entry.solution.solverAddress !== solver),
      simulation(),
    );
    referenceScores[solver] = without.reduce((sum, entry) => sum + entry.solution.score, 0n);
  }
  for (const winner of winners) winner.solution.referenceScore = referenceScores[winner.solution.solverAddress]!;

  const ranked = [
    ...winners,
    ...eligible.filter((entry) => !entry.solution.isWinner),
    ...all.filter((entry) => entry.solution.filteredOut),
  ];
  ranked.forEach((entry, index) => (entry.solution.ranking = index + 1));
  return { solutions: ranked.map((entry) => entry.solution).reverse(), referenceScores, rejections };
}

/**
 * Fairness: per directed pair, the baseline is the best score among solutions trading only that
 * pair; a solution trading several pairs that scores below the baseline on any of them is filtered
 * out. Every solution here passed simulation, so each baseline is a promise the pools can keep.
 */
function applyFairness(all: readonly Scored[]): void {
  const baselines = new Map<string, { score: bigint; solutionUid: number }>();
  for (const { solution, pairs } of all) {
    if (pairs.size !== 1) continue;
    const [pair] = pairs.keys();
    const best = baselines.get(pair!);
    if (best === undefined || solution.score > best.score)
      baselines.set(pair!, { score: solution.score, solutionUid: solution.solutionUid });
  }
  for (const entry of all) {
    if (entry.pairs.size < 2) continue;
    for (const [pair, score] of entry.pairs) {
      const baseline = baselines.get(pair);
      if (baseline !== undefined && score < baseline.score) {
        entry.solution.filteredOut = true;
        entry.solution.exclusion = {
          kind: 'unfair',
          ...tokensOfPair(pair),
          score,
          referenceScore: baseline.score,
          referenceSolutionUid: baseline.solutionUid,
        };
        break;
      }
    }
  }
}

/** The tokens of a directed pair key (`directedPair`). */
function tokensOfPair(pair: string): { sellToken: Address; buyToken: Address } {
  const [sellToken, buyToken] = pair.split('>') as [Address, Address];
  return { sellToken, buyToken };
}

/**
 * Greedy winners: in the given (descending score) order, each solution whose directed pairs are
 * all untaken and that still settles on the state the winners before it leave (they settle in
 * this order); ≤ 20.
 */
function pickWinners(
  candidates: readonly Scored[],
  simulation: SettlementSimulation,
  explain?: (entry: Scored, exclusion: SolutionExclusion) => void,
): Scored[] {
  const taken = new Map<string, number>();
  const winners: Scored[] = [];
  for (const entry of candidates) {
    if (winners.length >= MAX_WINNERS) {
      explain?.(entry, { kind: 'winnerLimit' });
      continue;
    }
    const takenPair = [...entry.pairs.keys()].find((pair) => taken.has(pair));
    if (takenPair !== undefined) {
      explain?.(entry, { kind: 'pairTaken', ...tokensOfPair(takenPair), winnerSolutionUid: taken.get(takenPair)! });
      continue;
    }
    if (!simulation.settles(entry.proposal, true)) {
      explain?.(entry, { kind: 'simulationFailed' });
      continue;
    }
    for (const pair of entry.pairs.keys()) taken.set(pair, entry.solution.solutionUid);
    winners.push(entry);
  }
  return winners;
}

/** Fisher–Yates with the seeded rng. */
function shuffle<T>(items: T[], rng: Rng): void {
  for (let index = items.length - 1; index > 0; index--) {
    const other = rng.nextInt(index + 1);
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
}
