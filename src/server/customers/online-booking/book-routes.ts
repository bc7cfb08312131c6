// The booking page's addresses, in each language: the first screen (prerendered: the page paints
// in the first round trip), its form (which makes the visitor's draft), and the visitor's own link
// with each screen's form. A form answers 303 to the next screen (a reload never sends it twice),
// or the same screen with its messages; the page's script gets the screen's HTML instead, with no
// redirect. A link that is wrong or past its time gets the site's 404 page, which says nothing
// of why; posts from another site are refused; every route is rate-limited per client.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BOOK_FLOW_HEADER, BOOK_PATHS, planFromQuery, type BookFlowAnswer, type BookView } from '../../../common/book-flow.ts';
import { offeredPlans } from '../../../common/plan-rules.ts';
import { BOOK_COPY } from '../../../common/copy/book-copy.ts';
import { LANGUAGES, type Language } from '../../../common/languages.ts';
import { sendPage, type CompressedPage } from '../../platform/http/compressed-page.ts';
import { fromAnotherSite } from '../../platform/http/same-site.ts';
import { privatePage } from '../../platform/http/security-headers.ts';
import type { Visitor } from '../leads/lead-intake.ts';
import type { OnlineBooking } from './online-booking.ts';
import type { Answer } from './types.ts';
import { bookView, type ViewSettings } from './view.ts';

export interface BookRoutesOptions {
  booking: OnlineBooking;
  /** The first screen, prerendered, in each language. */
  /** The first screen as prerendered, in the business's words as they stand. */
  firstPages: Record<Language, () => CompressedPage>;
  /** A whole page for a screen, and the screen alone (for the page's script). */
  render: { page: (view: BookView) => string; screen: (view: BookView) => string };
  settings: ViewSettings;
  /** Requests per client per minute, on each route. */
  rateLimitMax: number;
}

const formOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
const tokenOf = (params: unknown) => {
  const token = (params as { token?: unknown }).token;
  return typeof token === 'string' ? token : '';
};
const queryOf = (query: unknown) => query as Record<string, string | undefined>;
const visitorOf = (request: FastifyRequest): Visitor => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  pageUrl: request.headers.referer,
});

export async function bookRoutes(app: FastifyInstance, { booking, firstPages, render, settings, rateLimitMax }: BookRoutesOptions) {
  // One count per route whatever its language: /book/x and /es/reservar/x are the same page, so
  // a visitor switching languages gets no second share (one limiter, its one store, for both).
  const limiter = () => (rateLimitMax > 0 ? [app.rateLimit({ max: rateLimitMax, timeWindow: 60_000 })] : []);
  const limits = { page: limiter(), start: limiter(), screen: limiter(), step: limiter() };
  const { drafts, bookings } = booking.deps;
  // Each screen says how long the server took to answer it (the standard Server-Timing header):
  // the bench reads the server's own time beside the browser's, on a machine busy with both.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });

  /** An answer as a page (or a redirect), or, for the page's script, as the screen's HTML. */
  const send = (request: FastifyRequest, reply: FastifyReply, language: Language, answer: Answer) => {
    const script = request.headers[BOOK_FLOW_HEADER] === '1';
    if (answer.kind === 'go') {
      if (!script) return reply.code(303).header('Cache-Control', 'no-store').redirect(answer.to, 303);
      const next = new URL(answer.to, 'http://site');
      const link = next.pathname.startsWith(`${BOOK_PATHS[language]}/`) && drafts.open(next.pathname.split('/').at(-1)!);
      if (!link) return reply.header('Cache-Control', 'no-store').send({ redirect: answer.to } satisfies BookFlowAnswer);
      return send(request, reply, language, booking.show(link, Object.fromEntries(next.searchParams), language));
    }
    const view = bookView(answer.state, bookings, settings, booking.deps.settings.current());
    // The page's script gets every screen as a 200: a screen with messages is an answer, not a failure.
    if (script)
      return reply
        .header('Cache-Control', 'no-store')
        .send({ html: render.screen(view), path: view.action, title: BOOK_COPY[language].title } satisfies BookFlowAnswer);
    return privatePage(reply).code(answer.status).send(render.page(view));
  };

  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    request.log.warn('a booking form from another site refused');
    return privatePage(reply).code(403).send('<!doctype html><title>Refused</title><p>Bookings can only be made on our website.</p>');
  };

  for (const language of LANGUAGES) {
    const base = BOOK_PATHS[language];
    app.get(base, { onRequest: limits.page }, (request, reply) => sendPage(request, reply, firstPages[language]()));
    app.post(base, { onRequest: limits.start }, (request, reply) => {
      if (fromAnotherSite(request)) return refuse(request, reply);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const answer = booking.start(
        formOf(request.body),
        planFromQuery(
          query,
          offeredPlans(booking.deps.settings.current().plans).map((p) => p.id),
        ),
        { language, visitor: visitorOf(request) },
        query,
      );
      return send(request, reply, language, answer);
    });
    app.get(`${base}/:token`, { onRequest: limits.screen }, (request, reply) => {
      const link = drafts.open(tokenOf(request.params));
      if (!link) return reply.callNotFound();
      const { step, notice } = queryOf(request.query);
      return send(request, reply, language, booking.show(link, { step, notice }, language));
    });
    app.post(`${base}/:token`, { onRequest: limits.step }, async (request, reply) => {
      if (fromAnotherSite(request)) return refuse(request, reply);
      const link = drafts.open(tokenOf(request.params));
      if (!link) return reply.callNotFound();
      const answer = await booking.post(link, formOf(request.body), { language, visitor: visitorOf(request) });
      return send(request, reply, language, answer);
    });
  }
}
