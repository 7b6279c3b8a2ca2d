/**
 * The calldata of a built-in solver's landed settlement in the order debug report, decoded with
 * the settlement contract authors' ABI: the trades at what they executed, the pool swaps as router
 * calls, the orders' hooks, the unwrap for an order that buys the native token.
 */
import { decodeFunctionData, getAddress, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { NATIVE_TOKEN, SETTLEMENT_CONTRACT, TOKEN_CALL_ABI } from '../../simulator/index.js';
import { UNISWAP_V2_ROUTER } from '../solvers/solveRequest.js';
import { decodeSettle, uniswapV2RouterAbi } from '../solvers/testing/decodeSettle.js';
import { TOKENS, ok, orderbookClient, simulatorClient, submitOrder, plainSellOrderTerms } from '../testing/fixtures.js';
import { startTestServer, type TestServer } from '../testing/startTestServer.js';

const { WETH, USDC } = TOKENS;

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ SOLVERS: 'baseline' });
});
afterEach(() => server.close());

const nowSeconds = () => Math.floor(server.context.clock.now().getTime() / 1000);

function submit(
  account: PrivateKeyAccount,
  order: { sellToken: Address; buyToken: Address; sellAmount: bigint; buyAmount: bigint; appData?: string },
) {
  return submitOrder(server, account, {
    receiver: null,
    validTo: nowSeconds() + 1800,
    ...plainSellOrderTerms,
    ...order,
  });
}

describe('winner calldata in the order debug report', () => {
  test("behavior: a landed settlement's calldata gives back each trade's amounts, and carries the pool swaps, the orders' hooks and the unwrap of native proceeds", async () => {
    const preHook = { target: '0x1111111111111111111111111111111111111111', callData: '0xc0ffee', gasLimit: '50000' };
    const postHook = { target: '0x2222222222222222222222222222222222222222', callData: '0xbeef', gasLimit: '40000' };
    const seller = privateKeyToAccount(generatePrivateKey());
    const sellsWeth = await submit(seller, {
      sellToken: WETH,
      buyToken: USDC,
      sellAmount: 10n ** 17n,
      buyAmount: 100_000_000n,
      appData: JSON.stringify({ metadata: { hooks: { pre: [preHook], post: [postHook] } } }),
    });
    const buyer = privateKeyToAccount(generatePrivateKey());
    const control = simulatorClient(server);
    const funds = { token: USDC, amount: '1000000000' };
    ok(await control.POST('/sim/v1/balances/mint', { body: { ...funds, account: buyer.address } }));
    ok(await control.POST('/sim/v1/allowances', { body: { ...funds, owner: buyer.address } }));
    const buysEth = await submit(buyer, {
      sellToken: USDC,
      buyToken: NATIVE_TOKEN,
      sellAmount: 500_000_000n,
      buyAmount: 10n ** 16n,
    });
    ok(await control.POST('/sim/v1/advance', { body: { blocks: 2 } }));

    const orderbook = orderbookClient(server);
    const reportOf = async (uid: Hex) =>
      ok(await orderbook.GET('/api/v1/debug/order/{uid}', { params: { path: { uid } } }));
    const [sellerReport, buyerReport] = [await reportOf(sellsWeth), await reportOf(buysEth)];
    const [tradeOfSeller, tradeOfBuyer] = [sellerReport.trades[0]!, buyerReport.trades[0]!];
    // One settlement traded both orders, and both reports show its calldata.
    expect(tradeOfBuyer.txHash).toBe(tradeOfSeller.txHash);
    const auction = sellerReport.auctions.find((entry) => entry.id === tradeOfSeller.auctionId)!;
    const [attempt] = auction.settlementAttempts;
    expect(attempt).toMatchObject({ outcome: 'success', callData: expect.stringMatching(/^0x[0-9a-f]+$/) });
    expect(buyerReport.auctions.find((entry) => entry.id === auction.id)!.settlementAttempts).toEqual([attempt]);
    const callData = attempt!.callData!;
    expect(attempt!.uninternalizedCallData).toBe(callData);
    expect(BigInt(`0x${callData.slice(-16)}`)).toBe(BigInt(auction.id));

    const { tokens, clearingPrices: prices, trades, interactions } = decodeSettle(callData.slice(0, -16) as Hex);
    // The report's interactions are the calldata's.
    expect(
      interactions.map((phase) =>
        phase.map((call) => ({
          target: call.target.toLowerCase(),
          value: call.value.toString(),
          callData: call.callData,
        })),
      ),
    ).toEqual(attempt!.interactions);

    // Each trade's own prices give back, through the contract's arithmetic, what it executed.
    const orders = await Promise.all(
      [sellsWeth, buysEth].map(async (UID) =>
        ok(await orderbook.GET('/api/v1/orders/{UID}', { params: { path: { UID } } })),
      ),
    );
    const executed = trades.map((trade) => ({
      signature: trade.signature,
      sellToken: tokens[Number(trade.sellTokenIndex)]!.toLowerCase(),
      buyToken: tokens[Number(trade.buyTokenIndex)]!.toLowerCase(),
      sellAmount: trade.executedAmount.toString(),
      buyAmount: (
        (trade.executedAmount * prices[Number(trade.sellTokenIndex)]!) /
        prices[Number(trade.buyTokenIndex)]!
      ).toString(),
    }));
    expect(executed).toEqual(
      expect.arrayContaining(
        [tradeOfSeller, tradeOfBuyer].map((trade, index) => ({
          signature: orders[index]!.signature.toLowerCase(),
          sellToken: orders[index]!.sellToken,
          buyToken: orders[index]!.buyToken,
          sellAmount: trade.sellAmount,
          buyAmount: trade.buyAmount,
        })),
      ),
    );
    expect(executed).toHaveLength(2);

    // Pre: the seller's pre-hook; post: its post-hook.
    expect(interactions[0]).toEqual([{ target: getAddress(preHook.target), value: 0n, callData: preHook.callData }]);
    expect(interactions[2]).toEqual([{ target: getAddress(postHook.target), value: 0n, callData: postHook.callData }]);
    // Intra: the baseline's pool swaps as router calls paying the settlement contract, then the
    // wrapped native token's withdraw of what the ETH buyer receives.
    const swaps = interactions[1]!.slice(0, -1);
    expect(swaps.length).toBeGreaterThan(0);
    for (const swap of swaps) {
      expect(swap.target.toLowerCase()).toBe(UNISWAP_V2_ROUTER);
      const [, , path, to] = decodeFunctionData({ abi: uniswapV2RouterAbi, data: swap.callData }).args;
      expect(to).toBe(getAddress(SETTLEMENT_CONTRACT));
      expect(path.map((token) => token.toLowerCase()).sort()).toEqual(
        [USDC, WETH].map((token) => token.toLowerCase()).sort(),
      );
    }
    const unwrap = interactions[1]!.at(-1)!;
    expect(unwrap.target.toLowerCase()).toBe(WETH.toLowerCase());
    expect(decodeFunctionData({ abi: TOKEN_CALL_ABI, data: unwrap.callData })).toEqual({
      functionName: 'withdraw',
      args: [BigInt(tradeOfBuyer.buyAmount)],
    });
  });
});
