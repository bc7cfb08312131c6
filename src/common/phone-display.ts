// A customer's number as the owner reads it everywhere (e-mails, the inbox, exports): a US number
// as written at home ('(404) 555-0199'), another country's in its international form by the phone
// library's full metadata ('+45 20 12 34 56'), never read as a US one. The server's (the page
// never imports it: the metadata is large); the business's own US number keeps formatPhone.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { formatPhone } from './phone.ts';

export function displayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // Only a number written with its country code can be another country's.
  const international = /^\s*\+/.test(phone) && !digits.startsWith('1') ? parsePhoneNumberFromString(phone) : undefined;
  return international?.isValid() ? international.formatInternational() : formatPhone(phone);
}
