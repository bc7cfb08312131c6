import { CONTACT_PATH, type ContactRequest } from '../../../common/contact-schema.ts';
import type { Language } from '../../../common/languages.ts';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { HttpError, postJson } from '../../lib/http.ts';

/**
 * POSTs the nine fields and the page's language to this site's server. Whether the answer is OK is
 * what matters; when it carries the visitor's own link to book online, that is given back.
 */
export async function submitContact(lead: ContactRequest & { language: Language }, honeypot: string): Promise<ContactAnswer> {
  const body = honeypot ? { ...lead, [HONEYPOT_FIELD]: honeypot } : lead;
  const answer = (await postJson(new URL(CONTACT_PATH, document.baseURI).href, body).catch(refusedFields)) as {
    bookUrl?: unknown;
    callBack?: unknown;
    opensSoon?: unknown;
  } | null;
  const bookUrl = answer?.bookUrl;
  const opensSoon = answer?.opensSoon;
  const callBack = answer?.callBack as Partial<ContactCallBack> | undefined;
  return {
    ...(typeof bookUrl === 'string' && bookUrl.startsWith('/') ? { bookUrl } : {}),
    ...(typeof opensSoon === 'string' ? { opensSoon } : {}),
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

/** What the server's answer offers next: the visitor's own link to book, and a call back; or that the business opens soon. */
export interface ContactAnswer {
  bookUrl?: string;
  opensSoon?: string;
  callBack?: ContactCallBack;
}

/** The server refused some fields (400, `{ errors: { mobile: '…' } }`): its words for each, to show under them. */
export class FieldsRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('contact fields refused');
    this.name = 'FieldsRefused';
  }
}

function refusedFields(error: unknown): never {
  if (error instanceof HttpError && error.status === 400) {
    const errors = parseErrors(error.message.replace(/^400: /, ''));
    if (errors) throw new FieldsRefused(errors);
  }
  throw error;
}

function parseErrors(text: string): Record<string, string> | null {
  try {
    const { errors } = JSON.parse(text) as { errors?: unknown };
    if (!errors || typeof errors !== 'object') return null;
    const fields = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    return fields.length ? Object.fromEntries(fields) : null;
  } catch {
    return null;
  }
}
