import { privateKeyToAccount } from 'viem/accounts';
import { NATIVE_TOKEN_PLACEHOLDER, VAULT_RELAYER } from '../../../simulator/index.js';
import { concat, getAddress, keccak256, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  TOKENS,
  answered,
  ok,
  orderbookClient,
  refused,
  simulatorClient,
  type Answer,
} from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const { WETH, USDC, COW } = TOKENS;
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

const sim = (network = 'mainnet') => simulatorClient(server, network);

const snapshot = (network = 'mainnet', account?: string) =>
  sim(network).GET('/sim/v1/snapshot', { params: { query: account === undefined ? {} : { account } } });

describe('simulator control API', () => {
  test('default: the snapshot shows block, time, prices and a sandbox-funded account', async () => {
    const answer = await snapshot('mainnet', OWNER);
    expect(answer.response.status).toBe(200);
    const json = ok(answer);
    expect(json).toMatchObject({
      network: 'mainnet',
      chainId: 1,
      clockMode: 'manual',
      time: '2026-01-01T00:00:00.000Z',
    });
    expect(json.block).toEqual({ number: 21500000, timestamp: 1767225600, time: '2026-01-01T00:00:00.000Z' });
    const weth = json.tokens.find((token) => token.symbol === 'WETH');
    expect(weth).toEqual({
      address: WETH,
      symbol: 'WETH',
      decimals: 18,
      usdPrice: 3200,
      nativePrice: '1000000000000000000',
    });
    expect(json.tokens.find((token) => token.symbol === 'FOT')?.unsupported).toBe('fee-on-transfer');
    const usdc = json.account?.balances.find((balance) => balance.symbol === 'USDC');
    expect(usdc).toEqual({
      token: USDC,
      symbol: 'USDC',
      balance: '10000000000000',
      allowance: MAX_UINT256,
    });
    expect(json.account).toMatchObject({ nativeBalance: '1000000000000000000000', isContract: false, banned: false });
  });

  test('behavior: mint and drain move balances (native too); draining too much is 400', async () => {
    const account = '0x1000000000000000000000000000000000000001';
    expect(ok(await sim().POST('/sim/v1/balances/drain', { body: { token: USDC, account } }))).toMatchObject({
      balance: '0',
      blockNumber: 21500000,
    });
    // A checksummed token is accepted and answered in lower case.
    const minted = await sim().POST('/sim/v1/balances/mint', {
      body: { token: getAddress(USDC), account, amount: '5000000' },
    });
    expect(answered(minted)).toEqual({
      status: 200,
      json: { token: USDC, account, balance: '5000000', blockNumber: 21500000 },
    });
    const tooMuch = await sim().POST('/sim/v1/balances/drain', { body: { token: USDC, account, amount: '5000001' } });
    expect(refused(tooMuch)).toEqual({
      status: 400,
      errorType: 'InvalidParameter',
      description: expect.stringMatching(/^amount: /),
    });
    const native = await sim().POST('/sim/v1/balances/drain', {
      body: { token: NATIVE_TOKEN_PLACEHOLDER, account, amount: '1' },
    });
    expect(ok(native).balance).toBe('999999999999999999999');
  });

  test('behavior: an unlisted token is 400 InvalidParameter naming the field', async () => {
    const answer = await sim().POST('/sim/v1/balances/mint', {
      body: { token: '0x1111111111111111111111111111111111111111', account: OWNER, amount: '1' },
    });
    expect(refused(answer)).toMatchObject({
      status: 400,
      description: expect.stringMatching(/^token: .* is not a token of mainnet/),
    });
  });

  test('behavior: a world error names the field at fault, whichever fields the body has', async () => {
    const unknown = '0x1111111111111111111111111111111111111111';
    const tooLarge = (1n << 256n).toString();
    const cases: [string, () => Promise<Answer<unknown, unknown>>, string][] = [
      [
        'drain an unknown token',
        () => sim().POST('/sim/v1/balances/drain', { body: { token: unknown, account: OWNER, amount: '1' } }),
        'token',
      ],
      [
        'mint 2^256',
        () => sim().POST('/sim/v1/balances/mint', { body: { token: WETH, account: OWNER, amount: tooLarge } }),
        'amount',
      ],
      [
        'mint past 2^256 - 1',
        () => sim().POST('/sim/v1/balances/mint', { body: { token: WETH, account: OWNER, amount: MAX_UINT256 } }),
        'amount',
      ],
      [
        'allow 2^256',
        () => sim().POST('/sim/v1/allowances', { body: { token: WETH, owner: OWNER, amount: tooLarge } }),
        'amount',
      ],
      [
        'allow an unknown token',
        () => sim().POST('/sim/v1/allowances', { body: { token: unknown, owner: OWNER, amount: '1' } }),
        'token',
      ],
      [
        'a threshold above the owners',
        () =>
          sim().POST('/sim/v1/wallets', { body: { owners: [OWNER], threshold: 2, address: `0x${'31'.repeat(20)}` } }),
        'threshold',
      ],
      [
        'an owner twice',
        () =>
          sim().POST('/sim/v1/wallets', {
            body: {
              owners: [OWNER, OWNER.toUpperCase().replace('0X', '0x')],
              threshold: 1,
              address: `0x${'32'.repeat(20)}`,
            },
          }),
        'owners',
      ],
    ];
    for (const [name, request, field] of cases) {
      const { status, description } = refused(await request());
      expect({ name, status, field: description.split(':')[0] }).toEqual({ name, status: 400, field });
    }
  });

  test('behavior: set and revoke allowances (vault relayer by default)', async () => {
    const set = await sim().POST('/sim/v1/allowances', { body: { token: WETH, owner: OWNER, amount: '42' } });
    expect(ok(set)).toMatchObject({ spender: VAULT_RELAYER.toLowerCase(), allowance: '42' });
    const revoked = await sim().POST('/sim/v1/allowances/revoke', { body: { token: WETH, owner: OWNER } });
    expect(ok(revoked)).toMatchObject({ allowance: '0' });
    const balances = ok(await snapshot('mainnet', OWNER)).account?.balances;
    expect(balances?.find((balance) => balance.symbol === 'WETH')?.allowance).toBe('0');
    expect(server.context.simulation.world('mainnet')!.allowance(WETH, OWNER, VAULT_RELAYER)).toBe(0n);
  });

  test('behavior: presignatures are events, the latest decides; invalidation is idempotent', async () => {
    const signed = await sim('xdai').POST('/sim/v1/presignatures', { body: { orderUid: UID, signed: true } });
    expect(ok(signed)).toEqual({ orderUid: UID, owner: OWNER, signed: true, blockNumber: 37500000, logIndex: 0 });
    const revoked = await sim('xdai').POST('/sim/v1/presignatures', { body: { orderUid: UID, signed: false } });
    expect(ok(revoked)).toMatchObject({ signed: false, logIndex: 1 });
    const world = server.context.simulation.world('xdai')!;
    expect(world.presignature(UID)).toMatchObject({ signed: false, logIndex: 1 });
    const first = ok(await sim('xdai').POST('/sim/v1/invalidations', { body: { orderUid: UID } }));
    const second = ok(
      await sim('xdai').POST('/sim/v1/invalidations', { body: { orderUid: UID.toUpperCase().replace('0X', '0x') } }),
    );
    expect(first).toEqual({ orderUid: UID, blockNumber: 37500000, logIndex: 2 });
    expect(second).toEqual(first);
    expect(world.invalidationOf(UID)).toEqual({ blockNumber: 37500000, logIndex: 2 });
  });

  test('behavior: a created 1271 wallet validates threshold signatures', async () => {
    const owners = [1, 2, 3].map((n) => privateKeyToAccount(toHex(n, { size: 32 })));
    const answer = await sim('base').POST('/sim/v1/wallets', {
      body: { owners: owners.map((o) => o.address), threshold: 2 },
    });
    expect(answer.response.status).toBe(201);
    const created = ok(answer);
    expect(created.owners).toEqual(owners.map((o) => o.address.toLowerCase()).sort());
    const world = server.context.simulation.world('base')!;
    expect(world.hasCode(created.address)).toBe(true);
    const digest = keccak256(toHex('order digest'));
    const signatures = await Promise.all(owners.map((owner) => owner.sign({ hash: digest })));
    expect(world.isValidSignature1271(created.address, digest, signatures[0]!)).toBe(false);
    expect(world.isValidSignature1271(created.address, digest, concat([signatures[2]!, signatures[0]!]))).toBe(true);
    const again = await sim('base').POST('/sim/v1/wallets', {
      body: { owners: [OWNER], threshold: 1, address: created.address },
    });
    expect(again.response.status).toBe(400);
    const badThreshold = await sim('base').POST('/sim/v1/wallets', { body: { owners: [OWNER], threshold: 2 } });
    expect(refused(badThreshold).description).toMatch(/^threshold: /);
  });

  test('behavior: ban and unban', async () => {
    const banned = await sim('arbitrum_one').PUT('/sim/v1/bans/{address}', {
      params: { path: { address: OWNER.slice(2).toUpperCase() } },
    });
    expect(ok(banned)).toEqual({ address: OWNER, banned: true });
    expect(server.context.simulation.world('arbitrum_one')!.isBanned(OWNER)).toBe(true);
    expect(server.context.simulation.world('mainnet')!.isBanned(OWNER)).toBe(false);
    const unbanned = await sim('arbitrum_one').DELETE('/sim/v1/bans/{address}', {
      params: { path: { address: OWNER } },
    });
    expect(ok(unbanned)).toEqual({ address: OWNER, banned: false });
  });

  test('behavior: setting a price moves the pools and the native price', async () => {
    const answer = await sim().PUT('/sim/v1/tokens/{token}/price', {
      params: { path: { token: COW } },
      body: { usdPrice: 0.9 },
    });
    expect(answer.response.status).toBe(200);
    const token = ok(answer);
    expect(token.usdPrice).toBe(0.9);
    // 0.9 / 3200 ETH per COW, within the pool's rounding.
    expect(Number(token.nativePrice) / 1e18).toBeCloseTo(0.9 / 3200, 8);
    const unknown = await sim().PUT('/sim/v1/tokens/{token}/price', {
      params: { path: { token: '0x1111111111111111111111111111111111111111' } },
      body: { usdPrice: 1 },
    });
    expect(refused(unknown)).toMatchObject({ status: 404, errorType: 'NotFound' });
  });

  test('behavior: advance mines blocks, moves time and prices, once per block to subscribers', async () => {
    const heard: number[] = [];
    const unsubscribe = server.context.simulation.onBlock((event) => {
      if (event.network === 'sepolia') heard.push(event.block.number);
    });
    const before = ok(await snapshot('sepolia'));
    const advanced = await sim('sepolia').POST('/sim/v1/advance', { body: { blocks: 3 } });
    unsubscribe();
    expect(ok(advanced)).toMatchObject({ network: 'sepolia', blocksMined: 3, block: { number: 7400003 } });
    expect(heard).toEqual([7400001, 7400002, 7400003]);
    const after = ok(await snapshot('sepolia'));
    expect(Date.parse(after.time) - Date.parse(before.time)).toBe(36_000);
    expect(after.tokens[0]?.usdPrice).not.toBe(before.tokens[0]?.usdPrice);
    // Time only: no block.
    const timeOnly = ok(await sim('sepolia').POST('/sim/v1/advance', { body: { seconds: 60 } }));
    expect(timeOnly.blocksMined).toBe(0);
    expect(timeOnly.block.number).toBe(7400003);
    expect(server.context.clock.now().toISOString()).toBe(timeOnly.time);
    expect(refused(await sim('sepolia').POST('/sim/v1/advance', { body: {} })).status).toBe(400);
    expect(refused(await sim('sepolia').POST('/sim/v1/advance', { body: { blocks: 10001 } })).status).toBe(400);
  });

  test('behavior: reads are answered while a large advance runs; advances run one after another', async () => {
    const before = ok(await snapshot());
    const finished: string[] = [];
    const large = sim()
      .POST('/sim/v1/advance', { body: { blocks: 2_000 } })
      .then((answer) => {
        finished.push('large advance');
        return ok(answer);
      });
    const small = sim()
      .POST('/sim/v1/advance', { body: { blocks: 1 } })
      .then((answer) => {
        finished.push('small advance');
        return ok(answer);
      });
    // Let the large advance start mining before the read goes out.
    while (ok(await snapshot()).block.number === before.block.number);
    const { data: version } = await orderbookClient(server).GET('/api/v1/version', { parseAs: 'text' });
    finished.push('read');
    expect(version).toMatch(/^batchbook /);
    const [largeAnswer, smallAnswer] = await Promise.all([large, small]);
    expect(finished).toEqual(['read', 'large advance', 'small advance']);
    expect(largeAnswer.block.number).toBe(before.block.number + 2_000);
    expect(smallAnswer.block.number).toBe(before.block.number + 2_001);
  });

  test('behavior: seconds above 30 days are refused; the clock does not move', async () => {
    const before = ok(await snapshot());
    const answer = await sim().POST('/sim/v1/advance', { body: { seconds: 2_592_001 } });
    expect(refused(answer)).toMatchObject({ status: 400, description: expect.stringMatching(/^seconds: /) });
    expect(ok(await snapshot()).time).toBe(before.time);
    expect((await sim().POST('/sim/v1/advance', { body: { seconds: 2_592_000 } })).response.status).toBe(200);
  });

  test('behavior: an unknown network is 404 NotFound', async () => {
    expect(refused(await snapshot('goerli'))).toMatchObject({ status: 404, errorType: 'NotFound' });
  });
});

describe('SIM_CONTROL=off', () => {
  test('behavior: the control API answers 404 NotFound', async () => {
    const off = await startTestServer({ SIM_CONTROL: 'off' });
    try {
      expect(refused(await simulatorClient(off).GET('/sim/v1/snapshot', { params: { query: {} } }))).toMatchObject({
        status: 404,
        errorType: 'NotFound',
      });
      const post = await simulatorClient(off).POST('/sim/v1/advance', { body: { blocks: 1 } });
      expect(post.response.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
