import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('streamAuctionEvents', ({ stateless, realOnly }) => {
  stateless('behavior: the stream opens as text/event-stream with retry first', async ({ clients }) => {
    const response = await clients.request('streamAuctionEvents');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.text).toMatch(/^retry: \d+\n\n/);
  });

  realOnly('behavior: a Last-Event-ID ahead of the stored history is 400 InvalidParameter', async ({ clients }) => {
    const response = await clients.request('streamAuctionEvents', { headers: { 'Last-Event-ID': '999.999.999.0' } });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errorType: 'InvalidParameter' });
  });
});
