// Texts go only to mobile numbers of the countries the business's settings list (the US unless
// they say more): a number anyone can type into a chat must not reach a stranger abroad, nor a
// line that cannot take a text or costs the business to reach (toll-free, premium, personal
// numbers, a fixed line). The phone library's full metadata tells a number's kind.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The kinds of number a text can reach (in the US a number's kind is not known: fixed line or mobile). */
const MOBILE_KINDS = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'VOIP']);

/** Whether texts may go to this E.164 number's country. */
export function textableCountry(e164: string, countries: readonly string[]): boolean {
  const country = parsePhoneNumberFromString(e164)?.country;
  return country !== undefined && countries.includes(country);
}

/** Whether a text may go to this E.164 number: a mobile of a country texts go to. */
export function textableNumber(e164: string, countries: readonly string[]): boolean {
  const parsed = parsePhoneNumberFromString(e164);
  const kind = parsed?.isValid() ? parsed.getType() : undefined;
  return parsed?.country !== undefined && countries.includes(parsed.country) && kind !== undefined && MOBILE_KINDS.has(kind);
}
