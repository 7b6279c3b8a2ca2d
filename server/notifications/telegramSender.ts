/**
 * Telegram channel: the Bot API's `sendMessage` to the subscribed chat. The Bot API cannot
 * deduplicate (docs/decisions.md#notification-channels): a resent attempt may show twice. The key
 * goes out as the `Idempotency-Key` header for a deduplicating proxy at `TELEGRAM_API_BASE_URL`.
 */
import { notificationText } from '../domain/notifications/delivery.js';
import { failureOf, type ChannelSender } from './sender.js';

export function createTelegramSender(parameters: {
  fetch: typeof fetch;
  apiBaseUrl: string;
  botToken: string;
}): ChannelSender {
  const url = `${parameters.apiBaseUrl}/bot${parameters.botToken}/sendMessage`;
  return async ({ idempotencyKey, target, notification, signal }) => {
    try {
      const response = await parameters.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify({ chat_id: target, text: notificationText(notification), disable_web_page_preview: true }),
        signal,
      });
      const answer = (await response.json().catch(() => undefined)) as
        { ok?: boolean; description?: string } | undefined;
      if (response.ok && answer?.ok === true) return undefined;
      return {
        reason: `Telegram ${response.status}: ${answer?.description ?? 'no description'}`.slice(0, 500),
        // 400 (chat not found) and 403 (bot blocked or kicked): the chat will not take messages.
        permanent: response.status === 400 || response.status === 403,
      };
    } catch (error) {
      return failureOf(error);
    }
  };
}
