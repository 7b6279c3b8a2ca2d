import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { WETH, unknownAddress } from '../fixtures/values.js';

describeOperation('streamAccountTokenBalances', ({ stateless, realOnly }) => {
  stateless('default: the stream opens as text/event-stream with initial_balances first', async ({ clients }) => {
    const response = await clients.request('streamAccountTokenBalances', {
      path: { chainId: '1', userAddress: unknownAddress },
      query: { tokens: `${WETH},${unknownAddress}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = response.text.split('\n\n').find((block) => block.includes('data: '));
    expect(first).toMatch(/^event: initial_balances\ndata: /);
  });

  realOnly('behavior: one initial balance per token, as the JSON route reads them', async ({ clients }) => {
    const request = {
      path: { chainId: '1', userAddress: unknownAddress },
      query: { tokens: `${WETH},${unknownAddress}` },
    };
    const streamed = await clients.request('streamAccountTokenBalances', request);
    const json = await clients.request('getAccountTokenBalances', request);
    const data = /event: initial_balances\ndata: (.*)\n/.exec(streamed.text)?.[1];
    expect(JSON.parse(data!)).toEqual({ balances: json.json });
  });

  stateless('behavior: an unsupported chain is 404 Balances not found', async ({ clients, prefer }) => {
    const response = await clients.request('streamAccountTokenBalances', {
      path: { chainId: '999999999', userAddress: unknownAddress },
      query: { tokens: WETH },
      headers: prefer(404, 'balancesNotFound'),
    });
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'Balances not found' });
  });
});
