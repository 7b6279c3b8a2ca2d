import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';
import { unknownUid } from '../fixtures/values.js';

describeOperation(
  'cancelOrder',
  ({ stateless }) => {
    stateless('behavior: cancelling an unknown order is 404', async ({ clients, operation, prefer }) => {
      const body = exampleRequest(operation).body as any;
      const { error, response } = await clients.orderbook.DELETE('/api/v1/orders/{UID}', {
        params: { path: { UID: unknownUid } },
        body,
        headers: prefer(404, 'notFound'),
      });
      expect(response.status).toBe(404);
      expect(error?.errorType).toBe('OrderNotFound');
    });
  },
  { writes: true },
);
