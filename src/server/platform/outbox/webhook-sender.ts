// The webhook channel: sends a subject's body (a lead's nine fields, as JSON) to the automation
// webhook, with an Idempotency-Key and (with a secret) a Standard Webhooks signature. 4xx
// answers that will not change on retry are permanent; everything else is retried.
import type { Clock } from '../clock/clock.ts';
import type { Subject } from './deliveries.ts';
import { subjectGone, type Deliver, type Outcome } from './relay.ts';
import { webhookSignatureHeaders } from './webhook-signature.ts';

/** 4xx answers that will not change on retry. 408, 425 and 429 are about timing, so they are retried. */
const isPermanent = (status: number) => status >= 400 && status < 500 && ![408, 425, 429].includes(status);

/** A Retry-After header (seconds, or an HTTP date) as a wait in ms. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export interface WebhookSettings {
  url: string;
  secret?: string | undefined;
  clock: Clock;
}

/** `bodyOf` gives the exact JSON body for a subject, or undefined when it is not in the database. */
export function webhookSender({ url, secret, clock }: WebhookSettings, bodyOf: (subject: Subject) => string | undefined): Deliver {
  return async ({ subject }, signal): Promise<Outcome> => {
    const payload = bodyOf(subject);
    if (payload === undefined) return subjectGone(subject);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'User-Agent': 'canfresh-lead-relay/1',
      'Idempotency-Key': subject.id,
      ...(secret ? webhookSignatureHeaders(secret, subject.id, payload, Math.floor(clock.now() / 1000)) : {}),
    };
    const response = await fetch(url, { method: 'POST', headers, body: payload, signal, redirect: 'error' });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { ok: true, status: response.status };
    const wait = retryAfterMs(response.headers.get('retry-after'), clock.now());
    return {
      ok: false,
      status: response.status,
      error: `webhook answered ${response.status}`,
      permanent: isPermanent(response.status),
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    };
  };
}
