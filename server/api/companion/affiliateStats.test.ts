import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { affiliateTypedData } from '../../domain/companion/affiliates.js';
import {
  TOKENS,
  answered,
  answeredWithHeaders,
  companionClient,
  ok,
  simulatorClient,
  submitOrder,
} from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const ONE_ETHER = 10n ** 18n;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const companion = () => companionClient(server);
const refCode = (code: string) => companion().GET('/ref-codes/{code}', { params: { path: { code } } });
const traderStats = (address: string) =>
  companion().GET('/affiliate/trader-stats/{address}', { params: { path: { address } } });
const traderActivity = (address: string) =>
  companion().GET('/affiliate/trader-activity/{address}', { params: { path: { address } } });
const affiliateStats = (address: string) =>
  companion().GET('/affiliate/affiliate-stats/{address}', { params: { path: { address } } });

async function registerCode(account: PrivateKeyAccount, code: string) {
  const walletAddress = account.address.toLowerCase() as Address;
  const signedMessage = await account.signTypedData(affiliateTypedData({ walletAddress, code }));
  const registered = await companion().POST('/affiliate/{walletAddress}/', {
    params: { path: { walletAddress } },
    body: { walletAddress, code, signedMessage },
  });
  expect(registered.response.status).toBe(201);
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

const settle = async () => ok(await simulatorClient(server).POST('/sim/v1/advance', { body: { blocks: 3 } }));

describe('affiliate statistics', () => {
  test('behavior: a trade naming a registered code binds its trader; stats, activity and the affiliate follow', async () => {
    const affiliate = privateKeyToAccount(generatePrivateKey());
    const trader = privateKeyToAccount(generatePrivateKey());
    const bystander = privateKeyToAccount(generatePrivateKey());
    await registerCode(affiliate, 'STATS-CODE');
    const traderAddress = trader.address.toLowerCase();

    // Before any trade: the code validates, nobody is bound.
    expect(answeredWithHeaders(await refCode('stats-code'))).toMatchObject({
      status: 200,
      cors: '*',
      json: { code: 'STATS-CODE', traderRewardAmount: 5, triggerVolume: 250_000, timeCapDays: 90, volumeCap: 0 },
    });
    expect(answered(await traderStats(traderAddress))).toEqual({
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

    const { rows } = ok(await traderActivity(traderAddress));
    // Newest first: the unreferred trade after binding counts, the one before binding is left out.
    expect(rows.map((row) => [row.referrer_code, row.eligibility_reason])).toEqual([
      ['', 'eligible'],
      ['STATS-CODE', 'eligible'],
    ]);
    const binding = rows[1]!;
    expect(binding).toMatchObject({
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
    expect(binding.creation_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} UTC$/);
    const eligible = rows.reduce((total, row) => total + row.eligible_volume_usd, 0);
    expect(eligible).toBeGreaterThan(0);

    const stats = ok(await traderStats(traderAddress));
    expect(stats).toMatchObject({
      trader_address: traderAddress,
      bound_referrer_code: 'STATS-CODE',
      linked_since: binding.creation_date,
      trigger_volume: 250_000,
      total_earned: 0,
      paid_out: 0,
      next_payout: 0,
    });
    expect(stats.eligible_volume).toBeCloseTo(eligible, 5);
    expect(stats.left_to_next_rewards).toBeCloseTo(250_000 - eligible, 5);
    const linked = Date.parse(stats.linked_since.replace(' UTC', 'Z').replace(' ', 'T'));
    const ends = Date.parse(stats.rewards_end.replace(' UTC', 'Z').replace(' ', 'T'));
    expect(ends - linked).toBe(90 * 24 * 3600 * 1000);

    const affiliated = ok(await affiliateStats(affiliate.address));
    expect(affiliated).toMatchObject({
      affiliate_address: affiliate.address.toLowerCase(),
      referrer_code: 'STATS-CODE',
      active_traders: 1,
      total_traders: 1,
      total_earned: 0,
    });
    expect(affiliated.total_volume).toBeCloseTo(eligible, 5);

    // A code nobody registered binds nobody.
    expect((await traderStats(bystander.address)).response.status).toBe(404);
    expect(ok(await traderActivity(bystander.address)).rows).toMatchObject([
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
    expect(answered(await affiliateStats(stranger))).toEqual({
      status: 404,
      json: { message: 'Affiliate stats not found' },
    });
    expect(answered(await traderActivity(stranger))).toMatchObject({ status: 200, json: { rows: [] } });
    expect(answered(await refCode('ab'))).toEqual({
      status: 400,
      json: { message: 'Affiliate code format is invalid' },
    });
    expect(answered(await refCode('  '))).toEqual({
      status: 400,
      json: { message: expect.stringMatching(/^code: /) },
    });
    expect(answered(await refCode('NOBODY-HAS-IT'))).toEqual({
      status: 404,
      json: { message: 'Affiliate code not found' },
    });
  });

  test('behavior: with CMS_ENABLED=false the statistics answer 503', async () => {
    const off = await startTestServer({ CMS_ENABLED: 'false' });
    try {
      expect(
        answered(await companionClient(off).GET('/ref-codes/{code}', { params: { path: { code: 'BATCHBOOK' } } })),
      ).toEqual({ status: 503, json: { message: 'Affiliate program is not enabled' } });
    } finally {
      await off.close();
    }
  });
});
