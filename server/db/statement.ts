import type BetterSqlite3 from 'better-sqlite3';
import type { Database } from './open.js';

const cache = new WeakMap<Database, Map<string, BetterSqlite3.Statement<unknown[], unknown>>>();

/**
 * The prepared statement for `sql` on `db`, prepared once per connection: hot paths (GET order,
 * submissions) must not re-parse SQL per request.
 */
export function statement<Parameters extends unknown[] = unknown[], Row = unknown>(
  db: Database,
  sql: string,
): BetterSqlite3.Statement<Parameters, Row> {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared as unknown as BetterSqlite3.Statement<Parameters, Row>;
}
