/**
 * The bench's large database: `orders` synthetic orders over `owners` owners on mainnet, inserted
 * with the server's `seedOrder` in batched transactions, plus the
 * simulated world the server resumes. Deterministic (seeded rng, fixed times before the manual
 * clock's epoch), cached under `bench/data/` and rebuilt when the schema (migrations), the
 * generator or the size changes.
 *
 * Shape: 1 % of owners ("whales", at most 100) hold 1,000 orders each, so an account page of
 * 1,000 exists; the others share the rest. `open` orders (default min(10,000, orders / 10)) are
 * valid beyond the epoch and in market, so the next auction has them as candidates; the rest
 * expired during 2025.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Address, Hex } from 'viem';
import {
  MANUAL_CLOCK_EPOCH,
  bootServer,
  loadConfig,
  seedOrder,
  type Database,
  type Order,
} from '../../server/index.js';
import { EMPTY_APP_DATA_HASH, createRng, type Rng } from '../../simulator/index.js';

/** Bump when the generated data changes shape. */
const GENERATOR_VERSION = 1;
const BATCH = 20_000;
const WHALE_ORDERS = 1_000;

export const BENCH_TOKENS = {
  WETH: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  USDC: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  DAI: '0x6b175474e89094c44da98b954eedeac495271d0f',
} as const satisfies Record<string, Address>;

export type BuildDatabaseParameters = {
  /** Directory of the cached files (`bench/data`). */
  directory: string;
  orders: number;
  owners: number;
  open: number;
  seed: number;
  migrationsDirectory: string;
  log?: (line: string) => void;
};

export type BenchDatabase = {
  path: string;
  reused: boolean;
  buildMs: number;
  orders: number;
  owners: number;
  open: number;
  /** Owners holding 1,000 orders each (the account-page bench). */
  whales: Address[];
};

/** Schema and generator fingerprint: any migration edit, or another size, means a rebuild. */
function cacheKey(parameters: BuildDatabaseParameters): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(parameters.migrationsDirectory).sort()) {
    hash.update(file).update(readFileSync(join(parameters.migrationsDirectory, file)));
  }
  hash.update(
    JSON.stringify({
      GENERATOR_VERSION,
      orders: parameters.orders,
      owners: parameters.owners,
      open: parameters.open,
      seed: parameters.seed,
    }),
  );
  return hash.digest('hex').slice(0, 16);
}

const hexOf = (rng: Rng, bytes: number): string => {
  let out = '';
  for (let index = 0; index < bytes; index += 4) out += rng.nextUint32().toString(16).padStart(8, '0');
  return out.slice(0, bytes * 2);
};

export function whaleCount(orders: number, owners: number): number {
  return Math.max(orders >= 2 * WHALE_ORDERS ? 1 : 0, Math.min(100, Math.floor(owners / 100)));
}

/** The owner addresses: a pure function of the seed, so the runner can name whales without the database. */
export function benchOwners(owners: number, seed: number): Address[] {
  const rng = createRng(seed, 'bench/owners');
  return Array.from({ length: owners }, () => `0x${hexOf(rng, 20)}` as Address);
}

export function buildDatabase(parameters: BuildDatabaseParameters): BenchDatabase {
  const { orders, owners, open, seed } = parameters;
  const log = parameters.log ?? (() => undefined);
  if (owners < 1 || orders < owners)
    throw new Error(`need 1 ≤ owners ≤ orders (got ${owners} owners, ${orders} orders)`);
  const key = cacheKey(parameters);
  const path = join(parameters.directory, `bench-${orders}-${key}.sqlite`);
  const ownerAddresses = benchOwners(owners, seed);
  const whales = whaleCount(orders, owners);
  const result = { path, orders, owners, open, whales: ownerAddresses.slice(0, whales) };
  if (existsSync(path)) return { ...result, reused: true, buildMs: 0 };

  mkdirSync(parameters.directory, { recursive: true });
  // A cache of this size from an older schema or generator is dropped (hundreds of MB at full size).
  for (const file of readdirSync(parameters.directory)) {
    if (file.startsWith(`bench-${orders}-`)) rmSync(join(parameters.directory, file), { force: true });
  }
  const started = performance.now();
  const building = `${path}.building`;
  // Booted as `npm start` boots: the world built from the default scenario and persisted, then the
  // order book's migrations; no auction runs while the orders go in.
  const { db, context } = bootServer(
    loadConfig({ DATABASE_URL: building, CLOCK: 'manual', LOG_LEVEL: 'silent', SEED: '1' }),
  );
  try {
    context.auctions.stop();
    // Build-time only: a rebuild is the recovery from a crash here, and random uids (the primary
    // key) need a large page cache to insert at speed.
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -524288');
    insertOrders(db, { ...parameters, ownerAddresses, whales, log });
    log('checkpointing and analyzing');
    db.exec('ANALYZE');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  renameSync(building, path);
  rmSync(`${building}-wal`, { force: true });
  rmSync(`${building}-shm`, { force: true });
  return { ...result, reused: false, buildMs: performance.now() - started };
}

function insertOrders(
  db: Database,
  parameters: BuildDatabaseParameters & { ownerAddresses: Address[]; whales: number; log: (line: string) => void },
) {
  const { orders, open, ownerAddresses, whales, log } = parameters;
  const rng = createRng(parameters.seed, 'bench/orders');
  const epochSeconds = Math.floor(MANUAL_CLOCK_EPOCH.getTime() / 1000);
  const whaleOrders = whales * WHALE_ORDERS;
  const others = ownerAddresses.length - whales;
  // Open orders are spread evenly over the whole history.
  const openEvery = open > 0 ? Math.max(1, Math.floor(orders / open)) : Number.POSITIVE_INFINITY;
  let opened = 0;
  const insertBatch = db.transaction((from: number, to: number) => {
    for (let index = from; index < to; index += 1) {
      const owner =
        index < whaleOrders
          ? (ownerAddresses[Math.floor(index / WHALE_ORDERS)] as Address)
          : (ownerAddresses[whales + ((index - whaleOrders) % others)] as Address);
      // One order per 30 s over the history, ending at the epoch.
      const createdSeconds = epochSeconds - (orders - index) * 30;
      const isOpen = opened < open && index % openEvery === 0;
      if (isOpen) opened += 1;
      const validTo = isOpen ? epochSeconds + 30 * 24 * 3600 : createdSeconds + 1800;
      const sellWeth = rng.nextInt(2) === 0;
      // In market at the scenario's prices (WETH ≈ 3,200 USDC): limits 5 % under the spot.
      const wethAmount = 10n ** 15n * BigInt(1 + rng.nextInt(1000)); // 0.001 … 1 WETH
      const usdcAmount = (wethAmount * 3_040n) / 10n ** 12n;
      const order: Order = {
        uid: `0x${hexOf(rng, 32)}${owner.slice(2)}${validTo.toString(16).padStart(8, '0')}` as Hex,
        network: 'mainnet',
        owner,
        createdAt: new Date(createdSeconds * 1000),
        sellToken: sellWeth ? BENCH_TOKENS.WETH : BENCH_TOKENS.USDC,
        buyToken: sellWeth ? BENCH_TOKENS.USDC : BENCH_TOKENS.WETH,
        receiver: null,
        sellAmount: sellWeth ? wethAmount : (usdcAmount * 105n) / 100n,
        buyAmount: sellWeth ? usdcAmount : (wethAmount * 95n) / 100n,
        validTo,
        appData: EMPTY_APP_DATA_HASH,
        fullAppData: '{}',
        feeAmount: 0n,
        kind: 'sell',
        partiallyFillable: false,
        sellTokenBalance: 'erc20',
        buyTokenBalance: 'erc20',
        signingScheme: 'eip712',
        signature: `0x${hexOf(rng, 64)}1b` as Hex,
        class: 'limit',
        validFrom: null,
        interactions: { pre: [], post: [] },
        quoteId: null,
        quote: null,
        outOfMarket: false,
        cancelledAt: null,
        executedSell: 0n,
        executedSellBeforeFees: 0n,
        executedBuy: 0n,
        executedFeeAmount: 0n,
        executedFee: 0n,
      };
      seedOrder(db, order);
    }
  });
  const started = performance.now();
  for (let from = 0; from < orders; from += BATCH) {
    insertBatch(from, Math.min(orders, from + BATCH));
    if ((from / BATCH) % 10 === 9 || from + BATCH >= orders) {
      const done = Math.min(orders, from + BATCH);
      const rate = done / ((performance.now() - started) / 1000);
      log(`inserted ${done.toLocaleString('en')} / ${orders.toLocaleString('en')} orders (${Math.round(rate)}/s)`);
    }
  }
}
