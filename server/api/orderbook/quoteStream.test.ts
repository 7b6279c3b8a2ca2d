/**
 * `POST /{network}/api/v1/quote/stream` through a real EventSource client (POSTing its body), against the
 * real server on loopback.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { followEventStream } from '../../testing/followEventStream.js';
import { TOKENS, ok, orderbookClient, refused } from '../../testing/fixtures.js';
import { startTestServer, type TestServer } from '../../testing/startTestServer.js';

const { WBTC, USDC, WETH } = TOKENS;
const trader = '0x2c7536e3605d9c16a7a3d7b1898e529396a65c23';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type QuoteEvent = {
  quote: { sellAmount: string; buyAmount: string; feeAmount: string; gasAmount: string };
  id: number;
};

function streamQuote(body: Record<string, unknown>) {
  return followEventStream(`${server.url}/mainnet/api/v1/quote/stream`, {
    types: ['message', 'error'],
    postBody: { from: trader, kind: 'sell', ...body },
  });
}

/** A sell quote of the pair for `trader`, through the generated client. */
function postQuote(body: { sellToken: string; buyToken: string; sellAmountBeforeFee: string }) {
  return orderbookClient(server).POST('/api/v1/quote', { body: { from: trader, kind: 'sell', ...body } });
}

describe('quoteStream', () => {
  test('default: each price source that beats the best so far, in order, each stored; the stream ends with the best', async () => {
    // 100 WBTC moves the direct WBTC/USDC pool so far that the path through WETH pays more.
    const body = { sellToken: WBTC, buyToken: USDC, sellAmountBeforeFee: '10000000000' };
    const stream = streamQuote(body);
    const events = (await stream.waitForEnd()).map((event) => ({ ...event, data: event.data as QuoteEvent }));
    expect(stream.endings).toEqual([{ code: undefined }]);
    expect(events.map((event) => event.type)).toEqual(['message', 'message']);
    // No ids: nothing to resume.
    expect(events.every((event) => event.id === '')).toBe(true);
    const [direct, viaWeth] = events.map((event) => event.data);
    expect(BigInt(viaWeth!.quote.buyAmount)).toBeGreaterThan(BigInt(direct!.quote.buyAmount));
    expect(BigInt(viaWeth!.quote.gasAmount)).toBeGreaterThan(BigInt(direct!.quote.gasAmount));
    expect(viaWeth!.id).toBeGreaterThan(direct!.id);

    const quoted = await postQuote(body);
    expect(quoted.response.status).toBe(200);
    expect(ok(quoted).quote).toMatchObject({
      sellAmount: viaWeth!.quote.sellAmount,
      buyAmount: viaWeth!.quote.buyAmount,
      feeAmount: viaWeth!.quote.feeAmount,
    });
  });

  test('behavior: a pair one source prices gives one quote', async () => {
    const stream = streamQuote({ sellToken: WETH, buyToken: USDC, sellAmountAfterFee: '1000000000000000000' });
    const events = await stream.waitForEnd();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'message', data: { quote: { sellToken: WETH, buyToken: USDC } } });
  });

  test('behavior: a quote no source can price ends with one error event carrying the quote error', async () => {
    const stream = streamQuote({ sellToken: WETH, buyToken: USDC, sellAmountBeforeFee: '1000000000000' });
    const events = await stream.waitForEnd();
    expect(events).toEqual([
      {
        type: 'error',
        id: '',
        data: {
          errorType: 'SellAmountDoesNotCoverFee',
          description: 'The sell amount for the sell order is lower than the fee.',
          data: { fee_amount: expect.stringMatching(/^\d+$/) },
        },
      },
    ]);
    const quoted = await postQuote({ sellToken: WETH, buyToken: USDC, sellAmountBeforeFee: '1000000000000' });
    expect(refused(quoted)).toMatchObject({ status: 400, errorType: 'SellAmountDoesNotCoverFee' });
  });

  test('behavior: a request failing validation is refused with the JSON error; no stream opens', async () => {
    const stream = streamQuote({ sellToken: WETH, buyToken: WETH, sellAmountAfterFee: '1000' });
    await stream.waitForEnd();
    expect(stream.received).toEqual([]);
    expect(stream.endings).toEqual([{ code: 400 }]);
    const { error, response } = await orderbookClient(server).POST('/api/v1/quote/stream', {
      body: { from: trader, kind: 'sell', sellToken: WETH, buyToken: WETH, sellAmountAfterFee: '1000' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(error).toMatchObject({ errorType: 'SameBuyAndSellToken' });
  });
});
