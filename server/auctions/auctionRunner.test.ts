/**
 * The batch auctions end to end through the real server (manual clock, in-memory database, the
 * default scenario): orders signed with viem, submitted over HTTP, `advance` runs one auction
 * per block, and everything reads back through the API and the stored notifications.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keccak256, stringToHex, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  createSqliteWorldStore,
  orderCancellationTypes,
  orderDomain,
  serializeSnapshot,
  solverAddressOf,
  type SavedWorld,
} from '../../simulator/index.js';
import { findNotificationsByAccount } from '../db/tables/notifications.js';
import { findSettledHooks } from '../db/tables/settledHooks.js';
import { exampleOrder } from '../domain/testing/exampleOrder.js';
import { startTestServer, type TestServer } from '../testing/startTestServer.js';
import { TOKENS, ok, orderbookClient, refused, simulatorClient, submitOrder } from '../testing/fixtures.js';

const { WETH, USDC } = TOKENS;
const ONE_ETHER = 10n ** 18n;
const DEFAULT_SCENARIO = join(import.meta.dirname, '../../simulator/scenarios/default.yaml');

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const orderbook = () => orderbookClient(server);
const control = () => simulatorClient(server);

const nowSeconds = () => Math.floor(server.context.clock.now().getTime() / 1000);

type Draft = {
  sellToken: Address;
  buyToken: Address;
  sellAmount: bigint;
  buyAmount: bigint;
  kind: 'sell' | 'buy';
  partiallyFillable?: boolean;
  validFor?: number;
  appData?: string;
};

/** 0.1 WETH for at least 100 USDC: far below the market (~320 USDC), so it fills at the first chance. */
const MARKETABLE_SELL: Draft = {
  sellToken: WETH,
  buyToken: USDC,
  sellAmount: ONE_ETHER / 10n,
  buyAmount: 100_000_000n,
  kind: 'sell',
};

/** Signs (EIP-712) and submits an order; returns its uid. */
function submit(account: PrivateKeyAccount, draft: Draft): Promise<Hex> {
  return submitOrder(server, account, {
    sellToken: draft.sellToken,
    buyToken: draft.buyToken,
    receiver: null,
    sellAmount: draft.sellAmount,
    buyAmount: draft.buyAmount,
    validTo: nowSeconds() + (draft.validFor ?? 1800),
    appData: draft.appData ?? '{}',
    feeAmount: 0n,
    kind: draft.kind,
    partiallyFillable: draft.partiallyFillable ?? false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
  });
}

const advance = async (body: { blocks?: number; seconds?: number }) =>
  (await control().POST('/sim/v1/advance', { body })).response;
const order = (UID: Hex) => orderbook().GET('/api/v1/orders/{UID}', { params: { path: { UID } } });
const tradesOf = (orderUid: Hex) => orderbook().GET('/api/v1/trades', { params: { query: { orderUid } } });
const debugReport = (uid: Hex) => orderbook().GET('/api/v1/debug/order/{uid}', { params: { path: { uid } } });

describe('auctionRunner', () => {
  test('default: a signed order is auctioned, settled and reads back fulfilled with its whole history', async () => {
    const trader = privateKeyToAccount(generatePrivateKey());
    const owner = trader.address.toLowerCase() as Address;
    expect((await orderbook().GET('/api/v1/auction')).response.status).toBe(404);
    // 0.1 WETH for at least 100 USDC: far below the market (~320 USDC), so it fills with surplus.
    const hook = { target: '0x1111111111111111111111111111111111111111', callData: '0x', gasLimit: '50000' };
    const uid = await submit(trader, {
      sellToken: WETH,
      buyToken: USDC,
      sellAmount: ONE_ETHER / 10n,
      buyAmount: 100_000_000n,
      kind: 'sell',
      appData: JSON.stringify({ appCode: 'runner-test', metadata: { hooks: { pre: [hook], post: [] } } }),
    });

    expect((await advance({ blocks: 3 })).status).toBe(200);

    const settledOrder = ok(await order(uid));
    expect(settledOrder.status).toBe('fulfilled');
    expect(settledOrder.executedSellAmount).toBe((ONE_ETHER / 10n).toString());
    expect(BigInt(settledOrder.executedBuyAmount)).toBeGreaterThan(100_000_000n);

    // Trades v1 and v2.
    const trades = ok(await tradesOf(uid));
    expect(trades).toHaveLength(1);
    const [trade] = trades;
    expect(trade).toMatchObject({ orderUid: uid, owner, sellToken: WETH, buyToken: USDC });
    expect(ok(await orderbook().GET('/api/v2/trades', { params: { query: { owner } } }))).toEqual(trades);
    expect(refused(await orderbook().GET('/api/v2/trades', { params: { query: { owner, limit: 0 } } }))).toMatchObject({
      errorType: 'InvalidLimit',
    });
    expect(refused(await orderbook().GET('/api/v1/trades', { params: { query: {} } }))).toMatchObject({
      errorType: 'InvalidTradeFilter',
    });

    // The auction and its competition, v1 and v2, by id, latest and transaction.
    expect((await orderbook().GET('/api/v1/auction')).response.status).toBe(200);
    const txHash = trade!.txHash;
    if (txHash === null) throw new Error('a settled trade names its transaction');
    const byTx = ok(
      await orderbook().GET('/api/v1/solver_competition/by_tx_hash/{tx_hash}', {
        params: { path: { tx_hash: txHash } },
      }),
    );
    expect(byTx.solutions.at(-1)).toMatchObject({ isWinner: true, solver: expect.any(String) });
    const auctionId = byTx.auctionId;
    const competition = (auction_id: number) => ({ params: { path: { auction_id } } });
    expect(ok(await orderbook().GET('/api/v1/solver_competition/{auction_id}', competition(auctionId)))).toEqual(byTx);
    const v2 = ok(
      await orderbook().GET('/api/v2/solver_competition/by_tx_hash/{tx_hash}', {
        params: { path: { tx_hash: txHash } },
      }),
    );
    expect(v2).toMatchObject({ auctionId, transactionHashes: [txHash] });
    expect(v2.solutions.find((solution) => solution.isWinner)?.txHash).toBe(txHash);
    expect(Object.keys(v2.referenceScores).length).toBeGreaterThan(0);
    expect(
      ok(await orderbook().GET('/restricted/api/v2/solver_competition/{auction_id}', competition(auctionId))),
    ).toEqual(v2);
    expect(ok(await orderbook().GET('/api/v2/solver_competition/{auction_id}', competition(auctionId)))).toEqual(v2);
    expect((await orderbook().GET('/api/v1/solver_competition/latest')).response.status).toBe(200);
    expect((await orderbook().GET('/api/v2/solver_competition/latest')).response.status).toBe(200);
    expect(
      (await orderbook().GET('/api/v1/solver_competition/{auction_id}', competition(987654))).response.status,
    ).toBe(404);

    // Orders by transaction, total surplus, status.
    const byTxOrders = ok(
      await orderbook().GET('/api/v1/transactions/{txHash}/orders', { params: { path: { txHash } } }),
    );
    expect(byTxOrders.map((entry) => entry.uid)).toEqual([uid]);
    const surplus = ok(
      await orderbook().GET('/api/v1/users/{address}/total_surplus', { params: { path: { address: owner } } }),
    );
    expect(BigInt(surplus.totalSurplus)).toBeGreaterThan(0n);
    const status = ok(await orderbook().GET('/api/v1/orders/{UID}/status', { params: { path: { UID: uid } } }));
    expect(status.type).toBe('traded');
    expect(status.value?.length).toBeGreaterThan(0);
    expect(status.value?.at(-1)).toMatchObject({
      solver: expect.any(String),
      executedAmounts: expect.any(Object),
    });

    // The debug report, at both paths, with every field populated.
    const debug = ok(await debugReport(uid));
    expect(debug.events.map((event) => event.label)).toEqual(['created', 'ready', 'considered', 'executing', 'traded']);
    // The auction's stages and the trade name the auction; creation names none.
    expect(debug.events.map((event) => event.auctionId)).toEqual([
      undefined,
      auctionId,
      auctionId,
      auctionId,
      auctionId,
    ]);
    const settled = debug.auctions.find((entry) => entry.id === auctionId)!;
    // The auction's time is its block's, the time of its stage events.
    expect(settled.timestamp).toBe(debug.events[1]!.timestamp);
    expect(Object.keys(settled.nativePrices).sort()).toEqual([USDC, WETH]);
    expect(settled.proposedSolutions.length).toBeGreaterThan(0);
    expect(settled.executions).toHaveLength(1);
    expect(settled.settlementAttempts).toMatchObject([{ outcome: 'success' }]);
    expect(settled.feePolicies.length).toBeGreaterThan(0);
    expect(debug.trades).toHaveLength(1);
    expect(ok(await orderbook().GET('/restricted/api/v1/debug/order/{uid}', { params: { path: { uid } } }))).toEqual(
      debug,
    );

    // The owner's notifications: filled (and the surplus is a price improvement).
    const notifications = findNotificationsByAccount(server.context.db, owner);
    expect(notifications.map((entry) => entry.type)).toContain('order_filled');
    expect(notifications.find((entry) => entry.type === 'order_filled')?.metadata).toMatchObject({ orderUid: uid });
    // The pre-hook ran in the settlement: one row for the hooks analytics.
    expect(findSettledHooks(server.context.db, { chainId: 1, since: new Date(0), limit: 10, offset: 0 })).toMatchObject(
      [
        {
          environment: 'batchbook',
          appCode: 'runner-test',
          hookType: 'pre',
          target: hook.target,
          gasLimit: 50_000,
          txHash,
          orderUid: uid,
          success: true,
        },
      ],
    );
    // ~0.07 ETH better than the limit: above the default threshold.
    expect(notifications.map((entry) => entry.type)).toContain('price_improvement');
  });

  test('behavior: an unfillable fill-or-kill order expires and is notified exactly once', async () => {
    const trader = privateKeyToAccount(generatePrivateKey());
    const owner = trader.address.toLowerCase() as Address;
    // 0.1 WETH for 10,000 USDC: no solver can fill it.
    const uid = await submit(trader, {
      sellToken: WETH,
      buyToken: USDC,
      sellAmount: ONE_ETHER / 10n,
      buyAmount: 10_000_000_000n,
      kind: 'sell',
      validFor: 120,
    });
    expect((await advance({ blocks: 4 })).status).toBe(200);
    expect(ok(await order(uid)).status).toBe('open');
    // One `ready` however many auctions the order sits in.
    const report = ok(await debugReport(uid));
    expect(report.events.map((event) => event.label)).toEqual(['created', 'ready']);
    expect(report.auctions).toHaveLength(4);
    expect(ok(await orderbook().GET('/api/v1/orders/{UID}/status', { params: { path: { UID: uid } } }))).toMatchObject({
      type: 'active',
    });
    expect((await advance({ seconds: 300, blocks: 1 })).status).toBe(200);
    expect((await advance({ blocks: 3 })).status).toBe(200);
    expect(ok(await order(uid)).status).toBe('expired');
    const expired = findNotificationsByAccount(server.context.db, owner).filter(
      (entry) => entry.type === 'order_expired',
    );
    expect(expired).toHaveLength(1);
    expect(expired[0]?.metadata).toMatchObject({ orderUid: uid });
  });

  test("behavior: an order accepted in the same turn as a block is in that block's auction", async () => {
    const { orderbook, simulation } = server.context;
    const uid = `0x${'ab'.repeat(56)}` as Hex;
    const now = server.context.clock.now();
    const order = exampleOrder({ uid, createdAt: now, validTo: nowSeconds() + 600 });
    // A submission's write is queued for the end of the turn; an `advance` read in the same poll
    // produces its block before that.
    const accepted = orderbook.stores.orders.insertOrder(order, { now });
    simulation.advance('mainnet', { blocks: 1 });
    await accepted;
    const labels = orderbook.stores.orders.getEvents(uid).map((event) => event.label);
    expect(labels[0]).toBe('created');
    expect(labels.length).toBeGreaterThan(1); // the block's auction saw it (ready, or why not)
  });

  test('behavior: cancellations through the API and on chain are notified once each', async () => {
    const trader = privateKeyToAccount(generatePrivateKey());
    const owner = trader.address.toLowerCase() as Address;
    const unfillable = { sellToken: WETH, buyToken: USDC, sellAmount: ONE_ETHER / 10n, kind: 'sell' as const };
    const viaApi = await submit(trader, { ...unfillable, buyAmount: 10_000_000_000n });
    const onChain = await submit(trader, { ...unfillable, buyAmount: 10_000_000_001n });
    expect((await advance({ blocks: 1 })).status).toBe(200);
    const signature = await trader.signTypedData({
      domain: orderDomain(1),
      types: orderCancellationTypes,
      primaryType: 'OrderCancellation',
      message: { orderUid: viaApi },
    });
    const cancellation = await orderbook().DELETE('/api/v1/orders/{UID}', {
      params: { path: { UID: viaApi } },
      body: { signature, signingScheme: 'eip712' },
    });
    expect(cancellation.response.status).toBe(200);
    expect((await control().POST('/sim/v1/invalidations', { body: { orderUid: onChain } })).response.status).toBe(200);
    expect((await advance({ blocks: 3 })).status).toBe(200);
    const cancelled = findNotificationsByAccount(server.context.db, owner).filter(
      (entry) => entry.type === 'order_cancelled',
    );
    expect(cancelled.map((entry) => [entry.metadata.orderUid, entry.metadata.source]).sort()).toEqual(
      [
        [viaApi, 'api'],
        [onChain, 'onchain'],
      ].sort(),
    );
    const events = ok(await debugReport(onChain));
    expect(events.events.map((event) => event.label)).toEqual(['created', 'ready', 'cancelled']);
  });

  test('behavior: a short balance drops the order as invalid and is notified once until it recovers', async () => {
    const trader = privateKeyToAccount(generatePrivateKey());
    const owner = trader.address.toLowerCase() as Address;
    const uid = await submit(trader, {
      sellToken: WETH,
      buyToken: USDC,
      sellAmount: ONE_ETHER / 10n,
      buyAmount: 10_000_000_000n,
      kind: 'sell',
    });
    const drain = async () =>
      (await control().POST('/sim/v1/balances/drain', { body: { token: WETH, account: owner } })).response;
    expect((await drain()).status).toBe(200);
    expect((await advance({ blocks: 3 })).status).toBe(200);
    const notices = () =>
      findNotificationsByAccount(server.context.db, owner).filter((entry) => entry.type === 'insufficient_balance');
    expect(notices()).toHaveLength(1);
    expect(notices()[0]?.metadata).toMatchObject({ orderUid: uid, balance: '0' });
    // Recovers (topped up), then runs short again: a second notification.
    const mint = await control().POST('/sim/v1/balances/mint', {
      body: { token: WETH, account: owner, amount: ONE_ETHER.toString() },
    });
    expect(mint.response.status).toBe(200);
    expect((await advance({ blocks: 1 })).status).toBe(200);
    expect((await drain()).status).toBe(200);
    expect((await advance({ blocks: 2 })).status).toBe(200);
    expect(notices()).toHaveLength(2);
    const report = ok(await debugReport(uid));
    expect(report.events).toMatchObject([
      { label: 'created' },
      { label: 'invalid', reason: 'insufficient_balance' },
      { label: 'ready' },
      { label: 'invalid', reason: 'insufficient_balance' },
    ]);
  });

  test('behavior: an order left out of a stored auction names it, as the orders the auction took in do', async () => {
    const [short, funded] = [privateKeyToAccount(generatePrivateKey()), privateKeyToAccount(generatePrivateKey())];
    const draft = { sellToken: WETH, buyToken: USDC, sellAmount: ONE_ETHER / 10n, buyAmount: 100_000_000n } as const;
    const [leftOut, takenIn] = [
      await submit(short, { ...draft, kind: 'sell' }),
      await submit(funded, { ...draft, kind: 'sell' }),
    ];
    const drained = await control().POST('/sim/v1/balances/drain', { body: { token: WETH, account: short.address } });
    expect(drained.response.status).toBe(200);
    expect((await advance({ blocks: 1 })).status).toBe(200);
    const ready = ok(await debugReport(takenIn)).events.find((event) => event.label === 'ready');
    expect(ready?.auctionId).toBeGreaterThan(0);
    expect(ok(await debugReport(leftOut)).events).toContainEqual({
      label: 'invalid',
      reason: 'insufficient_balance',
      timestamp: expect.any(String),
      auctionId: ready!.auctionId,
    });
  });

  test('behavior: opposing orders are matched peer to peer by the matcher, which wins and settles them at one price', async () => {
    const alice = privateKeyToAccount(generatePrivateKey());
    const bob = privateKeyToAccount(generatePrivateKey());
    const aliceUid = await submit(alice, {
      sellToken: WETH,
      buyToken: USDC,
      sellAmount: ONE_ETHER,
      buyAmount: 3_000_000_000n,
      kind: 'sell',
    });
    const bobUid = await submit(bob, {
      sellToken: USDC,
      buyToken: WETH,
      sellAmount: 3_400_000_000n,
      buyAmount: ONE_ETHER,
      kind: 'buy',
    });
    expect((await advance({ blocks: 1 })).status).toBe(200);
    // The first competition: the matcher's coincidence of wants (both orders, one clearing price
    // per token) is the one winner, and nothing else won a pair of it.
    const competition = ok(await orderbook().GET('/api/v1/solver_competition/latest'));
    const winners = competition.solutions.filter((solution) => solution.isWinner);
    expect(winners).toHaveLength(1);
    const [winner] = winners;
    expect(winner).toMatchObject({ solver: 'matcher', filteredOut: false, ranking: 1 });
    expect(winner!.orders.map((order) => order.id).sort()).toEqual([aliceUid, bobUid].sort());
    expect(Object.keys(winner!.clearingPrices).sort()).toEqual([USDC, WETH]);

    // The winners settle at the next block: both orders fulfilled by that one settlement, with the
    // amounts the winner proposed.
    expect((await advance({ blocks: 1 })).status).toBe(200);
    const trades = await Promise.all(
      [aliceUid, bobUid].map(async (uid) => {
        expect(ok(await order(uid)).status).toBe('fulfilled');
        const body = ok(await tradesOf(uid));
        expect(body).toHaveLength(1);
        const proposed = winner!.orders.find((order) => order.id === uid)!;
        expect(body[0]).toMatchObject({ sellAmount: proposed.sellAmount, buyAmount: proposed.buyAmount });
        return body[0]!;
      }),
    );
    const [aliceTrade, bobTrade] = trades;
    expect(aliceTrade!.txHash).toBe(bobTrade!.txHash);
    const v2 = ok(
      await orderbook().GET('/api/v2/solver_competition/{auction_id}', {
        params: { path: { auction_id: competition.auctionId } },
      }),
    );
    expect(v2.solutions.find((solution) => solution.isWinner)?.txHash).toBe(aliceTrade!.txHash);
    expect(aliceTrade!.sellAmount).toBe(ONE_ETHER.toString());
    expect(bobTrade!.buyAmount).toBe(ONE_ETHER.toString());

    // One uniform price: with the protocol fees added back, both trades exchange 1 WETH for USDC
    // at the clearing price up to their network fee (< 10 bps here; an AMM route costs ≥ 30 bps).
    const [wethPrice, usdcPrice] = [BigInt(winner!.clearingPrices[WETH]!), BigInt(winner!.clearingPrices[USDC]!)];
    const fees = (trade: (typeof trades)[number]) =>
      trade.executedProtocolFees.reduce((sum, fee) => sum + BigInt(fee.amount), 0n);
    // USDC atoms per WETH at the clearing price, × 10,000: value × usdcPrice × 10,000 against it.
    const clearing = ONE_ETHER * wethPrice * 10_000n;
    const aliceUsdc = (BigInt(aliceTrade!.buyAmount) + fees(aliceTrade!)) * usdcPrice;
    const bobUsdc = (BigInt(bobTrade!.sellAmount) - fees(bobTrade!)) * usdcPrice;
    expect(aliceUsdc * 10_000n).toBeLessThanOrEqual(clearing);
    expect(aliceUsdc * 10_010n).toBeGreaterThan(clearing);
    expect(bobUsdc * 10_000n).toBeGreaterThanOrEqual(clearing);
    expect(bobUsdc * 9_990n).toBeLessThan(clearing);
  });

  test('behavior: the same orders and blocks give the same history, byte for byte', async () => {
    const keys = [
      '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
      '0x0123456789012345678901234567890123456789012345678901234567890123',
    ] as const;
    const history = async () => {
      const [alice, bob] = keys.map((key) => privateKeyToAccount(key));
      await submit(alice!, {
        sellToken: WETH,
        buyToken: USDC,
        sellAmount: ONE_ETHER,
        buyAmount: 3_000_000_000n,
        kind: 'sell',
      });
      await submit(bob!, {
        sellToken: USDC,
        buyToken: WETH,
        sellAmount: 3_400_000_000n,
        buyAmount: ONE_ETHER,
        kind: 'buy',
        partiallyFillable: true,
      });
      expect((await advance({ blocks: 4 })).status).toBe(200);
      const tables = [
        'auctions',
        'auction_orders',
        'solutions',
        'settlement_attempts',
        'trades',
        'order_events',
        'notifications',
        'settled_hooks',
      ];
      return JSON.stringify(
        tables.map((table) => server.context.db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all()),
      );
    };
    const first = await history();
    await server.close();
    server = await startTestServer();
    expect(await history()).toBe(first);
    expect(first).toContain('traded');
  });
});

describe('auctionRunner: a settlement is stored whole or not at all', () => {
  test("behavior: when the order book's write of a settlement fails, the world's token movements are not stored either", async () => {
    const trader = privateKeyToAccount(generatePrivateKey());
    await submit(trader, MARKETABLE_SELL);
    expect((await advance({ blocks: 1 })).status).toBe(200);
    const { db } = server.context;
    const count = (sql: string) => db.prepare(sql).pluck().get() as number;
    const settlements = () => count(`SELECT count(*) FROM sim_mutations WHERE kind = 'settle'`);
    expect(settlements()).toBe(0);

    // The order book's write fails after the world settled (as a crash between the two would end).
    const store = server.context.auctions.store as unknown as { write: (writes: unknown) => void };
    const write = store.write;
    store.write = () => {
      throw new Error('disk full');
    };
    try {
      await advance({ blocks: 1 });
    } finally {
      store.write = write;
    }
    expect(count('SELECT count(*) FROM trades')).toBe(0);
    expect(settlements()).toBe(0);
  });

  test('behavior: a block that fails mid-way through a long advance leaves the world as the database has it, answers the documented 500 and the server keeps serving', async () => {
    const trader = privateKeyToAccount(generatePrivateKey());
    const uid = await submit(trader, MARKETABLE_SELL);
    const world = server.context.simulation.world('mainnet')!;
    const start = world.currentBlock().number;
    const balanceBefore = world.balanceOf(WETH, trader.address);
    // The first block auctions the order, the second settles it: its write fails.
    const restore = failSettlementWrites();
    let failed: Awaited<ReturnType<ReturnType<typeof control>['POST']>>;
    try {
      failed = await control().POST('/sim/v1/advance', { body: { blocks: 500 } });
    } finally {
      restore();
    }
    expect(failed.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused(failed)).toEqual({ status: 500, errorType: 'InternalServerError', description: '' });
    // The advance stopped at the failed block.
    expect(world.currentBlock().number).toBe(start + 2);
    expect(worldInMemory()).toBe(worldInDatabase());
    // The settlement that was rolled back moved none of the trader's WETH.
    expect(world.balanceOf(WETH, trader.address)).toBe(balanceBefore);

    // The server goes on: the order is auctioned again and trades.
    expect((await advance({ blocks: 3 })).status).toBe(200);
    expect(ok(await order(uid)).status).toBe('fulfilled');
    expect(worldInMemory()).toBe(worldInDatabase());
  });

  test('behavior: after a failed block the history goes on as a restart from the database would continue it', async () => {
    await server.close();
    const directory = mkdtempSync(join(tmpdir(), 'batchbook-failed-block-'));
    try {
      const run = async (name: string, restartAfterFailure: boolean) => {
        const DATABASE_URL = join(directory, `${name}.sqlite`);
        server = await startTestServer({ DATABASE_URL });
        await submit(privateKeyToAccount(`0x${'22'.repeat(32)}`), MARKETABLE_SELL);
        // The first block auctions the order, the second (the advance's last) fails to settle it.
        const restore = failSettlementWrites();
        try {
          expect((await advance({ blocks: 2 })).status).toBe(500);
        } finally {
          restore();
        }
        if (restartAfterFailure) {
          await server.close();
          server = await startTestServer({ DATABASE_URL });
        }
        expect((await advance({ blocks: 4 })).status).toBe(200);
        const history = JSON.stringify(
          ['auctions', 'solutions', 'settlement_attempts', 'trades', 'order_events', 'notifications'].map((table) =>
            server.context.db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all(),
          ),
        );
        const snapshot = worldInMemory();
        await server.close();
        return { history, snapshot };
      };
      const continued = await run('continued', false);
      const restarted = await run('restarted', true);
      expect(continued.history).toContain('traded');
      expect(continued.history).toBe(restarted.history);
      expect(continued.snapshot).toBe(restarted.snapshot);
    } finally {
      server = await startTestServer();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

/** Makes the order book's write of the next settlement fail (after the world settled); returns the undo. */
function failSettlementWrites(): () => void {
  const store = server.context.auctions.store as unknown as { write: (writes: { trades?: unknown[] }) => void };
  const write = store.write;
  let failed = false;
  store.write = (writes) => {
    if (!failed && (writes.trades?.length ?? 0) > 0) {
      failed = true;
      throw new Error('disk full');
    }
    write(writes);
  };
  return () => {
    store.write = write;
  };
}

/** Canonical JSON of a world, its networks by name (the store loads them so, the simulation in table order). */
const canonicalWorld = (world: SavedWorld) =>
  serializeSnapshot({ ...world, networks: world.networks.toSorted((a, b) => a.name.localeCompare(b.name)) });
/** The simulated world as the server holds it in memory. */
const worldInMemory = () => canonicalWorld(server.context.simulation.snapshot());
/** The simulated world as the database holds it. */
const worldInDatabase = () => canonicalWorld(createSqliteWorldStore(server.context.db).load()!);

/** The default scenario with other solvers and participation guard, as a file for `SCENARIO`. */
function scenarioWith(defaults: { solvers: unknown[]; participationGuard?: unknown }): string {
  const scenario = parseYaml(readFileSync(DEFAULT_SCENARIO, 'utf8')) as { defaults: Record<string, unknown> };
  Object.assign(scenario.defaults, defaults);
  const directory = mkdtempSync(join(tmpdir(), 'batchbook-scenario-'));
  const path = join(directory, 'scenario.json');
  writeFileSync(path, JSON.stringify(scenario));
  return path;
}

describe('auctionRunner: a winner that times out', () => {
  test('behavior: its orders stay in flight until the deadline block, then trade in a later auction', async () => {
    // One solver that times out half of its wins: with seed 7 its first win times out, a later
    // one settles.
    await server.close();
    const SCENARIO = scenarioWith({
      solvers: [{ name: 'flaky', engine: 'baseline', faults: { timeout: 0.5 } }],
      participationGuard: { enabled: false },
    });
    server = await startTestServer({ SEED: '7', SCENARIO });
    const trader = privateKeyToAccount(`0x${'11'.repeat(32)}`);
    const uid = await submit(trader, MARKETABLE_SELL);
    await advance({ blocks: 12 });
    const debug = ok(await debugReport(uid));
    const [first] = debug.auctions;
    expect(first?.settlementAttempts.map((attempt) => attempt.outcome)).toEqual(['timeout']);
    const deadline = first!.settlementAttempts[0]!.deadlineBlock;
    // In no auction until the deadline has passed, and traded only after it.
    expect(debug.auctions.slice(1).every((auction) => auction.block > deadline)).toBe(true);
    expect(debug.events).toContainEqual({ label: 'filtered', reason: 'in_flight', timestamp: expect.any(String) });
    expect(debug.trades.length).toBe(1);
    expect(debug.trades[0]!.blockNumber).toBeGreaterThan(deadline);
  });
});

describe('auctionRunner: the participation guard', () => {
  test('behavior: a solver that keeps winning without settling is banned, told so, and the others settle its orders', async () => {
    // `flaky` never settles and proposes as well as `steady`, so the two share the wins until the
    // guard bans flaky after two failed wins; from then on steady settles every order.
    await server.close();
    const SCENARIO = scenarioWith({
      solvers: [
        { name: 'flaky', engine: 'baseline', faults: { revert: 1 } },
        { name: 'steady', engine: 'baseline' },
      ],
      participationGuard: { nonSettlingWins: 2, banBlocks: 30 },
    });
    server = await startTestServer({ SEED: '1', SCENARIO });
    const uids: Hex[] = [];
    for (let index = 0; index < 6; index++) {
      uids.push(await submit(privateKeyToAccount(generateKeyFor(index)), MARKETABLE_SELL));
      expect((await advance({ blocks: 2 })).status).toBe(200);
    }
    await advance({ blocks: 3 });
    const latest = ok(await orderbook().GET('/api/v2/solver_competition/latest'));
    expect(latest.bannedSolvers).toEqual([expect.objectContaining({ solver: 'flaky', reason: 'nonSettling' })]);
    const flakyAddress = solverAddressOf('flaky');
    const told = findNotificationsByAccount(server.context.db, flakyAddress).filter(
      (notification) => notification.type === 'solver_banned',
    );
    expect(told).toHaveLength(1);
    for (const uid of uids) {
      expect(ok(await order(uid)).status, uid).toBe('fulfilled');
    }
  });
});

const generateKeyFor = (index: number) => keccak256(stringToHex(`guard trader ${index}`));

describe('auctionRunner across a restart', () => {
  /** One flow on a file database: an order, one auction, maybe a restart, one more block. */
  async function run(restart: boolean, meanwhile: (uid: Hex) => Promise<unknown> = async () => undefined) {
    const directory = mkdtempSync(join(tmpdir(), 'batchbook-runner-'));
    const env = { DATABASE_URL: join(directory, 'db.sqlite'), SEED: '1' };
    try {
      await server.close();
      server = await startTestServer(env);
      const trader = privateKeyToAccount(`0x${'11'.repeat(32)}`);
      const uid = await submit(trader, MARKETABLE_SELL);
      await advance({ blocks: 1 });
      await meanwhile(uid);
      if (restart) {
        await server.close();
        server = await startTestServer(env);
      }
      await advance({ blocks: 1 });
      return {
        order: ok(await order(uid)),
        trades: ok(await tradesOf(uid)),
        competition: ok(
          await orderbook().GET('/api/v2/solver_competition/{auction_id}', { params: { path: { auction_id: 1 } } }),
        ),
        debug: ok(await debugReport(uid)),
      };
    } finally {
      await server.close();
      server = await startTestServer();
      rmSync(directory, { recursive: true, force: true });
    }
  }

  test('behavior: the winners of the last auction before a restart settle at the next block, as without it', async () => {
    const withoutRestart = await run(false);
    expect(withoutRestart.trades).toHaveLength(1);
    expect(await run(true)).toEqual(withoutRestart);
  });

  test('behavior: an order invalidated on chain between the auction and a restart fails the settlement, as without it', async () => {
    const invalidate = (uid: Hex) => control().POST('/sim/v1/invalidations', { body: { orderUid: uid } });
    const withoutRestart = await run(false, invalidate);
    expect(withoutRestart.trades).toEqual([]);
    const attempts = withoutRestart.debug.auctions[0]?.settlementAttempts;
    expect(attempts?.map((attempt) => attempt.outcome)).toEqual([
      expect.stringMatching(/^driver failed: OrderInvalidated/),
    ]);
    expect(await run(true, invalidate)).toEqual(withoutRestart);
  });
});
