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

/** Rows one INSERT of `insertRows` takes, largest first (each size is prepared once per connection). */
const ROWS_PER_INSERT = [64, 32, 16, 8, 4, 2, 1];

/**
 * Inserts `rowCount` rows through `singleRowSql`, an INSERT ending in its one `VALUES (?, …)` tuple,
 * several rows a statement: a statement run has a fixed cost (binding, the run's result, an
 * AUTOINCREMENT table's sequence read and written back) that a row of a multi-row INSERT does not
 * pay again. `pushRow` pushes row `index`'s values in the tuple's order, just before the statement
 * that inserts it (a block of 10,000 rows never holds all their values at once). Rows are inserted
 * in their order, so their rowids follow it.
 */
export function insertRows(
  db: Database,
  singleRowSql: string,
  rowCount: number,
  pushRow: (values: unknown[], index: number) => void,
): void {
  let sqls = multiRowSqls.get(singleRowSql);
  if (sqls === undefined) multiRowSqls.set(singleRowSql, (sqls = multiRowSqlsOf(singleRowSql)));
  const values: unknown[] = [];
  let row = 0;
  for (const [index, size] of ROWS_PER_INSERT.entries()) {
    if (rowCount - row < size) continue;
    const prepared = statement(db, sqls[index]!);
    for (; rowCount - row >= size; row += size) {
      values.length = 0;
      for (let next = row; next < row + size; next++) pushRow(values, next);
      prepared.run(...values);
    }
  }
}

/** Per single-row INSERT, its statements of `ROWS_PER_INSERT` rows. */
const multiRowSqls = new Map<string, string[]>();

function multiRowSqlsOf(singleRowSql: string): string[] {
  const tuple = singleRowSql.slice(singleRowSql.lastIndexOf('('));
  return ROWS_PER_INSERT.map((size) => `${singleRowSql}${`, ${tuple}`.repeat(size - 1)}`);
}
