import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { exampleRequest } from '../setup/exampleRequest.js';
import { unknownAddress } from '../fixtures/values.js';

describeOperation(
  'removeNotificationChannel',
  ({ stateless }) => {
    // @NOTE adding, listing and removing a signed channel: conformance/operations/addNotificationChannel.test.ts.
    stateless(
      'behavior: a channel the account does not have is 404 Notification channel not found',
      async ({ clients, operation, prefer }) => {
        const { error, response } = await clients.companion.DELETE(
          '/accounts/{account}/notifications/channels/{channelId}',
          {
            params: { path: { account: unknownAddress, channelId: '987654321' } },
            body: exampleRequest(operation).body as any,
            headers: prefer(404, 'notFound'),
          },
        );
        expect(response.status).toBe(404);
        expect(error).toEqual({ message: 'Notification channel not found' });
      },
    );
  },
  { writes: true },
);
