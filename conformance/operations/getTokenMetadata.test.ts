import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getTokenMetadata', ({ stateless }) => {
  stateless('behavior: a token no trade and no auction saw is all nulls, not an error', async ({ clients, prefer }) => {
    const { data, response } = await clients.orderbook.GET('/api/v1/token/{token}/metadata', {
      params: { path: { token: unknownAddress } },
      headers: prefer(200, 'unseen'),
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ firstTradeBlock: null, nativePrice: null });
  });
});
