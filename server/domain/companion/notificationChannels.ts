/**
 * The channels an account's notifications are pushed to (`listNotificationChannels`,
 * `addNotificationChannel`, `removeNotificationChannel`; docs/decisions.md#notification-channels).
 * Reading is public and shows destinations masked; a change is authorised by an EIP-712
 * `NotificationChannelChange` signature of the account, accepted once and only before its deadline.
 */
import type { Address } from 'viem';
import type { components } from '../../../generated/companion/types.js';
import { CompanionError } from '../errors.js';
import type {
  ChannelCredentials,
  NotificationChannelKind,
  NotificationChannelWithDeliveries,
} from '../notifications/channels.js';
import { accountSignatureChain, signatureReplayKey, verifyAccountSignature } from './accountSignatures.js';
import { companionMessages } from './messages.js';
import type { CompanionServices, NotificationChannelServices, NotificationChannelSettings } from './ports.js';
import { normalizeAddress } from './tokens.js';

export type NotificationChannelDto = components['schemas']['NotificationChannel'];
export type NotificationChannelCreationDto = components['schemas']['NotificationChannelCreation'];
export type NotificationChannelRemovalDto = components['schemas']['NotificationChannelRemoval'];

export const NOTIFICATION_CHANNELS_DOMAIN_NAME = 'batchbook Notification Channels';

export const notificationChannelChangeTypes = {
  NotificationChannelChange: [
    { name: 'account', type: 'address' },
    { name: 'action', type: 'string' },
    { name: 'channel', type: 'string' },
    { name: 'target', type: 'string' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

export type NotificationChannelChange = {
  account: Address;
  action: 'add' | 'remove';
  channel: NotificationChannelKind;
  target: string;
  nonce: bigint;
  /** Unix seconds after which the signature is refused. */
  deadline: bigint;
};

/**
 * The typed data an account signs to add or remove a channel: domain `{name, version: "1"}` only
 * (channels serve every chain, as the notifications do).
 *
 * @example
 * await account.signTypedData(notificationChannelTypedData({ account: account.address, action: 'add',
 *   channel: 'email', target: 'me@example.com', nonce: 1n, deadline: 1893456000n }))
 */
export function notificationChannelTypedData(change: NotificationChannelChange) {
  return {
    domain: { name: NOTIFICATION_CHANNELS_DOMAIN_NAME, version: '1' },
    types: notificationChannelChangeTypes,
    primaryType: 'NotificationChannelChange' as const,
    message: { ...change, account: normalizeAddress(change.account) },
  };
}

/** The account's channels, oldest first, destinations masked. */
export function listNotificationChannels(
  channels: NotificationChannelServices,
  account: string,
): NotificationChannelDto[] {
  return channels.store.list(normalizeAddress(account)).map(toNotificationChannelDto);
}

/**
 * Adds a channel. Checks, in this order: the channel is configured (503); the target and
 * credentials are valid for it (400); the deadline has not passed and the signature is low-s (401);
 * the signature was not used (409); it is the account's (401); the account has neither this channel
 * yet nor too many (409).
 *
 * @throws CompanionError with the exact message of each check.
 */
export async function addNotificationChannel(
  services: CompanionServices,
  channels: NotificationChannelServices,
  parameters: { pathAccount: string; body: NotificationChannelCreationDto },
): Promise<NotificationChannelDto> {
  const { body } = parameters;
  const account = normalizeAddress(parameters.pathAccount);
  assertConfigured(channels.settings, body.channel);
  const { target, credentials } = validateDestination(channels.settings, body);
  const change: NotificationChannelChange = {
    account,
    action: 'add',
    channel: body.channel,
    target,
    nonce: BigInt(body.nonce),
    deadline: BigInt(body.deadline),
  };
  const signatureKey = await authorise(services, channels, change, body.signature);

  const existing = channels.store.list(account);
  if (existing.some((channel) => channel.channel === body.channel && channel.target === target)) {
    throw new CompanionError('conflict', companionMessages.channelAlreadyExists);
  }
  if (existing.length >= channels.settings.maxChannelsPerAccount) {
    throw new CompanionError('conflict', companionMessages.tooManyChannels);
  }
  const added = channels.store.add(
    { account, channel: body.channel, target, credentials, createdAt: services.now() },
    signatureKey,
  );
  if (added.outcome !== 'created') {
    throw new CompanionError(
      'conflict',
      added.outcome === 'signatureUsed'
        ? companionMessages.channelSignatureAlreadyUsed
        : companionMessages.channelAlreadyExists,
    );
  }
  return toNotificationChannelDto(added.record);
}

/**
 * Removes a channel and the deliveries still waiting for it. The signature names the channel's kind
 * and full target (which only the account knows: the list masks it).
 *
 * @throws CompanionError notFound when the account has no such channel; the signature's errors as
 * for `addNotificationChannel`.
 */
export async function removeNotificationChannel(
  services: CompanionServices,
  channels: NotificationChannelServices,
  parameters: { pathAccount: string; channelId: string; body: NotificationChannelRemovalDto },
): Promise<NotificationChannelDto> {
  const account = normalizeAddress(parameters.pathAccount);
  const id = /^[1-9]\d{0,15}$/.test(parameters.channelId) ? Number(parameters.channelId) : undefined;
  const channel = id === undefined ? undefined : channels.store.get(account, id);
  if (channel === undefined) throw new CompanionError('notFound', companionMessages.channelNotFound);
  const change: NotificationChannelChange = {
    account,
    action: 'remove',
    channel: channel.channel,
    target: channel.target,
    nonce: BigInt(parameters.body.nonce),
    deadline: BigInt(parameters.body.deadline),
  };
  const signatureKey = await authorise(services, channels, change, parameters.body.signature);
  const outcome = channels.store.remove(account, channel.id, signatureKey, services.now());
  if (outcome === 'signatureUsed') throw new CompanionError('conflict', companionMessages.channelSignatureAlreadyUsed);
  if (outcome === 'notFound') throw new CompanionError('notFound', companionMessages.channelNotFound);
  return toNotificationChannelDto(channel);
}

/** The replay key of a signature that proves the account's consent to `change`, or the documented error. */
async function authorise(
  services: CompanionServices,
  channels: NotificationChannelServices,
  change: NotificationChannelChange,
  signature: string,
) {
  if (change.deadline * 1000n <= BigInt(services.now().getTime())) {
    throw new CompanionError('unauthorized', companionMessages.channelSignatureExpired);
  }
  const replay = signatureReplayKey(signature);
  if (replay === 'highS') throw new CompanionError('unauthorized', companionMessages.channelSignatureInvalid);
  if (channels.store.isSignatureUsed(replay.key)) {
    throw new CompanionError('conflict', companionMessages.channelSignatureAlreadyUsed);
  }
  const verdict = await verifyAccountSignature({
    account: change.account,
    typedData: notificationChannelTypedData(change),
    signature: replay.signature,
    chain: accountSignatureChain(services),
  });
  if (verdict === 'invalidAddress') {
    throw new CompanionError('unauthorized', companionMessages.channelSignatureInvalidAddress);
  }
  if (verdict === 'invalidSignature')
    throw new CompanionError('unauthorized', companionMessages.channelSignatureInvalid);
  return replay.key;
}

const notConfigured: Record<NotificationChannelKind, string> = {
  webhook: companionMessages.webhookNotConfigured,
  telegram: companionMessages.telegramNotConfigured,
  email: companionMessages.emailNotConfigured,
  webPush: companionMessages.webPushNotConfigured,
};

function assertConfigured(settings: NotificationChannelSettings, channel: NotificationChannelKind): void {
  if (!settings.configured.has(channel)) throw new CompanionError('unavailable', notConfigured[channel]);
}

const PRINTABLE_SECRET = /^[\x21-\x7e]{16,256}$/;
const TELEGRAM_CHAT_ID = /^(-?[1-9]\d{0,19}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;
// One @, no spaces, a dot in the domain: what a mail server can route; the server decides the rest.
const EMAIL_ADDRESS =
  /^[^\s@<>()[\],;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The target as stored (trimmed; an e-mail address with a lower-case domain) and its credentials. */
function validateDestination(
  settings: NotificationChannelSettings,
  body: NotificationChannelCreationDto,
): { target: string; credentials: ChannelCredentials } {
  const target = body.target.trim();
  switch (body.channel) {
    case 'webhook': {
      const url = parseUrl(target);
      if (url === undefined || !['http:', 'https:'].includes(url.protocol) || url.username || url.password) {
        throw new CompanionError('badRequest', companionMessages.webhookUrlInvalid);
      }
      if (!webhookHostAllowed(settings.webhookHosts, url.hostname)) {
        throw new CompanionError('badRequest', companionMessages.webhookHostNotAllowed);
      }
      if (body.secret === undefined || !PRINTABLE_SECRET.test(body.secret)) {
        throw new CompanionError('badRequest', companionMessages.webhookSecretInvalid);
      }
      return { target: url.href, credentials: { secret: body.secret } };
    }
    case 'telegram':
      if (!TELEGRAM_CHAT_ID.test(target))
        throw new CompanionError('badRequest', companionMessages.telegramChatIdInvalid);
      return { target, credentials: {} };
    case 'email': {
      if (target.length > 254 || !EMAIL_ADDRESS.test(target)) {
        throw new CompanionError('badRequest', companionMessages.emailAddressInvalid);
      }
      const at = target.lastIndexOf('@');
      return { target: `${target.slice(0, at)}@${target.slice(at + 1).toLowerCase()}`, credentials: {} };
    }
    case 'webPush': {
      const url = parseUrl(target);
      // Push services are HTTPS; plain HTTP only reaches a push endpoint on this machine (tests, development).
      const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname));
      if (url === undefined || !secure || url.username || url.password) {
        throw new CompanionError('badRequest', companionMessages.webPushEndpointInvalid);
      }
      const keys = body.keys;
      if (
        keys === undefined ||
        !BASE64URL.test(keys.p256dh) ||
        !BASE64URL.test(keys.auth) ||
        base64UrlBytes(keys.p256dh) !== 65 ||
        base64UrlBytes(keys.auth) !== 16
      ) {
        throw new CompanionError('badRequest', companionMessages.webPushKeysInvalid);
      }
      return { target: url.href, credentials: { keys: { p256dh: keys.p256dh, auth: keys.auth } } };
    }
  }
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function base64UrlBytes(text: string): number {
  const digits = text.replace(/=+$/, '').length;
  return Math.floor((digits * 3) / 4);
}

/**
 * Whether webhooks may target `hostname`: it is listed (`name`), under a listed domain
 * (`.domain`), or the list admits any (`*`). Unlike the server's own `ALLOWED_HOSTS`, nothing is
 * admitted unlisted: an outbound request to an internal address is what the list guards against.
 */
export function webhookHostAllowed(allowed: readonly string[], hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) =>
    entry === '*' ? true : entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry,
  );
}

/** What the public list shows of a destination: enough for its owner to recognise it, little for anyone else. */
export function maskDestination(channel: NotificationChannelKind, target: string): string {
  switch (channel) {
    case 'webhook':
    case 'webPush': {
      const url = parseUrl(target);
      return url === undefined ? '…' : `${url.origin}/…`;
    }
    case 'telegram':
      return `…${target.slice(-4)}`;
    case 'email': {
      const at = target.lastIndexOf('@');
      return `${target.slice(0, 1)}…${target.slice(at)}`;
    }
  }
}

export function toNotificationChannelDto(record: NotificationChannelWithDeliveries): NotificationChannelDto {
  return {
    id: String(record.id),
    channel: record.channel,
    destination: maskDestination(record.channel, record.target),
    createdAt: record.createdAt.toISOString(),
    pendingDeliveries: record.pendingDeliveries,
    deadDeliveries: record.deadDeliveries,
  };
}
