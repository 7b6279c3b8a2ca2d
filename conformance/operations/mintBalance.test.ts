import { expect } from 'vitest';
import { exampleRequest } from '../setup/exampleRequest.js';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation(
  'mintBalance',
  ({ stateless, stateful }) => {
    stateless(
      'behavior: a token the network does not list is 400 InvalidParameter',
      async ({ clients, operation, prefer }) => {
        const body = exampleRequest(operation).body as any;
        const { error, response } = await clients.simulator.POST('/sim/v1/balances/mint', {
          body: { ...body, token: `0x${'11'.repeat(20)}` },
          headers: prefer(400, 'invalidParameter'),
        });
        expect(response.status).toBe(400);
        expect(error?.errorType).toBe('InvalidParameter');
      },
    );

    stateful('behavior: minting twice adds both amounts to the balance', async ({ clients, operation }) => {
      const body = exampleRequest(operation).body as any;
      const first = await clients.simulator.POST('/sim/v1/balances/mint', { body });
      const second = await clients.simulator.POST('/sim/v1/balances/mint', { body });
      expect(first.response.status).toBe(200);
      expect(BigInt(second.data!.balance) - BigInt(first.data!.balance)).toBe(BigInt(body.amount));
    });
  },
  { writes: true },
);
