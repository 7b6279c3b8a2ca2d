import * as fc from 'fast-check';
import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { createOrderJsonCacheStore } from '../../db/stores/orderJsonCacheStore.js';
import { cancelOrder, insertOrder } from '../../db/tables/orders.js';
import { onOrdersOfOwnerWritten } from '../../db/tables/orderWrites.js';
import { updateOrderExecution } from '../../db/tables/solvableOrders.js';
import type { Order } from '../../domain/orders/types.js';
import { createFakeChain } from '../../domain/testing/createFakeChain.js';
import { exampleOrder } from '../../domain/testing/exampleOrder.js';
import { loadConfig } from '../../config.js';
import { createMemoryStores } from '../../testing/memoryStores.js';
import { createAccountPages } from './accountPages.js';
import { toOrderJson, toOrdersJsonBytes } from './dto/order.js';
import { createOrderJsonCache } from './orderJsonCache.js';

const owner = '0x1111111111111111111111111111111111111111' as Address;
/** A uid as the protocol lays it out (digest ‖ owner ‖ validTo): the cache finds an order's owner in it. */
const uidOf = (index: number) => `0x${index.toString(16).padStart(64, '0')}${owner.slice(2)}ffffffff` as Hex;
const start = new Date('2026-01-01T00:00:00Z');
const startSeconds = start.getTime() / 1000;

/**
 * An account's orders in a database, its page cache (the configured default budget unless
 * `limitBytes` says otherwise) and the page as read without it; `builds` counts the pages and
 * orders read from the rows, which a kept answer spares.
 */
function accountWith(orders: Order[], limitBytes = loadConfig({}).responseCacheBytes) {
  const { db } = createMemoryStores();
  for (const order of orders) insertOrder(db, order);
  const chain = createFakeChain({ now: start, prices: {} });
  const orderJson = createOrderJsonCache(createOrderJsonCacheStore(db));
  const builds = { pages: 0, orders: 0 };
  const counted: typeof orderJson = {
    ...orderJson,
    ordersOfOwner: (parameters) => (builds.pages++, orderJson.ordersOfOwner(parameters)),
    order: (network, uid) => (builds.orders++, orderJson.order(network, uid)),
  };
  const pages = createAccountPages(counted, (listener) => onOrdersOfOwnerWritten(db, listener), limitBytes);
  const parameters = { network: 'mainnet', owner, offset: 0, limit: 1000 };
  return {
    db,
    chain,
    builds,
    page: (offset = 0, limit = 1000) => pages.page({ ...parameters, offset, limit }, chain).toString(),
    /** `GET /orders/{uid}`'s body. */
    order: (uid: Hex) => pages.order({ network: 'mainnet', uid }, chain)?.toString(),
    /** That body built from its row, as without the cache. */
    rebuiltOrder: (uid: Hex) => {
      const read = orderJson.order('mainnet', uid);
      return read === undefined ? undefined : toOrderJson(read, chain);
    },
    /** The page built from its rows, as without the cache. */
    rebuilt: (offset = 0, limit = 1000) =>
      toOrdersJsonBytes(orderJson.ordersOfOwner({ ...parameters, offset, limit }), chain).toString(),
  };
}

const statusesOf = (json: string) => (JSON.parse(json) as { uid: Hex; status: string }[]).map(({ status }) => status);

describe('createAccountPages', () => {
  test('behavior: the page shows each change to its orders on the next read, whichever way it came', () => {
    const orders = [
      exampleOrder({ uid: uidOf(1), validTo: startSeconds + 60 }),
      exampleOrder({ uid: uidOf(2) }),
      exampleOrder({ uid: uidOf(3) }),
      exampleOrder({ uid: uidOf(4), signingScheme: 'presign' }),
      exampleOrder({ uid: uidOf(5) }),
    ];
    const account = accountWith(orders);
    const { db, chain } = account;
    // Newest first: all were created at the same instant, so the last inserted comes first.
    const statusOf = (index: number) => {
      const status = statusesOf(account.page())[orders.length - index];
      // The order read alone says the same.
      expect((JSON.parse(account.order(uidOf(index))!) as { status: string }).status).toBe(status);
      return status;
    };
    expect(statusesOf(account.page())).toEqual(['open', 'presignaturePending', 'open', 'open', 'open']);

    chain.setTime(new Date(start.getTime() + 61_000));
    expect(statusOf(1)).toBe('expired');

    cancelOrder(db, uidOf(2), new Date(start.getTime() + 62_000));
    expect(statusOf(2)).toBe('cancelled');

    const traded = orders[2]!;
    updateOrderExecution(db, { ...traded, executedSell: traded.sellAmount, executedBuy: traded.buyAmount }, true);
    expect(statusOf(3)).toBe('fulfilled');
    expect(JSON.parse(account.page())[2].executedSellAmount).toBe(traded.sellAmount.toString());

    chain.presign(uidOf(4), true);
    expect(statusOf(4)).toBe('open');

    chain.invalidate(uidOf(5));
    expect(statusOf(5)).toBe('cancelled');
    expect(JSON.parse(account.page())[0].invalidated).toBe(true);

    insertOrder(db, exampleOrder({ uid: uidOf(6), createdAt: new Date(start.getTime() + 1000) }));
    expect(JSON.parse(account.page())[0].uid).toBe(uidOf(6));
    expect(account.page()).toBe(account.rebuilt());
    expect(account.order(uidOf(6))).toBe(account.rebuiltOrder(uidOf(6)));
    expect(account.order(uidOf(7))).toBeUndefined();
  });

  test('behavior: a cancellation through the API during a settlement shows once the settlement is over', () => {
    const account = accountWith([exampleOrder({ uid: uidOf(1) })]);
    account.chain.settle(uidOf(1), true);
    expect(statusesOf(account.page())).toEqual(['open']);
    cancelOrder(account.db, uidOf(1), start);
    expect(statusesOf(account.page())).toEqual(['open']);
    account.chain.settle(uidOf(1), false);
    expect(statusesOf(account.page())).toEqual(['cancelled']);
  });

  test('behavior: a budget of 0 (RESPONSE_CACHE_MB=0) keeps nothing: every read is built from the rows and answers the same', () => {
    const orders = [exampleOrder({ uid: uidOf(1) }), exampleOrder({ uid: uidOf(2) })];
    const cached = accountWith(orders);
    const uncached = accountWith(orders, 0);
    for (const account of [cached, uncached]) {
      for (let read = 0; read < 3; read++) {
        expect(account.page()).toBe(account.rebuilt());
        expect(account.order(uidOf(1))).toBe(account.rebuiltOrder(uidOf(1)));
      }
    }
    // `rebuilt`/`rebuiltOrder` read the rows directly, uncounted: only the cache's own builds count.
    expect(cached.builds).toEqual({ pages: 1, orders: 1 });
    expect(uncached.builds).toEqual({ pages: 3, orders: 3 });
    expect(JSON.parse(uncached.page())).toHaveLength(2);
  });

  test('behavior: every page or order read answers, to the byte, what its rows build then, across random changes and sizes of the cache', () => {
    const read = fc.record({
      kind: fc.constant('read' as const),
      offset: fc.constantFrom(0, 1),
      limit: fc.constantFrom(2, 1000),
    });
    const readOne = fc.record({ kind: fc.constant('readOne' as const), which: fc.nat() });
    const step = fc.oneof(
      // Few page sizes, read often: a page read again after a change is the case that matters.
      read,
      read,
      read,
      readOne,
      readOne,
      fc.record({
        kind: fc.constant('place' as const),
        presign: fc.boolean(),
        lifetime: fc.integer({ min: -5, max: 300 }),
      }),
      fc.record({
        kind: fc.constantFrom(
          'cancel',
          'fill',
          'partFill',
          'presign',
          'invalidate',
          'settle',
          'unsettle',
        ) as fc.Arbitrary<'cancel' | 'fill' | 'partFill' | 'presign' | 'invalidate' | 'settle' | 'unsettle'>,
        which: fc.nat(),
      }),
      fc.record({ kind: fc.constant('wait' as const), seconds: fc.integer({ min: 1, max: 120 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 40 }),
        fc.constantFrom(undefined, 5_000, 0),
        (steps, limitBytes) => {
          const account = accountWith([], limitBytes);
          const placed: Order[] = [];
          let now = start.getTime();
          for (const next of steps) {
            const target = placed.length > 0 && 'which' in next ? placed[next.which % placed.length]! : undefined;
            switch (next.kind) {
              case 'read':
                expect(account.page(next.offset, next.limit)).toBe(account.rebuilt(next.offset, next.limit));
                break;
              case 'readOne':
                if (target !== undefined) expect(account.order(target.uid)).toBe(account.rebuiltOrder(target.uid));
                break;
              case 'place': {
                const order = exampleOrder({
                  uid: uidOf(placed.length + 1),
                  createdAt: new Date(now),
                  validTo: Math.floor(now / 1000) + next.lifetime,
                  signingScheme: next.presign ? 'presign' : 'eip712',
                });
                insertOrder(account.db, order);
                placed.push(order);
                break;
              }
              case 'wait':
                now += next.seconds * 1000;
                account.chain.setTime(new Date(now));
                break;
              default:
                if (target === undefined) break;
                if (next.kind === 'cancel') cancelOrder(account.db, target.uid, new Date(now));
                if (next.kind === 'fill' || next.kind === 'partFill') {
                  const part = next.kind === 'fill' ? 1n : 2n;
                  const executed = { executedSell: target.sellAmount / part, executedBuy: target.buyAmount / part };
                  updateOrderExecution(account.db, { ...target, ...executed }, part === 1n);
                }
                if (next.kind === 'presign') account.chain.presign(target.uid, true);
                if (next.kind === 'invalidate') account.chain.invalidate(target.uid);
                if (next.kind === 'settle' || next.kind === 'unsettle')
                  account.chain.settle(target.uid, next.kind === 'settle');
            }
          }
          expect(account.page()).toBe(account.rebuilt());
          for (const order of placed) expect(account.order(order.uid)).toBe(account.rebuiltOrder(order.uid));
        },
      ),
      { numRuns: 150 },
    );
  });
});
