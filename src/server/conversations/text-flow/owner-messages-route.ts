// The owner's Messages: the threads newest first, a page at a time, with the unread count the menu
// shows; a thread's texts (its latest page, earlier ones on asking), whether a reply can go and
// whether Ava answers it; the owner's reply (the texting rule and the quiet hours, refused in
// words: 409, with the morning offered); Ava on or off for the thread; and a number no customer
// has linked to a lead or a booking.
import type { FastifyInstance } from 'fastify';
import type { ThreadDetail } from '../../../common/text-threads.ts';
import type { TextFlow } from './text-flow.ts';
import type { TextStore } from '../texts/text-store.ts';
import type { ThreadReads } from '../texts/thread-reads.ts';
import type { ThreadStore } from '../texts/thread-store.ts';
import { ownerOf, ownerRoute } from '../../platform/http/owner-route.ts';

export interface MessagesOptions {
  threads: ThreadStore;
  threadReads: ThreadReads;
  textFlow: TextFlow;
  texts: TextStore;
  /** Whether a lead or a booking of that id exists, for linking a thread to it (the customers' rooms answer; the app hands them in). */
  linkable: { lead(id: string): boolean; booking(id: string): boolean };
}

/** Threads a page; a thread's texts a page. */
const THREADS_PAGE = 30;
const TEXTS_PAGE = 50;
const NO_THREAD = { error: 'No such thread.' };

export async function messagesRoutes(app: FastifyInstance, options: MessagesOptions) {
  const { threads, threadReads, textFlow, texts, linkable } = options;
  const avaOf = (phone: string): ThreadDetail['ava'] => ({
    on: textFlow.avaOn(),
    answering: textFlow.avaAnswers(phone),
    ownerUntil: threads.ownerUntil(phone),
  });

  ownerRoute(app, 'GET /owner/api/threads', async (request, reply) => {
    const page = threadReads.threads({ before: request.query.before ?? null, limit: THREADS_PAGE, only: request.query.only });
    return reply.send({ threads: page.rows, next: page.next, unread: threadReads.unread(), awaiting: threadReads.awaiting() });
  });

  ownerRoute(app, 'GET /owner/api/unread', async (_request, reply) =>
    reply.send({ unread: threadReads.unread(), awaiting: threadReads.awaiting() }),
  );

  ownerRoute(app, 'GET /owner/api/threads/:phone', async (request, reply) => {
    const { phone } = request.params;
    const summary = threadReads.thread(phone);
    if (!summary) return reply.code(404).send(NO_THREAD);
    const page = threadReads.texts(phone, { before: request.query.earlier ?? null, limit: TEXTS_PAGE });
    return reply.send({ ...summary, texts: page.rows, earlier: page.next, reply: texts.mayAnswer(phone), ava: avaOf(phone) });
  });

  ownerRoute(app, 'POST /owner/api/threads/:phone/read', async (request, reply) => {
    if (!threadReads.thread(request.params.phone)) return reply.code(404).send(NO_THREAD);
    threads.read(request.params.phone);
    return reply.send({ unread: threadReads.unread() });
  });

  ownerRoute(app, 'POST /owner/api/threads/:phone/reply', async (request, reply) => {
    const { phone } = request.params;
    if (!threadReads.thread(phone)) return reply.code(404).send(NO_THREAD);
    const result = textFlow.reply(phone, request.body.text, ownerOf(request).email, request.body.later);
    if (!result.ok) return reply.code(409).send({ error: result.why, ...('sendsAt' in result ? { sendsAt: result.sendsAt } : {}) });
    threads.read(phone);
    return reply.code(201).send({ text: threadReads.text(result.text.id)! });
  });

  ownerRoute(app, 'POST /owner/api/threads/:phone/ava', async (request, reply) => {
    const { phone } = request.params;
    if (!threadReads.thread(phone)) return reply.code(404).send(NO_THREAD);
    if (!textFlow.avaOn())
      return reply.code(409).send({ error: 'Ava does not answer texts here: her key is not set, or the settings have her off.' });
    if (request.body.on) textFlow.handBack(phone);
    else textFlow.takeOver(phone);
    return reply.send(avaOf(phone));
  });

  ownerRoute(app, 'POST /owner/api/threads/:phone/link', async (request, reply) => {
    const { phone } = request.params;
    if (!threadReads.thread(phone)) return reply.code(404).send(NO_THREAD);
    const body = request.body;
    const leadId = 'leadId' in body ? body.leadId : null;
    const bookingId = 'bookingId' in body ? body.bookingId : null;
    if (leadId && !linkable.lead(leadId)) return reply.code(404).send({ error: 'No such lead.' });
    if (bookingId && !linkable.booking(bookingId)) return reply.code(404).send({ error: 'No such booking.' });
    threads.link(phone, { leadId, bookingId });
    return reply.send(threadReads.thread(phone)!);
  });
}
