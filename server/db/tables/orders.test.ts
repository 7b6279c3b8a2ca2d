import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import type { Order } from '../../domain/orders/types.js';
import { exampleOrder as anOrder } from '../../domain/testing/exampleOrder.js';
import { migrate } from '../migrate.js';
import { openDatabase } from '../open.js';
import { findStoredOrdersByOwner, getOrdersByUids, getStoredOrdersByUids, insertOrder } from './orders.js';

const OWNER = `0x${'11'.repeat(20)}` as Address;
const OTHER_OWNER = `0x${'22'.repeat(20)}` as Address;
const uidOf = (index: number) => `0x${index.toString(16).padStart(112, '0')}` as Hex;

function exampleOrder(index: number, overrides: Partial<Order> = {}): Order {
  return anOrder({
    uid: uidOf(index),
    owner: OWNER,
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000),
    sellToken: `0x${'aa'.repeat(20)}`,
    buyToken: `0x${'bb'.repeat(20)}`,
    signature: `0x${'cd'.repeat(65)}`,
    ...overrides,
  });
}

function databaseWith(orders: Order[]) {
  const db = openDatabase(':memory:');
  migrate(db, { now: () => new Date(0) });
  for (const order of orders) insertOrder(db, order);
  return db;
}

describe('getOrdersByUids', () => {
  test('behavior: the orders that exist, in the order asked, a repeated uid repeated', () => {
    const db = databaseWith([1, 2, 3].map((index) => exampleOrder(index)));
    const asked = [uidOf(3), uidOf(9), uidOf(1), uidOf(3).toUpperCase().replace('0X', '0x') as Hex];

    expect(getOrdersByUids(db, asked).map((order) => order.uid)).toEqual([uidOf(3), uidOf(1), uidOf(3)]);
    expect(getStoredOrdersByUids(db, asked).map((order) => order.uid)).toEqual([uidOf(3), uidOf(1), uidOf(3)]);
    expect(getStoredOrdersByUids(db, [])).toEqual([]);
  });
});

describe('findStoredOrdersByOwner', () => {
  test('behavior: newest first, orders created at the same time newest inserted first, paged', () => {
    const sameTime = new Date(Date.UTC(2026, 0, 2));
    const db = databaseWith([
      exampleOrder(1),
      exampleOrder(2, { createdAt: sameTime }),
      exampleOrder(3, { createdAt: sameTime }),
      exampleOrder(4, { owner: OTHER_OWNER }),
      exampleOrder(5, { network: 'xdai' }),
      exampleOrder(6, { createdAt: sameTime }),
      exampleOrder(7, { createdAt: new Date(Date.UTC(2025, 0, 1)) }),
    ]);
    const page = (offset: number, limit: number) =>
      findStoredOrdersByOwner(db, { network: 'mainnet', owner: OWNER, offset, limit }).map((order) => order.uid);

    expect(page(0, 10)).toEqual([uidOf(6), uidOf(3), uidOf(2), uidOf(1), uidOf(7)]);
    expect(page(1, 2)).toEqual([uidOf(3), uidOf(2)]);
  });
});
