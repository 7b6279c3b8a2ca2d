/**
 * `npm run solver-check` without the terminal: replays auctions of the default world against one
 * solver engine. Per auction, seeded traders' orders (presigned, in and out of the market) go into
 * the world's auction; the engine gets the request batchbook's driver sends and competes with
 * the built-in solvers under the driver's rules. Reports, per auction, whether the answer was
 * valid or why not, the engine's best score, the built-in solvers' best score, and its latency
 * against the deadline.
 */
import type { Address } from 'viem';
import {
  OrderJsonCache,
  defaultSolverDeadlineMs,
  httpTransport,
  startEngineRound,
  type EngineTransport,
} from '../../server/index.js';
import {
  askSolvers,
  buildAuction,
  computeOrderUid,
  createRng,
  defaultSolvers,
  loadDefaultScenario,
  openSimulation,
  selectWinners,
  solverAddressOf,
  unsubmittedOrder,
  type Auction,
  type CandidateOrder,
  type Competitor,
  type NetworkWorld,
  type Rng,
} from '../../simulator/index.js';
import {
  createTraders,
  planOrder,
  tradablePairs,
  usdToAtoms,
  withSlackDown,
  withSlackUp,
} from '../simulation/traders.js';

/** The name the checked engine competes under. */
export const ENGINE_NAME = 'engine';
export const DEFAULT_AUCTIONS = 10;
export const DEFAULT_ORDERS_PER_AUCTION = 20;

export type CheckOptions = {
  url: string;
  auctions: number;
  seed: number;
  /** Default: 80 % of mainnet's block time, as the server gives engines. */
  deadlineMs?: number | undefined;
  ordersPerAuction?: number | undefined;
  transport?: EngineTransport | undefined;
  onAuction?: ((result: AuctionCheck) => void) | undefined;
};

export type AuctionCheck = {
  auctionId: number;
  orders: number;
  /** `valid`, or the reason the answer was dropped (the driver's words) and what was wrong. */
  verdict: string;
  detail: string | null;
  /** The engine's best solution's score (native wei), null without one. */
  engineScore: bigint | null;
  /** The built-in solvers' best score on the same auction. */
  builtinScore: bigint | null;
  engineWon: boolean;
  latencyMs: number;
  deadlineMs: number;
};

export type CheckResult = { auctions: AuctionCheck[]; invalid: number };

/** Verdicts that fail the check: the answer broke the protocol or came too late. */
const FAILING = new Set([
  'timeout',
  'httpError',
  'deserializationError',
  'invalidSolution',
  'duplicatedSolutionId',
  'simulationFailed',
]);

/** An auction of the default world's mainnet, with the world it was built in. */
export type ReplayedAuction = { auction: Auction; world: NetworkWorld };

/**
 * `count` auctions of the default world, one a block, each of `ordersPerAuction` orders the
 * simulation's seeded traders would place (presigned, so the auction admits them). The same seed
 * gives the same auctions.
 */
export function* replayedAuctions(seed: number, count: number, ordersPerAuction: number): Generator<ReplayedAuction> {
  const simulation = openSimulation({
    scenario: loadDefaultScenario(),
    seed,
    clockMode: 'manual',
    manualStart: new Date('2026-01-01T00:00:00Z'),
  });
  const world = simulation.world('mainnet')!;
  const pairs = tradablePairs(world);
  const traders = createTraders(seed, 16);
  const rng = createRng(seed, 'solver-check');
  const feePolicies = loadDefaultScenario().networks.find((network) => network.name === 'mainnet')?.feePolicies ?? [];
  for (let auctionId = 1; auctionId <= count; auctionId++) {
    simulation.advance('mainnet', { blocks: 1 });
    const block = world.currentBlock();
    const candidates = Array.from({ length: ordersPerAuction }, () =>
      plannedOrder(world, rng, pairs, traders[rng.nextInt(traders.length)]!.address(), block.timestamp),
    ).filter((order) => order !== undefined);
    const { auction } = buildAuction({
      id: auctionId,
      network: 'mainnet',
      block: block.number,
      timestamp: block.timestamp,
      candidates,
      world,
      feePolicies,
    });
    yield { auction, world };
  }
}

export async function checkEngine(options: CheckOptions): Promise<CheckResult> {
  const transport = options.transport ?? httpTransport;
  const engine = { name: ENGINE_NAME, address: solverAddressOf(ENGINE_NAME), external: true } as const;
  const competitors: Competitor[] = [...defaultSolvers(), engine];
  const results: AuctionCheck[] = [];
  const orderJson = new OrderJsonCache();
  const auctions = replayedAuctions(
    options.seed,
    options.auctions,
    options.ordersPerAuction ?? DEFAULT_ORDERS_PER_AUCTION,
  );
  for (const { auction, world } of auctions) {
    const deadlineMs = options.deadlineMs ?? defaultSolverDeadlineMs(world.network.blockTimeMs);
    const competition = createRng(options.seed, `solver-check/auction/${auction.id}`);
    const open = askSolvers(auction, { world, rng: competition, solvers: competitors });
    const round = startEngineRound({
      auction,
      world,
      engines: [{ name: ENGINE_NAME, url: options.url, address: engine.address }],
      deadlineMs,
      now: new Date(),
      transport,
      orderJson,
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([round.done, new Promise((resolve) => (timer = setTimeout(resolve, deadlineMs)))]);
    clearTimeout(timer);
    const collected = open.close(round.answers);
    const solved = selectWinners(collected, { rng: competition });
    const best = (solutions: typeof solved.solutions) =>
      solutions.reduce<bigint | null>(
        (top, solution) => (top === null || solution.score > top ? solution.score : top),
        null,
      );
    const rejection = collected.rejections.find((entry) => entry.solver === ENGINE_NAME);
    const result: AuctionCheck = {
      auctionId: auction.id,
      orders: auction.orders.length,
      verdict: rejection?.reason ?? 'valid',
      detail: rejection?.detail ?? null,
      engineScore: best(solved.solutions.filter((solution) => solution.solver === ENGINE_NAME)),
      builtinScore: best(solved.solutions.filter((solution) => solution.solver !== ENGINE_NAME)),
      engineWon: solved.solutions.some((solution) => solution.solver === ENGINE_NAME && solution.isWinner),
      latencyMs: Math.round(round.replies.get(ENGINE_NAME)?.latencyMs ?? deadlineMs),
      deadlineMs,
    };
    results.push(result);
    options.onAuction?.(result);
  }
  return { auctions: results, invalid: results.filter((result) => FAILING.has(result.verdict)).length };
}

/** One trader's order as the simulation's traders plan it, presigned so the auction admits it. */
function plannedOrder(
  world: NetworkWorld,
  rng: Rng,
  pairs: ReturnType<typeof tradablePairs>,
  owner: Address,
  now: number,
): CandidateOrder | undefined {
  const plan = planOrder(rng, pairs, world.network.blockTimeMs / 1000);
  const amount = usdToAtoms(world, plan.kind === 'sell' ? plan.sellToken : plan.buyToken, plan.usd);
  const quote = world.estimate({
    sellToken: plan.sellToken.address,
    buyToken: plan.buyToken.address,
    kind: plan.kind,
    amount,
  });
  if (quote === undefined) return undefined;
  const sellAmount = plan.kind === 'sell' ? quote.sellAmount : withSlackUp(quote.sellAmount, plan.slackBps);
  const buyAmount = plan.kind === 'sell' ? withSlackDown(quote.buyAmount, plan.slackBps) : quote.buyAmount;
  const validTo = now + plan.validFor;
  const appData = `0x${'00'.repeat(32)}` as const;
  const order = {
    sellToken: plan.sellToken.address,
    buyToken: plan.buyToken.address,
    receiver: '0x0000000000000000000000000000000000000000',
    sellAmount,
    buyAmount,
    validTo,
    appData,
    feeAmount: 0n,
    kind: plan.kind,
    partiallyFillable: plan.partiallyFillable,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
  } as const;
  const uid = computeOrderUid({ order, chainId: world.chainId, owner });
  world.setPreSignature(uid, true);
  return unsubmittedOrder({
    uid,
    owner: owner.toLowerCase() as Address,
    sellToken: order.sellToken,
    buyToken: order.buyToken,
    receiver: null,
    sellAmount,
    buyAmount,
    feeAmount: 0n,
    kind: plan.kind,
    partiallyFillable: plan.partiallyFillable,
    validTo,
    signingScheme: 'presign',
    signature: '0x',
    appData,
    createdAt: now,
    quote: { sellAmount: quote.sellAmount, buyAmount: quote.buyAmount, fee: 0n },
  });
}

/** The report as a table, one auction a line. */
export function formatCheck(result: CheckResult): string {
  const lines = [
    'auction  orders  verdict                 engine score          built-in score        latency/deadline',
  ];
  for (const entry of result.auctions) {
    lines.push(
      [
        String(entry.auctionId).padEnd(7),
        String(entry.orders).padEnd(7),
        `${entry.verdict}${entry.engineWon ? ' (won)' : ''}`.padEnd(23),
        String(entry.engineScore ?? '-').padEnd(21),
        String(entry.builtinScore ?? '-').padEnd(21),
        `${entry.latencyMs}/${entry.deadlineMs} ms`,
      ].join(' '),
    );
    if (entry.detail !== null) lines.push(`         ${entry.detail}`);
  }
  lines.push(
    result.invalid === 0
      ? `ok: ${result.auctions.length} auctions, every answer valid`
      : `FAILED: ${result.invalid} of ${result.auctions.length} answers invalid or late`,
  );
  return `${lines.join('\n')}\n`;
}
