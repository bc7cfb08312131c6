// POST /api/contact: from the page's app (JSON) or from the browser itself when the app has not
// run (an HTML form post). 16 KiB at most, validated with the shared schema, rate-limited per
// client IP, honeypot-aware, refused when sent from another site. Answers success only once the
// lead is committed to disk. A browser's form post gets pages (a 303 to the confirmation, or the
// form again with the messages and everything typed); every other client gets JSON.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOOK_PATHS } from '../../../common/book-flow.ts';
import { CONTACT_FIELDS, CONTACT_PATH, contactSchema, fieldErrors, NOT_A_MOBILE } from '../../../common/contact-schema.ts';
import { isNotAMobile } from '../../../common/mobile-kind.ts';
import type { FormPage, RenderFormPage } from '../../../common/form-post.ts';
import { HOME_PATHS, MESSAGE_SENT_PATHS, ROOT_LANGUAGE } from '../../../common/pages.ts';
import { OPENING_SOON_COPY } from '../../../common/copy/opening-soon-copy.ts';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { SAVE_FAILED } from '../../platform/http/error-answers.ts';
import { fromAnotherSite } from '../../platform/http/same-site.ts';
import { documentHeaders } from '../../platform/http/security-headers.ts';
import { languageOf, type Language } from '../../../common/languages.ts';
import { intakeLead } from './lead-intake.ts';
import type { LeadStore } from './lead-store.ts';

export interface ContactRouteOptions {
  store: LeadStore;
  /** Requests per client IP per window; 0 turns the limit off (benchmarks). */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Renders the form page for a browser's form post; without it (no built site) such posts get JSON. */
  renderFormPage?: RenderFormPage | undefined;
  /** Booking online is on: a lead gets its own link to book (shown in the answer, and texted). */
  bookLinks?: () => boolean;
  /** Ava's call backs are on: the answer offers one for a lead she may call (its signed offer and the words beside the button). */
  callBackOffer?: ((leadId: string, language: Language) => { offer: string; consent: string } | undefined) | undefined;
  /** Whether the business is open: before, a lead is kept for the owner and the visitor is told it opens soon (no link, no call). */
  opened?: () => boolean;
}

/** A link's token: 128 random bits, base64url (the booking page keeps only its hash). */
const linkToken = () => randomBytes(16).toString('base64url');

const isJson = (request: FastifyRequest) => /^application\/json\b/i.test(request.headers['content-type'] ?? '');
const isFormPost = (request: FastifyRequest) => /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '');

/** A form post's fields as the schema reads them: the ticked checkbox's 'on' is true, its absence false. */
function formFields(body: Record<string, unknown>): Record<string, unknown> {
  const { sms_opt_in: optIn, ...fields } = body;
  return { ...fields, sms_opt_in: optIn === undefined ? false : optIn === 'on' ? true : optIn };
}

/** The language a request was sent in (its page's hidden field), when it names one; else the root page's. */
const languageOfBody = (body: unknown): Language =>
  (typeof body === 'object' && body !== null ? languageOf((body as Record<string, unknown>).language) : undefined) ?? ROOT_LANGUAGE;

/** What the visitor sent, to show again in the fields (the nine fields only; text as text). */
function shownAgain(fields: Record<string, unknown>): FormPage['values'] {
  const values: FormPage['values'] = {};
  for (const name of CONTACT_FIELDS) {
    const value = fields[name];
    values[name] = typeof value === 'string' || typeof value === 'boolean' ? value : undefined;
  }
  return values;
}

export async function contactRoutes(
  app: FastifyInstance,
  {
    store,
    rateLimitMax,
    rateLimitWindowMs,
    renderFormPage,
    bookLinks = () => false,
    callBackOffer,
    opened = () => true,
  }: ContactRouteOptions,
) {
  const rateLimit = rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: rateLimitWindowMs } : false;

  app.post(CONTACT_PATH, { config: { rateLimit } }, async (request, reply) => {
    const formPost = isFormPost(request);
    if (!isJson(request) && !formPost) {
      return reply.code(415).send({ error: 'Send the contact request as application/json or as a form' });
    }
    const page = formPost && renderFormPage && /\btext\/html\b/i.test(request.headers.accept ?? '') ? renderFormPage : undefined;
    // The page's language (a hidden field on /es/): its answer page and the lead's messages use it.
    const language = languageOfBody(request.body);
    const answerPage = (status: number, content: Omit<FormPage, 'language'>) =>
      documentHeaders(reply)
        .code(status)
        .type('text/html; charset=utf-8')
        .send(page!({ ...content, language }));

    if (fromAnotherSite(request)) {
      request.log.warn('contact request from another site refused');
      if (page) return answerPage(403, { notice: 'refused', values: {}, messages: {} });
      return reply.code(403).send({ error: 'Contact requests are only accepted from this site' });
    }
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return reply.code(400).send({ errors: { body: 'Expected a JSON object with the contact fields' } });
    }
    const fields = formPost ? formFields(body as Record<string, unknown>) : (body as Record<string, unknown>);
    const parsed = contactSchema.safeParse(fields);
    // A number the phone library knows is no mobile (toll-free, premium, a landline abroad) is named as such.
    const notMobile = parsed.success && isNotAMobile(parsed.data.mobile);
    if (!parsed.success || notMobile) {
      const messages = parsed.success ? { mobile: NOT_A_MOBILE } : fieldErrors(parsed.error);
      if (page) return answerPage(400, { notice: 'invalid', values: shownAgain(fields), messages });
      return reply.code(400).send({ errors: messages });
    }

    const trap = fields[HONEYPOT_FIELD];
    const spam = typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null;
    try {
      const visitor = { ip: request.ip, userAgent: request.headers['user-agent'], pageUrl: request.headers.referer };
      const open = opened();
      // Their own link to book online (a commercial request waits for a proposal instead).
      const token = open && bookLinks() && !spam && parsed.data.service_type !== 'Commercial' ? linkToken() : undefined;
      const { id } = await intakeLead(store, {
        source: 'form',
        lead: parsed.data,
        visitor,
        spam,
        language,
        ...(token ? { bookLink: token } : {}),
        ...(open ? {} : { keptOnly: true }),
      });
      if (spam) request.log.info({ leadId: id }, 'honeypot filled: stored as spam, not forwarded');
      // Not open yet: kept for the owner, and the visitor told so (the home page says it opens soon).
      if (!open) {
        if (formPost && page) return reply.code(303).header('Location', HOME_PATHS[language]).send();
        return reply.code(201).send({ id, opensSoon: OPENING_SOON_COPY[language].kept });
      }
      if (formPost && page) return reply.code(303).header('Location', MESSAGE_SENT_PATHS[language]).send();
      const callBack = spam ? undefined : callBackOffer?.(id, language);
      return reply
        .code(201)
        .send({ id, ...(token ? { bookUrl: `${BOOK_PATHS[language]}/${token}` } : {}), ...(callBack ? { callBack } : {}) });
    } catch (error) {
      request.log.error(error, 'could not store a lead');
      reply.header('Retry-After', '30');
      if (page) return answerPage(503, { notice: 'failed', values: shownAgain(fields), messages: {} });
      return reply.code(503).send(SAVE_FAILED);
    }
  });
}
