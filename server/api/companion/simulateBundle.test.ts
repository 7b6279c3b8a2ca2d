import { createRequire } from 'node:module';
import { OrderBalance, OrderKind, SigningScheme, TokenRegistry, encodeTrade } from '@cowprotocol/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  encodeFunctionData,
  erc20Abi,
  keccak256,
  maxUint256,
  stringToHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  SETTLEMENT_CONTRACT,
  VAULT_RELAYER,
  computeOrderUid,
  hashOrder,
  orderTypedData,
} from '../../../simulator/index.js';
import { TOKENS, answered, answeredWithHeaders, companionClient, ok } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

// The settlement contract's ABI as its authors publish it, so calldata is encoded independently.
const settlementAbi = (
  createRequire(import.meta.url)('@cowprotocol/contracts/lib/contracts/GPv2Settlement.json') as { abi: Abi }
).abi;
const SETTLEMENT = SETTLEMENT_CONTRACT.toLowerCase() as Address;
const ONE_ETHER = 10n ** 18n;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Call = { from: string; to: string; input: Hex; value?: string; gas?: number };

const simulateAnswer = (calls: Call[], chainId = '1') =>
  companionClient(server).POST('/{chainId}/simulation/simulateBundle', { params: { path: { chainId } }, body: calls });
/** The results of a bundle the server simulated (the test fails on an error answer). */
const simulate = async (calls: Call[]) => ok(await simulateAnswer(calls));

const world = () => server.context.simulation.world('mainnet')!;
const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
const approve = (spender: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
const transferFrom = (from: Address, to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [from, to, amount] });

describe('simulateBundle', () => {
  test('behavior: calls run in order on the state the previous left, balances diff cumulatively, the world is unchanged', async () => {
    const alice = privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as Address;
    const bob = privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as Address;
    const balance = world().balanceOf(TOKENS.USDC, alice);
    expect(balance).toBeGreaterThan(2_000_000n);
    const answer = await simulateAnswer([
      { from: alice, to: TOKENS.USDC, input: approve(bob, 1_500_000n) },
      { from: bob, to: TOKENS.USDC, input: transferFrom(alice, bob, 1_000_000n) },
      // Only 500 000 of the allowance is left.
      { from: bob, to: TOKENS.USDC, input: transferFrom(alice, bob, 1_000_000n) },
      { from: alice, to: TOKENS.USDC, input: transfer(bob, balance) },
      { from: alice, to: TOKENS.USDC, input: transfer(bob, balance - 1_000_000n), gas: 30_000 },
    ]);
    expect(answeredWithHeaders(answer)).toMatchObject({ status: 200, cors: '*' });
    const result = ok(answer);
    expect(result.map((call) => [call.status, call.error])).toEqual([
      [true, null],
      [true, null],
      [false, 'ERC20: insufficient allowance'],
      [false, 'ERC20: transfer amount exceeds balance'],
      [false, 'out of gas'],
    ]);
    const moved = { [alice]: { [TOKENS.USDC]: '-1000000' }, [bob]: { [TOKENS.USDC]: '1000000' } };
    expect(result[0]!.cumulativeBalancesDiff).toEqual({});
    expect(result.slice(1).map((call) => call.cumulativeBalancesDiff)).toEqual([moved, moved, moved, moved]);
    expect(Number(result[1]!.gasUsed)).toBeGreaterThan(21_000);
    // Nothing happened to the world; the same bundle gets the same ids.
    expect(world().balanceOf(TOKENS.USDC, alice)).toBe(balance);
    expect(world().allowance(TOKENS.USDC, alice, bob)).toBe(0n);
    const again = await simulate([{ from: alice, to: TOKENS.USDC, input: approve(bob, 1_500_000n) }]);
    expect(again[0]!.id).toBe(result[0]!.id);
  });

  test('behavior: wrapping native moves value; an address without code takes value; other contracts are not pretended', async () => {
    const alice = privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as Address;
    const eoa = privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as Address;
    const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
    world().mint(native, alice, 3n * ONE_ETHER);
    const result = await simulate([
      { from: alice, to: TOKENS.WETH, input: '0xd0e30db0', value: ONE_ETHER.toString() },
      { from: alice, to: eoa, input: '0x', value: ONE_ETHER.toString() },
      { from: alice, to: VAULT_RELAYER, input: '0x12345678' },
      { from: alice, to: TOKENS.WETH, input: '0x12345678' },
    ]);
    expect(result.map((call) => [call.status, call.error])).toEqual([
      [true, null],
      [true, null],
      [false, `batchbook does not simulate calls into the contract ${VAULT_RELAYER.toLowerCase()}`],
      [false, `batchbook does not simulate function 0x12345678 of ${TOKENS.WETH}`],
    ]);
    expect(result[1]!.cumulativeBalancesDiff).toMatchObject({
      [alice]: { [native]: (-2n * ONE_ETHER).toString(), [TOKENS.WETH]: ONE_ETHER.toString() },
      [eoa]: { [native]: ONE_ETHER.toString() },
    });
  });

  test('behavior: a settlement of a signed order runs its hooks and trades as the order simulation says', async () => {
    const trader = privateKeyToAccount(generatePrivateKey());
    const owner = trader.address.toLowerCase() as Address;
    const receiver = privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as Address;
    const validTo = Math.floor(server.context.clock.now().getTime() / 1000) + 3600;
    const order = {
      sellToken: TOKENS.WETH as Address,
      buyToken: TOKENS.USDC as Address,
      receiver,
      sellAmount: ONE_ETHER / 10n,
      buyAmount: 100_000_000n,
      validTo,
      appData: keccak256(stringToHex('{}')),
      feeAmount: 0n,
      kind: 'sell' as const,
      partiallyFillable: false,
      sellTokenBalance: 'erc20' as const,
      buyTokenBalance: 'erc20' as const,
    };
    const signature = await trader.signTypedData(orderTypedData(order, 1));
    const tokens = new TokenRegistry();
    const trade = encodeTrade(
      tokens,
      {
        ...order,
        kind: OrderKind.SELL,
        sellAmount: order.sellAmount.toString(),
        buyAmount: order.buyAmount.toString(),
        feeAmount: '0',
        sellTokenBalance: OrderBalance.ERC20,
        buyTokenBalance: OrderBalance.ERC20,
      },
      { scheme: SigningScheme.EIP712, data: signature },
      { executedAmount: 0 },
    );
    // A pre-hook approves the vault relayer, as a permit hook would.
    const preHook = { target: TOKENS.WETH, value: 0n, callData: approve(VAULT_RELAYER, maxUint256) };
    const settle = (pre: (typeof preHook)[]) =>
      encodeFunctionData({
        abi: settlementAbi,
        functionName: 'settle',
        args: [tokens.addresses, [1n, 1n], [trade], [pre, [], []]],
      });
    world().setAllowance(TOKENS.WETH, owner, 0n, VAULT_RELAYER);

    const withoutHook = await simulate([{ from: owner, to: SETTLEMENT, input: settle([]) }]);
    expect(withoutHook[0]).toMatchObject({ status: false, error: expect.stringMatching(/allowance/) });

    // The hook's approval is the settlement contract's own, not the trader's: the trader approves first.
    const result = await simulate([
      { from: owner, to: TOKENS.WETH, input: approve(VAULT_RELAYER, maxUint256) },
      { from: owner, to: SETTLEMENT, input: settle([preHook]) },
    ]);
    expect(result.map((call) => call.error)).toEqual([null, null]);
    const diff = result[1]!.cumulativeBalancesDiff;
    expect(diff[owner]).toEqual({ [TOKENS.WETH]: (-(ONE_ETHER / 10n)).toString() });
    expect(BigInt(diff[receiver]?.[TOKENS.USDC] ?? 0)).toBeGreaterThan(100_000_000n);
    expect(diff[SETTLEMENT]).toEqual({ [TOKENS.WETH]: '0', [TOKENS.USDC]: '0' });

    // Presigning needs the order's owner.
    const uid = computeOrderUid({ digest: hashOrder(order, 1), owner, validTo });
    const presign = encodeFunctionData({ abi: settlementAbi, functionName: 'setPreSignature', args: [uid, true] });
    const presigned = await simulate([
      { from: receiver, to: SETTLEMENT, input: presign },
      { from: owner, to: SETTLEMENT, input: presign },
    ]);
    expect(presigned.map((call) => call.error)).toEqual(['GPv2: cannot presign order', null]);
  });

  test('behavior: an unknown chain is 400 Build simulation error; malformed calldata is 400', async () => {
    const call = { from: TOKENS.DAI, to: TOKENS.USDC, input: '0x' as Hex };
    expect(answered(await simulateAnswer([call], '999999'))).toEqual({
      status: 400,
      json: { message: 'Build simulation error' },
    });
    expect(answered(await simulateAnswer([{ ...call, input: '0xabc' as Hex }]))).toEqual({
      status: 400,
      json: { message: expect.stringMatching(/input/) },
    });
  });
});
