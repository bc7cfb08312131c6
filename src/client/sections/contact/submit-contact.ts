import { CONTACT_PATH, type ContactRequest } from '../../../common/contact-schema.ts';
import type { Language } from '../../../common/languages.ts';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { postJson } from '../../lib/http.ts';

/** POSTs the nine fields and the page's language to this site's server; only whether the answer is OK matters. */
export async function submitContact(lead: ContactRequest & { language: Language }, honeypot: string): Promise<void> {
  const body = honeypot ? { ...lead, [HONEYPOT_FIELD]: honeypot } : lead;
  await postJson(new URL(CONTACT_PATH, document.baseURI).href, body);
}
