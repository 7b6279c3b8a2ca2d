/**
 * How long loading a world with 100,000 funded accounts takes: validating
 * and resolving the scenario, building the world and persisting it to SQLite, and resuming it
 * from the database on restart. Run with `npx vitest bench --run simulator/world/loadWorld.bench.ts`
 * (`npm run bench`).
 */
import BetterSqlite3 from 'better-sqlite3';
import { bench, describe } from 'vitest';
import { createSqliteWorldStore } from '../store/sqliteWorldStore.js';
import { TOKENS } from '../auction/testing/fixtures.js';
import { parseScenario } from './scenario.js';
import { openSimulation } from './simulation.js';

const ACCOUNTS = 100_000;

const tokens = [
  { symbol: 'WETH', address: TOKENS.WETH, decimals: 18, usdPrice: 3200 },
  { symbol: 'USDC', address: TOKENS.USDC, decimals: 6, usdPrice: 1 },
  { symbol: 'DAI', address: TOKENS.DAI, decimals: 18, usdPrice: 1 },
];

/** 100,000 accounts, each with three balances, two allowances and a native balance. */
const document = {
  version: 1,
  networks: {
    mainnet: {
      tokens,
      pools: [
        { tokens: ['WETH', 'USDC'], depthUsd: 200_000_000 },
        { tokens: ['WETH', 'DAI'], depthUsd: 50_000_000 },
      ],
      accounts: Array.from({ length: ACCOUNTS }, (_, index) => ({
        address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
        nativeBalance: '1.5',
        balances: { WETH: '10', USDC: '25000.5', DAI: `${index}` },
        allowances: { WETH: 'unlimited', USDC: '1000' },
      })),
    },
  },
};

function load(db: BetterSqlite3.Database) {
  return openSimulation({
    scenario: parseScenario(document, 'bench'),
    seed: 1,
    clockMode: 'manual',
    manualStart: new Date('2026-01-01T00:00:00.000Z'),
    store: createSqliteWorldStore(db),
  });
}

const saved = new BetterSqlite3(':memory:');
load(saved);

describe(`load a world with ${ACCOUNTS.toLocaleString('en')} funded accounts`, () => {
  bench(
    'validate scenario, build the world, persist it to SQLite',
    () => {
      load(new BetterSqlite3(':memory:'));
    },
    { iterations: 3, warmupIterations: 0, time: 0 },
  );

  bench(
    'resume it from SQLite (restart)',
    () => {
      openSimulation({
        scenario: parseScenario({ version: 1, networks: {} }),
        seed: 1,
        clockMode: 'manual',
        manualStart: new Date(0),
        store: createSqliteWorldStore(saved),
      });
    },
    { iterations: 3, warmupIterations: 0, time: 0 },
  );
});
