// Sends the owner's e-mails with nodemailer, as an outbox channel like the webhook. SMTP answers
// in the 4xx range (try later) and connection failures are retried with backoff; a 5xx answer is
// permanent (the delivery is marked failed and can be re-queued with `npm run leads -- --retry`).
import nodemailer from 'nodemailer';
import type { LeadStore } from '../leads/lead-store.ts';
import type { Deliver, Outcome } from '../leads/outbox-relay.ts';
import { callEmail, leadEmail, type OwnerEmail } from './email-messages.ts';

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

export function emailSender(store: LeadStore, { smtpUrl, to, from, timeoutMs = 10_000 }: EmailSettings): Deliver {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async ({ leadId, callId }): Promise<Outcome> => {
    const lead = leadId ? store.get(leadId) : undefined;
    const call = callId ? store.getCall(callId) : undefined;
    const message: OwnerEmail | undefined = lead ? leadEmail(lead) : call ? callEmail(call) : undefined;
    if (!message) return { ok: false, status: null, error: 'nothing to send: the lead or call is not in the database', permanent: true };
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
