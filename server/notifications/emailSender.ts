/**
 * E-mail channel: nodemailer over SMTP. The idempotency key is the `Message-ID` (what mail
 * systems deduplicate by) and an `Idempotency-Key` header.
 */
import nodemailer from 'nodemailer';
import { notificationText, notificationTitle } from '../domain/notifications/delivery.js';
import { failureOf, type ChannelSender } from './sender.js';

/** Reply codes saying that the mailbox does not exist or will never take this message. */
const PERMANENT_SMTP_CODES = [550, 551, 553, 554];

export type EmailSender = ChannelSender & { close(): void };

export function createEmailSender(parameters: {
  smtpUrl: string;
  from: string;
  attemptTimeoutMs: number;
}): EmailSender {
  const transport = nodemailer.createTransport({
    url: parameters.smtpUrl,
    connectionTimeout: parameters.attemptTimeoutMs,
    greetingTimeout: parameters.attemptTimeoutMs,
    socketTimeout: parameters.attemptTimeoutMs,
  });
  // The Message-ID's domain: the sender's, as RFC 5322 suggests.
  const domain = /@([^>\s]+)>?\s*$/.exec(parameters.from)?.[1] ?? 'batchbook.invalid';
  const send: ChannelSender = async ({ idempotencyKey, target, notification }) => {
    try {
      await transport.sendMail({
        from: parameters.from,
        to: target,
        subject: notificationTitle(notification.type),
        text: notificationText(notification),
        messageId: `<${idempotencyKey}@${domain}>`,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
      return undefined;
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      return failureOf(error, typeof code === 'number' && PERMANENT_SMTP_CODES.includes(code));
    }
  };
  return Object.assign(send, { close: () => transport.close() });
}
