import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation('getTokensDetails', ({ stateless, realOnly }) => {
  stateless('behavior: when the chain lists none of the tokens, 404 No tokens found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.POST('/{chainId}/tokens/details', {
      params: { path: { chainId: '1' } },
      body: { tokenAddresses: [unknownAddress] },
      headers: prefer(404, 'noTokensFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'No tokens found' });
  });

  realOnly('behavior: an empty list and 101 addresses are 400 {message}', async ({ clients }) => {
    for (const tokenAddresses of [[], Array.from({ length: 101 }, () => unknownAddress)]) {
      const { error, response } = await clients.companion.POST('/{chainId}/tokens/details', {
        params: { path: { chainId: '1' } },
        body: { tokenAddresses },
      });
      expect(response.status).toBe(400);
      expect(error).toEqual({ message: expect.stringMatching(/tokenAddresses/) });
    }
  });
});
