/**
 * `npm run bench`: throughput of the order book against a bare `node:http` baseline and
 * the Prism mock, measured in one run on loopback with autocannon, so the numbers that matter are
 * ratios (the machine may be busy; absolute numbers move with it).
 *
 *   tsx scripts/bench/run.ts [--orders N] [--owners N] [--open N] [--duration S] [--connections N]
 *                            [--load] [--load-duration S] [--profile] [--skip-prism] [--cold-auction]
 *                            [--only a,b]
 *
 * 1. builds or reuses the large database (`bench/data/`, default 1,000,000 orders over 100,000
 *    owners on mainnet; `--orders` scales it) and copies it to a private working file;
 * 2. starts the server on it (`scripts/start.mjs` as `npm start`, RATE_LIMIT=off, manual clock), the baseline
 *    (`baselineServer.ts`, serving the bytes of a real order response) and Prism;
 * 3. measures each route for `--duration` seconds (default 5), the start-up time (fresh database
 *    to the first 200) and one auction over the open orders (`POST /sim/v1/advance`);
 * 4. prints one table and writes it as JSON to `bench/results/<timestamp>.json`;
 * 5. `--load`: 60 s (`--load-duration`) of mixed traffic with a block (and its auction) each
 *    second: zero 5xx, RSS at start and end;
 * 6. `--profile`: every route again against a server under `--cpu-prof`, summarized per route;
 * 7. responsiveness: on a fresh server, how long reads wait while a 10,000-block advance runs
 *    (`responsiveness.ts`; target: every read within 100 ms);
 * 8. streams: on a fresh server, 1,000 clients each following one order's event stream get the
 *    block's events (`streams.ts`; target: p99 within 200 ms); with `--load`, also 60 s of event
 *    streams opening and closing (target: the server's memory grows by at most 32 MB);
 * 9. simulate: `npm run simulate` at 100, 1,000 and 10,000 traders (`simulation.ts`; target at 1,000:
 *    20 blocks/s), with `--profile` also the CPU split of each;
 * 10. engine: what one external solver engine adds to an auction of 1,000 orders beyond its own
 *    response time (`engineOverhead.ts`; target: < 5 ms of CPU per auction).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import type { Hex } from 'viem';
import { freePort, spawnMock, type SpawnedMock } from '../../conformance/setup/startMock.js';
import { MANUAL_CLOCK_EPOCH, markAuctionsCaughtUp, openDatabase, signOrders } from '../../server/index.js';
import { createRng } from '../../simulator/index.js';
import { measure, type CannonRequestSpec, type Measurement } from './autocannon.js';
import { BENCH_TOKENS, buildDatabase, whaleCount, type BenchDatabase } from './buildDatabase.js';
import { formatEngineOverhead, measureEngineOverhead } from './engineOverhead.js';
import { anonRssMb, cpuMs, rssMb, runLoadTest, type LoadReport } from './load.js';
import { formatProfileSummary, summarizeProfile, type ProfileSummary } from './summarizeProfile.js';
import { formatResponsiveness, measureResponsiveness, type ResponsivenessReport } from './responsiveness.js';
import { SIMULATION_SIZES, formatSimulation, measureSimulation, type SimulationThroughput } from './simulation.js';
import {
  formatStreamChurn,
  formatStreamFanOut,
  measureStreamChurn,
  measureStreamFanOut,
  type StreamChurnReport,
  type StreamFanOutReport,
} from './streams.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SEED = 1;
const { WETH, USDC, DAI } = BENCH_TOKENS;

const { values: flags } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    owners: { type: 'string' },
    open: { type: 'string' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    load: { type: 'boolean', default: false },
    'load-duration': { type: 'string', default: '60' },
    profile: { type: 'boolean', default: false },
    'skip-prism': { type: 'boolean', default: false },
    'cold-auction': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const positive = (name: string, value: string | undefined): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive integer, got ${value}`);
  return number;
};
const ORDERS = positive('orders', flags.orders);
const OWNERS = flags.owners === undefined ? Math.max(1, Math.floor(ORDERS / 10)) : positive('owners', flags.owners);
const OPEN = flags.open === undefined ? Math.min(10_000, Math.floor(ORDERS / 10)) : Number(flags.open);
const DURATION = positive('duration', flags.duration);
const CONNECTIONS = positive('connections', flags.connections);
const only = flags.only?.split(',').map((name) => name.trim());
const wanted = (name: string) => only === undefined || only.includes(name);

const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

// ---------------------------------------------------------------------------------------------
// Processes

type Started = { url: string; child: ChildProcess; output(): string; stop(): Promise<number | null> };

/** Spawns `args` (after `node`) and resolves once it prints "listening on URL". */
async function startListening(args: string[], env: Record<string, string>, timeoutMs = 120_000): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "listening on" within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited before listening:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The server as `npm start` runs it (the bundle); profiled runs load the TypeScript sources
 * through tsx instead, so profiles name the source file of each function.
 */
function startServer(databasePath: string, profileArgs: string[] = []): Promise<Started> {
  const entry =
    profileArgs.length > 0 ? ['--import', 'tsx', join(root, 'server/main.ts')] : [join(root, 'scripts/start.mjs')];
  return startListening([...profileArgs, ...entry], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databasePath,
    CLOCK: 'manual',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
  });
}

// ---------------------------------------------------------------------------------------------
// Workloads

type Workload = {
  name: string;
  /** Which server: the order book, the baseline or Prism. */
  target: 'server' | 'baseline' | 'prism';
  requests: () => CannonRequestSpec[];
};

function sampleUids(databasePath: string, count: number, seed: number): Hex[] {
  const db = new BetterSqlite3(databasePath, { readonly: true });
  try {
    const max = (db.prepare('SELECT max(rowid) FROM orders').pluck().get() as number | null) ?? 0;
    const rng = createRng(seed, 'bench/uids');
    const lookup = db.prepare('SELECT uid FROM orders WHERE rowid >= ? LIMIT 1').pluck();
    return Array.from({ length: Math.min(count, max) }, () => lookup.get(1 + rng.nextInt(max)) as Hex);
  } finally {
    db.close();
  }
}

const json = { 'content-type': 'application/json' };

function rotating<T>(items: readonly T[], seed: number, label: string): () => T {
  const rng = createRng(seed, label);
  return () => items[rng.nextInt(items.length)] as T;
}

type Row = {
  name: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  vsBaseline?: number;
  vsPrism?: number;
  target?: string;
  met?: boolean;
  non2xx: number;
  errors: number;
  note?: string;
};

async function main() {
  // The one place batchbook reads the wall clock on purpose: the result file's name and stamp.
  const stamp = new Date().toISOString();
  const machine = {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    loadavg: loadavg().map((value) => Math.round(value * 100) / 100),
    node: process.version,
  };
  log(
    `bench ${stamp}: ${machine.cpus} CPUs (${machine.model}), load ${machine.loadavg.join(' ')}, node ${machine.node}`,
  );

  const prism: SpawnedMock | undefined = flags['skip-prism'] ? undefined : await spawnMock(120_000);
  if (prism) stopOnFailure.push(() => prism.close());

  log(`database: ${ORDERS.toLocaleString('en')} orders over ${OWNERS.toLocaleString('en')} owners, ${OPEN} open`);
  const database: BenchDatabase = buildDatabase({
    directory: join(root, 'bench/data'),
    orders: ORDERS,
    owners: OWNERS,
    open: OPEN,
    seed: SEED,
    migrationsDirectory: join(root, 'server/db/migrations'),
    log,
  });
  log(database.reused ? `reusing ${database.path}` : `built in ${(database.buildMs / 1000).toFixed(1)} s`);
  const work = mkdtempSync(join(tmpdir(), 'batchbook-bench-'));
  const runDatabase = join(work, 'bench.sqlite');
  copyFileSync(database.path, runDatabase);
  const caughtUp = flags['cold-auction'] ? false : startAuctionsCaughtUp(runDatabase);

  const uids = sampleUids(runDatabase, 20_000, SEED);
  const whales = database.whales;
  if (whales.length === 0) log('no owner has 1,000 orders at this size: the account page bench lists fewer');
  const accountOwners = whales.length > 0 ? whales : [(await ownerOf(runDatabase, uids[0] as Hex)) ?? ''];
  // Each body is accepted once: enough for 4,000 submissions a second (1,800 ran out on a quiet host).
  const submissions = wanted('submit') ? signOrders(Math.max(2_000, DURATION * 4_000), SEED, 'bench/submissions') : [];
  log(`pre-signed ${submissions.length} orders`);

  const server = await startServer(runDatabase);
  stopOnFailure.push(() => server.stop());
  log(`server ${server.url} (rss ${rssMb(server.child.pid)} MB)`);
  const sample = await fetch(`${server.url}/mainnet/api/v1/orders/${uids[0]}`);
  if (sample.status !== 200) throw new Error(`GET order answered ${sample.status}: ${await sample.text()}`);
  const sampleBody = await sample.text();
  const bodyFile = join(work, 'order.json');
  writeFileSync(bodyFile, sampleBody);
  const baseline = await startListening(
    ['--import', 'tsx', join(root, 'scripts/bench/baselineServer.ts'), bodyFile],
    {},
  );
  stopOnFailure.push(() => baseline.stop());
  if (prism) await prism.ready;

  const byUidsBodies = Array.from({ length: 64 }, (_, index) =>
    JSON.stringify(uids.slice((index * 128) % (uids.length - 128), ((index * 128) % (uids.length - 128)) + 128)),
  );
  const quoteBodies = Array.from({ length: 256 }, (_, index) =>
    JSON.stringify({
      from: `0x${(index + 1).toString(16).padStart(40, '0')}`,
      sellToken: [WETH, USDC, DAI][index % 3],
      buyToken: [USDC, WETH, WETH][index % 3],
      kind: 'sell',
      // 0.1–1.7 WETH, 100–1,700 USDC or DAI: well above the fee.
      sellAmountBeforeFee: String(([10n ** 17n, 10n ** 8n, 10n ** 20n][index % 3] ?? 1n) * BigInt(1 + (index % 17))),
    }),
  );

  const workloads: Workload[] = [
    { name: 'baseline', target: 'baseline', requests: () => [{ method: 'GET', path: '/' }] },
    // The whole middleware stack (Koa, router, CORS, validation, error handling) around a handler
    // that does no work: the ceiling any route of this server can reach against the baseline.
    { name: 'serverFloor', target: 'server', requests: () => [{ method: 'GET', path: '/mainnet/api/v1/version' }] },
    {
      name: 'getOrder',
      target: 'server',
      requests: () => {
        const next = rotating(uids, SEED, 'getOrder');
        return [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: `/mainnet/api/v1/orders/${next()}` }) },
        ];
      },
    },
    {
      name: 'getOrder (Prism)',
      target: 'prism',
      requests: () => {
        const next = rotating(uids, SEED, 'getOrder');
        return [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: `/mainnet/api/v1/orders/${next()}` }) },
        ];
      },
    },
    {
      name: 'byUids128',
      target: 'server',
      requests: () => {
        const next = rotating(byUidsBodies, SEED, 'byUids');
        return [
          {
            method: 'POST',
            path: '/mainnet/api/v1/orders/by_uids',
            headers: json,
            setupRequest: (request) => ({ ...request, body: next() }),
          },
        ];
      },
    },
    {
      name: 'accountOrders1000',
      target: 'server',
      requests: () => {
        const next = rotating(accountOwners, SEED, 'account');
        return [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: `/mainnet/api/v1/account/${next()}/orders?limit=1000` }),
          },
        ];
      },
    },
    {
      name: 'quote',
      target: 'server',
      requests: () => {
        const next = rotating(quoteBodies, SEED, 'quote');
        return [
          {
            method: 'POST',
            path: '/mainnet/api/v1/quote',
            headers: json,
            setupRequest: (r) => ({ ...r, body: next() }),
          },
        ];
      },
    },
    {
      // Each body once (distinct wallets); should the run outlast them, repeats answer 400
      // DuplicatedOrder, which the req/s (2xx only) leaves out.
      name: 'submit',
      target: 'server',
      requests: () => {
        let index = 0;
        return [
          {
            method: 'POST',
            path: '/mainnet/api/v1/orders',
            headers: json,
            setupRequest: (request) => ({ ...request, body: submissions[index++ % submissions.length]?.body ?? '' }),
          },
        ];
      },
    },
  ];

  const urlOf = (target: Workload['target']) =>
    target === 'server' ? server.url : target === 'baseline' ? baseline.url : (prism?.url ?? '');
  const measurements = new Map<string, Measurement>();
  let auction: AuctionReport | undefined;
  for (const workload of workloads) {
    if (!wanted(workload.name) && workload.name !== 'baseline') continue;
    if (workload.target === 'prism' && !prism) continue;
    // The auction runs on the database the read benches saw, before submissions add open orders.
    if (workload.name === 'submit' && wanted('auction')) auction = await measureAuction(server.url, server.child.pid);
    log(`measuring ${workload.name} ...`);
    const result = await measure({
      url: urlOf(workload.target),
      connections: CONNECTIONS,
      duration: DURATION,
      requests: workload.requests(),
    });
    measurements.set(workload.name, result);
    if (workload.name === 'submit' && (result.statusCodes['201'] ?? 0) >= submissions.length)
      log(`  every pre-signed order was accepted: the rate is a floor, raise the number signed`);
    log(
      `  ${Math.round(result.rps)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}, errors ${result.errors} ${JSON.stringify(result.statusCodes)}`,
    );
  }
  if (!auction && wanted('auction')) auction = await measureAuction(server.url, server.child.pid);
  const serverRssMb = rssMb(server.child.pid);

  let load: LoadReport | undefined;
  if (flags.load) {
    log(`load test: ${flags['load-duration']} s of mixed traffic with a block each second ...`);
    load = await runLoadTest({
      url: server.url,
      pid: server.child.pid,
      durationSeconds: positive('load-duration', flags['load-duration']),
      uids,
      owners: accountOwners,
      quoteBodies,
      seed: SEED,
      log,
    });
  }
  const exitCode = await server.stop();
  // A 5xx is a bug whatever the rate: show what the server said about it.
  const serverErrors = [...measurements].filter(([, m]) =>
    Object.keys(m.statusCodes).some((code) => code.startsWith('5')),
  );
  if (serverErrors.length > 0) {
    log(`5xx answers in ${serverErrors.map(([name]) => name).join(', ')}; the server's output begins:`);
    log(server.output().split('\n').slice(0, 40).join('\n'));
  }
  await baseline.stop();
  await prism?.close();
  stopOnFailure.length = 0;

  const startup = wanted('startup') ? await measureStartup(3) : undefined;
  const responsiveness = wanted('responsiveness') ? await measureReadsDuringAdvance() : undefined;
  const streams = wanted('streams') ? await measureStreamsOnFreshServer() : undefined;
  const streamChurn = flags.load && wanted('streams') ? await measureStreamChurnOnFreshServer() : undefined;
  const engineOverhead = wanted('engine') ? await measureEngineOverhead() : undefined;

  const profiles = flags.profile ? await profileRoutes(database.path, workloads, work) : undefined;
  const simulation = wanted('simulate') ? await measureSimulations(work) : undefined;

  // The table.
  const base = measurements.get('baseline');
  const prismGet = measurements.get('getOrder (Prism)');
  const targets: Record<string, { text: string; met: (m: Measurement) => boolean }> = {
    getOrder: { text: '≥ 0.40× baseline', met: (m) => (base ? m.rps >= 0.4 * base.rps : false) },
    accountOrders1000: { text: '≥ 300 req/s', met: (m) => m.rps >= 300 },
    submit: { text: '≥ 2,000 req/s', met: (m) => m.rps >= 2_000 },
    quote: { text: '≥ 5,000 req/s', met: (m) => m.rps >= 5_000 },
  };
  const rows: Row[] = [...measurements.entries()].map(([name, m]) => {
    const target = targets[name];
    return {
      name,
      rps: Math.round(m.rps),
      p50Ms: m.p50Ms,
      p99Ms: m.p99Ms,
      ...(base ? { vsBaseline: m.rps / base.rps } : {}),
      ...(name === 'getOrder' && prismGet ? { vsPrism: m.rps / prismGet.rps } : {}),
      ...(target ? { target: target.text, met: target.met(m) } : {}),
      non2xx: m.non2xx,
      errors: m.errors,
      ...(name === 'accountOrders1000' && whales.length === 0 ? { note: 'no 1,000-order account at this size' } : {}),
    };
  });
  const report = {
    stamp,
    machine,
    caveat: 'absolute numbers depend on the machine and its load; compare the ratios within one run',
    database: {
      orders: database.orders,
      owners: database.owners,
      open: database.open,
      whales: whales.length,
      whaleOrders: whaleCount(database.orders, database.owners) > 0 ? 1_000 : 0,
      reused: database.reused,
      auctionCursorAtEpoch: caughtUp,
      buildSeconds: Math.round(database.buildMs / 100) / 10,
    },
    settings: { durationSeconds: DURATION, connections: CONNECTIONS, orderResponseBytes: sampleBody.length },
    routes: rows,
    auction: auction ?? null,
    startup: startup ?? null,
    serverRssMbAfterRoutes: serverRssMb ?? null,
    serverExitCode: exitCode,
    load: load ?? null,
    profiles: profiles ?? null,
    responsiveness: responsiveness ?? null,
    streams: streams ?? null,
    streamChurn: streamChurn ?? null,
    simulation: simulation ?? null,
    engineOverhead: engineOverhead ?? null,
  };
  console.log(formatTable(report.routes, auction, startup, load, simulation));
  if (responsiveness) console.log(formatResponsiveness(responsiveness));
  if (streams) console.log(formatStreamFanOut(streams));
  if (streamChurn) console.log(formatStreamChurn(streamChurn));
  if (engineOverhead) console.log(formatEngineOverhead(engineOverhead));
  if (profiles) {
    for (const [name, summary] of Object.entries(profiles))
      console.log(`\nprofile ${name}:\n${formatProfileSummary(summary)}`);
  }
  const resultsDirectory = join(root, 'bench/results');
  mkdirSync(resultsDirectory, { recursive: true });
  const file = join(resultsDirectory, `${stamp.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten ${file}`);
  rmSync(work, { recursive: true, force: true });
  if (load && (load.status5xx > 0 || load.errors > 0)) process.exitCode = 1;
}

/** `npm run simulate`'s throughput at each of `SIMULATION_SIZES`, with its CPU split under `--profile`. */
async function measureSimulations(work: string): Promise<SimulationThroughput[]> {
  const results: SimulationThroughput[] = [];
  for (const { traders, blocks, study } of SIMULATION_SIZES) {
    log(`measuring npm run simulate at ${traders.toLocaleString('en')} traders, ${blocks} blocks ...`);
    const entry = await measureSimulation({
      traders,
      blocks,
      study,
      seed: SEED,
      ...(flags.profile ? { profileFile: join(work, `simulate-${traders}.cpuprofile`) } : {}),
    });
    log(`  ${formatSimulation(entry)}`);
    results.push(entry);
  }
  return results;
}

/** The simulation's target: 1,000 traders at 20 blocks a second, over the bench's 20-block run. */
const SIMULATION_TARGET = { traders: 1_000, blocks: 20, blocksPerSecond: 20 };

/** A server as `npm start` runs it, on a fresh in-memory database with the manual clock. */
function startFreshServer(env: Record<string, string> = {}): Promise<Started> {
  return startListening([join(root, 'scripts/start.mjs')], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: ':memory:',
    CLOCK: 'manual',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    ...env,
  });
}

/** A fresh server (as `npm start`, manual clock, in-memory database): reads while 10,000 blocks are mined. */
async function measureReadsDuringAdvance(): Promise<ResponsivenessReport> {
  log('measuring reads during a 10,000-block advance ...');
  const fresh = await startFreshServer();
  try {
    const report = await measureResponsiveness(fresh.url, { blocks: 10_000 });
    log(`  ${formatResponsiveness(report)}`);
    return report;
  } finally {
    await fresh.stop();
  }
}

/** Subscribers of the stream fan-out figure (one client address: the connection limit is raised). */
const STREAM_SUBSCRIBERS = 1_000;

/** A fresh server (as `npm start`, manual clock, in-memory database): a block's events to 1,000 order streams. */
async function measureStreamsOnFreshServer(): Promise<StreamFanOutReport> {
  log(`measuring a block's events to ${STREAM_SUBSCRIBERS.toLocaleString('en')} order streams ...`);
  const fresh = await startFreshServer({ STREAM_CONNECTIONS_PER_CLIENT: String(STREAM_SUBSCRIBERS + 10) });
  try {
    const report = await measureStreamFanOut(fresh.url, signOrders(STREAM_SUBSCRIBERS, SEED, 'streams'));
    log(`  ${formatStreamFanOut(report)}`);
    return report;
  } finally {
    await fresh.stop();
  }
}

/** A fresh server: event streams opening and closing for `--load-duration` seconds. */
async function measureStreamChurnOnFreshServer(): Promise<StreamChurnReport> {
  const seconds = positive('load-duration', flags['load-duration']);
  log(`measuring memory while event streams open and close for ${seconds} s ...`);
  const concurrent = 500;
  // A file database: an in-memory one would count the growing auction history as the server's memory.
  const directory = mkdtempSync(join(tmpdir(), 'batchbook-stream-churn-'));
  // Closed streams are let go as the server notices; room for both while it does.
  const fresh = await startFreshServer({
    DATABASE_URL: join(directory, 'churn.sqlite'),
    STREAM_CONNECTIONS_PER_CLIENT: String(concurrent * 2),
  });
  try {
    const report = await measureStreamChurn(fresh.url, fresh.child.pid, anonRssMb, {
      seconds,
      concurrent,
      orders: signOrders(seconds * 5 + 10, SEED, 'streamChurn'),
    });
    log(`  ${formatStreamChurn(report)}`);
    return report;
  } finally {
    await fresh.stop();
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * The synthetic history expired before any auction ran, so a first block would notify 99 % of a
 * million orders as expired at once (the runner's expiry cursor starts at 0). The bench stands
 * for a server whose auctions have run all along: the cursor starts at the epoch. `--cold-auction`
 * measures that first block instead.
 */
function startAuctionsCaughtUp(databasePath: string): boolean {
  const db = openDatabase(databasePath);
  try {
    markAuctionsCaughtUp(db, 'mainnet', MANUAL_CLOCK_EPOCH);
    return true;
  } finally {
    db.close();
  }
}

async function ownerOf(databasePath: string, uid: Hex): Promise<string | undefined> {
  const db = new BetterSqlite3(databasePath, { readonly: true });
  try {
    return db.prepare('SELECT owner FROM orders WHERE uid = ?').pluck().get(uid) as string | undefined;
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Auction and start-up

type AuctionReport =
  | { available: false; reason: string }
  | {
      available: true;
      /** Orders in the auction the first block built (GET /api/v1/auction). */
      orders: number;
      /** Block 1: build and solve over the open orders, persisted. */
      firstBlockMs: number;
      /** Block 2: settle the winners of block 1, then the next auction. */
      secondBlockMs: number;
      /** The server's CPU time (user + system) in each block, when `/proc` tells it. */
      firstBlockCpuMs: number | null;
      secondBlockCpuMs: number | null;
      /**
       * Of it, the main thread's (the event loop; the rest is the checkpoint worker's and the
       * collector's threads), and how long the main thread waited for a CPU: on a busy host the
       * wall time is about the sum of the two.
       */
      firstBlockMainThread: ThreadTimes | null;
      secondBlockMainThread: ThreadTimes | null;
      met: boolean;
    };

type ThreadTimes = { cpuMs: number; waitingForCpuMs: number };

/** The main thread's CPU time and run-queue wait so far (`/proc/PID/task/PID/schedstat`, in ns). */
function mainThreadTimes(pid: number | undefined): ThreadTimes | null {
  if (pid === undefined) return null;
  try {
    const [runNs, waitNs] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return runNs === undefined || waitNs === undefined ? null : { cpuMs: runNs / 1e6, waitingForCpuMs: waitNs / 1e6 };
  } catch {
    return null;
  }
}

async function measureAuction(url: string, pid: number | undefined): Promise<AuctionReport> {
  const advance = async () => {
    const cpuBefore = cpuMs(pid);
    const mainBefore = mainThreadTimes(pid);
    const started = performance.now();
    const response = await fetch(`${url}/mainnet/sim/v1/advance`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ blocks: 1 }),
      signal: AbortSignal.timeout(300_000),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`advance answered ${response.status}: ${text}`);
    const wallMs = performance.now() - started;
    const cpuAfter = cpuMs(pid);
    const mainAfter = mainThreadTimes(pid);
    const mainThread =
      mainBefore === null || mainAfter === null
        ? null
        : {
            cpuMs: Math.round(mainAfter.cpuMs - mainBefore.cpuMs),
            waitingForCpuMs: Math.round(mainAfter.waitingForCpuMs - mainBefore.waitingForCpuMs),
          };
    return { wallMs, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore, mainThread };
  };
  const mainThreadNote = (times: ThreadTimes | null) =>
    times === null ? '' : `, main thread ${times.cpuMs} ms, waiting for a CPU ${times.waitingForCpuMs} ms`;
  log('measuring one auction (advance one block, then a second) ...');
  const first = await advance();
  const current = await fetch(`${url}/mainnet/api/v1/auction`);
  if (current.status !== 200) {
    return { available: false, reason: `GET /api/v1/auction answered ${current.status}` };
  }
  const body = (await current.json()) as { orders?: unknown[] };
  const second = await advance();
  const orders = body.orders?.length ?? 0;
  log(
    `  ${orders} orders: block 1 ${Math.round(first.wallMs)} ms (server CPU ${first.cpuMs ?? '?'} ms${mainThreadNote(first.mainThread)}), block 2 ${Math.round(second.wallMs)} ms (server CPU ${second.cpuMs ?? '?'} ms${mainThreadNote(second.mainThread)})`,
  );
  return {
    available: true,
    orders,
    firstBlockMs: first.wallMs,
    secondBlockMs: second.wallMs,
    firstBlockCpuMs: first.cpuMs,
    secondBlockCpuMs: second.cpuMs,
    firstBlockMainThread: first.mainThread,
    secondBlockMainThread: second.mainThread,
    // Both blocks have the target: building and solving, and settling (with the next auction).
    met: first.wallMs < 1_000 && second.wallMs < 1_000,
  };
}

type StartupReport = {
  runs: number[];
  medianMs: number;
  met: boolean;
  /** Building the server bundle, which the first start after a change (or a fresh clone) does. */
  bundleBuildMs: number;
  command: string;
};

/**
 * `npm start` without npm (`node scripts/start.mjs`) on a fresh database, spawn → first 200, with
 * the bundle built beforehand (as it is from the second start of a checkout on); the build itself is
 * reported apart.
 */
async function measureStartup(runs: number): Promise<StartupReport> {
  const startScript = join(root, 'scripts/start.mjs');
  rmSync(join(root, '.build'), { recursive: true, force: true });
  const buildStarted = performance.now();
  await new Promise<void>((resolveBuild, reject) =>
    spawn(process.execPath, [startScript, '--build-only'], { cwd: root, stdio: 'inherit' }).once('exit', (code) =>
      code === 0 ? resolveBuild() : reject(new Error(`bundle build exited with ${code}`)),
    ),
  );
  const bundleBuildMs = Math.round(performance.now() - buildStarted);
  log(`bundle built in ${bundleBuildMs} ms`);
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const directory = mkdtempSync(join(tmpdir(), 'batchbook-startup-'));
    const port = await freePort();
    const started = performance.now();
    const child = spawn(process.execPath, [startScript], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: join(directory, 'db.sqlite') },
      stdio: 'ignore',
    });
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    let elapsed: number | undefined;
    while (elapsed === undefined && performance.now() - started < 60_000) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/mainnet/api/v1/version`);
        if (response.status === 200) elapsed = performance.now() - started;
      } catch {
        await sleep(10);
      }
    }
    child.kill('SIGTERM');
    await exited;
    rmSync(directory, { recursive: true, force: true });
    if (elapsed === undefined) throw new Error('the server did not answer within 60 s');
    times.push(Math.round(elapsed));
    log(`start-up run ${run + 1}: ${Math.round(elapsed)} ms`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return {
    runs: times,
    medianMs,
    met: medianMs < 2_000,
    bundleBuildMs,
    command: 'node scripts/start.mjs (npm start without npm)',
  };
}

/** Each server route once more against a fresh server under `--cpu-prof`, one profile per route. */
async function profileRoutes(
  cachedDatabase: string,
  workloads: Workload[],
  work: string,
): Promise<Record<string, ProfileSummary>> {
  const jobs: { name: string; run: (url: string) => Promise<unknown> }[] = workloads
    .filter((workload) => workload.target === 'server' && wanted(workload.name))
    .map((workload) => ({
      name: workload.name,
      run: (url) => measure({ url, connections: CONNECTIONS, duration: DURATION, requests: workload.requests() }),
    }));
  if (wanted('auction')) jobs.push({ name: 'auction', run: (url) => measureAuction(url, undefined) });
  const summaries: Record<string, ProfileSummary> = {};
  for (const job of jobs) {
    const databasePath = join(work, `profile-${job.name}.sqlite`);
    copyFileSync(cachedDatabase, databasePath);
    if (!flags['cold-auction']) startAuctionsCaughtUp(databasePath);
    const directory = join(work, `profile-${job.name}`);
    const spawned = performance.now();
    const server = await startServer(databasePath, ['--cpu-prof', `--cpu-prof-dir=${directory}`]);
    // The profile starts with the process: leave its start-up out of the summary.
    const startupMs = performance.now() - spawned;
    log(`profiling ${job.name} ...`);
    await job.run(server.url);
    await server.stop();
    // The main thread's profile is the largest (tsx's loader thread writes a small one too).
    const files = readdirSync(directory)
      .filter((file) => file.endsWith('.cpuprofile'))
      .map((file) => join(directory, file));
    const largest = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
    if (largest) {
      summaries[job.name] = summarizeProfile(largest, 12, startupMs);
      const keep = join(root, 'bench/results/profiles');
      mkdirSync(keep, { recursive: true });
      copyFileSync(largest, join(keep, `${job.name.replace(/\W+/g, '_')}.cpuprofile`));
    }
    rmSync(databasePath, { force: true });
  }
  return summaries;
}

// ---------------------------------------------------------------------------------------------
// Output

function formatTable(
  rows: Row[],
  auction: AuctionReport | undefined,
  startup: StartupReport | undefined,
  load: LoadReport | undefined,
  simulation: SimulationThroughput[] | undefined,
): string {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', '× baseline', '× Prism', 'target', 'met'];
  const lines = rows.map((row) => [
    row.name,
    String(row.rps),
    String(row.p50Ms),
    String(row.p99Ms),
    row.vsBaseline === undefined ? '' : row.vsBaseline.toFixed(2),
    row.vsPrism === undefined ? '' : row.vsPrism.toFixed(1),
    row.target ?? '',
    row.met === undefined ? '' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === 6 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const out = [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(render)];
  out.push('');
  for (const entry of simulation ?? []) {
    const target =
      entry.traders === SIMULATION_TARGET.traders && entry.blocks === SIMULATION_TARGET.blocks
        ? `; target ≥ ${SIMULATION_TARGET.blocksPerSecond} blocks/s: ${entry.blocksPerSecond >= SIMULATION_TARGET.blocksPerSecond ? 'yes' : 'NO'}`
        : '';
    out.push(`${formatSimulation(entry)}${target}`);
  }
  if (!auction) out.push('auction: not measured');
  else if (!auction.available) out.push(`auction: not available yet (${auction.reason})`);
  else
    out.push(
      `auction: ${auction.orders} orders, block 1 (build + solve) ${Math.round(auction.firstBlockMs)} ms (server CPU ${auction.firstBlockCpuMs ?? '?'} ms, main thread ${auction.firstBlockMainThread?.cpuMs ?? '?'} ms), block 2 (settle + next) ${Math.round(auction.secondBlockMs)} ms (server CPU ${auction.secondBlockCpuMs ?? '?'} ms, main thread ${auction.secondBlockMainThread?.cpuMs ?? '?'} ms); target each block < 1,000 ms: ${auction.met ? 'yes' : 'NO'}`,
    );
  if (startup)
    out.push(
      `start-up (fresh database → first 200): median ${startup.medianMs} ms of [${startup.runs.join(', ')}]; target < 2,000 ms: ${startup.met ? 'yes' : 'NO'} (building the bundle first, after a change: ${startup.bundleBuildMs} ms)`,
    );
  if (load)
    out.push(
      `load: ${load.durationSeconds} s, ${load.requests} requests (${Math.round(load.requests / load.durationSeconds)}/s), ${load.blocks} blocks, 5xx ${load.status5xx}, errors ${load.errors}, RSS ${load.rssStartMb} → ${load.rssEndMb} MB (max ${load.rssMaxMb}; mapped database pages included), anonymous ${load.anonRssStartMb} → ${load.anonRssEndMb} MB; by kind ${JSON.stringify(load.byKind)}; samples ${JSON.stringify(load.samples)}`,
    );
  return out.join('\n');
}

/** What the measurement started and must stop should it fail half way (Prism not starting in time, a bad answer). */
const stopOnFailure: (() => Promise<unknown>)[] = [];

try {
  await main();
} catch (error) {
  await Promise.allSettled(stopOnFailure.map((stop) => stop()));
  throw error;
}
