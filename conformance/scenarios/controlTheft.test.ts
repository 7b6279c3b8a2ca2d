/**
 * Flow: on a server shared by a team (`HOST=0.0.0.0`, so `SIM_CONTROL_TOKEN` is set), a stranger
 * who may use the order book but lacks the control token cannot move someone else's funds: the
 * presign order they post for a victim (receiver: themselves) stays unsigned whatever control
 * call they try, and blocks that pass settle nothing.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  baseOrder,
  orderBody,
  orderDigest,
  orderUid,
  randomAccount,
  startScenario,
  CHAIN_IDS,
  TOKENS,
  type Scenario,
} from './support.js';

let scenario: Scenario;
beforeAll(async () => {
  scenario = await startScenario({ HOST: '0.0.0.0' });
});
afterAll(() => scenario?.close());

test('flow: without the control token nobody can presign, invalidate, ban or drain for someone else', async () => {
  const { orderbook, simulator, request } = scenario.clients();
  const victim = randomAccount();
  const attacker = randomAccount();
  const balances = async () => {
    const of = async (account: string, token: string) => {
      const { data } = await simulator.GET('/sim/v1/snapshot', { params: { query: { account } } });
      return data!.account!.balances.find((entry) => entry.token === token.toLowerCase())!.balance;
    };
    return { victimWeth: await of(victim.address, TOKENS.WETH), attackerUsdc: await of(attacker.address, TOKENS.USDC) };
  };
  const before = await balances();
  expect(BigInt(before.victimWeth)).toBeGreaterThan(0n);

  const order = baseOrder(await scenario.now(), { receiver: attacker.address });
  const uid = orderUid(orderDigest(order, CHAIN_IDS.mainnet), victim.address, order.validTo);
  const posted = await orderbook.POST('/api/v1/orders', {
    body: orderBody(order, { signingScheme: 'presign', signature: '0x', from: victim.address }) as never,
  });
  expect(posted.response.status).toBe(201);

  for (const authorization of ['', 'Bearer not-the-control-token']) {
    const headers = { authorization };
    const attempts = [
      await request('setPreSignature', { headers, body: { orderUid: uid, signed: true } }),
      await request('invalidateOrder', { headers, body: { orderUid: uid } }),
      await request('banAddress', { headers, path: { address: victim.address } }),
      await request('drainBalance', { headers, body: { token: TOKENS.WETH, account: victim.address } }),
      await request('advanceWorld', { headers, body: { blocks: 4 } }),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(401);
      expect(attempt.json).toMatchObject({ errorType: 'Unauthorized' });
    }
  }

  // Time passes for everyone (the operator, who has the token, mines blocks).
  const mined = await simulator.POST('/sim/v1/advance', { body: { blocks: 4 } });
  expect(mined.response.status).toBe(200);
  const { data: stored } = await orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID: uid } } });
  expect(stored).toMatchObject({ status: 'presignaturePending', executedSellAmount: '0', invalidated: false });
  expect(await balances()).toEqual(before);
  const { data: snapshot } = await simulator.GET('/sim/v1/snapshot', {
    params: { query: { account: victim.address } },
  });
  expect(snapshot!.account!.banned).toBe(false);
});
