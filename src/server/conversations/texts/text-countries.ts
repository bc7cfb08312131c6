// Texts go only to numbers of the countries the site config lists (the US unless it says more):
// a number anyone can type into a chat must not reach a stranger abroad.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { siteConfig } from '../../../common/site-config.ts';

/** Whether texts may go to this E.164 number's country. */
export function textableCountry(e164: string, countries: readonly string[] = siteConfig.texts.countries): boolean {
  const country = parsePhoneNumberFromString(e164)?.country;
  return country !== undefined && countries.includes(country);
}
