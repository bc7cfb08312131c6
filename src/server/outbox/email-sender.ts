// The e-mail channel: sends the owner's e-mails with nodemailer, like the webhook. SMTP answers
// in the 4xx range (try later) and connection failures are retried with backoff; a 5xx answer is
// permanent (the delivery is marked failed and can be re-queued with `npm run leads -- --retry`).
import nodemailer from 'nodemailer';
import type { Subject } from './deliveries.ts';
import type { OwnerEmail } from './email-message.ts';
import type { Deliver, Outcome } from './relay.ts';

export interface EmailSettings {
  smtpUrl: string;
  to: string[];
  from: string;
  /** Socket timeouts of one attempt (the relay also bounds each attempt). */
  timeoutMs?: number;
}

/** An SMTP error's reply code: 4xx is "try again later", 5xx is final; no code (no connection) is retried. */
function outcomeOf(error: unknown): Outcome {
  const { responseCode, message } = error as { responseCode?: unknown; message?: unknown };
  const status = typeof responseCode === 'number' ? responseCode : null;
  const text = typeof message === 'string' ? message : String(error);
  return { ok: false, status, error: `e-mail not sent: ${text}`.slice(0, 500), permanent: status !== null && status >= 500 };
}

/** `compose` writes the e-mail about a subject, or gives undefined when it is not in the database. */
export function emailSender(
  { smtpUrl, to, from, timeoutMs = 10_000 }: EmailSettings,
  compose: (subject: Subject) => OwnerEmail | undefined,
): Deliver {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async ({ subject }): Promise<Outcome> => {
    const message = compose(subject);
    if (!message) return { ok: false, status: null, error: `nothing to send: the ${subject.kind} is not in the database`, permanent: true };
    try {
      const info = await transport.sendMail({
        from,
        to,
        subject: message.subject,
        text: message.text,
        // The customer only ever appears here, so a reply from the owner reaches them.
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        // The envelope is ours alone: nothing in a message can add a recipient.
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
