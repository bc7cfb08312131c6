import { CONTACT_PATH, type ContactRequest } from '../../../common/contact-schema.ts';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { postJson } from '../../lib/http.ts';

/** POSTs the nine-field body to this site's server; only whether the answer is OK matters. */
export async function submitContact(lead: ContactRequest, honeypot: string): Promise<void> {
  const body = honeypot ? { ...lead, [HONEYPOT_FIELD]: honeypot } : lead;
  await postJson(new URL(CONTACT_PATH, document.baseURI).href, body);
}
