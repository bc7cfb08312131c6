import { CONTACT_PATH, type ContactRequest } from '../../../common/contact-schema.ts';
import type { Language } from '../../../common/languages.ts';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { postJson } from '../../lib/http.ts';

/**
 * POSTs the nine fields and the page's language to this site's server. Whether the answer is OK is
 * what matters; when it carries the visitor's own link to book online, that is given back.
 */
export async function submitContact(lead: ContactRequest & { language: Language }, honeypot: string): Promise<{ bookUrl?: string }> {
  const body = honeypot ? { ...lead, [HONEYPOT_FIELD]: honeypot } : lead;
  const answer = await postJson(new URL(CONTACT_PATH, document.baseURI).href, body);
  const bookUrl = (answer as { bookUrl?: unknown } | null)?.bookUrl;
  return typeof bookUrl === 'string' && bookUrl.startsWith('/') ? { bookUrl } : {};
}
