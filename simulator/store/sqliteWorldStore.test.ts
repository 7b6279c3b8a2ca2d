import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { TOKENS } from '../auction/testing/fixtures.js';
import { loadDefaultScenario } from '../world/scenario.js';
import { openSimulation, serializeSnapshot } from '../world/simulation.js';
import {
  createSqliteWorldStore,
  listMutations,
  migrateSimStore,
  simMigrations,
  SimStoreError,
} from './sqliteWorldStore.js';

const { USDC } = TOKENS;
const ALICE = '0x00000000000000000000000000000000000a11ce';
const UID = `0x${'cd'.repeat(32)}${ALICE.slice(2)}00000001`;

function open(db: BetterSqlite3.Database, clockMode: 'manual' | 'wall' = 'manual') {
  return openSimulation({
    scenario: loadDefaultScenario(),
    seed: 11,
    clockMode,
    manualStart: new Date('2026-01-01T00:00:00.000Z'),
    store: createSqliteWorldStore(db),
  });
}

describe('createSqliteWorldStore', () => {
  test('default: a fresh database gets the sim_ tables and the built world', () => {
    const db = new BetterSqlite3(':memory:');
    const simulation = open(db);
    expect(simulation.resumed).toBe(false);
    const tables = db
      .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables.filter((name) => !name.startsWith('sim_') && name !== 'sqlite_sequence')).toEqual([]);
    expect(tables).toContain('sim_schema_migrations');
    expect(db.prepare('SELECT count(*) FROM sim_networks').pluck().get()).toBe(11);
  });

  test('behavior: round trip: a restart on the same database resumes the same world', () => {
    const db = new BetterSqlite3(':memory:');
    const first = open(db);
    const mainnet = first.world('mainnet')!;
    mainnet.drain(USDC, ALICE, 1_000_000n);
    mainnet.setPreSignature(UID, true);
    first.advance('mainnet', { blocks: 3 });
    mainnet.setPreSignature(UID, false);
    mainnet.invalidateOrder(UID);
    mainnet.setAllowance(USDC, ALICE, 5n);
    mainnet.createContractWallet({ owners: [ALICE], threshold: 1 });
    mainnet.setBanned(ALICE, true);
    mainnet.setTokenPrice(USDC, 0.99);
    first.advance('xdai', { blocks: 2, milliseconds: 7_000 });

    const second = open(db);
    expect(second.resumed).toBe(true);
    expect(second.scenarioChanged).toBe(false);
    expect(serializeSnapshot(second.snapshot())).toBe(serializeSnapshot(first.snapshot()));
    expect(second.clock.now().toISOString()).toBe('2026-01-01T00:00:43.000Z');
    const resumed = second.world('mainnet')!;
    expect(resumed.presignature(UID)).toMatchObject({ signed: false, blockNumber: 21_500_003 });
    expect(resumed.balanceOf(USDC, ALICE)).toBe(10_000_000n * 10n ** 6n - 1_000_000n);
    // The resumed world keeps walking exactly as the original would have.
    first.advance('mainnet', { blocks: 4 });
    second.advance('mainnet', { blocks: 4 });
    expect(serializeSnapshot(second.snapshot())).toBe(serializeSnapshot(first.snapshot()));
  });

  test('behavior: every mutation is logged with its block; plain blocks are not', () => {
    const db = new BetterSqlite3(':memory:');
    const simulation = open(db);
    simulation.world('mainnet')!.mint(USDC, ALICE, 5n);
    simulation.advance('mainnet', { blocks: 2 });
    simulation.world('mainnet')!.setBanned(ALICE, true);
    const log = listMutations(db, 'mainnet');
    expect(log.map((entry) => [entry.kind, entry.blockNumber])).toEqual([
      ['mint', 21_500_000],
      ['advance', 21_500_002],
      ['ban', 21_500_002],
    ]);
    expect(log[0]!.payload).toEqual({ token: USDC, owner: ALICE, amount: '5' });
    expect(listMutations(db, 'xdai')).toEqual([]);
  });

  test("behavior: a mutation inside the caller's transaction is stored with it, or rolled back with it", () => {
    const db = new BetterSqlite3(':memory:');
    const simulation = open(db);
    const mainnet = simulation.world('mainnet')!;
    const logged = () => listMutations(db, 'mainnet').length;
    const before = logged();
    // The world in memory is the caller's to restore (NetworkWorld.atomically); the rows are the store's.
    expect(() =>
      db.transaction(() => {
        mainnet.atomically(() => {
          mainnet.setBanned(ALICE, true);
          throw new Error('the block failed');
        });
      })(),
    ).toThrow('the block failed');
    expect(logged()).toBe(before);
    expect(db.prepare('SELECT count(*) FROM sim_banned_addresses').pluck().get()).toBe(0);
    db.transaction(() => mainnet.setBanned(ALICE, true))();
    expect(logged()).toBe(before + 1);
    expect(db.prepare('SELECT count(*) FROM sim_banned_addresses').pluck().get()).toBe(1);
  });

  test('behavior: the wall clock offset survives a restart', () => {
    const db = new BetterSqlite3(':memory:');
    const first = open(db, 'wall');
    first.advance('mainnet', { milliseconds: 3_600_000 });
    const second = open(db, 'wall');
    const ahead = second.clock.now().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(3_590_000);
    expect(ahead).toBeLessThan(3_610_000);
  });
});

describe('migrateSimStore', () => {
  test('default: idempotent', () => {
    const db = new BetterSqlite3(':memory:');
    migrateSimStore(db);
    migrateSimStore(db);
    expect(db.prepare('SELECT count(*) FROM sim_schema_migrations').pluck().get()).toBe(simMigrations.length);
  });

  test('behavior: a newer simulator schema is refused', () => {
    const db = new BetterSqlite3(':memory:');
    migrateSimStore(db);
    db.prepare("INSERT INTO sim_schema_migrations VALUES (99, 'future', '2030-01-01')").run();
    expect(() => migrateSimStore(db)).toThrow(SimStoreError);
  });
});
