import type { Hex } from 'viem';
import type { Competition } from '../../../domain/auctions/types.js';
import { NotFoundError } from '../../../domain/errors.js';

/** Transaction hashes in paths accept hex with or without `0x`, in any case (the schema checks the digits). */
export function parseTxHashParam(value: string): Hex {
  return `0x${value.replace(/^0x/i, '').toLowerCase()}` as Hex;
}

/** The competition, or 404 `NotFound` naming what was looked up. */
export function requireCompetition(competition: Competition | undefined, lookup: string): Competition {
  if (!competition) throw new NotFoundError(`no solver competition found for ${lookup}`);
  return competition;
}
