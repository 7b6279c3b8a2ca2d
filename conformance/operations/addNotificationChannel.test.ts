import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { describeOperation } from '../setup/describeOperation.js';
import { unknownAddress } from '../fixtures/values.js';

/** The typed data of the operation's description, built from the document, not from the server's code. */
function channelChange(message: {
  account: `0x${string}`;
  action: 'add' | 'remove';
  channel: string;
  target: string;
  nonce: bigint;
  deadline: bigint;
}) {
  return {
    domain: { name: 'batchbook Notification Channels', version: '1' },
    types: {
      NotificationChannelChange: [
        { name: 'account', type: 'address' },
        { name: 'action', type: 'string' },
        { name: 'channel', type: 'string' },
        { name: 'target', type: 'string' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'NotificationChannelChange',
    message,
  } as const;
}

const DEADLINE = 4_102_444_800;

describeOperation(
  'addNotificationChannel',
  ({ stateless, stateful }) => {
    stateless(
      'behavior: a channel this server has not configured is 503 with its message',
      async ({ clients, prefer }) => {
        const { error, response } = await clients.companion.POST('/accounts/{account}/notifications/channels', {
          params: { path: { account: unknownAddress } },
          body: {
            channel: 'telegram',
            target: '12345',
            nonce: '1',
            deadline: DEADLINE,
            signature: `0x${'11'.repeat(65)}`,
          },
          headers: prefer(503, 'telegramNotConfigured'),
        });
        expect(response.status).toBe(503);
        expect(error).toEqual({ message: 'Notification channel telegram is not configured' });
      },
    );

    stateful(
      'behavior: a signed webhook is added, listed masked, removed; each signature is accepted once',
      async ({ clients }) => {
        const account = privateKeyToAccount(generatePrivateKey());
        const target = 'https://hooks.example.com/conformance';
        const add = { channel: 'webhook', target, nonce: 7n, deadline: BigInt(DEADLINE) } as const;
        const body = {
          channel: 'webhook' as const,
          target,
          secret: 'conformance-secret-0123',
          nonce: '7',
          deadline: DEADLINE,
          signature: await account.signTypedData(
            channelChange({ ...add, account: account.address.toLowerCase() as `0x${string}`, action: 'add' }),
          ),
        };
        const path = { account: account.address };
        const added = await clients.companion.POST('/accounts/{account}/notifications/channels', {
          params: { path },
          body,
        });
        expect(added.response.status).toBe(201);
        expect(added.data).toMatchObject({ channel: 'webhook', destination: 'https://hooks.example.com/…' });
        const replayed = await clients.companion.POST('/accounts/{account}/notifications/channels', {
          params: { path },
          body,
        });
        expect(replayed.response.status).toBe(409);
        expect(replayed.error).toEqual({ message: 'Notification channel signature already used' });

        const listed = await clients.companion.GET('/accounts/{account}/notifications/channels', { params: { path } });
        expect(listed.data).toEqual([added.data]);

        const removal = {
          nonce: '8',
          deadline: DEADLINE,
          signature: await account.signTypedData(
            channelChange({
              ...add,
              account: account.address.toLowerCase() as `0x${string}`,
              action: 'remove',
              nonce: 8n,
            }),
          ),
        };
        const channelId = added.data?.id ?? '';
        const removed = await clients.companion.DELETE('/accounts/{account}/notifications/channels/{channelId}', {
          params: { path: { ...path, channelId } },
          body: removal,
        });
        expect(removed.response.status).toBe(200);
        expect(
          (await clients.companion.GET('/accounts/{account}/notifications/channels', { params: { path } })).data,
        ).toEqual([]);
      },
    );
  },
  { writes: true },
);
