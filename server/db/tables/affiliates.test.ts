import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { migrate } from '../migrate.js';
import { openDatabase, type Database } from '../open.js';
import { getAffiliateByCode, getAffiliateByWallet, insertAffiliate, isAffiliateSignatureUsed } from './affiliates.js';

const now = new Date('2026-02-03T04:05:06.789Z');
const walletA = '0x6810e776880c02933d47db1b9fc05908e5386b96';
const walletB = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const signature1 = `0x${'ab'.repeat(65)}` as const;
const signature2 = `0x${'cd'.repeat(65)}` as const;

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db, { now: () => now });
});
afterEach(() => {
  db.close();
});

describe('insertAffiliate', () => {
  test('default', () => {
    expect(insertAffiliate(db, { walletAddress: walletA, code: 'BATCHBOOK', createdAt: now }, signature1)).toBe(
      'created',
    );
    const row = { walletAddress: walletA, code: 'BATCHBOOK', createdAt: now };
    expect(getAffiliateByWallet(db, walletA.toUpperCase().replace('0X', '0x') as typeof walletA)).toEqual(row);
    expect(getAffiliateByCode(db, 'BATCHBOOK')).toEqual(row);
    expect(getAffiliateByCode(db, 'batchbook')).toBeUndefined();
    expect(isAffiliateSignatureUsed(db, signature1)).toBe(true);
    expect(isAffiliateSignatureUsed(db, signature1.toUpperCase().replace('0X', '0x') as typeof signature1)).toBe(true);
    expect(isAffiliateSignatureUsed(db, signature2)).toBe(false);
  });

  test('behavior: a taken wallet or code is exists, and nothing is stored', () => {
    insertAffiliate(db, { walletAddress: walletA, code: 'FIRST', createdAt: now }, signature1);
    expect(insertAffiliate(db, { walletAddress: walletA, code: 'SECOND', createdAt: now }, signature2)).toBe('exists');
    expect(insertAffiliate(db, { walletAddress: walletB, code: 'FIRST', createdAt: now }, signature2)).toBe('exists');
    // The transaction rolled back: the second signature is not burnt.
    expect(isAffiliateSignatureUsed(db, signature2)).toBe(false);
    expect(getAffiliateByWallet(db, walletB)).toBeUndefined();
  });

  test('behavior: a used signature is signatureUsed and rolls the binding back', () => {
    insertAffiliate(db, { walletAddress: walletA, code: 'FIRST', createdAt: now }, signature1);
    expect(insertAffiliate(db, { walletAddress: walletB, code: 'SECOND', createdAt: now }, signature1)).toBe(
      'signatureUsed',
    );
    expect(getAffiliateByWallet(db, walletB)).toBeUndefined();
  });

  test('behavior: two connections racing for one code: the UNIQUE constraint picks one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'batchbook-affiliates-'));
    try {
      const path = join(dir, 'race.sqlite');
      const first = openDatabase(path);
      migrate(first, { now: () => now });
      const second = openDatabase(path);
      // Both checked "free" before either wrote (another process): the insert decides.
      expect(getAffiliateByCode(first, 'RACED')).toBeUndefined();
      expect(getAffiliateByCode(second, 'RACED')).toBeUndefined();
      expect(insertAffiliate(first, { walletAddress: walletA, code: 'RACED', createdAt: now }, signature1)).toBe(
        'created',
      );
      expect(insertAffiliate(second, { walletAddress: walletB, code: 'RACED', createdAt: now }, signature2)).toBe(
        'exists',
      );
      first.close();
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('behavior: other database errors are thrown', () => {
    db.exec('DROP TABLE affiliate_signatures');
    expect(() => insertAffiliate(db, { walletAddress: walletA, code: 'FIRST', createdAt: now }, signature1)).toThrow(
      /no such table/,
    );
  });
});
