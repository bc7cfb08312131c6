// Whether a number given as a customer's mobile is one by the phone library's full metadata: a
// toll-free, premium, shared-cost or personal number, or another country's landline, cannot take
// the texts and call-backs a booking needs (and some cost the business to reach). A US number's
// kind is not known (fixed line or mobile) and passes. Server-only: the page never imports the
// full metadata.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const NOT_MOBILE = new Set(['TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'PERSONAL_NUMBER', 'UAN', 'VOICEMAIL', 'PAGER', 'FIXED_LINE']);

/** True for a valid number the library knows is no mobile; false for a mobile, a US number, or one it cannot read. */
export function isNotAMobile(mobile: string): boolean {
  const parsed = parsePhoneNumberFromString(mobile, 'US');
  const kind = parsed?.isValid() ? parsed.getType() : undefined;
  return kind !== undefined && NOT_MOBILE.has(kind);
}
