import { CONTACT_PATH, type ContactRequest } from '../../../common/contact-schema.ts';
import type { Language } from '../../../common/languages.ts';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { postJson } from '../../lib/http.ts';

/**
 * POSTs the nine fields and the page's language to this site's server. Whether the answer is OK is
 * what matters; when it carries the visitor's own link to book online, that is given back.
 */
export async function submitContact(lead: ContactRequest & { language: Language }, honeypot: string): Promise<ContactAnswer> {
  const body = honeypot ? { ...lead, [HONEYPOT_FIELD]: honeypot } : lead;
  const answer = (await postJson(new URL(CONTACT_PATH, document.baseURI).href, body)) as { bookUrl?: unknown; callBack?: unknown } | null;
  const bookUrl = answer?.bookUrl;
  const callBack = answer?.callBack as Partial<ContactCallBack> | undefined;
  return {
    ...(typeof bookUrl === 'string' && bookUrl.startsWith('/') ? { bookUrl } : {}),
    ...(typeof callBack?.offer === 'string' && typeof callBack.consent === 'string'
      ? { callBack: { offer: callBack.offer, consent: callBack.consent } }
      : {}),
  };
}

/** A call back Ava may make for the lead just sent: its signed offer and the words beside the button. */
export interface ContactCallBack {
  offer: string;
  consent: string;
}

/** What the server's answer offers next: the visitor's own link to book, and a call back. */
export interface ContactAnswer {
  bookUrl?: string;
  callBack?: ContactCallBack;
}
