import { privateKeyToAccount } from 'viem/accounts';
import { concat, keccak256, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const COW = '0xDEf1CA1fb7FBcDC777520aa7f396b4E015F497aB';
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const VAULT_RELAYER = '0xc92e8bdf79f0507f65a392b0ab4667716bfe0110';
const OWNER = '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23';
const UID = `0x${'ab'.repeat(32)}${OWNER.slice(2)}00000000`;
const MAX_UINT256 = ((1n << 256n) - 1n).toString();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(server.url + path, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as any };
}

describe('simulator control API', () => {
  test('default: the snapshot shows block, time, prices and a sandbox-funded account', async () => {
    const { status, json } = await call('GET', `/mainnet/sim/v1/snapshot?account=${OWNER}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      network: 'mainnet',
      chainId: 1,
      clockMode: 'manual',
      time: '2026-01-01T00:00:00.000Z',
    });
    expect(json.block).toEqual({ number: 21500000, timestamp: 1767225600, time: '2026-01-01T00:00:00.000Z' });
    const weth = json.tokens.find((token: any) => token.symbol === 'WETH');
    expect(weth).toEqual({
      address: WETH.toLowerCase(),
      symbol: 'WETH',
      decimals: 18,
      usdPrice: 3200,
      nativePrice: '1000000000000000000',
    });
    expect(json.tokens.find((token: any) => token.symbol === 'FOT').unsupported).toBe('fee-on-transfer');
    const usdc = json.account.balances.find((balance: any) => balance.symbol === 'USDC');
    expect(usdc).toEqual({
      token: USDC.toLowerCase(),
      symbol: 'USDC',
      balance: '10000000000000',
      allowance: MAX_UINT256,
    });
    expect(json.account).toMatchObject({ nativeBalance: '1000000000000000000000', isContract: false, banned: false });
  });

  test('behavior: mint and drain move balances (native too); draining too much is 400', async () => {
    const account = '0x1000000000000000000000000000000000000001';
    expect((await call('POST', '/mainnet/sim/v1/balances/drain', { token: USDC, account })).json).toMatchObject({
      balance: '0',
      blockNumber: 21500000,
    });
    const minted = await call('POST', '/mainnet/sim/v1/balances/mint', { token: USDC, account, amount: '5000000' });
    expect(minted).toEqual({
      status: 200,
      json: { token: USDC.toLowerCase(), account, balance: '5000000', blockNumber: 21500000 },
    });
    const tooMuch = await call('POST', '/mainnet/sim/v1/balances/drain', { token: USDC, account, amount: '5000001' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json).toEqual({ errorType: 'InvalidParameter', description: expect.stringMatching(/^amount: /) });
    const native = await call('POST', '/mainnet/sim/v1/balances/drain', { token: NATIVE, account, amount: '1' });
    expect(native.json.balance).toBe('999999999999999999999');
  });

  test('behavior: an unlisted token is 400 InvalidParameter naming the field', async () => {
    const response = await call('POST', '/mainnet/sim/v1/balances/mint', {
      token: '0x1111111111111111111111111111111111111111',
      account: OWNER,
      amount: '1',
    });
    expect(response.status).toBe(400);
    expect(response.json.description).toMatch(/^token: .* is not a token of mainnet/);
  });

  test('behavior: a world error names the field at fault, whichever fields the body has', async () => {
    const unknown = '0x1111111111111111111111111111111111111111';
    const tooLarge = (1n << 256n).toString();
    const cases: [string, Record<string, unknown>, string][] = [
      ['/mainnet/sim/v1/balances/drain', { token: unknown, account: OWNER, amount: '1' }, 'token'],
      ['/mainnet/sim/v1/balances/mint', { token: WETH, account: OWNER, amount: tooLarge }, 'amount'],
      ['/mainnet/sim/v1/balances/mint', { token: WETH, account: OWNER, amount: MAX_UINT256 }, 'amount'],
      ['/mainnet/sim/v1/allowances', { token: WETH, owner: OWNER, amount: tooLarge }, 'amount'],
      ['/mainnet/sim/v1/allowances', { token: unknown, owner: OWNER, amount: '1' }, 'token'],
      ['/mainnet/sim/v1/wallets', { owners: [OWNER], threshold: 2, address: `0x${'31'.repeat(20)}` }, 'threshold'],
      [
        '/mainnet/sim/v1/wallets',
        { owners: [OWNER, OWNER.toUpperCase().replace('0X', '0x')], threshold: 1, address: `0x${'32'.repeat(20)}` },
        'owners',
      ],
    ];
    for (const [path, body, field] of cases) {
      const response = await call('POST', path, body);
      expect({ path, body, status: response.status, field: response.json.description.split(':')[0] }).toEqual({
        path,
        body,
        status: 400,
        field,
      });
    }
  });

  test('behavior: set and revoke allowances (vault relayer by default)', async () => {
    const set = await call('POST', '/mainnet/sim/v1/allowances', { token: WETH, owner: OWNER, amount: '42' });
    expect(set.json).toMatchObject({ spender: VAULT_RELAYER, allowance: '42' });
    const revoked = await call('POST', '/mainnet/sim/v1/allowances/revoke', { token: WETH, owner: OWNER });
    expect(revoked.json).toMatchObject({ allowance: '0' });
    const snapshot = await call('GET', `/mainnet/sim/v1/snapshot?account=${OWNER}`);
    expect(snapshot.json.account.balances.find((b: any) => b.symbol === 'WETH').allowance).toBe('0');
    expect(server.context.simulation.world('mainnet')!.allowance(WETH, OWNER, VAULT_RELAYER)).toBe(0n);
  });

  test('behavior: presignatures are events, the latest decides; invalidation is idempotent', async () => {
    const signed = await call('POST', '/xdai/sim/v1/presignatures', { orderUid: UID, signed: true });
    expect(signed.json).toEqual({ orderUid: UID, owner: OWNER, signed: true, blockNumber: 37500000, logIndex: 0 });
    const revoked = await call('POST', '/xdai/sim/v1/presignatures', { orderUid: UID, signed: false });
    expect(revoked.json).toMatchObject({ signed: false, logIndex: 1 });
    const world = server.context.simulation.world('xdai')!;
    expect(world.presignature(UID)).toMatchObject({ signed: false, logIndex: 1 });
    const first = await call('POST', '/xdai/sim/v1/invalidations', { orderUid: UID });
    const second = await call('POST', '/xdai/sim/v1/invalidations', {
      orderUid: UID.toUpperCase().replace('0X', '0x'),
    });
    expect(first.json).toEqual({ orderUid: UID, blockNumber: 37500000, logIndex: 2 });
    expect(second.json).toEqual(first.json);
    expect(world.invalidationOf(UID)).toEqual({ blockNumber: 37500000, logIndex: 2 });
  });

  test('behavior: a created 1271 wallet validates threshold signatures', async () => {
    const owners = [1, 2, 3].map((n) => privateKeyToAccount(toHex(n, { size: 32 })));
    const created = await call('POST', '/base/sim/v1/wallets', { owners: owners.map((o) => o.address), threshold: 2 });
    expect(created.status).toBe(201);
    expect(created.json.owners).toEqual(owners.map((o) => o.address.toLowerCase()).sort());
    const world = server.context.simulation.world('base')!;
    expect(world.hasCode(created.json.address)).toBe(true);
    const digest = keccak256(toHex('order digest'));
    const signatures = await Promise.all(owners.map((owner) => owner.sign({ hash: digest })));
    expect(world.isValidSignature1271(created.json.address, digest, signatures[0]!)).toBe(false);
    expect(world.isValidSignature1271(created.json.address, digest, concat([signatures[2]!, signatures[0]!]))).toBe(
      true,
    );
    const again = await call('POST', '/base/sim/v1/wallets', {
      owners: [OWNER],
      threshold: 1,
      address: created.json.address,
    });
    expect(again.status).toBe(400);
    const badThreshold = await call('POST', '/base/sim/v1/wallets', { owners: [OWNER], threshold: 2 });
    expect(badThreshold.json.description).toMatch(/^threshold: /);
  });

  test('behavior: ban and unban', async () => {
    expect((await call('PUT', `/arbitrum_one/sim/v1/bans/${OWNER.slice(2).toUpperCase()}`)).json).toEqual({
      address: OWNER,
      banned: true,
    });
    expect(server.context.simulation.world('arbitrum_one')!.isBanned(OWNER)).toBe(true);
    expect(server.context.simulation.world('mainnet')!.isBanned(OWNER)).toBe(false);
    expect((await call('DELETE', `/arbitrum_one/sim/v1/bans/${OWNER}`)).json).toEqual({
      address: OWNER,
      banned: false,
    });
  });

  test('behavior: setting a price moves the pools and the native price', async () => {
    const response = await call('PUT', `/mainnet/sim/v1/tokens/${COW}/price`, { usdPrice: 0.9 });
    expect(response.status).toBe(200);
    expect(response.json.usdPrice).toBe(0.9);
    // 0.9 / 3200 ETH per COW, within the pool's rounding.
    expect(Number(response.json.nativePrice) / 1e18).toBeCloseTo(0.9 / 3200, 8);
    const unknown = await call('PUT', '/mainnet/sim/v1/tokens/0x1111111111111111111111111111111111111111/price', {
      usdPrice: 1,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.errorType).toBe('NotFound');
  });

  test('behavior: advance mines blocks, moves time and prices, once per block to subscribers', async () => {
    const heard: number[] = [];
    const unsubscribe = server.context.simulation.onBlock((event) => {
      if (event.network === 'sepolia') heard.push(event.block.number);
    });
    const before = (await call('GET', '/sepolia/sim/v1/snapshot')).json;
    const advanced = await call('POST', '/sepolia/sim/v1/advance', { blocks: 3 });
    unsubscribe();
    expect(advanced.json).toMatchObject({ network: 'sepolia', blocksMined: 3, block: { number: 7400003 } });
    expect(heard).toEqual([7400001, 7400002, 7400003]);
    const after = (await call('GET', '/sepolia/sim/v1/snapshot')).json;
    expect(Date.parse(after.time) - Date.parse(before.time)).toBe(36_000);
    expect(after.tokens[0].usdPrice).not.toBe(before.tokens[0].usdPrice);
    // Time only: no block.
    const timeOnly = await call('POST', '/sepolia/sim/v1/advance', { seconds: 60 });
    expect(timeOnly.json.blocksMined).toBe(0);
    expect(timeOnly.json.block.number).toBe(7400003);
    expect(server.context.clock.now().toISOString()).toBe(timeOnly.json.time);
    expect((await call('POST', '/sepolia/sim/v1/advance', {})).status).toBe(400);
    expect((await call('POST', '/sepolia/sim/v1/advance', { blocks: 10001 })).status).toBe(400);
  });

  test('behavior: reads are answered while a large advance runs; advances run one after another', async () => {
    const { json: before } = await call('GET', '/mainnet/sim/v1/snapshot');
    const finished: string[] = [];
    const large = call('POST', '/mainnet/sim/v1/advance', { blocks: 2_000 }).then((answer) => {
      finished.push('large advance');
      return answer;
    });
    const small = call('POST', '/mainnet/sim/v1/advance', { blocks: 1 }).then((answer) => {
      finished.push('small advance');
      return answer;
    });
    // Let the large advance start mining before the read goes out.
    while ((await call('GET', '/mainnet/sim/v1/snapshot')).json.block.number === before.block.number);
    const version = await fetch(`${server.url}/mainnet/api/v1/version`).then((response) => response.text());
    finished.push('read');
    expect(version).toMatch(/^batchbook /);
    const [largeAnswer, smallAnswer] = await Promise.all([large, small]);
    expect(finished).toEqual(['read', 'large advance', 'small advance']);
    expect(largeAnswer.json.block.number).toBe(before.block.number + 2_000);
    expect(smallAnswer.json.block.number).toBe(before.block.number + 2_001);
  });

  test('behavior: seconds above 30 days are refused; the clock does not move', async () => {
    const { json: before } = await call('GET', '/mainnet/sim/v1/snapshot');
    const answer = await call('POST', '/mainnet/sim/v1/advance', { seconds: 2_592_001 });
    expect(answer.status).toBe(400);
    expect(answer.json.description).toMatch(/^seconds: /);
    expect((await call('GET', '/mainnet/sim/v1/snapshot')).json.time).toBe(before.time);
    expect((await call('POST', '/mainnet/sim/v1/advance', { seconds: 2_592_000 })).status).toBe(200);
  });

  test('behavior: an unknown network is 404 NotFound', async () => {
    const response = await call('GET', '/goerli/sim/v1/snapshot');
    expect(response.status).toBe(404);
    expect(response.json.errorType).toBe('NotFound');
  });
});

describe('SIM_CONTROL=off', () => {
  test('behavior: the control API answers 404 NotFound', async () => {
    const off = await startTestServer({ SIM_CONTROL: 'off' });
    try {
      const response = await fetch(`${off.url}/mainnet/sim/v1/snapshot`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ errorType: 'NotFound' });
      const post = await fetch(`${off.url}/mainnet/sim/v1/advance`, { method: 'POST', body: '{"blocks":1}' });
      expect(post.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
