/**
 * The simulated world persisted in SQLite (the server's database): the one place the simulator
 * touches better-sqlite3. Tables are prefixed `sim_` and versioned in their own
 * `sim_schema_migrations`, independent of the server's migrations. Amounts are decimal TEXT.
 *
 * Writes are synchronous and each mutation is one transaction, so the database always holds a
 * state the world was in; a restart resumes from it.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { Address, Hex } from 'viem';
import type { NetworkName } from '../protocol/networks.js';
import type { RngState } from '../world/rng.js';
import type {
  ContractWallet,
  MutationRecord,
  NetworkSettings,
  PoolState,
  SavedNetwork,
  SavedWorld,
  StateChange,
  TokenState,
  WorldStore,
} from '../world/types.js';

export type Database = BetterSqlite3.Database;

type SimMigration = { readonly version: number; readonly name: string; readonly sql: string };

/** The simulator's schema, in order; append, never edit. */
export const simMigrations: readonly SimMigration[] = [
  {
    version: 1,
    name: 'world',
    sql: `
      CREATE TABLE sim_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE sim_networks (
        network TEXT PRIMARY KEY NOT NULL,
        chain_id INTEGER NOT NULL,
        block_number INTEGER NOT NULL,
        block_time_ms INTEGER NOT NULL,
        log_index INTEGER NOT NULL,
        tx_index INTEGER NOT NULL,
        gas_price TEXT NOT NULL,
        rng_state TEXT NOT NULL,
        settings TEXT NOT NULL
      );
      CREATE TABLE sim_tokens (
        network TEXT NOT NULL,
        address TEXT NOT NULL,
        position INTEGER NOT NULL,
        symbol TEXT NOT NULL,
        decimals INTEGER NOT NULL,
        unsupported TEXT,
        usd_price_e18 TEXT NOT NULL,
        volatility_ppb TEXT NOT NULL,
        sandbox_balance TEXT NOT NULL,
        PRIMARY KEY (network, address)
      ) WITHOUT ROWID;
      CREATE TABLE sim_pools (
        network TEXT NOT NULL,
        address TEXT NOT NULL,
        position INTEGER NOT NULL,
        token0 TEXT NOT NULL,
        token1 TEXT NOT NULL,
        reserve0 TEXT NOT NULL,
        reserve1 TEXT NOT NULL,
        fee_bps INTEGER NOT NULL,
        PRIMARY KEY (network, address)
      ) WITHOUT ROWID;
      CREATE TABLE sim_accounts (
        network TEXT NOT NULL,
        address TEXT NOT NULL,
        sandbox_funding INTEGER NOT NULL,
        PRIMARY KEY (network, address)
      ) WITHOUT ROWID;
      CREATE TABLE sim_balances (
        network TEXT NOT NULL,
        token TEXT NOT NULL,
        owner TEXT NOT NULL,
        amount TEXT NOT NULL,
        PRIMARY KEY (network, token, owner)
      ) WITHOUT ROWID;
      CREATE TABLE sim_native_balances (
        network TEXT NOT NULL,
        owner TEXT NOT NULL,
        amount TEXT NOT NULL,
        PRIMARY KEY (network, owner)
      ) WITHOUT ROWID;
      CREATE TABLE sim_allowances (
        network TEXT NOT NULL,
        token TEXT NOT NULL,
        owner TEXT NOT NULL,
        spender TEXT NOT NULL,
        amount TEXT NOT NULL,
        PRIMARY KEY (network, token, owner, spender)
      ) WITHOUT ROWID;
      CREATE TABLE sim_presignature_events (
        network TEXT NOT NULL,
        order_uid TEXT NOT NULL,
        owner TEXT NOT NULL,
        signed INTEGER NOT NULL,
        block_number INTEGER NOT NULL,
        log_index INTEGER NOT NULL,
        PRIMARY KEY (network, block_number, log_index)
      ) WITHOUT ROWID;
      CREATE INDEX sim_presignature_events_uid ON sim_presignature_events (network, order_uid);
      CREATE TABLE sim_invalidations (
        network TEXT NOT NULL,
        order_uid TEXT NOT NULL,
        block_number INTEGER NOT NULL,
        log_index INTEGER NOT NULL,
        PRIMARY KEY (network, order_uid)
      ) WITHOUT ROWID;
      CREATE TABLE sim_contract_wallets (
        network TEXT NOT NULL,
        address TEXT NOT NULL,
        owners TEXT NOT NULL,
        threshold INTEGER NOT NULL,
        PRIMARY KEY (network, address)
      ) WITHOUT ROWID;
      CREATE TABLE sim_banned_addresses (
        network TEXT NOT NULL,
        address TEXT NOT NULL,
        PRIMARY KEY (network, address)
      ) WITHOUT ROWID;
      CREATE TABLE sim_mutations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        network TEXT NOT NULL,
        block_number INTEGER NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX sim_mutations_network_block ON sim_mutations (network, block_number);
    `,
  },
  {
    version: 2,
    name: 'token transfer behaviour',
    sql: `
      ALTER TABLE sim_tokens ADD COLUMN transfer_fee_bps INTEGER;
      ALTER TABLE sim_tokens ADD COLUMN transfer_revert TEXT;
    `,
  },
  {
    version: 3,
    name: 'pool states of recent blocks',
    // Each pool's reserves and its tokens' USD prices as each block opened, for the last
    // POOL_HISTORY_BLOCKS blocks of each network (older rows are deleted as blocks are mined).
    sql: `
      CREATE TABLE sim_pool_blocks (
        network TEXT NOT NULL,
        block_number INTEGER NOT NULL,
        block_time_ms INTEGER NOT NULL,
        position INTEGER NOT NULL,
        address TEXT NOT NULL,
        reserve0 TEXT NOT NULL,
        reserve1 TEXT NOT NULL,
        usd_price0_e18 TEXT NOT NULL,
        usd_price1_e18 TEXT NOT NULL,
        PRIMARY KEY (network, block_number, position)
      ) WITHOUT ROWID;
    `,
  },
];

/** Blocks of pool states kept per network (`sim_pool_blocks`). */
export const POOL_HISTORY_BLOCKS = 256;

/** Thrown when the database holds a newer simulator schema than this code knows. */
export class SimStoreError extends Error {
  override name = 'SimStoreError';
}

/**
 * Creates the `sim_` tables the database lacks (idempotent; safe across processes).
 *
 * @throws SimStoreError when the database's simulator schema is newer than this code.
 */
export function migrateSimStore(db: Database, now: () => Date = () => new Date(0)): void {
  db.exec(`CREATE TABLE IF NOT EXISTS sim_schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const latest = simMigrations.at(-1)?.version ?? 0;
  const current = db.prepare<[], number | null>('SELECT max(version) FROM sim_schema_migrations').pluck().get() ?? 0;
  if (current > latest) {
    throw new SimStoreError(`simulator schema version ${current} is newer than this code knows (${latest})`);
  }
  for (const migration of simMigrations) {
    db.transaction(() => {
      const applied = db.prepare('SELECT 1 FROM sim_schema_migrations WHERE version = ?').get(migration.version);
      if (applied !== undefined) return;
      db.exec(migration.sql);
      db.prepare('INSERT INTO sim_schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        now().toISOString(),
      );
    }).immediate();
  }
}

type NetworkRow = {
  network: NetworkName;
  chain_id: number;
  block_number: number;
  block_time_ms: number;
  log_index: number;
  tx_index: number;
  gas_price: string;
  rng_state: string;
  settings: string;
};

const TABLES = [
  'sim_meta',
  'sim_networks',
  'sim_tokens',
  'sim_pools',
  'sim_accounts',
  'sim_balances',
  'sim_native_balances',
  'sim_allowances',
  'sim_presignature_events',
  'sim_invalidations',
  'sim_contract_wallets',
  'sim_banned_addresses',
  'sim_pool_blocks',
] as const;

const sql = {
  upsertMeta: 'INSERT INTO sim_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  insertNetwork: `INSERT INTO sim_networks (network, chain_id, block_number, block_time_ms, log_index, tx_index, gas_price, rng_state, settings)
    VALUES (@network, @chain_id, @block_number, @block_time_ms, @log_index, @tx_index, @gas_price, @rng_state, @settings)`,
  updateChain: `UPDATE sim_networks SET block_number = ?, block_time_ms = ?, log_index = ?, tx_index = ?, gas_price = ?, rng_state = ?
    WHERE network = ?`,
  insertToken: `INSERT INTO sim_tokens (network, address, position, symbol, decimals, unsupported, usd_price_e18, volatility_ppb, sandbox_balance, transfer_fee_bps, transfer_revert)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  updateTokenPrice: 'UPDATE sim_tokens SET usd_price_e18 = ? WHERE network = ? AND address = ?',
  insertPool: `INSERT INTO sim_pools (network, address, position, token0, token1, reserve0, reserve1, fee_bps)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  updatePool: 'UPDATE sim_pools SET reserve0 = ?, reserve1 = ? WHERE network = ? AND address = ?',
  upsertAccount: `INSERT INTO sim_accounts (network, address, sandbox_funding) VALUES (?, ?, ?)
    ON CONFLICT (network, address) DO UPDATE SET sandbox_funding = excluded.sandbox_funding`,
  upsertBalance: `INSERT INTO sim_balances (network, token, owner, amount) VALUES (?, ?, ?, ?)
    ON CONFLICT (network, token, owner) DO UPDATE SET amount = excluded.amount`,
  upsertNative: `INSERT INTO sim_native_balances (network, owner, amount) VALUES (?, ?, ?)
    ON CONFLICT (network, owner) DO UPDATE SET amount = excluded.amount`,
  upsertAllowance: `INSERT INTO sim_allowances (network, token, owner, spender, amount) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (network, token, owner, spender) DO UPDATE SET amount = excluded.amount`,
  insertPresignature: `INSERT INTO sim_presignature_events (network, order_uid, owner, signed, block_number, log_index)
    VALUES (?, ?, ?, ?, ?, ?)`,
  insertInvalidation: `INSERT INTO sim_invalidations (network, order_uid, block_number, log_index) VALUES (?, ?, ?, ?)
    ON CONFLICT (network, order_uid) DO NOTHING`,
  insertWallet: 'INSERT INTO sim_contract_wallets (network, address, owners, threshold) VALUES (?, ?, ?, ?)',
  insertBanned: 'INSERT INTO sim_banned_addresses (network, address) VALUES (?, ?) ON CONFLICT DO NOTHING',
  deleteBanned: 'DELETE FROM sim_banned_addresses WHERE network = ? AND address = ?',
  insertMutation: 'INSERT INTO sim_mutations (network, block_number, kind, payload, created_at) VALUES (?, ?, ?, ?, ?)',
  // The pools as the block opened: its walk and the pools' re-alignment are applied.
  recordPoolBlock: `INSERT OR REPLACE INTO sim_pool_blocks
      (network, block_number, block_time_ms, position, address, reserve0, reserve1, usd_price0_e18, usd_price1_e18)
    SELECT p.network, n.block_number, n.block_time_ms, p.position, p.address, p.reserve0, p.reserve1,
      t0.usd_price_e18, t1.usd_price_e18
    FROM sim_pools p
    JOIN sim_networks n ON n.network = p.network
    JOIN sim_tokens t0 ON t0.network = p.network AND t0.address = p.token0
    JOIN sim_tokens t1 ON t1.network = p.network AND t1.address = p.token1
    WHERE p.network = ?`,
  forgetPoolBlocks: 'DELETE FROM sim_pool_blocks WHERE network = ? AND block_number <= ?',
} as const;

/**
 * A WorldStore on `db` (the server's database handle); creates its tables on first use.
 *
 * @example
 * const simulation = openSimulation({ ..., store: createSqliteWorldStore(db) })
 */
export function createSqliteWorldStore(db: Database): WorldStore & { readonly db: Database } {
  migrateSimStore(db);
  const statements = Object.fromEntries(Object.entries(sql).map(([name, text]) => [name, db.prepare(text)])) as {
    [K in keyof typeof sql]: BetterSqlite3.Statement;
  };

  const applyChange = (network: NetworkName, change: StateChange) => {
    switch (change.kind) {
      case 'chain':
        statements.updateChain.run(
          change.blockNumber,
          change.blockTimeMs,
          change.logIndex,
          change.txIndex,
          change.gasPriceWei.toString(),
          JSON.stringify(change.rngState),
          network,
        );
        return;
      case 'tokenPrice':
        statements.updateTokenPrice.run(change.usdE18.toString(), network, change.token);
        return;
      case 'pool':
        statements.updatePool.run(change.reserve0.toString(), change.reserve1.toString(), network, change.address);
        return;
      case 'account':
        statements.upsertAccount.run(network, change.address, change.sandboxFunding ? 1 : 0);
        return;
      case 'balance':
        statements.upsertBalance.run(network, change.token, change.owner, change.amount.toString());
        return;
      case 'nativeBalance':
        statements.upsertNative.run(network, change.owner, change.amount.toString());
        return;
      case 'allowance':
        statements.upsertAllowance.run(network, change.token, change.owner, change.spender, change.amount.toString());
        return;
      case 'presignature':
        statements.insertPresignature.run(
          network,
          change.uid,
          change.owner,
          change.signed ? 1 : 0,
          change.blockNumber,
          change.logIndex,
        );
        return;
      case 'invalidation':
        statements.insertInvalidation.run(network, change.uid, change.blockNumber, change.logIndex);
        return;
      case 'wallet':
        statements.insertWallet.run(network, change.address, JSON.stringify(change.owners), change.threshold);
        return;
      case 'ban':
        if (change.banned) statements.insertBanned.run(network, change.address);
        else statements.deleteBanned.run(network, change.address);
        return;
    }
  };

  const writeClock = (clock: { timeMs: number; offsetMs: number }) => {
    statements.upsertMeta.run('clock_time_ms', String(clock.timeMs));
    statements.upsertMeta.run('clock_offset_ms', String(clock.offsetMs));
  };

  const saveAll = db.transaction((world: SavedWorld) => {
    for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
    statements.upsertMeta.run('seed', String(world.seed));
    statements.upsertMeta.run('scenario_fingerprint', world.scenarioFingerprint);
    writeClock({ timeMs: world.clockTimeMs, offsetMs: world.clockOffsetMs });
    for (const network of world.networks) saveNetwork(network);
  });

  const saveNetwork = (network: SavedNetwork) => {
    const name = network.name;
    statements.insertNetwork.run({
      network: name,
      chain_id: network.chainId,
      block_number: network.blockNumber,
      block_time_ms: network.blockTimeMs,
      log_index: network.logIndex,
      tx_index: network.txIndex,
      gas_price: network.gasPriceWei.toString(),
      rng_state: JSON.stringify(network.rngState),
      settings: JSON.stringify(network.settings, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
    });
    network.tokens.forEach((token, position) =>
      statements.insertToken.run(
        name,
        token.address,
        position,
        token.symbol,
        token.decimals,
        token.unsupported ?? null,
        token.usdE18.toString(),
        token.volatilityPpb.toString(),
        token.sandboxBalance.toString(),
        token.transferFeeBps ?? null,
        token.transferRevert ?? null,
      ),
    );
    network.pools.forEach((pool, position) =>
      statements.insertPool.run(
        name,
        pool.address,
        position,
        pool.token0,
        pool.token1,
        pool.reserve0.toString(),
        pool.reserve1.toString(),
        Number(pool.feeBps),
      ),
    );
    for (const account of network.accounts)
      statements.upsertAccount.run(name, account.address, account.sandboxFunding ? 1 : 0);
    for (const row of network.balances) statements.upsertBalance.run(name, row.token, row.owner, row.amount.toString());
    for (const row of network.nativeBalances) statements.upsertNative.run(name, row.owner, row.amount.toString());
    for (const row of network.allowances) {
      statements.upsertAllowance.run(name, row.token, row.owner, row.spender, row.amount.toString());
    }
    for (const row of network.presignatures) {
      statements.insertPresignature.run(name, row.uid, row.owner, row.signed ? 1 : 0, row.blockNumber, row.logIndex);
    }
    for (const row of network.invalidations)
      statements.insertInvalidation.run(name, row.uid, row.blockNumber, row.logIndex);
    for (const wallet of network.wallets) {
      statements.insertWallet.run(name, wallet.address, JSON.stringify(wallet.owners), wallet.threshold);
    }
    for (const address of network.banned) statements.insertBanned.run(name, address);
  };

  const writeCommit = (
    network: NetworkName,
    changes: readonly StateChange[],
    clock: { timeMs: number; offsetMs: number },
    mutation: MutationRecord | undefined,
  ) => {
    for (const change of changes) applyChange(network, change);
    writeClock(clock);
    // A plain block (no mutation record): its pools join the recent history.
    const block = mutation === undefined ? changes.find((change) => change.kind === 'chain') : undefined;
    if (block?.kind === 'chain') {
      statements.recordPoolBlock.run(network);
      statements.forgetPoolBlocks.run(network, block.blockNumber - POOL_HISTORY_BLOCKS);
    }
    if (mutation !== undefined) {
      statements.insertMutation.run(
        mutation.network,
        mutation.blockNumber,
        mutation.kind,
        mutation.payloadJson ?? JSON.stringify(mutation.payload),
        mutation.time.toISOString(),
      );
    }
  };
  const commitAlone = db.transaction(writeCommit);

  return {
    db,
    load: () => loadWorld(db),
    saveAll: (world) => saveAll.immediate(world),
    // Inside a transaction of its caller (the server's block, which rolls back whole when anything
    // in it throws) a commit joins it: a savepoint of its own would copy every page it changes to a
    // statement journal, for nothing.
    commit: (network, changes, clock, mutation) =>
      db.inTransaction
        ? writeCommit(network, changes, clock, mutation)
        : commitAlone.immediate(network, changes, clock, mutation),
  };
}

function loadWorld(db: Database): SavedWorld | undefined {
  const meta = new Map(
    db
      .prepare<[], { key: string; value: string }>('SELECT key, value FROM sim_meta')
      .all()
      .map((row) => [row.key, row.value]),
  );
  const seed = meta.get('seed');
  if (seed === undefined) return undefined;
  const networkRows = db.prepare<[], NetworkRow>('SELECT * FROM sim_networks ORDER BY network').all();
  const byNetwork = <Row extends { network: string }>(query: string) => {
    const groups = new Map<string, Row[]>();
    for (const row of db.prepare<[], Row>(query).iterate()) {
      const list = groups.get(row.network);
      if (list) list.push(row);
      else groups.set(row.network, [row]);
    }
    return (network: string) => groups.get(network) ?? [];
  };
  const tokens = byNetwork<{
    network: string;
    address: Address;
    symbol: string;
    decimals: number;
    unsupported: string | null;
    usd_price_e18: string;
    volatility_ppb: string;
    sandbox_balance: string;
    transfer_fee_bps: number | null;
    transfer_revert: string | null;
  }>('SELECT * FROM sim_tokens ORDER BY network, position');
  const pools = byNetwork<{
    network: string;
    address: Address;
    token0: Address;
    token1: Address;
    reserve0: string;
    reserve1: string;
    fee_bps: number;
  }>('SELECT * FROM sim_pools ORDER BY network, position');
  const accounts = byNetwork<{ network: string; address: Address; sandbox_funding: number }>(
    'SELECT * FROM sim_accounts ORDER BY network, address',
  );
  const balances = byNetwork<{ network: string; token: Address; owner: Address; amount: string }>(
    'SELECT * FROM sim_balances ORDER BY network, token, owner',
  );
  const natives = byNetwork<{ network: string; owner: Address; amount: string }>(
    'SELECT * FROM sim_native_balances ORDER BY network, owner',
  );
  const allowances = byNetwork<{ network: string; token: Address; owner: Address; spender: Address; amount: string }>(
    'SELECT * FROM sim_allowances ORDER BY network, token, owner, spender',
  );
  // The latest event per uid decides; events are ordered by (block, log index).
  const presignatures = byNetwork<{
    network: string;
    order_uid: Hex;
    owner: Address;
    signed: number;
    block_number: number;
    log_index: number;
  }>(`SELECT e.* FROM sim_presignature_events e
      WHERE NOT EXISTS (SELECT 1 FROM sim_presignature_events later
        WHERE later.network = e.network AND later.order_uid = e.order_uid
          AND (later.block_number > e.block_number OR (later.block_number = e.block_number AND later.log_index > e.log_index)))
      ORDER BY e.network, e.order_uid`);
  const invalidations = byNetwork<{ network: string; order_uid: Hex; block_number: number; log_index: number }>(
    'SELECT * FROM sim_invalidations ORDER BY network, order_uid',
  );
  const wallets = byNetwork<{ network: string; address: Address; owners: string; threshold: number }>(
    'SELECT * FROM sim_contract_wallets ORDER BY network, address',
  );
  const banned = byNetwork<{ network: string; address: Address }>(
    'SELECT * FROM sim_banned_addresses ORDER BY network, address',
  );

  return {
    seed: Number(seed),
    scenarioFingerprint: meta.get('scenario_fingerprint') ?? '',
    clockTimeMs: Number(meta.get('clock_time_ms') ?? 0),
    clockOffsetMs: Number(meta.get('clock_offset_ms') ?? 0),
    networks: networkRows.map((row): SavedNetwork => {
      const name = row.network;
      const rawSettings = JSON.parse(row.settings) as {
        sandbox: { enabled: boolean; nativeBalance: string };
        gasVolatilityPpb: string;
        minGasPriceWei: string;
        maxGasPriceWei: string;
      };
      const settings: NetworkSettings = {
        sandbox: { enabled: rawSettings.sandbox.enabled, nativeBalance: BigInt(rawSettings.sandbox.nativeBalance) },
        gasVolatilityPpb: BigInt(rawSettings.gasVolatilityPpb),
        minGasPriceWei: BigInt(rawSettings.minGasPriceWei),
        maxGasPriceWei: BigInt(rawSettings.maxGasPriceWei),
      };
      return {
        name,
        chainId: row.chain_id,
        blockNumber: row.block_number,
        blockTimeMs: row.block_time_ms,
        logIndex: row.log_index,
        txIndex: row.tx_index,
        gasPriceWei: BigInt(row.gas_price),
        rngState: JSON.parse(row.rng_state) as RngState,
        settings,
        tokens: tokens(name).map((token): TokenState => ({
          address: token.address,
          symbol: token.symbol,
          decimals: token.decimals,
          ...(token.unsupported !== null ? { unsupported: token.unsupported } : {}),
          ...(token.transfer_fee_bps !== null ? { transferFeeBps: token.transfer_fee_bps } : {}),
          ...(token.transfer_revert !== null ? { transferRevert: token.transfer_revert } : {}),
          usdE18: BigInt(token.usd_price_e18),
          volatilityPpb: BigInt(token.volatility_ppb),
          sandboxBalance: BigInt(token.sandbox_balance),
        })),
        pools: pools(name).map((pool): PoolState => ({
          address: pool.address,
          token0: pool.token0,
          token1: pool.token1,
          reserve0: BigInt(pool.reserve0),
          reserve1: BigInt(pool.reserve1),
          feeBps: BigInt(pool.fee_bps),
        })),
        accounts: accounts(name).map((account) => ({
          address: account.address,
          sandboxFunding: account.sandbox_funding === 1,
        })),
        balances: balances(name).map((row) => ({ token: row.token, owner: row.owner, amount: BigInt(row.amount) })),
        nativeBalances: natives(name).map((row) => ({ owner: row.owner, amount: BigInt(row.amount) })),
        allowances: allowances(name).map((row) => ({
          token: row.token,
          owner: row.owner,
          spender: row.spender,
          amount: BigInt(row.amount),
        })),
        presignatures: presignatures(name).map((row) => ({
          uid: row.order_uid,
          owner: row.owner,
          signed: row.signed === 1,
          blockNumber: row.block_number,
          logIndex: row.log_index,
        })),
        invalidations: invalidations(name).map((row) => ({
          uid: row.order_uid,
          blockNumber: row.block_number,
          logIndex: row.log_index,
        })),
        wallets: wallets(name).map((row): ContractWallet => ({
          address: row.address,
          owners: JSON.parse(row.owners) as Address[],
          threshold: row.threshold,
        })),
        banned: banned(name).map((row) => row.address),
      };
    }),
  };
}

export type MutationLogEntry = MutationRecord & { readonly id: number };

/** The mutation log of `network` (all networks when undefined), oldest first. */
export function listMutations(db: Database, network?: NetworkName): MutationLogEntry[] {
  const rows = db
    .prepare<
      [],
      { id: number; network: NetworkName; block_number: number; kind: string; payload: string; created_at: string }
    >('SELECT * FROM sim_mutations ORDER BY id')
    .all();
  return rows
    .filter((row) => network === undefined || row.network === network)
    .map((row) => ({
      id: row.id,
      network: row.network,
      blockNumber: row.block_number,
      kind: row.kind,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
      time: new Date(row.created_at),
    }));
}

/** One pool as a block opened: its reserves and its tokens' USD prices (×10^18). */
export type PoolBlockState = {
  readonly blockNumber: number;
  readonly blockTimeMs: number;
  readonly address: Address;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  readonly usdPrice0E18: bigint;
  readonly usdPrice1E18: bigint;
};

/**
 * The pools of `network` as each of its recent blocks from `fromBlock` on opened (at most the last
 * {@link POOL_HISTORY_BLOCKS}), oldest block first, pools in the chain's order.
 */
export function findPoolBlocks(db: Database, network: NetworkName, fromBlock: number): PoolBlockState[] {
  return db
    .prepare<
      [NetworkName, number],
      {
        block_number: number;
        block_time_ms: number;
        address: string;
        reserve0: string;
        reserve1: string;
        usd_price0_e18: string;
        usd_price1_e18: string;
      }
    >(
      `SELECT block_number, block_time_ms, address, reserve0, reserve1, usd_price0_e18, usd_price1_e18
       FROM sim_pool_blocks WHERE network = ? AND block_number >= ? ORDER BY block_number, position`,
    )
    .all(network, fromBlock)
    .map((row) => ({
      blockNumber: row.block_number,
      blockTimeMs: row.block_time_ms,
      address: row.address as Address,
      reserve0: BigInt(row.reserve0),
      reserve1: BigInt(row.reserve1),
      usdPrice0E18: BigInt(row.usd_price0_e18),
      usdPrice1E18: BigInt(row.usd_price1_e18),
    }));
}

/** What a network's settlements sold into one pool, in one direction. */
export type PoolSwapVolume = { readonly tokenIn: Address; readonly tokenOut: Address; readonly amountIn: bigint };

/**
 * The amounts the settlements of `network` sold into pools from `fromBlock` on, summed per direction
 * (`swap` operations of the mutation log; a pair has one pool, so a direction names it).
 */
export function sumPoolSwapsSince(db: Database, network: NetworkName, fromBlock: number): PoolSwapVolume[] {
  const rows = db
    .prepare<[NetworkName, number], { tokenIn: string; tokenOut: string; amountIn: string }>(
      `SELECT json_extract(operation.value, '$.tokenIn') AS tokenIn,
              json_extract(operation.value, '$.tokenOut') AS tokenOut,
              json_extract(operation.value, '$.amountIn') AS amountIn
       FROM sim_mutations AS mutation, json_each(mutation.payload, '$.operations') AS operation
       WHERE mutation.network = ? AND mutation.block_number >= ? AND mutation.kind = 'settle'
         AND json_extract(operation.value, '$.kind') = 'swap'`,
    )
    .all(network, fromBlock);
  const sums = new Map<string, { tokenIn: Address; tokenOut: Address; amountIn: bigint }>();
  for (const row of rows) {
    const tokenIn = row.tokenIn.toLowerCase() as Address;
    const tokenOut = row.tokenOut.toLowerCase() as Address;
    const key = `${tokenIn}:${tokenOut}`;
    const sum = sums.get(key) ?? { tokenIn, tokenOut, amountIn: 0n };
    sum.amountIn += BigInt(row.amountIn);
    sums.set(key, sum);
  }
  return [...sums.values()];
}
