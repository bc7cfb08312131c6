// Standard Webhooks signing (the scheme Svix and others use): HMAC-SHA256 over
// "<id>.<timestamp>.<body>", sent as webhook-id, webhook-timestamp, webhook-signature: v1,<base64>.
import { createHmac } from 'node:crypto';

/** A 'whsec_<base64>' secret is decoded as the scheme says; any other string is used as its UTF-8 bytes. */
export function secretKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice('whsec_'.length), 'base64') : Buffer.from(secret, 'utf8');
}

export function webhookSignatureHeaders(secret: string, id: string, body: string, timestampSeconds: number): Record<string, string> {
  const signature = createHmac('sha256', secretKey(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}
