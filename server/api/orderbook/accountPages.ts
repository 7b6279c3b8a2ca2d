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
   * `GET /orders/{uid}`'s body, `toOrderJson`'s text, kept the same way under its owner (the
   * uid ends with it); undefined for an order not stored. `uid` in lower case, as `parseUidParam`
   * gives it (the owner key is read from it as it is).
   */
  order(parameters: { network: string; uid: Hex }, chain: ChainView): string | undefined;
};

/** Calls its argument with the network and lower-case owner of each write that changes the owner's orders. */
export type SubscribeToOrderWrites = (listener: (network: string, owner: string) => void) => void;

/**
 * Room for ~150 pages of 1,000 orders (~1.2 MB each). Beyond it the accounts not read since the
 * eviction sweep last passed them are dropped, oldest first (`evict`).
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
type SentPage<Body extends Buffer | string = Buffer | string> = {
  /** A page's UTF-8 bytes; a single order's text (sent with its head in one write: `mountOperations`). */
  body: Body;
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

/** The page of `reads` on `chain` at one instant: its body (`bodyOf`) and what it was derived from. */
function sentPage<Body extends Buffer | string>(
  reads: readonly CachedOrderRead[],
  chain: ChainView,
  bodyOf: (reads: readonly CachedOrderRead[], chain: ChainView) => Body,
): SentPage<Body> {
  // One instant for the bytes and for `shown`: a clock read twice could straddle a `validTo`.
  const instant = chain.now();
  const atInstant: ChainView = { ...chain, now: () => instant };
  const count = reads.length;
  const page: SentPage<Body> = {
    body: bodyOf(reads, atInstant),
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
const sizeOf = (page: SentPage) => PAGE_OVERHEAD_BYTES + page.body.length + page.uids.length + page.shown.length * 14;
/** A kept single order beyond its page: its entry in the network's index, keyed by its uid, and that entry's object. */
const KEPT_ORDER_OVERHEAD_BYTES = 200;

/** What is kept of one account: its pages, and its orders read by uid (those found through `KeptOrder`). */
type KeptOwner = {
  readonly key: string;
  readonly network: string;
  /** By `offset limit`. */
  readonly pages: Map<string, SentPage<Buffer>>;
  /** The uids of its kept single orders, each in its network's index. */
  readonly orderUids: string[];
  /** Read since the eviction sweep last passed it: it is passed over once more (second chance). */
  read: boolean;
};

/** A single order as sent, found by its uid in one look-up, with the account it is kept under. */
type KeptOrder = { page: SentPage<string>; readonly owner: KeptOwner };

export function createAccountPages(
  orderJson: OrderJsonCache,
  subscribe: SubscribeToOrderWrites,
  limitBytes = DEFAULT_ACCOUNT_PAGE_BYTES,
): AccountPages {
  /**
   * Accounts by `network owner`, in eviction order. A read marks its account instead of moving it
   * to the back (a map delete and insert, the larger part of a cached single order's look-up);
   * the sweep moves a marked account to the back and drops the first unmarked one, so accounts not
   * read since the sweep last passed them go first.
   */
  const owners = new Map<string, KeptOwner>();
  /** Single orders by network, then uid: a read by uid needs neither its owner's key nor its map. */
  const ordersByNetwork = new Map<string, Map<string, KeptOrder>>();
  let size = 0;
  function drop(owner: KeptOwner) {
    owners.delete(owner.key);
    for (const page of owner.pages.values()) size -= sizeOf(page);
    const orders = ordersByNetwork.get(owner.network);
    for (const uid of owner.orderUids) {
      const kept = orders?.get(uid);
      if (kept === undefined) continue;
      size -= sizeOf(kept.page) + KEPT_ORDER_OVERHEAD_BYTES;
      orders!.delete(uid);
    }
  }
  subscribe((network, owner) => {
    const kept = owners.get(`${network} ${owner}`);
    if (kept !== undefined) drop(kept);
  });
  function keptOwner(network: string, owner: string): KeptOwner {
    const key = `${network} ${owner}`;
    let kept = owners.get(key);
    if (kept === undefined) owners.set(key, (kept = { key, network, pages: new Map(), orderUids: [], read: false }));
    return kept;
  }
  /** Drops accounts until the kept bytes fit, never `serving`'s (whose answer was just kept). */
  function evict(serving: KeptOwner) {
    if (size <= limitBytes) return;
    // A marked account moved to the back is met again later in the same loop, unmarked.
    for (const owner of owners.values()) {
      if (size <= limitBytes) return;
      if (owner === serving) continue;
      if (owner.read) {
        owner.read = false;
        owners.delete(owner.key);
        owners.set(owner.key, owner);
      } else {
        drop(owner);
      }
    }
  }
  return {
    page(parameters, chain) {
      const network = parameters.network;
      const ownerAddress = parameters.owner.toLowerCase();
      const pageKey = `${parameters.offset} ${parameters.limit}`;
      const owner = owners.get(`${network} ${ownerAddress}`);
      const kept = owner?.pages.get(pageKey);
      if (owner !== undefined) owner.read = true;
      if (kept !== undefined && isCurrent(kept, chain)) return kept.body;
      const page = sentPage(orderJson.ordersOfOwner(parameters), chain, toOrdersJsonBytes);
      const into = owner ?? keptOwner(network, ownerAddress);
      if (kept !== undefined) size -= sizeOf(kept);
      into.pages.set(pageKey, page);
      size += sizeOf(page);
      evict(into);
      return page.body;
    },
    order({ network, uid }, chain) {
      let orders = ordersByNetwork.get(network);
      const kept = orders?.get(uid);
      if (kept !== undefined) {
        kept.owner.read = true;
        if (isCurrent(kept.page, chain)) return kept.page.body;
      }
      const read = orderJson.order(network, uid);
      if (read === undefined) return undefined;
      const page = sentPage([read], chain, (reads, atInstant) => toOrderJson(reads[0]!, atInstant));
      if (kept !== undefined) {
        size += sizeOf(page) - sizeOf(kept.page);
        kept.page = page;
        evict(kept.owner);
        return page.body;
      }
      const owner = keptOwner(network, ownerOfUid(uid));
      if (orders === undefined) ordersByNetwork.set(network, (orders = new Map()));
      orders.set(uid, { page, owner });
      owner.orderUids.push(uid);
      size += sizeOf(page) + KEPT_ORDER_OVERHEAD_BYTES;
      evict(owner);
      return page.body;
    },
  };
}

/** The owner in a lower-case uid (digest ‖ owner ‖ validTo: characters 66–105 of its hex). */
function ownerOfUid(uid: Hex): string {
  return `0x${uid.slice(66, 106)}`;
}
