// A mobile number as typed ('(404) 555-0199') in the one form texts are sent to and replies
// come from: E.164 ('+14045550199'). US numbers may be written without the country code.
// Used by the server (and its database migrations); the page never imports it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** '+14045550199', or null when the text is not a valid phone number. */
export function toE164(mobile: string): string | null {
  const parsed = parsePhoneNumberFromString(mobile, 'US');
  return parsed?.isValid() ? parsed.number : null;
}
