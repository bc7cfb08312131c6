// The provider's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth
// token, over the full URL followed by each form parameter's name and value, names sorted.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type FormParams = Record<string, string | string[] | undefined>;

export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => {
      const value = params[name];
      const values = Array.isArray(value) ? [...value].sort() : value === undefined ? [] : [value];
      return text + values.map((v) => name + v).join('');
    }, url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export function validSignature(authToken: string, url: string, params: FormParams, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
