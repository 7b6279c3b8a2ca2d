import type { Address, Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import type { Order } from '../domain/orders/types.js';
import {
  cancelledNotification,
  expiredNotification,
  filledPercent,
  insufficientBalanceNotification,
  orderFacts,
  priceImprovementNotification,
  tradeNotification,
} from './notifications.js';
import { TOKENS } from '../testing/fixtures.js';

const { WETH, USDC } = TOKENS;
const tokens = (token: Address) =>
  token === WETH ? { symbol: 'WETH', decimals: 18 } : { symbol: 'USDC', decimals: 6 };
const time = new Date('2026-01-01T00:00:24.000Z');
const TX = `0x${'ab'.repeat(32)}` as Hex;

const order = {
  uid: `0x${'aa'.repeat(56)}`,
  network: 'mainnet',
  owner: '0x1111111111111111111111111111111111111111',
  sellToken: WETH,
  buyToken: USDC,
  sellAmount: 10n ** 18n,
  buyAmount: 3_000_000_000n,
  kind: 'sell',
  validTo: 1_767_229_200,
  executedSell: 4n * 10n ** 17n,
  executedSellBeforeFees: 4n * 10n ** 17n,
  executedBuy: 1_240_000_000n,
  executedFee: 0n,
} as unknown as Order; // only the fields the notifications read

describe('tradeNotification', () => {
  test('default: a partial fill names the share filled, with a deterministic id', () => {
    const trade = { txHash: TX, blockNumber: 7, logIndex: 2, sellAmount: 4n * 10n ** 17n, buyAmount: 1_240_000_000n };
    const notification = tradeNotification({ order, time, tokens, filled: false, trade });
    expect(notification).toMatchObject({
      id: `order_partially_filled:${order.uid}:${TX}:2`,
      account: order.owner,
      type: 'order_partially_filled',
      timestamp: time,
      message:
        'Your order to sell 1 WETH for at least 3000 USDC was partially filled (40%): sold 0.4 WETH for 1240 USDC.',
      metadata: { orderUid: order.uid, txHash: TX, filledPercent: '40', tradeBuyAmount: '1240000000' },
    });
    expect(tradeNotification({ order, time, tokens, filled: false, trade })).toEqual(notification);
  });

  test('behavior: metadata lists the order members first, then the trade members, in the served order', () => {
    const trade = { txHash: TX, blockNumber: 7, logIndex: 2, sellAmount: 4n * 10n ** 17n, buyAmount: 1_240_000_000n };
    const { metadata } = tradeNotification({ order, time, tokens, filled: false, trade });
    expect(Object.keys(metadata)).toEqual([
      ...Object.keys(orderFacts(order, tokens).metadata),
      'txHash',
      'blockNumber',
      'tradeSellAmount',
      'tradeBuyAmount',
      'filledPercent',
    ]);
  });
});

describe('orderFacts', () => {
  test('equivalence: shared facts give the same notifications, byte for byte, as building them each time', () => {
    const trade = {
      txHash: TX,
      blockNumber: 7,
      logIndex: 2,
      sellAmount: 4n * 10n ** 17n,
      buyAmount: 1_240_000_000n,
      surplusNative: 12_345_678_900_000n,
    };
    const native = { symbol: 'ETH', decimals: 18 };
    for (const variant of [order, { ...order, kind: 'buy' } as Order]) {
      const facts = orderFacts(variant, tokens);
      for (const filled of [false, true]) {
        const plain = tradeNotification({ order: variant, time, tokens, filled, trade });
        const shared = tradeNotification({ order: variant, time, tokens, filled, trade, facts });
        expect(JSON.stringify(shared.metadata)).toBe(JSON.stringify(plain.metadata));
        expect(shared).toEqual(plain);
      }
      const parameters = { order: variant, time, tokens, trade, native, thresholdNative: 10n ** 12n };
      const plain = priceImprovementNotification(parameters);
      const shared = priceImprovementNotification({ ...parameters, facts });
      expect(JSON.stringify(shared.metadata)).toBe(JSON.stringify(plain.metadata));
      expect(shared).toEqual(plain);
    }
  });
});

describe('expiredNotification', () => {
  test('default: one id per order', () => {
    expect(expiredNotification({ order, time, tokens })).toMatchObject({
      id: `order_expired:${order.uid}`,
      type: 'order_expired',
      message: 'Your order to sell 1 WETH for at least 3000 USDC expired 40% filled.',
    });
  });
});

describe('filledPercent', () => {
  test('behavior: buy orders count what was bought', () => {
    expect(filledPercent({ ...order, kind: 'buy', executedBuy: 750_000_000n })).toBe('25');
  });
});

describe('metadata', () => {
  test('behavior: every notification names its chain id; a balance warning names the token (the documented examples)', () => {
    const trade = { txHash: TX, blockNumber: 7, logIndex: 2, sellAmount: 4n * 10n ** 17n, buyAmount: 1_240_000_000n };
    const all = [
      tradeNotification({ order, time, tokens, filled: false, trade }),
      priceImprovementNotification({
        order,
        time,
        tokens,
        trade: { txHash: TX, logIndex: 2, surplusNative: 10n ** 16n },
        native: { symbol: 'ETH', decimals: 18 },
        thresholdNative: 10n ** 15n,
      }),
      expiredNotification({ order, time, tokens }),
      cancelledNotification({ order, time, tokens, source: 'api' }),
      insufficientBalanceNotification({ order, time, tokens, blockNumber: 7, balance: 0n, required: 10n ** 18n }),
    ];
    for (const notification of all) expect(notification.metadata, notification.type).toMatchObject({ chainId: 1 });
    expect(orderFacts({ ...order, network: 'xdai' } as Order, tokens).metadata.chainId).toBe(100);
    expect(all[4]?.metadata).toMatchObject({ token: WETH });
  });
});
