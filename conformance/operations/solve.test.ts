import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';

describeOperation('solve', ({ realOnly }) => {
  realOnly(
    'behavior: the baseline fills the documented auction through its pool, with a fee for the limit order',
    async ({ clients, operation }) => {
      const request = exampleRequest(operation);
      const response = await clients.request('solve', { ...request, path: { solver: 'baseline' } });
      expect(response.status, response.text).toBe(200);
      const body = response.json as {
        solutions: { trades: { order: string; fee?: string }[]; interactions: { id: string }[] }[];
      };
      const [order] = (request.body as { orders: { uid: string }[] }).orders;
      expect(body.solutions.length).toBeGreaterThan(0);
      expect(body.solutions[0]!.trades).toEqual([
        expect.objectContaining({ kind: 'fulfillment', order: order!.uid, fee: expect.any(String) }),
      ]);
      expect(body.solutions[0]!.interactions).toEqual([expect.objectContaining({ kind: 'liquidity', id: '0' })]);
    },
  );

  realOnly(
    'behavior: a name that is no built-in solver of the network is 404 NotFound',
    async ({ clients, operation }) => {
      const response = await clients.request('solve', { ...exampleRequest(operation), path: { solver: 'nobody' } });
      expect(response.status, response.text).toBe(404);
      expect(response.json).toMatchObject({ errorType: 'NotFound' });
    },
  );
});
