import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { WETH, unknownAddress } from '../fixtures/values.js';

describeOperation('getAccountTokenBalances', ({ stateless, realOnly }) => {
  stateless('behavior: an unsupported chain is 404 Balances not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/{chainId}/accounts/{userAddress}/balances', {
      params: { path: { chainId: '999999999', userAddress: unknownAddress }, query: { tokens: WETH } },
      headers: prefer(404, 'balancesNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Balances not found' });
  });

  realOnly('behavior: one entry per token, a token the chain does not list reads 0', async ({ clients }) => {
    const { data, response } = await clients.companion.GET('/{chainId}/accounts/{userAddress}/balances', {
      params: { path: { chainId: '1', userAddress: unknownAddress }, query: { tokens: `${WETH},${unknownAddress}` } },
    });
    expect(response.status).toBe(200);
    expect(data?.map((entry) => entry.token.address)).toEqual([WETH, unknownAddress]);
    expect(data?.[1]).toEqual({ token: { address: unknownAddress }, balance: '0', allowance: '0' });
  });
});
