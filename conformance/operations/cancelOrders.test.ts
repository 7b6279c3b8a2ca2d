import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';
import { unknownUid } from '../fixtures/values.js';

describeOperation(
  'cancelOrders',
  ({ stateless }) => {
    stateless(
      'behavior: cancelling an unknown order is 404 and cancels nothing',
      async ({ clients, operation, prefer }) => {
        const body = exampleRequest(operation).body as any;
        const { error, response } = await clients.orderbook.DELETE('/api/v1/orders', {
          body: { ...body, orderUids: [unknownUid] },
          headers: prefer(404, 'notFound'),
        });
        expect(response.status).toBe(404);
        expect(error?.errorType).toBe('OrderNotFound');
      },
    );
  },
  { writes: true },
);
