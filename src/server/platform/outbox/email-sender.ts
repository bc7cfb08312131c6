// The e-mail channels (the owner's, and the customers'): send with nodemailer, like the webhook. SMTP answers
// in the 4xx range (try later) and connection failures are retried with backoff; a 5xx answer is
// permanent (the delivery is marked failed and can be re-queued with `npm run leads -- --retry`).
import nodemailer from 'nodemailer';
import type { DueDelivery } from './deliveries.ts';
import type { EmailMessage } from './email-message.ts';
import { subjectGone, type Deliver, type Outcome } from './relay.ts';

export interface EmailSettings {
  smtpUrl: string;
  from: string;
  /** Socket timeouts of one attempt (the relay also bounds each attempt). */
  timeoutMs?: number;
  /** Where a reply goes when a message names nothing else: a customer's answer reaches the business, not the alerts' sender. */
  replyTo?: () => string;
}

/** An SMTP error's reply code: 4xx is "try again later", 5xx is final; no code (no connection) is retried. */
function outcomeOf(error: unknown): Outcome {
  const { responseCode, message } = error as { responseCode?: unknown; message?: unknown };
  const status = typeof responseCode === 'number' ? responseCode : null;
  const text = typeof message === 'string' ? message : String(error);
  return { ok: false, status, error: `e-mail not sent: ${text}`.slice(0, 500), permanent: status !== null && status >= 500 };
}

/**
 * `compose` writes the e-mail for a delivery, gives undefined when its subject is not in the
 * database, or 'superseded' when a later message tells the same news (nothing to send: done).
 */
export function emailSender(
  { smtpUrl, from, timeoutMs = 10_000, replyTo }: EmailSettings,
  compose: (delivery: DueDelivery) => EmailMessage | 'superseded' | undefined | Promise<EmailMessage | 'superseded' | undefined>,
): Deliver {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async (delivery): Promise<Outcome> => {
    const message = await compose(delivery);
    if (!message) return subjectGone(delivery.subject);
    if (message === 'superseded') return { ok: true, status: null };
    const { to } = message;
    try {
      const info = await transport.sendMail({
        from,
        to,
        subject: message.subject,
        text: message.text,
        // Both parts (multipart/alternative): the mail app shows the HTML, or the text where it cannot.
        ...(message.html ? { html: message.html } : {}),
        // On the owner's alerts the customer appears only here, so a reply reaches them.
        ...(message.replyTo || replyTo ? { replyTo: message.replyTo ?? replyTo!() } : {}),
        // A calendar invitation as its own part (text/calendar; method=...), which mail apps offer to add.
        ...(message.invite ? { icalEvent: { method: message.invite.method, content: message.invite.content } } : {}),
        ...(message.photos?.length
          ? { attachments: message.photos.map(({ filename, content }) => ({ filename, content, contentType: 'image/jpeg' })) }
          : {}),
        // The envelope is the composer's list alone: nothing in a message's text can add a recipient.
        envelope: { from, to },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      const code = /^(\d{3})/.exec(String(info.response))?.[1];
      return { ok: true, status: code ? Number(code) : null };
    } catch (error) {
      return outcomeOf(error);
    }
  };
}
