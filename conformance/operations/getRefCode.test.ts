import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';

describeOperation('getRefCode', ({ stateless }) => {
  stateless('behavior: a code nobody registered is 404 Affiliate code not found', async ({ clients, prefer }) => {
    const { error, response } = await clients.companion.GET('/ref-codes/{code}', {
      params: { path: { code: 'NOBODY-REGISTERED' } },
      headers: prefer(404, 'affiliateCodeNotFound'),
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Affiliate code not found' });
  });

  stateless(
    'behavior: a code outside ^[A-Z0-9_-]{5,20}$ is 400 Affiliate code format is invalid',
    async ({ clients, prefer }) => {
      const { error, response } = await clients.companion.GET('/ref-codes/{code}', {
        params: { path: { code: 'no' } },
        headers: prefer(400, 'codeFormatInvalid'),
      });
      expect(response.status).toBe(400);
      expect(error).toEqual({ message: 'Affiliate code format is invalid' });
    },
  );
});
