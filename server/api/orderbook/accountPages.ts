import type { Address, Hex } from 'viem';
import type { CachedOrderRead } from '../../context.js';
import {
  deriveStatusKnowingExecution,
  isCancellationInEffect,
  isFullyExecuted,
  isStoredOrderFullyExecuted,
  nowSecondsOf,
} from '../../domain/orders/deriveOrderStatus.js';
import type { OrderStatus, SigningScheme } from '../../domain/orders/types.js';
import type { ChainView } from '../../domain/ports.js';
import { toOrderJson, toOrdersJsonBytes } from './dto/order.js';
import type { OrderJsonCache } from './orderJsonCache.js';

/**
 * The account pages (`GET /account/{owner}/orders`) as sent, kept to be sent again. A page's bytes
 * change in three ways, each handled:
 * - its orders' rows change (an order placed, cancelled through the API, traded): the owner's
 *   pages are dropped on each such write (`subscribe`, `server/db/tables/orderWrites.ts`);
 * - the chain changes what a status reads (pre-signatures, on-chain invalidations, settlements
 *   under way), or
 * - the clock passes an order's `validTo`: each order's status and `invalidated` are derived again
 *   on every request, as the page would derive them, and the page is built anew when any differs.
 * So a page of 1,000 orders costs 1,000 status derivations instead of 1,000 rows read and spliced
 * (docs/performance.md#order-reads).
 */
export type AccountPages = {
  /** `JSON.stringify` of the page's `toOrderDto`s, as UTF-8. */
  page(parameters: { network: string; owner: Address; offset: number; limit: number }, chain: ChainView): Buffer;
  /**
   * `GET /orders/{uid}`'s body, `toOrderJson` as UTF-8, kept the same way under its owner (the
   * uid ends with it); undefined for an order not stored. `uid` in lower case, as `parseUidParam`
   * gives it (the owner key is read from it as it is).
   */
  order(parameters: { network: string; uid: Hex }, chain: ChainView): Buffer | undefined;
};

/** Calls its argument with the network and lower-case owner of each write that changes the owner's orders. */
export type SubscribeToOrderWrites = (listener: (network: string, owner: string) => void) => void;

/**
 * Room for ~150 pages of 1,000 orders (~1.2 MB each). Beyond it the pages of the accounts read
 * least recently are dropped.
 */
export const DEFAULT_ACCOUNT_PAGE_BYTES = 192 * 1024 * 1024;

const STATUSES: readonly OrderStatus[] = ['presignaturePending', 'open', 'fulfilled', 'cancelled', 'expired'];
const SIGNING_SCHEMES: readonly SigningScheme[] = ['eip712', 'ethsign', 'presign', 'eip1271'];
const FULLY_EXECUTED = 1;
const CANCELLED = 2;
/** What `isCancellationInEffect` is given for an order cancelled through the API: only whether it is set matters. */
const CANCELLED_AT_SET = 'set';

/**
 * A page as sent, with what each order's status derives from beyond its rows, packed (a few
 * typed arrays instead of an object per order: 100 pages would be 100,000 objects for every full
 * garbage collection to mark).
 */
type SentPage = {
  bytes: Buffer;
  /** The uids, joined; order `i`'s ends at `uidEnds[i]`. */
  uids: string;
  uidEnds: Uint32Array;
  validTo: Float64Array;
  signingSchemes: Uint8Array;
  /** `FULLY_EXECUTED` and `CANCELLED` (through the API). */
  flags: Uint8Array;
  /** The status (index in `STATUSES`) × 2 + `invalidated`, as sent. */
  shown: Uint8Array;
};

/** The status and `invalidated` of order `index` of `page` on `chain` at `nowSeconds`, as `shown` codes them. */
function shownCode(page: SentPage, index: number, chain: ChainView, nowSeconds: number): number {
  const order = {
    uid: page.uids.slice(index === 0 ? 0 : page.uidEnds[index - 1], page.uidEnds[index]) as Hex,
    cancelledAt: (page.flags[index]! & CANCELLED) === 0 ? null : CANCELLED_AT_SET,
    validTo: page.validTo[index]!,
    signingScheme: SIGNING_SCHEMES[page.signingSchemes[index]!]!,
  };
  const invalidated = isCancellationInEffect(order, chain);
  const fullyExecuted = (page.flags[index]! & FULLY_EXECUTED) !== 0;
  const status = deriveStatusKnowingExecution(fullyExecuted, order, chain, {
    cancellationInEffect: invalidated,
    nowSeconds,
  });
  return STATUSES.indexOf(status) * 2 + (invalidated ? 1 : 0);
}

function isCurrent(page: SentPage, chain: ChainView): boolean {
  const nowSeconds = nowSecondsOf(chain);
  for (let index = 0; index < page.shown.length; index += 1)
    if (shownCode(page, index, chain, nowSeconds) !== page.shown[index]) return false;
  return true;
}

/** The page of `reads` on `chain` at one instant: its bytes (`bytesOf`) and what they were derived from. */
function sentPage(
  reads: readonly CachedOrderRead[],
  chain: ChainView,
  bytesOf: (reads: readonly CachedOrderRead[], chain: ChainView) => Buffer,
): SentPage {
  // One instant for the bytes and for `shown`: a clock read twice could straddle a `validTo`.
  const instant = chain.now();
  const atInstant: ChainView = { ...chain, now: () => instant };
  const count = reads.length;
  const page: SentPage = {
    bytes: bytesOf(reads, atInstant),
    uids: '',
    uidEnds: new Uint32Array(count),
    validTo: new Float64Array(count),
    signingSchemes: new Uint8Array(count),
    flags: new Uint8Array(count),
    shown: new Uint8Array(count),
  };
  const uids: string[] = [];
  let uidEnd = 0;
  reads.forEach((read, index) => {
    const order = read.cached === null ? read.order : read.state;
    const fullyExecuted = read.cached === null ? isFullyExecuted(read.order) : isStoredOrderFullyExecuted(read.state);
    uids.push(order.uid);
    page.uidEnds[index] = uidEnd += order.uid.length;
    page.validTo[index] = order.validTo;
    page.signingSchemes[index] = SIGNING_SCHEMES.indexOf(order.signingScheme);
    page.flags[index] = (fullyExecuted ? FULLY_EXECUTED : 0) | (order.cancelledAt === null ? 0 : CANCELLED);
  });
  // One string of its own, not slices of the rows' texts (which would keep them alive).
  page.uids = uids.join('');
  const nowSeconds = nowSecondsOf(atInstant);
  for (let index = 0; index < count; index += 1) page.shown[index] = shownCode(page, index, atInstant, nowSeconds);
  return page;
}

/**
 * What a kept page costs beyond its contents: the page object, its five typed arrays and their
 * buffers, its map entry. Small against a page of 1,000 orders; a third of a single order's.
 */
const PAGE_OVERHEAD_BYTES = 640;
const sizeOf = (page: SentPage) => PAGE_OVERHEAD_BYTES + page.bytes.length + page.uids.length + page.shown.length * 14;

export function createAccountPages(
  orderJson: OrderJsonCache,
  subscribe: SubscribeToOrderWrites,
  limitBytes = DEFAULT_ACCOUNT_PAGE_BYTES,
): AccountPages {
  /** Pages by owner (`network owner`), then by `offset limit`; owners read least recently first. */
  const owners = new Map<string, Map<string, SentPage>>();
  let size = 0;
  function drop(ownerKey: string) {
    const pages = owners.get(ownerKey);
    if (pages === undefined) return;
    owners.delete(ownerKey);
    for (const page of pages.values()) size -= sizeOf(page);
  }
  subscribe((network, owner) => drop(`${network} ${owner}`));
  /** The kept page `pageKey` of `ownerKey` if still what it would be now, else `read`'s, kept. */
  function serve(
    ownerKey: string,
    pageKey: string,
    chain: ChainView,
    read: () => readonly CachedOrderRead[] | undefined,
    bytesOf: (reads: readonly CachedOrderRead[], chain: ChainView) => Buffer,
  ): Buffer | undefined {
    let pages = owners.get(ownerKey);
    const kept = pages?.get(pageKey);
    if (pages !== undefined) {
      // Read now: to the back of the eviction order.
      owners.delete(ownerKey);
      owners.set(ownerKey, pages);
    }
    if (kept !== undefined && isCurrent(kept, chain)) return kept.bytes;
    const reads = read();
    if (reads === undefined) return undefined;
    const page = sentPage(reads, chain, bytesOf);
    if (pages === undefined) owners.set(ownerKey, (pages = new Map()));
    if (kept !== undefined) size -= sizeOf(kept);
    pages.set(pageKey, page);
    size += sizeOf(page);
    for (const [key] of owners) {
      if (size <= limitBytes || key === ownerKey) break;
      drop(key);
    }
    return page.bytes;
  }
  return {
    page(parameters, chain) {
      return serve(
        `${parameters.network} ${parameters.owner.toLowerCase()}`,
        `${parameters.offset} ${parameters.limit}`,
        chain,
        () => orderJson.ordersOfOwner(parameters),
        toOrdersJsonBytes,
      )!;
    },
    order({ network, uid }, chain) {
      return serve(
        `${network} ${ownerOfUid(uid)}`,
        uid,
        chain,
        () => {
          const read = orderJson.order(network, uid);
          return read === undefined ? undefined : [read];
        },
        (reads, atInstant) => Buffer.from(toOrderJson(reads[0]!, atInstant)),
      );
    },
  };
}

/** The owner in a lower-case uid (digest ‖ owner ‖ validTo: characters 66–105 of its hex). */
function ownerOfUid(uid: Hex): string {
  return `0x${uid.slice(66, 106)}`;
}
