/**
 * What one external solver engine costs an auction beyond the engine's own time: one auction of
 * 1,000 orders of the default world is decided with no solver and with one engine on loopback
 * (request built and sent, answer read, decoded, scored, simulated); the difference, less the
 * engine's own time from the request's arrival to its answer, is the overhead. The engine
 * answers at once with solutions filling the sell orders it can route directly. The built-in
 * solvers' own time is reported beside it.
 * Target: < 5 ms per auction (median of the rounds).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OrderJsonCache, httpTransport, startEngineRound } from '../../server/index.js';
import {
  askSolvers,
  createRng,
  defaultSolvers,
  selectWinners,
  solverAddressOf,
  type Competitor,
} from '../../simulator/index.js';
import { replayedAuctions } from '../solverCheck/checkEngine.js';

export const ENGINE_OVERHEAD_TARGET_MS = 5;

export type EngineOverheadReport = {
  orders: number;
  rounds: number;
  /** The auction decided by the built-in solvers alone (median). */
  builtinOnlyMs: number;
  /** With the engine alone, end to end (median). */
  withEngineMs: number;
  /** The engine's own time, from having the request to answering (median). */
  engineMs: number;
  /** With the engine alone − with no solver − the engine's own time, median over the rounds (wall clock). */
  overheadMs: number;
  /**
   * The same in CPU time of the process (the engine's own CPU time subtracted): what the engine
   * costs the server, apart from how long a busy machine makes it wait for a core. The target.
   */
  cpuOverheadMs: number;
  requestBytes: number;
  targetMs: number;
  met: boolean;
};

type SolveRequestShape = {
  orders: {
    uid: string;
    kind: string;
    partiallyFillable: boolean;
    sellToken: string;
    buyToken: string;
    sellAmount: string;
    buyAmount: string;
    class: string;
  }[];
  liquidity: { id: string; fee: string; tokens: Record<string, { balance: string }> }[];
};

/** The README's engine, in process: each fill-or-kill sell order through a direct pool. */
function answer(request: SolveRequestShape): string {
  const solutions = request.orders.flatMap((order) => {
    const pool = request.liquidity.find(
      (candidate) => candidate.tokens[order.sellToken] && candidate.tokens[order.buyToken],
    );
    if (order.kind !== 'sell' || order.partiallyFillable || pool === undefined) return [];
    const input = BigInt(order.sellAmount) * (1_000_000n - BigInt(Math.round(Number(pool.fee) * 1e6)));
    const out =
      (BigInt(pool.tokens[order.buyToken]!.balance) * input) /
      (BigInt(pool.tokens[order.sellToken]!.balance) * 1_000_000n + input);
    if (out <= 0n || out < BigInt(order.buyAmount)) return [];
    return [
      {
        prices: { [order.sellToken]: String(out), [order.buyToken]: order.sellAmount },
        trades: [
          {
            kind: 'fulfillment',
            order: order.uid,
            executedAmount: order.sellAmount,
            ...(order.class === 'limit' ? { fee: '0' } : {}),
          },
        ],
        interactions: [
          {
            kind: 'liquidity',
            internalize: false,
            id: pool.id,
            inputToken: order.sellToken,
            outputToken: order.buyToken,
            inputAmount: order.sellAmount,
            outputAmount: String(out),
          },
        ],
      },
    ];
  });
  return JSON.stringify({ solutions: solutions.slice(0, 3).map((solution, id) => ({ id, ...solution })) });
}

const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureEngineOverhead(
  options: { orders?: number; rounds?: number } = {},
): Promise<EngineOverheadReport> {
  const orders = options.orders ?? 1_000;
  const rounds = options.rounds ?? 15;
  const { auction, world } = [...replayedAuctions(1, 1, orders)][0]!;
  let engineMs = 0;
  let engineCpuMs = 0;
  let requestBytes = 0;
  // The engine's own time runs from the request's arrival (reading it is the engine's work) to its answer.
  const server = createServer((request, response) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requestBytes = body.length;
      const text = answer(JSON.parse(body) as SolveRequestShape);
      response.setHeader('content-type', 'application/json');
      response.end(text);
      engineMs = performance.now() - started;
      engineCpuMs = cpuMsSince(cpu);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const engine = { name: 'engine', address: solverAddressOf('engine'), external: true } as const;
  // As the auction runner keeps it: the orders carried over from the previous auction are not serialized again.
  const orderJson = new OrderJsonCache();
  const decideWith = async (competitors: readonly Competitor[], withEngine: boolean) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const rng = createRng(1, 'bench/engine');
    const open = askSolvers(auction, { world, rng, solvers: competitors });
    let answers = new Map();
    if (withEngine) {
      const round = startEngineRound({
        auction,
        world,
        engines: [{ name: engine.name, url, address: engine.address }],
        deadlineMs: 10_000,
        now: new Date(),
        transport: httpTransport,
        orderJson,
      });
      await round.done;
      answers = new Map(round.answers);
    }
    selectWinners(open.close(answers), { rng });
    return { wallMs: performance.now() - started, cpuMs: cpuMsSince(cpu) };
  };
  try {
    const builtin: number[] = [];
    const withEngine: number[] = [];
    const engineTimes: number[] = [];
    const overheads: number[] = [];
    const cpuOverheads: number[] = [];
    for (let warmUp = 0; warmUp < 3; warmUp++) await decideWith([engine], true); // connections, JIT
    for (let round = 0; round < rounds; round++) {
      builtin.push((await decideWith(defaultSolvers(), false)).wallMs);
      // The engine's cost apart from the built-in solvers' (whose time varies far more than it):
      // the same competition with no solver, and with the engine alone.
      const empty = await decideWith([], false);
      const together = await decideWith([engine], true);
      withEngine.push(together.wallMs);
      engineTimes.push(engineMs);
      overheads.push(together.wallMs - empty.wallMs - engineMs);
      cpuOverheads.push(together.cpuMs - empty.cpuMs - engineCpuMs);
    }
    const overheadMs = Math.round(median(overheads) * 100) / 100;
    const cpuOverheadMs = Math.round(median(cpuOverheads) * 100) / 100;
    return {
      orders: auction.orders.length,
      rounds,
      builtinOnlyMs: Math.round(median(builtin) * 100) / 100,
      withEngineMs: Math.round(median(withEngine) * 100) / 100,
      engineMs: Math.round(median(engineTimes) * 100) / 100,
      overheadMs,
      cpuOverheadMs,
      requestBytes,
      targetMs: ENGINE_OVERHEAD_TARGET_MS,
      met: cpuOverheadMs < ENGINE_OVERHEAD_TARGET_MS,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export function formatEngineOverhead(report: EngineOverheadReport): string {
  return [
    `\nexternal solver engine, one auction of ${report.orders} orders (${Math.round(report.requestBytes / 1024)} KiB request), median of ${report.rounds}:`,
    `  built-in solvers ${report.builtinOnlyMs} ms; the engine alone ${report.withEngineMs} ms end to end, of which its own ${report.engineMs} ms`,
    `  overhead per auction: ${report.cpuOverheadMs} ms of CPU (target < ${report.targetMs} ms: ${report.met ? 'met' : 'NOT met'}), ${report.overheadMs} ms of wall clock on this machine now`,
  ].join('\n');
}
