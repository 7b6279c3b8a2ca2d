import type { Address, Hex } from 'viem';
import type { Database } from '../open.js';
import { isUniqueViolation } from '../constraints.js';
import { statement } from '../statement.js';

/** A wallet's affiliate code (docs/protocol.md#companion-rules); addresses lower case, code trimmed. */
export type AffiliateRow = {
  walletAddress: Address;
  code: string;
  createdAt: Date;
};

const insertAffiliateSql = `
  INSERT INTO affiliates (wallet_address, code, created_at) VALUES (@walletAddress, @code, @createdAt)`;
const insertSignatureSql = `
  INSERT INTO affiliate_signatures (signed_message, wallet_address, used_at) VALUES (@signedMessage, @walletAddress, @usedAt)`;
const getByWalletSql = `
  SELECT wallet_address AS walletAddress, code, created_at AS createdAt FROM affiliates WHERE wallet_address = ?`;
const getByCodeSql = `
  SELECT wallet_address AS walletAddress, code, created_at AS createdAt FROM affiliates WHERE code = ?`;
const isSignatureUsedSql = `SELECT 1 AS used FROM affiliate_signatures WHERE signed_message = ?`;

type Stored = { walletAddress: Address; code: string; createdAt: string };

export type InsertAffiliateReturnType = 'created' | 'exists' | 'signatureUsed';

/**
 * Binds `row.code` to `row.walletAddress` and records `signedMessage` as used, in one transaction.
 * A UNIQUE violation (another connection won the race) rolls both back: `signatureUsed` when the
 * signature was taken, else `exists` (wallet or code).
 */
export function insertAffiliate(db: Database, row: AffiliateRow, signedMessage: Hex): InsertAffiliateReturnType {
  const walletAddress = row.walletAddress.toLowerCase();
  const createdAt = row.createdAt.toISOString();
  const insert = db.transaction(() => {
    statement(db, insertAffiliateSql).run({ walletAddress, code: row.code, createdAt });
    statement(db, insertSignatureSql).run({
      signedMessage: signedMessage.toLowerCase(),
      walletAddress,
      usedAt: createdAt,
    });
  });
  try {
    insert.immediate();
    return 'created';
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return String((error as Error).message).includes('affiliate_signatures') ? 'signatureUsed' : 'exists';
  }
}

/** The code bound to `walletAddress` (any case), or undefined. */
export function getAffiliateByWallet(db: Database, walletAddress: Address): AffiliateRow | undefined {
  const row = statement<[string], Stored>(db, getByWalletSql).get(walletAddress.toLowerCase());
  return row && fromStored(row);
}

/** The binding of `code` (exact, as stored), or undefined. */
export function getAffiliateByCode(db: Database, code: string): AffiliateRow | undefined {
  const row = statement<[string], Stored>(db, getByCodeSql).get(code);
  return row && fromStored(row);
}

/** Whether `signedMessage` (any hex case) was accepted before. */
export function isAffiliateSignatureUsed(db: Database, signedMessage: Hex): boolean {
  return statement<[string], { used: number }>(db, isSignatureUsedSql).get(signedMessage.toLowerCase()) !== undefined;
}

function fromStored(row: Stored): AffiliateRow {
  return { walletAddress: row.walletAddress, code: row.code, createdAt: new Date(row.createdAt) };
}
