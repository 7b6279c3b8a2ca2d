import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation(
  'createAffiliate',
  ({ stateless }) => {
    // @NOTE the replay flow (a used signature is 409) needs a signed binding: conformance/scenarios/.
    stateless(
      'behavior: a body walletAddress other than the path is 400 mismatch',
      async ({ clients, operation, prefer }) => {
        const body = exampleRequest(operation).body as any;
        const { error, response } = await clients.companion.POST('/affiliate/{walletAddress}/', {
          params: { path: { walletAddress: unknownAddress } },
          body,
          headers: prefer(400, 'walletAddressMismatch'),
        });
        expect(response.status).toBe(400);
        expect(error).toEqual({ message: 'Affiliate wallet address mismatch' });
      },
    );
  },
  { writes: true },
);
