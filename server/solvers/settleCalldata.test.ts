import { decodeFunctionData, getAddress, type Address, type Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import { NATIVE_TOKEN, TOKEN_CALL_ABI, type AuctionOrder } from '../../simulator/index.js';
import { TOKENS, candidate } from '../../simulator/auction/testing/fixtures.js';
import { encodeSettleCalldata, type EngineSolution } from './settleCalldata.js';
import { decodeSettle } from './testing/decodeSettle.js';

const WETH = TOKENS.WETH as Address;
const USDC = TOKENS.USDC as Address;

describe('encodeSettleCalldata', () => {
  test("behavior: an order buying the native token is priced at the wrapped token's clearing price and unwrapped after the solution's calls, as the reference driver encodes it", () => {
    const order: AuctionOrder = {
      ...candidate('buys-eth', {
        sellToken: USDC,
        buyToken: NATIVE_TOKEN,
        sellAmount: 3100n * 10n ** 6n,
        buyAmount: 10n ** 18n,
        kind: 'buy',
      }),
      protocolFees: [],
    };
    const prices = { [WETH]: 3000n * 10n ** 6n + 7n, [USDC]: 10n ** 18n };
    const solution: EngineSolution = {
      id: 1,
      prices: Object.fromEntries(Object.entries(prices).map(([token, price]) => [token, String(price)])),
      trades: [{ kind: 'fulfillment', order: order.uid, executedAmount: String(order.buyAmount) }],
      interactions: [],
    };
    const input = encodeSettleCalldata(42, solution, new Map([[order.uid, order]]), WETH);

    expect(BigInt(`0x${input.slice(-16)}`)).toBe(42n);
    const { tokens, clearingPrices, trades, interactions } = decodeSettle(input.slice(0, -16) as Hex);
    const [trade] = trades;
    // A buy order's sell amount at the clearing prices, rounded down (`Fulfillment::sell_amount`).
    const executedSell = (order.buyAmount * prices[WETH]!) / prices[USDC]!;
    expect([tokens[Number(trade!.sellTokenIndex)], tokens[Number(trade!.buyTokenIndex)]]).toEqual([
      getAddress(USDC),
      getAddress(NATIVE_TOKEN),
    ]);
    expect([clearingPrices[Number(trade!.sellTokenIndex)], clearingPrices[Number(trade!.buyTokenIndex)]]).toEqual([
      order.buyAmount,
      executedSell,
    ]);
    expect(trade!.executedAmount).toBe(order.buyAmount);
    expect(interactions[1]).toHaveLength(1);
    const [withdraw] = interactions[1]!;
    expect(withdraw!.target).toBe(getAddress(WETH));
    expect(decodeFunctionData({ abi: TOKEN_CALL_ABI, data: withdraw!.callData })).toMatchObject({
      functionName: 'withdraw',
      args: [order.buyAmount],
    });
  });
});
