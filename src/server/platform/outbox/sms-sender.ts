// The text channel: Twilio's Messages API (a form-encoded POST with basic auth), each text asking
// for the provider's delivery reports (StatusCallback). A 429, a 5xx or a connection failure is
// retried with backoff; the provider's 'unsubscribed recipient' error (21610) is final and
// reported, so the number is marked opted out; other 4xx answers are final. What the provider
// took (its message's sid and state) and what will not go are told to the hooks.
// A text due in the quiet hours is not sent but waits (retryAfterMs) for the morning. Plain
// fetch rather than the twilio package: one POST, and the base URL must be settable for tests.
import type { SmsAccount } from '../../env.ts';
import type { DueDelivery } from './deliveries.ts';
import { subjectGone, type Deliver, type Outcome } from './relay.ts';

export interface SmsSettings extends SmsAccount {
  /** Where the provider posts its delivery reports (this server's /api/sms/status). */
  statusCallback?: string | undefined;
  timeoutMs?: number | undefined;
}

/** The fields of the provider's answer (a Message resource) the hooks read. */
export interface ProviderMessage {
  sid: string | null;
  /** 'queued', or 'accepted' through a messaging service. */
  status: string | null;
  segments: number | null;
}

/** A text to send, or why none may go (no consent, a STOP, the visit is gone). */
export type SmsMessage = { to: string; body: string } | { skip: string };

export interface SmsHooks {
  /** How long this text, due now, must wait (the quiet hours); 0 to send now. */
  wait: (delivery: DueDelivery) => number;
  /** The provider took the text. */
  sent: (delivery: DueDelivery, message: { to: string; body: string }, taken: ProviderMessage) => void;
  /** A text that will not go (the texting rule, or the provider's final refusal), and why. */
  notSent: (delivery: DueDelivery, why: string) => void;
  unsubscribed: (to: string) => void;
}

const UNSUBSCRIBED = 21610;

export function smsSender(settings: SmsSettings, compose: (delivery: DueDelivery) => SmsMessage | undefined, hooks: SmsHooks): Deliver {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.username}:${settings.password}`).toString('base64')}`;
  return async (delivery, signal): Promise<Outcome> => {
    const wait = hooks.wait(delivery);
    if (wait > 0) return { ok: false, status: null, error: 'quiet hours: waits for the morning', permanent: false, retryAfterMs: wait };
    const message = compose(delivery);
    if (!message) return subjectGone(delivery.subject);
    if ('skip' in message) {
      hooks.notSent(delivery, message.skip);
      return { ok: false, status: null, error: `not sent: ${message.skip}`, permanent: true };
    }
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    if (settings.statusCallback) form.set('StatusCallback', settings.statusCallback);
    if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
    else form.set('From', settings.from ?? '');
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal,
      });
    } catch (error) {
      return { ok: false, status: null, error: `text not sent: ${(error as Error).message}`, permanent: false };
    }
    const answer = (await res.json().catch(() => ({}))) as {
      code?: unknown;
      message?: unknown;
      sid?: unknown;
      status?: unknown;
      num_segments?: unknown;
    };
    if (res.ok) {
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      const segments = Number(answer.num_segments);
      hooks.sent(delivery, message, { sid: text(answer.sid), status: text(answer.status), segments: segments > 0 ? segments : null });
      return { ok: true, status: res.status };
    }
    const error = `text not sent: ${res.status} ${typeof answer.message === 'string' ? answer.message : ''}`.trim().slice(0, 500);
    if (answer.code === UNSUBSCRIBED) {
      hooks.unsubscribed(message.to);
      hooks.notSent(delivery, 'The number texted STOP: no texts until it texts START.');
      return { ok: false, status: res.status, error, permanent: true };
    }
    const retry = res.status === 429 || res.status >= 500;
    if (!retry) hooks.notSent(delivery, error);
    const retryAfter = Number(res.headers.get('retry-after'));
    return { ok: false, status: res.status, error, permanent: !retry, ...(retryAfter > 0 ? { retryAfterMs: retryAfter * 1000 } : {}) };
  };
}
