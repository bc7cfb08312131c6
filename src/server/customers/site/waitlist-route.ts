// POST /api/waitlist: a visitor outside the area asks to be told when the business comes to their
// zip. A US mobile or an e-mail (one of them), their tick, kept with the words they were shown,
// when, from where; rate-limited per address, refused from another site. A zip already served is
// refused with the way to book instead. Asked twice, kept once.
import type { FastifyInstance } from 'fastify';
import { toE164 } from '../../../common/mobile-e164.ts';
import { isNotAMobile } from '../../../common/mobile-kind.ts';
import { languageOf } from '../../../common/languages.ts';
import { ROOT_LANGUAGE } from '../../../common/pages.ts';
import { WAITLIST_PATH, waitlistSchema, type WaitlistProblem } from '../../../common/waitlist.ts';
import { WAITLIST_COPY } from '../../../common/copy/waitlist-copy.ts';
import { fromAnotherSite } from '../../platform/http/same-site.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import type { WaitlistStore } from '../waitlist/waitlist-store.ts';

export interface WaitlistRouteOptions {
  waitlist: WaitlistStore;
  settings: SettingsSource;
  rateLimitMax: number;
  rateLimitWindowMs: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function waitlistRoutes(app: FastifyInstance, { waitlist, settings, rateLimitMax, rateLimitWindowMs }: WaitlistRouteOptions) {
  const rateLimit = rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: rateLimitWindowMs } : false;
  app.post(WAITLIST_PATH, { config: { rateLimit } }, async (request, reply) => {
    if (fromAnotherSite(request)) return reply.code(403).send({ error: 'Only this site may add to the waiting list.' });
    const body = (typeof request.body === 'object' && request.body) || {};
    const language = languageOf((body as Record<string, unknown>).language) ?? ROOT_LANGUAGE;
    const words = WAITLIST_COPY[language];
    const refuse = (status: number, problem: WaitlistProblem, zip = '') =>
      reply.code(status).send({ problem, error: problem === 'served' ? words.problems.served(zip) : words.problems[problem] });
    const parsed = waitlistSchema.safeParse(body);
    if (!parsed.success) {
      const consentMissing = parsed.error.issues.some((issue) => issue.path[0] === 'consent');
      const zipWrong = parsed.error.issues.some((issue) => issue.path[0] === 'zip');
      if (zipWrong) return reply.code(400).send({ problem: 'zip', error: 'Send the 5-digit zip that was checked.' });
      return refuse(400, consentMissing ? 'consent' : 'contact');
    }
    const { zip, contact } = parsed.data;
    const config = settings.current();
    if (config.serviceArea.zips.includes(zip)) return refuse(409, 'served', zip);
    const email = EMAIL.test(contact) ? contact.toLowerCase() : null;
    const mobileE164 = email ? null : toE164(contact);
    // A number the phone library knows is no mobile (toll-free, premium, a landline abroad) cannot take the text.
    if (!email && (!mobileE164 || isNotAMobile(contact))) return refuse(400, 'contact');
    try {
      const added = waitlist.add({
        zip,
        mobileE164,
        email,
        language,
        consent: { text: words.consent(zip, config.brandName), ip: request.ip, pageUrl: request.headers.referer ?? '' },
      });
      request.log.info({ zip, added }, 'a visitor joined the waiting list');
      return reply.code(201).send({ added: true, words: words.added(zip) });
    } catch (error) {
      request.log.error({ err: error }, 'the waiting list could not be saved');
      return refuse(503, 'failed');
    }
  });
}
