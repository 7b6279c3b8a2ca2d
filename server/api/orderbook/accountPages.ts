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
   * `GET /orders/{uid}`'s body, `toOrderJson`'s text, kept the same way: found by its uid, dropped
   * with its owner's pages (the uid ends with the owner); undefined for an order not stored. `uid`
   * in lower case, as `parseUidParam` gives it (the key and the owner are read from it as it is).
   */
  order(parameters: { network: string; uid: Hex }, chain: ChainView): string | undefined;
};

/** Calls its argument with the network and lower-case owner of each write that changes the owner's orders. */
export type SubscribeToOrderWrites = (listener: (network: string, owner: string) => void) => void;

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

/** What an order's status derives from beyond whether it is fully executed and the chain. */
type StatusFacts = {
  uid: Hex;
  /** `CANCELLED_AT_SET` when cancelled through the API. */
  cancelledAt: string | null;
  validTo: number;
  signingScheme: SigningScheme;
};

/** The status and `invalidated` of `order` on `chain` at `nowSeconds`, coded as `shown`. */
function shownCodeOf(order: StatusFacts, fullyExecuted: boolean, chain: ChainView, nowSeconds: number): number {
  const invalidated = isCancellationInEffect(order, chain);
  const status = deriveStatusKnowingExecution(fullyExecuted, order, chain, {
    cancellationInEffect: invalidated,
    nowSeconds,
  });
  return STATUSES.indexOf(status) * 2 + (invalidated ? 1 : 0);
}

/** `shownCodeOf` order `index` of `page`. */
function shownCode(page: SentPage, index: number, chain: ChainView, nowSeconds: number): number {
  const order = {
    uid: page.uids.slice(index === 0 ? 0 : page.uidEnds[index - 1], page.uidEnds[index]) as Hex,
    cancelledAt: (page.flags[index]! & CANCELLED) === 0 ? null : CANCELLED_AT_SET,
    validTo: page.validTo[index]!,
    signingScheme: SIGNING_SCHEMES[page.signingSchemes[index]!]!,
  };
  return shownCodeOf(order, (page.flags[index]! & FULLY_EXECUTED) !== 0, chain, nowSeconds);
}

function isCurrent(page: SentPage, chain: ChainView): boolean {
  const nowSeconds = nowSecondsOf(chain);
  for (let index = 0; index < page.shown.length; index += 1)
    if (shownCode(page, index, chain, nowSeconds) !== page.shown[index]) return false;
  return true;
}

/** `chain` with its clock stopped at its current instant: a clock read twice could straddle a `validTo`. */
function atOneInstant(chain: ChainView): ChainView {
  const instant = chain.now();
  return { ...chain, now: () => instant };
}

/** The page of `reads` on `chain` at one instant: its bytes and what they were derived from. */
function sentPage(reads: readonly CachedOrderRead[], chain: ChainView): SentPage {
  const atInstant = atOneInstant(chain);
  const count = reads.length;
  const page: SentPage = {
    bytes: toOrdersJsonBytes(reads, atInstant),
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

/**
 * A single order as sent (`GET /orders/{uid}`), its text and what its status derives from beyond
 * its row, in one object: checked on every read in a few loads, where a page's typed arrays
 * would be five objects and five buffers to reach.
 */
type SentOrder = StatusFacts & {
  /** Sent as text: Node writes a short text with the head in one write (`mountOperations`). */
  readonly json: string;
  readonly fullyExecuted: boolean;
  /** As `SentPage.shown`. */
  readonly shown: number;
  /** The account it is kept under, marked when it is read. */
  readonly owner: KeptOwner;
};

/** `read`, whose uid is `uid`, as sent on `chain` now. */
function sentOrder(uid: Hex, read: CachedOrderRead, chain: ChainView, owner: KeptOwner): SentOrder {
  const atInstant = atOneInstant(chain);
  const order = read.cached === null ? read.order : read.state;
  const fullyExecuted = read.cached === null ? isFullyExecuted(read.order) : isStoredOrderFullyExecuted(read.state);
  const facts: StatusFacts = {
    uid,
    cancelledAt: order.cancelledAt === null ? null : CANCELLED_AT_SET,
    validTo: order.validTo,
    signingScheme: order.signingScheme,
  };
  const shown = shownCodeOf(facts, fullyExecuted, atInstant, nowSecondsOf(atInstant));
  // Object.assign, not a spread extended by keys: those give each object a hidden class of its own
  // (docs/performance.md#v8s-warm-up).
  return Object.assign({}, facts, { json: toOrderJson(read, atInstant), fullyExecuted, shown, owner });
}

/** A kept order's object, its map entry and its uid key beyond its text. */
const ORDER_OVERHEAD_BYTES = 320;
const orderSizeOf = (order: SentOrder) => ORDER_OVERHEAD_BYTES + order.json.length;

/** What is kept of one account: its pages, and the uids of its orders kept as read by uid. */
type KeptOwner = {
  readonly key: string;
  readonly network: string;
  /** By `offset limit`. */
  readonly pages: Map<string, SentPage>;
  /** The uids of its kept single orders, each in its network's index. */
  readonly orderUids: string[];
  /** Read since the eviction sweep last passed it: it is passed over once more (second chance). */
  read: boolean;
};

export function createAccountPages(
  orderJson: OrderJsonCache,
  subscribe: SubscribeToOrderWrites,
  /**
   * The budget (`RESPONSE_CACHE_MB`). Beyond it the accounts not read since the eviction sweep last
   * passed them are dropped, oldest first (`evict`); 0 keeps nothing.
   */
  limitBytes: number,
): AccountPages {
  /**
   * Accounts by `network owner`, in eviction order. A read marks its account instead of moving it
   * to the back (a map delete and insert, the larger part of a cached single order's look-up);
   * the sweep moves a marked account to the back and drops the first unmarked one, so accounts not
   * read since the sweep last passed them go first.
   */
  const owners = new Map<string, KeptOwner>();
  /** Single orders by network, then uid: a read by uid needs neither its owner's key nor its map. */
  const ordersByNetwork = new Map<string, Map<string, SentOrder>>();
  let size = 0;
  function drop(owner: KeptOwner) {
    owners.delete(owner.key);
    for (const page of owner.pages.values()) size -= sizeOf(page);
    const orders = ordersByNetwork.get(owner.network);
    for (const uid of owner.orderUids) {
      const kept = orders?.get(uid);
      if (kept === undefined) continue;
      size -= orderSizeOf(kept);
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
  /**
   * Drops accounts until the kept bytes fit, never `serving`'s (whose answer was just kept) unless
   * the budget is 0: the cache is off and keeps nothing.
   */
  function evict(serving: KeptOwner) {
    if (size <= limitBytes) return;
    // A marked account moved to the back is met again later in the same loop, unmarked.
    for (const owner of owners.values()) {
      if (size <= limitBytes) return;
      if (owner === serving && limitBytes > 0) continue;
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
      if (kept !== undefined && isCurrent(kept, chain)) return kept.bytes;
      const page = sentPage(orderJson.ordersOfOwner(parameters), chain);
      const into = owner ?? keptOwner(network, ownerAddress);
      if (kept !== undefined) size -= sizeOf(kept);
      into.pages.set(pageKey, page);
      size += sizeOf(page);
      evict(into);
      return page.bytes;
    },
    order({ network, uid }, chain) {
      let orders = ordersByNetwork.get(network);
      const kept = orders?.get(uid);
      if (kept !== undefined) {
        kept.owner.read = true;
        if (shownCodeOf(kept, kept.fullyExecuted, chain, nowSecondsOf(chain)) === kept.shown) return kept.json;
      }
      const read = orderJson.order(network, uid);
      if (read === undefined) return undefined;
      const owner = kept?.owner ?? keptOwner(network, ownerOfUid(uid));
      const order = sentOrder(uid, read, chain, owner);
      if (orders === undefined) ordersByNetwork.set(network, (orders = new Map()));
      orders.set(uid, order);
      if (kept === undefined) owner.orderUids.push(uid);
      size += orderSizeOf(order) - (kept === undefined ? 0 : orderSizeOf(kept));
      evict(owner);
      return order.json;
    },
  };
}

/** The owner in a lower-case uid (digest ‖ owner ‖ validTo: characters 66–105 of its hex). */
function ownerOfUid(uid: Hex): string {
  return `0x${uid.slice(66, 106)}`;
}
