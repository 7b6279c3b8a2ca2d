import { describe, expect, test } from 'vitest';
import { openDatabase } from './open.js';
import { insertRows } from './statement.js';

const insertSql = 'INSERT INTO t (a, b) VALUES (?, ?)';

describe('insertRows', () => {
  test('behavior: any number of rows is stored in its order, as one insert a row stores them', () => {
    const db = openDatabase(':memory:');
    const table = 'INTEGER PRIMARY KEY AUTOINCREMENT, a TEXT NOT NULL, b INTEGER';
    db.exec(`CREATE TABLE t (id ${table}); CREATE TABLE one_by_one (id ${table})`);
    // Counts around the statements' row sizes (64, 32, …, 1), and none.
    for (const count of [0, 1, 2, 3, 63, 64, 65, 127, 128, 200]) {
      const rows = Array.from({ length: count }, (_, index) => [
        `row ${count}/${index}`,
        index % 3 === 0 ? null : index,
      ]);
      insertRows(db, insertSql, rows.length, (values, index) => values.push(...rows[index]!));
      for (const row of rows) db.prepare('INSERT INTO one_by_one (a, b) VALUES (?, ?)').run(...row);
    }
    const stored = db.prepare('SELECT id, a, b FROM t ORDER BY id').all();
    expect(stored).toHaveLength(653);
    expect(stored).toEqual(db.prepare('SELECT id, a, b FROM one_by_one ORDER BY id').all());
    db.close();
  });

  test('behavior: a row the table rejects rejects the insert', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT NOT NULL, b INTEGER)');
    const rows = [
      ['x', 1],
      [null, 2],
    ];
    expect(() => insertRows(db, insertSql, rows.length, (values, index) => values.push(...rows[index]!))).toThrow(
      /NOT NULL/,
    );
    db.close();
  });
});
