// Sends a lead to the automation webhook: exactly the nine fields as JSON, an Idempotency-Key,
// and (with a secret) a Standard Webhooks signature. 4xx answers that will not change on retry
// are permanent; everything else is retried.
import type { LeadStore } from './lead-store.ts';
import type { Deliver, Outcome } from './outbox-relay.ts';
import { webhookSignatureHeaders } from './webhook-signature.ts';

/** 4xx answers that will not change on retry. 408, 425 and 429 are about timing, so they are retried. */
const isPermanent = (status: number) => status >= 400 && status < 500 && ![408, 425, 429].includes(status);

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export function webhookSender(
  store: LeadStore,
  { url, secret, now = Date.now }: { url: string; secret?: string | undefined; now?: () => number },
): Deliver {
  return async ({ leadId }, signal): Promise<Outcome> => {
    const payload = leadId ? store.payloadOf(leadId) : undefined;
    if (!leadId || payload === undefined) return { ok: false, status: null, error: 'the lead is not in the database', permanent: true };
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'User-Agent': 'canfresh-lead-relay/1',
      'Idempotency-Key': leadId,
      ...(secret ? webhookSignatureHeaders(secret, leadId, payload, Math.floor(now() / 1000)) : {}),
    };
    const response = await fetch(url, { method: 'POST', headers, body: payload, signal, redirect: 'error' });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { ok: true, status: response.status };
    const wait = retryAfterMs(response.headers.get('retry-after'));
    return {
      ok: false,
      status: response.status,
      error: `webhook answered ${response.status}`,
      permanent: isPermanent(response.status),
      ...(wait === undefined ? {} : { retryAfterMs: wait }),
    };
  };
}
