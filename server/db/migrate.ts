import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './open.js';

export type Migration = {
  /** From the file name's `NNN` prefix; versions run 1, 2, 3, … with no gaps. */
  readonly version: number;
  /** From the file name after `NNN_`, e.g. `app_data`. */
  readonly name: string;
  readonly sql: string;
};

export type MigrateParameters = {
  /** The injected clock; stamps `schema_migrations.applied_at`. */
  readonly now: () => Date;
  /** Defaults to `listMigrations()`; tests pass their own. */
  readonly migrations?: readonly Migration[];
};

export type MigrateReturnType = {
  /** The migrations this call applied, in order; empty when the schema was already current. */
  readonly applied: readonly Pick<Migration, 'version' | 'name'>[];
  /** The schema version after the call. */
  readonly version: number;
};

/** The schema cannot be brought up to date: unknown newer version, renamed or malformed migrations. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

const migrationsDir = new URL('./migrations/', import.meta.url);
const fileNamePattern = /^(\d{3})_([a-z0-9_]+)\.sql$/;

const createMigrationsTableSql = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`;
const selectAppliedSql = 'SELECT version, name FROM schema_migrations ORDER BY version';
const selectAppliedVersionSql = 'SELECT 1 FROM schema_migrations WHERE version = ?';
const insertAppliedSql =
  'INSERT INTO schema_migrations (version, name, applied_at) VALUES (@version, @name, @appliedAt)';

/**
 * Reads the `.sql` files of `server/db/migrations/`, sorted by version.
 *
 * @throws MigrationError for a `.sql` file not named `NNN_name.sql`, a duplicate version, or a gap.
 */
export function listMigrations(): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(migrationsDir).sort()) {
    if (!file.endsWith('.sql')) continue;
    const match = fileNamePattern.exec(file);
    if (match === null || match[1] === undefined || match[2] === undefined) {
      throw new MigrationError(
        `migration file ${file} is not named NNN_name.sql (three digits, lower-case snake_case name)`,
      );
    }
    const sql = readFileSync(new URL(file, migrationsDir), 'utf8');
    migrations.push({ version: Number(match[1]), name: match[2], sql });
  }
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new MigrationError(
        `migration versions must run 1, 2, 3, … without gaps or duplicates; expected ${index + 1}, found ${formatMigration(migration)}`,
      );
    }
  });
  return migrations;
}

/**
 * Applies the migrations the database lacks, in version order, each in its own `BEGIN IMMEDIATE`
 * transaction together with its `schema_migrations` row; a failing migration leaves no trace.
 * Idempotent, and safe when two processes migrate the same file at once.
 *
 * Migration files must not contain their own BEGIN/COMMIT.
 *
 * @throws MigrationError when the database has a version newer than this code knows (refusing to
 * run old code on a newer schema) or an applied version whose name differs from the file's.
 * @example
 * const { applied, version } = migrate(db, { now: () => clock.now() })
 */
export function migrate(db: Database, parameters: MigrateParameters): MigrateReturnType {
  const { now, migrations = listMigrations() } = parameters;
  db.exec(createMigrationsTableSql);

  const known = new Map(migrations.map((m) => [m.version, m]));
  const latestKnown = migrations.reduce((max, m) => Math.max(max, m.version), 0);
  const appliedBefore = db.prepare<[], { version: number; name: string }>(selectAppliedSql).all();

  for (const row of appliedBefore) {
    if (row.version > latestKnown) {
      throw new MigrationError(
        `database schema version ${row.version} (${row.name}) is newer than this code knows (latest ${latestKnown}); refusing to run: upgrade batchbook or point DATABASE_URL at another database`,
      );
    }
    const migration = known.get(row.version);
    if (migration !== undefined && migration.name !== row.name) {
      throw new MigrationError(
        `database applied migration ${row.version} as "${row.name}" but the code has ${formatMigration(migration)}; the database was migrated by different code`,
      );
    }
  }

  const appliedVersions = new Set(appliedBefore.map((row) => row.version));
  const isApplied = db.prepare<[number], 1>(selectAppliedVersionSql).pluck();
  const insertApplied = db.prepare<[{ version: number; name: string; appliedAt: string }]>(insertAppliedSql);
  const applied: Pick<Migration, 'version' | 'name'>[] = [];

  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (appliedVersions.has(migration.version)) continue;
    const apply = db.transaction(() => {
      // Re-checked under the write lock: another process may have applied it since we looked.
      if (isApplied.get(migration.version) !== undefined) return false;
      db.exec(migration.sql);
      insertApplied.run({
        version: migration.version,
        name: migration.name,
        appliedAt: now().toISOString(),
      });
      return true;
    });
    let didApply: boolean;
    try {
      didApply = apply.immediate();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new MigrationError(`migration ${formatMigration(migration)} failed: ${reason}`, {
        cause: error,
      });
    }
    if (didApply) applied.push({ version: migration.version, name: migration.name });
  }

  const version = db.prepare<[], number | null>('SELECT max(version) FROM schema_migrations').pluck().get();
  return { applied, version: version ?? 0 };
}

function formatMigration(migration: Pick<Migration, 'version' | 'name'>): string {
  return `${String(migration.version).padStart(3, '0')}_${migration.name}`;
}
