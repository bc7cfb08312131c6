// Holiday weeks in the inbox: what the holidays in the notice window move (each jurisdiction's
// cleans on a day, to the next day), and the owner's one action to move them; a move that cannot
// be made (a day the team does not work, a day with no room) is refused with its words.
import type { FastifyInstance } from 'fastify';
import type { HolidayMovesAnswer } from '../../../common/owner-inbox.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import { applyHolidayMove, holidayMoves } from './holiday-moves.ts';
import { dayMoveRefusal } from './owner-refusals.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export async function holidaysRoutes(app: FastifyInstance, { bookings, settings }: { bookings: BookingStore; settings: SettingsSource }) {
  const holidays = () => settings.current().pickupHolidays;
  const answer = (): HolidayMovesAnswer => ({
    moves: holidayMoves(bookings, holidays()).map(({ visitIds, problem, ...move }) => ({
      ...move,
      toWords: bookings.dates.words(move.to),
      count: visitIds.length,
      canMove: !problem,
    })),
  });

  ownerRoute(app, 'GET /owner/api/holiday-moves', async (_request, reply) => reply.send(answer()));

  ownerRoute(app, 'POST /owner/api/holiday-moves', async (request, reply) => {
    const result = applyHolidayMove(bookings, request.body.jurisdiction, request.body.from, holidays());
    if (result.ok) return reply.send({ moved: result.moved, ...answer() });
    if (result.problem === 'nothing-to-move')
      return reply.code(404).send({ error: 'Nothing left to move for that day: it may be done already.' });
    if (result.problem === 'cannot-move') return reply.code(409).send({ error: result.words });
    const to = bookings.dates.calendar.addDays(request.body.from, 1);
    return reply.code(409).send({ error: dayMoveRefusal(result, to, bookings.dates) });
  });
}
