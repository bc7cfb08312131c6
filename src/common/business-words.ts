// What a message says of the business (its name, phone, e-mail and receptionist),
// read from its settings where the message is made and handed to the words that write it: never
// from a module-level source, so two businesses in one process (a second install, a test, a
// preview) each write their own.
import { formatPhone } from './phone.ts';
import type { SiteConfig } from './site-config.schema.ts';

export interface BusinessWords {
  brand: string;
  /** As written: '(404) 555-0123'. */
  phone: string;
  email: string;
  receptionist: string;
}

export const wordsOf = (business: Pick<SiteConfig, 'brandName' | 'phone' | 'email' | 'receptionistName'>): BusinessWords => ({
  brand: business.brandName,
  phone: formatPhone(business.phone),
  email: business.email,
  receptionist: business.receptionistName,
});
