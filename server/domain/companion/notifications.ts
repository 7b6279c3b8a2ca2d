/**
 * An account's notifications (`getAccountNotifications`), written by the batch auctions.
 */
import type { Address } from 'viem';
import type { components } from '../../../generated/companion/types.js';
import { CompanionError } from '../errors.js';
import { companionMessages } from './messages.js';
import type { CompanionServices, NotificationRecord } from './ports.js';
import { normalizeAddress } from './tokens.js';

export type NotificationDto = components['schemas']['Notification'];

/** Notification lists may be cached for 300 s (`CacheControlNotifications`, interface spec). */
export const NOTIFICATIONS_CACHE_CONTROL = 'public, max-age=300';

/**
 * The account's notifications, newest first; `[]` when there are none.
 *
 * @throws CompanionError unavailable `Notifications are not enabled` when `CMS_ENABLED` is off or
 * `CMS_API_KEY` is missing. A failing store throws its own error (a generic 500).
 */
export function listAccountNotifications(services: CompanionServices, account: string): NotificationDto[] {
  const { cmsEnabled, cmsApiKeyConfigured } = services.settings;
  if (!cmsEnabled || !cmsApiKeyConfigured) {
    throw new CompanionError('unavailable', companionMessages.notificationsDisabled);
  }
  return services.notifications.findByAccount(normalizeAddress(account)).map(toNotificationDto);
}

export function toNotificationDto(record: NotificationRecord): NotificationDto {
  return {
    id: record.id,
    account: record.account.toLowerCase() as Address,
    type: record.type,
    message: record.message,
    timestamp: record.timestamp.toISOString(),
    metadata: record.metadata,
  };
}
