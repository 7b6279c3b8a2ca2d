import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { migrate } from '../migrate.js';
import { openDatabase, type Database } from '../open.js';
import { getAppDataByHash, insertAppData, type AppDataRow } from './appData.js';

// docs/protocol.md#app-data: keccak256("{}").
const emptyRow: AppDataRow = {
  hash: '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d',
  fullAppData: '{}',
  createdAt: '2025-01-02T03:04:05.000Z',
};

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, { now: () => new Date('2025-01-01T00:00:00.000Z') });
});
afterEach(() => {
  db.close();
});

describe('insertAppData', () => {
  test('default', () => {
    expect(insertAppData(db, emptyRow)).toBe(true);
    expect(getAppDataByHash(db, emptyRow.hash)).toEqual(emptyRow);
  });

  test('behavior: a known hash is not inserted again and keeps its first row', () => {
    insertAppData(db, emptyRow);

    expect(insertAppData(db, { ...emptyRow, fullAppData: '{ }', createdAt: '2030-01-01T00:00:00.000Z' })).toBe(false);
    expect(getAppDataByHash(db, emptyRow.hash)).toEqual(emptyRow);
  });

  test('behavior: keeps the exact text, whitespace and key order included', () => {
    const row: AppDataRow = {
      hash: `0x${'ab'.repeat(32)}`,
      fullAppData: '{"version":"1.3.0",  "metadata":{ }, "appCode":"ünïcode"}\n',
      createdAt: '2025-01-02T03:04:05.000Z',
    };
    insertAppData(db, row);
    expect(getAppDataByHash(db, row.hash)?.fullAppData).toBe(row.fullAppData);
  });

  test.each([
    ['upper-case hex', `0x${'AB'.repeat(32)}`],
    ['no 0x prefix', `00${'ab'.repeat(32)}`],
    ['too short', `0x${'ab'.repeat(31)}`],
    ['too long', `0x${'ab'.repeat(33)}`],
    ['not hex', `0x${'zz'.repeat(32)}`],
  ])('behavior: rejects a hash with %s', (_, hash) => {
    expect(() => insertAppData(db, { ...emptyRow, hash: hash as `0x${string}` })).toThrowError(
      /CHECK constraint failed/,
    );
  });
});

describe('getAppDataByHash', () => {
  test('default', () => {
    expect(getAppDataByHash(db, emptyRow.hash)).toBeUndefined();
  });

  test('behavior: matches any hex case', () => {
    insertAppData(db, emptyRow);
    const upper = `0x${emptyRow.hash.slice(2).toUpperCase()}` as const;
    expect(getAppDataByHash(db, upper)).toEqual(emptyRow);
  });
});
