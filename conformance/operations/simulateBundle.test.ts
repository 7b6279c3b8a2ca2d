import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';
import { USDC, unknownAddress } from '../fixtures/values.js';

describeOperation('simulateBundle', ({ stateless, realOnly }) => {
  stateless('behavior: one result per call, a failed call with its revert reason', async ({ clients, operation }) => {
    const calls = exampleRequest(operation).body as unknown[];
    const { data, response } = await clients.companion.POST('/{chainId}/simulation/simulateBundle', {
      params: { path: { chainId: '1' } },
      body: calls as never,
    });
    expect(response.status).toBe(200);
    expect(data).toHaveLength(calls.length);
    for (const result of data!) expect(result.error === null).toBe(result.status);
  });

  stateless('behavior: an unsupported chain is 400 Build simulation error', async ({ clients, operation, prefer }) => {
    const { error, response } = await clients.companion.POST('/{chainId}/simulation/simulateBundle', {
      params: { path: { chainId: '999999999' } },
      body: exampleRequest(operation).body as never,
      headers: prefer(400, 'buildSimulationError'),
    });
    expect(response.status).toBe(400);
    expect(error).toEqual({ message: 'Build simulation error' });
  });

  realOnly('behavior: a transfer beyond the balance reverts and changes no balance', async ({ clients }) => {
    const amount = (2n ** 255n).toString(16).padStart(64, '0');
    const input = `0xa9059cbb${unknownAddress.slice(2).padStart(64, '0')}${amount}`;
    const { data, response } = await clients.companion.POST('/{chainId}/simulation/simulateBundle', {
      params: { path: { chainId: '1' } },
      body: [{ from: unknownAddress, to: USDC, input }],
    });
    expect(response.status).toBe(200);
    expect(data).toEqual([
      expect.objectContaining({
        status: false,
        error: 'ERC20: transfer amount exceeds balance',
        cumulativeBalancesDiff: {},
      }),
    ]);
  });
});
