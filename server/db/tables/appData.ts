import type { Database } from '../open.js';
import { statement } from '../statement.js';

/** One stored app data document (docs/protocol.md#app-data). */
export type AppDataRow = {
  /** keccak256 of `fullAppData`'s UTF-8 bytes: `0x` + 64 lower-case hex digits. */
  readonly hash: `0x${string}`;
  /** The exact JSON text; the hash covers these bytes, so it is never re-serialised. */
  readonly fullAppData: string;
  /** ISO-8601 UTC, from the injected clock. */
  readonly createdAt: string;
};

const insertAppDataSql = `
  INSERT INTO app_data (hash, full_app_data, created_at)
  VALUES (@hash, @fullAppData, @createdAt)
  ON CONFLICT (hash) DO NOTHING`;

const getAppDataByHashSql = `
  SELECT hash, full_app_data AS fullAppData, created_at AS createdAt
  FROM app_data
  WHERE hash = ?`;

/**
 * Stores `row` unless its hash is already known; returns whether it inserted (201 vs 200 on
 * `PUT /api/v1/app_data`). A known hash keeps its first text and `createdAt`: the caller compares
 * texts to answer `AppDataMismatch`.
 *
 * The hash must already be lower-case; the table's CHECK constraint rejects anything else.
 */
export function insertAppData(db: Database, row: AppDataRow): boolean {
  return statement<[AppDataRow]>(db, insertAppDataSql).run(row).changes === 1;
}

/** The stored document for `hash` (any hex case), or undefined. */
export function getAppDataByHash(db: Database, hash: `0x${string}`): AppDataRow | undefined {
  return statement<[string], AppDataRow>(db, getAppDataByHashSql).get(hash.toLowerCase());
}
