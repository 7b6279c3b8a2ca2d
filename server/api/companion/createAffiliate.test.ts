import { concat, hashTypedData, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, sign } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { affiliateTypedData } from '../../domain/companion/affiliates.js';
import type { components } from '../../../generated/companion/client.js';
import { answered, companionClient } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Hardhat account 0: the document's example request is signed by it. */
const HARDHAT_0_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const HARDHAT_0 = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const DOCUMENTED_SIGNATURE =
  '0x3b72ec3e3cf962d2c4c135bf4de680ec7a70c69b1fd103bb685532c42ebdbb7e3a71854ded23942abe5fdd97846f6d23b1a0d1f16819252895947c6c93259b6b1b';

let codeCounter = 0;
/** A fresh valid code per test, so tests do not collide in the shared database. */
const freshCode = () => `CODE_${String(++codeCounter).padStart(4, '0')}`;

async function signCode(privateKey: Hex, walletAddress: Address, code: string): Promise<Hex> {
  return privateKeyToAccount(privateKey).signTypedData(affiliateTypedData({ walletAddress, code }));
}

function newAccount() {
  const privateKey = generatePrivateKey();
  return { privateKey, address: privateKeyToAccount(privateKey).address };
}

async function post(walletAddress: string, body: components['schemas']['AffiliateCreation'], to = server) {
  return answered(
    await companionClient(to).POST('/affiliate/{walletAddress}/', { params: { path: { walletAddress } }, body }),
  );
}

async function get(address: string, from = server) {
  return answered(await companionClient(from).GET('/affiliate/{address}', { params: { path: { address } } }));
}

describe('createAffiliate', () => {
  test('default: the documented example (Hardhat account 0, BATCHBOOK) is 201, then readable', async () => {
    expect(await signCode(HARDHAT_0_KEY, HARDHAT_0, 'BATCHBOOK')).toBe(DOCUMENTED_SIGNATURE);
    const created = await post(HARDHAT_0, {
      walletAddress: HARDHAT_0,
      code: 'BATCHBOOK',
      signedMessage: DOCUMENTED_SIGNATURE,
    });
    const createdAt = server.context.clock.now().toISOString();
    expect(created).toEqual({ status: 201, json: { code: 'BATCHBOOK', createdAt } });
    expect(await get(HARDHAT_0.toUpperCase().replace('0X', '0x'))).toEqual({
      status: 200,
      json: {
        code: 'BATCHBOOK',
        createdAt,
        rewardAmount: 10,
        triggerVolume: 250000,
        timeCapDays: 90,
        volumeCap: 0,
        revenueSplitAffiliatePct: 50,
        revenueSplitTraderPct: 50,
        revenueSplitDaoPct: 0,
      },
    });
  });

  test('behavior: checksummed addresses and a padded code', async () => {
    const { privateKey, address } = newAccount();
    const code = freshCode();
    const signedMessage = await signCode(privateKey, address, code);
    const created = await post(address, { walletAddress: address.toLowerCase(), code: `  ${code}\n`, signedMessage });
    expect(created).toMatchObject({ status: 201, json: { code } });
    expect(await get(address.toLowerCase())).toMatchObject({ status: 200, json: { code } });
  });

  test('behavior: 400 messages in the documented order', async () => {
    const { privateKey, address } = newAccount();
    const other = newAccount().address;
    const signedMessage = await signCode(privateKey, address, 'VALID_CODE');
    expect(await post(address, { walletAddress: other, code: '', signedMessage })).toEqual({
      status: 400,
      json: { message: 'Affiliate wallet address mismatch' },
    });
    expect(await post(address, { walletAddress: address, code: '   ', signedMessage })).toEqual({
      status: 400,
      json: { message: 'Affiliate code is required' },
    });
    for (const code of ['abcde', 'ABCD', 'A'.repeat(21), 'HAS SPACE', 'DOT.CODE', 'ÄBCDE']) {
      expect(await post(address, { walletAddress: address, code, signedMessage })).toEqual({
        status: 400,
        json: { message: 'Affiliate code format is invalid' },
      });
    }
    // Malformed bodies never reach the checks: 400 naming the field.
    // Raw fetch: the typed client refuses to send a body without its required `signedMessage`.
    const missing = await fetch(`${server.url}/affiliate/${address}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ walletAddress: address, code: 'VALID_CODE' }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: expect.stringContaining('signedMessage') });
  });

  test('behavior: 401 Affiliate signature has invalid address when another account signed', async () => {
    const wallet = newAccount();
    const signer = newAccount();
    const code = freshCode();
    const signedMessage = await signCode(signer.privateKey, wallet.address, code);
    expect(await post(wallet.address, { walletAddress: wallet.address, code, signedMessage })).toEqual({
      status: 401,
      json: { message: 'Affiliate signature has invalid address' },
    });
  });

  test('behavior: a signature over other typed data recovers another address', async () => {
    const { privateKey, address } = newAccount();
    const code = freshCode();
    // Signed for another code, or another domain name: the digest differs, so does the signer.
    const forOtherCode = await signCode(privateKey, address, 'OTHER_CODE');
    const otherDomain = await privateKeyToAccount(privateKey).signTypedData(
      affiliateTypedData({ walletAddress: address, code, domainName: 'Another Affiliate' }),
    );
    for (const signedMessage of [forOtherCode, otherDomain]) {
      expect(await post(address, { walletAddress: address, code, signedMessage })).toEqual({
        status: 401,
        json: { message: 'Affiliate signature has invalid address' },
      });
    }
  });

  test('behavior: 401 Affiliate has invalid signature for malformed signatures', async () => {
    const { address } = newAccount();
    const code = freshCode();
    const bad: Hex[] = ['0x', '0x1234', `0x${'11'.repeat(65)}`, `0x${'00'.repeat(64)}1b`, `0x${'ab'.repeat(64)}05`];
    for (const signedMessage of bad) {
      expect(await post(address, { walletAddress: address, code, signedMessage })).toEqual({
        status: 401,
        json: { message: 'Affiliate has invalid signature' },
      });
    }
    const notHex = await post(address, { walletAddress: address, code, signedMessage: 'not-a-signature' });
    expect(notHex.status).toBe(400);
  });

  test('behavior: 409 wallet already bound, code already taken', async () => {
    const first = newAccount();
    const second = newAccount();
    const code = freshCode();
    const created = await post(first.address, {
      walletAddress: first.address,
      code,
      signedMessage: await signCode(first.privateKey, first.address, code),
    });
    expect(created.status).toBe(201);
    const anotherCode = freshCode();
    expect(
      await post(first.address, {
        walletAddress: first.address,
        code: anotherCode,
        signedMessage: await signCode(first.privateKey, first.address, anotherCode),
      }),
    ).toEqual({ status: 409, json: { message: 'Affiliate wallet address already bound to a code' } });
    expect(
      await post(second.address, {
        walletAddress: second.address,
        code,
        signedMessage: await signCode(second.privateKey, second.address, code),
      }),
    ).toEqual({ status: 409, json: { message: 'Affiliate code already taken' } });
    // Those rejected signatures were not accepted, so they are not burnt.
    expect((await get(second.address)).status).toBe(404);
  });

  test('behavior: a used signature is 409 before verification, even for another code or letter case', async () => {
    const { privateKey, address } = newAccount();
    const code = freshCode();
    const signedMessage = await signCode(privateKey, address, code);
    expect((await post(address, { walletAddress: address, code, signedMessage })).status).toBe(201);
    const replays = [
      { walletAddress: address, code, signedMessage },
      { walletAddress: address, code: freshCode(), signedMessage },
      { walletAddress: address, code, signedMessage: signedMessage.toUpperCase().replace('0X', '0x') },
    ];
    for (const body of replays) {
      expect(await post(address, body)).toEqual({ status: 409, json: { message: 'Affiliate signature already used' } });
    }
    // Before verification: on another wallet's path the replay is still "already used", not 401.
    const stranger = newAccount().address;
    expect(await post(stranger, { walletAddress: stranger, code: freshCode(), signedMessage })).toEqual({
      status: 409,
      json: { message: 'Affiliate signature already used' },
    });
  });

  test('behavior: two concurrent registrations of one code: exactly one 201', async () => {
    const code = freshCode();
    const accounts = [newAccount(), newAccount(), newAccount(), newAccount()];
    const bodies = await Promise.all(
      accounts.map(async ({ privateKey, address }) => ({
        walletAddress: address,
        code,
        signedMessage: await signCode(privateKey, address, code),
      })),
    );
    const results = await Promise.all(bodies.map((body) => post(body.walletAddress, body)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const loser of results.filter((r) => r.status !== 201)) {
      expect(loser.status).toBe(409);
      expect(loser.json).toEqual({
        message: expect.stringMatching(/^(Affiliate code already taken|Affiliate already exists)$/),
      });
    }
  });

  test('behavior: ERC-1271 through a mainnet contract wallet signed by its owner keys', async () => {
    const owners = [newAccount(), newAccount(), newAccount()];
    const world = server.context.simulation.world('mainnet');
    if (!world) throw new Error('mainnet is simulated');
    const wallet = world.createContractWallet({ owners: owners.map((o) => o.address), threshold: 2 }).address;
    const code = freshCode();
    const digest = hashTypedData(affiliateTypedData({ walletAddress: wallet, code }));
    const ownerSignature = (i: number) => sign({ hash: digest, privateKey: owners[i]!.privateKey, to: 'hex' });

    const oneOwner = await ownerSignature(0);
    expect(await post(wallet, { walletAddress: wallet, code, signedMessage: oneOwner })).toEqual({
      status: 401,
      json: { message: 'Affiliate has invalid signature' },
    });
    const stranger = await sign({ hash: digest, privateKey: newAccount().privateKey, to: 'hex' });
    expect(await post(wallet, { walletAddress: wallet, code, signedMessage: concat([oneOwner, stranger]) })).toEqual({
      status: 401,
      json: { message: 'Affiliate has invalid signature' },
    });

    const twoOwners = concat([await ownerSignature(2), await ownerSignature(0)]);
    expect(await post(wallet, { walletAddress: wallet, code, signedMessage: twoOwners })).toEqual({
      status: 201,
      json: { code, createdAt: expect.any(String) },
    });
    expect(await get(wallet)).toMatchObject({ status: 200, json: { code } });
  });

  test('behavior: a threshold-1 contract wallet accepts one owner ECDSA signature', async () => {
    const owner = newAccount();
    const world = server.context.simulation.world('mainnet');
    if (!world) throw new Error('mainnet is simulated');
    const wallet = world.createContractWallet({ owners: [owner.address], threshold: 1 }).address;
    const code = freshCode();
    const signedMessage = await sign({
      hash: hashTypedData(affiliateTypedData({ walletAddress: wallet, code })),
      privateKey: owner.privateKey,
      to: 'hex',
    });
    expect((await post(wallet, { walletAddress: wallet, code, signedMessage })).status).toBe(201);
  });
});

describe('getAffiliate', () => {
  test('behavior: 404 Affiliate not found; 400 for a malformed address', async () => {
    expect(await get(newAccount().address)).toEqual({ status: 404, json: { message: 'Affiliate not found' } });
    const malformed = await get('0x1234');
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ message: expect.any(String) });
  });
});

describe('affiliate program switched off', () => {
  test('behavior: CMS_ENABLED=false answers 503 Affiliate program is not enabled', async () => {
    const off = await startTestServer({ CMS_ENABLED: 'false' });
    try {
      const { privateKey, address } = newAccount();
      const signedMessage = await signCode(privateKey, address, 'BATCHBOOK');
      const notEnabled = { status: 503, json: { message: 'Affiliate program is not enabled' } };
      expect(await post(address, { walletAddress: address, code: 'BATCHBOOK', signedMessage }, off)).toEqual(
        notEnabled,
      );
      expect(await get(address, off)).toEqual(notEnabled);
    } finally {
      await off.close();
    }
  });

  test('behavior: AFFILIATE_DOMAIN_NAME changes the signed domain', async () => {
    const custom = await startTestServer({ AFFILIATE_DOMAIN_NAME: 'Example Referrals' });
    try {
      const { privateKey, address } = newAccount();
      const code = 'EXAMPLE_1';
      const signer = privateKeyToAccount(privateKey);
      const defaultDomain = await signer.signTypedData(affiliateTypedData({ walletAddress: address, code }));
      const customDomain = await signer.signTypedData(
        affiliateTypedData({ walletAddress: address, code, domainName: 'Example Referrals' }),
      );
      const postTo = (signedMessage: Hex) => post(address, { walletAddress: address, code, signedMessage }, custom);
      expect((await postTo(defaultDomain)).status).toBe(401);
      expect((await postTo(customDomain)).status).toBe(201);
    } finally {
      await custom.close();
    }
  });
});
