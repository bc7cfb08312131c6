// Holiday weeks in the inbox: what the holidays in the notice window move (each jurisdiction's
// cleans on a day, to the next day), and the owner's one action to move them; a move that cannot
// be made (a day the team does not work, a day with no room) is refused with its words.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { HolidayMovesAnswer } from '../../common/owner-inbox.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import { applyHolidayMove, holidayMoves } from '../booking-flows/holiday-moves.ts';
import { dayMoveRefusal } from './bookings-route.ts';
import { ownerRoute } from './owner-route.ts';

const applyBody = z.object({ jurisdiction: z.string().min(1).max(40), from: z.iso.date() });

export async function holidaysRoutes(app: FastifyInstance, { bookings }: { bookings: BookingStore }) {
  const answer = (): HolidayMovesAnswer => ({
    moves: holidayMoves(bookings).map(({ visitIds, problem, ...move }) => ({
      ...move,
      toWords: bookings.dates.words(move.to),
      count: visitIds.length,
      canMove: !problem,
    })),
  });

  ownerRoute(app, 'GET /owner/api/holiday-moves', async (_request, reply) => reply.send(answer()));

  ownerRoute(app, 'POST /owner/api/holiday-moves', async (request, reply) => {
    const body = applyBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'Name the jurisdiction and the date whose visits move.' });
    const result = applyHolidayMove(bookings, body.data.jurisdiction, body.data.from);
    if (result.ok) return reply.send({ moved: result.moved, ...answer() });
    if (result.problem === 'nothing-to-move')
      return reply.code(404).send({ error: 'Nothing left to move for that day: it may be done already.' });
    if (result.problem === 'cannot-move') return reply.code(409).send({ error: result.words });
    const to = bookings.dates.calendar.addDays(body.data.from, 1);
    return reply.code(409).send({ error: dayMoveRefusal(result, to, bookings.dates) });
  });
}
