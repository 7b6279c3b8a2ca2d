import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('streamAccountEvents', ({ stateless, realOnly }) => {
  stateless('behavior: the stream opens as text/event-stream with retry first', async ({ clients }) => {
    const response = await clients.request('streamAccountEvents', { path: { owner: `0x${'22'.repeat(20)}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.text).toMatch(/^retry: \d+\n\n/);
  });

  realOnly('behavior: an owner that is not an address is 400 InvalidParameter naming owner', async ({ clients }) => {
    const response = await clients.request('streamAccountEvents', { path: { owner: '0x1234' } });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ errorType: 'InvalidParameter' });
  });
});
