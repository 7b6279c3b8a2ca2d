import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { affiliateTypedData } from '../../domain/companion/affiliates.js';
import { TOKENS, requestJson, submitOrder } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const ONE_ETHER = 10n ** 18n;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown) => requestJson(server, method, path, body);

async function registerCode(account: PrivateKeyAccount, code: string) {
  const walletAddress = account.address.toLowerCase() as Address;
  const signedMessage = await account.signTypedData(affiliateTypedData({ walletAddress, code }));
  expect((await call('POST', `/affiliate/${walletAddress}/`, { walletAddress, code, signedMessage })).status).toBe(201);
}

/** 0.1 WETH for at least 100 USDC (market ~320 USDC): it fills in the next auction. */
function sellWeth(account: PrivateKeyAccount, appData: unknown): Promise<Hex> {
  const nowSeconds = Math.floor(server.context.clock.now().getTime() / 1000);
  return submitOrder(server, account, {
    sellToken: TOKENS.WETH,
    buyToken: TOKENS.USDC,
    receiver: null,
    sellAmount: ONE_ETHER / 10n,
    buyAmount: 100_000_000n,
    validTo: nowSeconds + 1800,
    appData: JSON.stringify(appData),
    feeAmount: 0n,
    kind: 'sell',
    partiallyFillable: false,
    sellTokenBalance: 'erc20',
    buyTokenBalance: 'erc20',
  });
}

const settle = () => call('POST', '/mainnet/sim/v1/advance', { blocks: 3 });

describe('affiliate statistics', () => {
  test('behavior: a trade naming a registered code binds its trader; stats, activity and the affiliate follow', async () => {
    const affiliate = privateKeyToAccount(generatePrivateKey());
    const trader = privateKeyToAccount(generatePrivateKey());
    const bystander = privateKeyToAccount(generatePrivateKey());
    await registerCode(affiliate, 'STATS-CODE');
    const traderAddress = trader.address.toLowerCase();

    // Before any trade: the code validates, nobody is bound.
    expect(await call('GET', '/ref-codes/stats-code')).toMatchObject({
      status: 200,
      cors: '*',
      json: { code: 'STATS-CODE', traderRewardAmount: 5, triggerVolume: 250_000, timeCapDays: 90, volumeCap: 0 },
    });
    expect(await call('GET', `/affiliate/trader-stats/${traderAddress}`)).toMatchObject({
      status: 404,
      json: { message: 'Trader stats not found' },
    });

    // A trade before binding, then one naming the code (any case), then one naming none.
    await sellWeth(trader, { appCode: 'test' });
    await settle();
    const bindingUid = await sellWeth(trader, { appCode: 'test', metadata: { referrer: { code: 'stats-code' } } });
    await sellWeth(bystander, { appCode: 'test', metadata: { referrer: { code: 'UNKNOWN-CODE' } } });
    await settle();
    await sellWeth(trader, { appCode: 'test' });
    await settle();

    const activity = await call('GET', `/affiliate/trader-activity/${traderAddress}`);
    expect(activity.status).toBe(200);
    const rows = activity.json.rows as any[];
    // Newest first: the unreferred trade after binding counts, the one before binding is left out.
    expect(rows.map((row) => [row.referrer_code, row.eligibility_reason])).toEqual([
      ['', 'eligible'],
      ['STATS-CODE', 'eligible'],
    ]);
    expect(rows[1]).toMatchObject({
      chain_id: 1,
      order_uid: bindingUid,
      trader_address: traderAddress,
      sell_token_symbol: 'WETH',
      buy_token_symbol: 'USDC',
      executed_sell_amount: '0.1',
      bound_referrer_code: 'STATS-CODE',
      is_bound_to_code: true,
      is_eligible: true,
    });
    expect(rows[1].creation_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} UTC$/);
    const eligible = rows.reduce((total, row) => total + row.eligible_volume_usd, 0);
    expect(eligible).toBeGreaterThan(0);

    const stats = await call('GET', `/affiliate/trader-stats/${traderAddress}`);
    expect(stats.status).toBe(200);
    expect(stats.json).toMatchObject({
      trader_address: traderAddress,
      bound_referrer_code: 'STATS-CODE',
      linked_since: rows[1].creation_date,
      trigger_volume: 250_000,
      total_earned: 0,
      paid_out: 0,
      next_payout: 0,
    });
    expect(stats.json.eligible_volume).toBeCloseTo(eligible, 5);
    expect(stats.json.left_to_next_rewards).toBeCloseTo(250_000 - eligible, 5);
    const linked = Date.parse(stats.json.linked_since.replace(' UTC', 'Z').replace(' ', 'T'));
    const ends = Date.parse(stats.json.rewards_end.replace(' UTC', 'Z').replace(' ', 'T'));
    expect(ends - linked).toBe(90 * 24 * 3600 * 1000);

    const affiliateStats = await call('GET', `/affiliate/affiliate-stats/${affiliate.address}`);
    expect(affiliateStats.status).toBe(200);
    expect(affiliateStats.json).toMatchObject({
      affiliate_address: affiliate.address.toLowerCase(),
      referrer_code: 'STATS-CODE',
      active_traders: 1,
      total_traders: 1,
      total_earned: 0,
    });
    expect(affiliateStats.json.total_volume).toBeCloseTo(eligible, 5);

    // A code nobody registered binds nobody.
    expect((await call('GET', `/affiliate/trader-stats/${bystander.address}`)).status).toBe(404);
    expect((await call('GET', `/affiliate/trader-activity/${bystander.address}`)).json.rows).toMatchObject([
      {
        referrer_code: 'UNKNOWN-CODE',
        eligibility_reason: 'not_bound',
        is_bound_to_code: false,
        eligible_volume_usd: 0,
      },
    ]);
  });

  test('behavior: an affiliate without a code is 404, a malformed code 400, an unknown one 404', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    expect(await call('GET', `/affiliate/affiliate-stats/${stranger}`)).toMatchObject({
      status: 404,
      json: { message: 'Affiliate stats not found' },
    });
    expect(await call('GET', `/affiliate/trader-activity/${stranger}`)).toMatchObject({
      status: 200,
      json: { rows: [] },
    });
    expect(await call('GET', '/ref-codes/ab')).toMatchObject({
      status: 400,
      json: { message: 'Affiliate code format is invalid' },
    });
    expect(await call('GET', '/ref-codes/%20%20')).toMatchObject({
      status: 400,
      json: { message: expect.stringMatching(/^code: /) },
    });
    expect(await call('GET', '/ref-codes/NOBODY-HAS-IT')).toMatchObject({
      status: 404,
      json: { message: 'Affiliate code not found' },
    });
  });

  test('behavior: with CMS_ENABLED=false the statistics answer 503', async () => {
    const off = await startTestServer({ CMS_ENABLED: 'false' });
    try {
      const response = await fetch(`${off.url}/ref-codes/BATCHBOOK`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: 'Affiliate program is not enabled' });
    } finally {
      await off.close();
    }
  });
});
