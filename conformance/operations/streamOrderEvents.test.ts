import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownUid } from '../fixtures/values.js';

describeOperation('streamOrderEvents', ({ stateless, realOnly }) => {
  stateless('behavior: an unknown uid is 404 NotFound before any stream opens', async ({ clients, prefer }) => {
    const response = await clients.request('streamOrderEvents', {
      path: { UID: unknownUid },
      headers: prefer(404),
    });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ errorType: 'NotFound' });
  });

  realOnly('behavior: a Last-Event-ID that is not an order event id is 400 InvalidParameter', async ({ clients }) => {
    const response = await clients.request('getCurrentBatchAuction');
    expect(response.status).toBeLessThan(500);
    const invalid = await clients.request('streamAccountEvents', {
      path: { owner: `0x${'11'.repeat(20)}` },
      headers: { 'Last-Event-ID': 'not-an-id' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ errorType: 'InvalidParameter' });
  });
});
