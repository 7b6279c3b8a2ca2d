import * as fc from 'fast-check';
import type { Hex } from 'viem';
import { afterEach, describe, expect, test } from 'vitest';
import type { QuoteRecord } from '../../domain/orders/types.js';
import { listMigrations, migrate } from '../migrate.js';
import { openDatabase, type Database } from '../open.js';
import { findQuotes, findQuotesSql, getQuote, insertQuote } from './quotes.js';
import { TOKENS } from '../../testing/fixtures.js';

const now = new Date('2026-03-01T12:00:00Z');
const { WETH, USDC } = TOKENS;
const MAX_UINT256 = (1n << 256n) - 1n;

const opened: Database[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function database(upToVersion?: number): Database {
  const db = openDatabase(':memory:');
  opened.push(db);
  const migrations = listMigrations().filter((m) => upToVersion === undefined || m.version <= upToVersion);
  migrate(db, { now: () => now, migrations });
  return db;
}

function quote(overrides: Partial<Omit<QuoteRecord, 'id'>> = {}): Omit<QuoteRecord, 'id'> {
  return {
    network: 'mainnet',
    from: '0x0000000000000000000000000000000000000abc',
    sellToken: WETH,
    buyToken: USDC,
    kind: 'sell',
    sellAmount: 10n ** 18n,
    buyAmount: 2_500_000_000n,
    feeAmount: 10n ** 15n,
    gasAmount: 150_000n,
    gasPrice: 20_000_000_000n,
    sellTokenPrice: '1',
    verified: true,
    solver: '0x0000000000000000000000000000000000000001',
    signingScheme: 'eip712',
    onchainOrder: false,
    appDataHash: '0xb48d38f93eaa084033fc5970bf96e559c33c4cdc07d889ab00b4d63f9590739d' as Hex,
    sellAmountBeforeFee: undefined,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 60_000),
    ...overrides,
  };
}

/** A quote row as migration 002 stored it (before migration 006). */
function insertVersion4Quote(db: Database, sellAmount: bigint, feeAmount: bigint, beforeFee: boolean): number {
  const row = {
    network: 'mainnet',
    from_address: '0x0000000000000000000000000000000000000abc',
    sell_token: WETH,
    buy_token: USDC,
    kind: 'sell',
    sell_amount: sellAmount.toString(),
    buy_amount: '1',
    fee_amount: feeAmount.toString(),
    gas_amount: '0',
    gas_price: '0',
    sell_token_price: '1',
    verified: 0,
    solver: '0x0000000000000000000000000000000000000001',
    signing_scheme: 'eip712',
    onchain_order: 0,
    app_data_hash: '0x',
    sell_amount_before_fee: beforeFee ? (sellAmount + feeAmount).toString() : null,
    created_at: now.toISOString(),
    expires_at_ms: now.getTime(),
  };
  const columns = Object.keys(row);
  const sql = `INSERT INTO quotes (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
  return Number(db.prepare(sql).run(row).lastInsertRowid);
}

const amount = fc.oneof(
  fc.bigInt({ min: 0n, max: MAX_UINT256 }),
  fc.bigInt({ min: 0n, max: 10n ** 20n }),
  fc.constantFrom(0n, 1n, 999_999_999n, 10n ** 9n, 10n ** 18n - 1n, MAX_UINT256),
);

describe('migration 006 (quote matching)', () => {
  test('behavior: existing quotes keep their ids and get sell_amount_plus_fee in exact decimal', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, amount, fc.boolean()), { minLength: 1, maxLength: 40 }), (rows) => {
        const db = database(4);
        const ids = rows.map(([sell, fee, beforeFee]) => insertVersion4Quote(db, sell, fee, beforeFee));
        migrate(db, { now: () => now });
        const stored = db
          .prepare<[], { id: number; sell_amount_plus_fee: string }>(
            'SELECT id, sell_amount_plus_fee FROM quotes ORDER BY id',
          )
          .all();
        expect(stored).toEqual(
          rows.map(([sell, fee], index) => ({ id: ids[index], sell_amount_plus_fee: (sell + fee).toString() })),
        );
        db.close();
        opened.splice(opened.indexOf(db), 1);
      }),
      { numRuns: 30 },
    );
  });

  test('behavior: ids continue after the highest existing one and are never reused', () => {
    const db = database(4);
    for (let index = 0; index < 3; index++) insertVersion4Quote(db, 10n, 1n, false);
    migrate(db, { now: () => now });
    expect(insertQuote(db, quote())).toBe(4);
    db.prepare('DELETE FROM quotes WHERE id < 3').run();
    expect(() => db.prepare('DELETE FROM quotes WHERE id = 4').run()).toThrow(/highest id/);
    expect(insertQuote(db, quote())).toBe(5);
  });
});

describe('findQuotes', () => {
  test('default: unexpired quotes of the pair and kind whose amounts match, on the amount indexes', () => {
    const db = database();
    const total = 10n ** 18n;
    const fee = 10n ** 15n;
    const afterFee = insertQuote(db, quote({ sellAmount: total }));
    const beforeFee = insertQuote(db, quote({ sellAmount: total - fee, sellAmountBeforeFee: total }));
    const plusFee = insertQuote(db, quote({ sellAmount: total - 2n * fee, feeAmount: 2n * fee }));
    insertQuote(db, quote({ sellAmount: total + 1n }));
    insertQuote(db, quote({ sellAmount: total, expiresAt: new Date(now.getTime() - 1) }));
    insertQuote(db, quote({ sellAmount: total, buyToken: WETH, sellToken: USDC }));
    insertQuote(db, quote({ kind: 'buy', sellAmount: total }));
    const buy = insertQuote(db, quote({ kind: 'buy', buyAmount: 7n }));

    const order = { network: 'mainnet', sellToken: WETH, buyToken: USDC, buyAmount: 7n, feeAmount: 0n, now };
    const ids = (parameters: Parameters<typeof findQuotes>[1]) =>
      findQuotes(db, parameters)
        .map((q) => q.id)
        .sort((a, b) => a - b);
    expect(ids({ ...order, kind: 'sell', sellAmount: total })).toEqual([afterFee, beforeFee, plusFee]);
    expect(ids({ ...order, kind: 'sell', sellAmount: total - fee, feeAmount: fee })).toEqual([afterFee, beforeFee]);
    expect(ids({ ...order, kind: 'sell', sellAmount: total, feeAmount: fee })).toEqual([afterFee, beforeFee, plusFee]);
    expect(ids({ ...order, kind: 'buy', sellAmount: 1n })).toEqual([buy]);

    for (const sql of Object.values(findQuotesSql)) {
      const plan = db
        .prepare<[Record<string, unknown>], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all({
          network: '',
          sellToken: '',
          buyToken: '',
          sellAmount: '',
          sellAmountPlusFee: '',
          buyAmount: '',
          nowMs: 0,
        })
        .map((row) => row.detail);
      expect(plan.filter((detail) => detail.startsWith('SCAN'))).toEqual([]);
    }
  });

  test('behavior: a stored quote reads back as it was inserted', () => {
    const db = database();
    const stored = quote({ sellAmountBeforeFee: 10n ** 18n + 10n ** 15n });
    const id = insertQuote(db, stored);
    expect(getQuote(db, 'mainnet', id)).toEqual({ ...stored, id });
  });
});
