// GET /calendar/<OWNER_CALENDAR_TOKEN>.ics: the owner's calendar feed. The token is the only key,
// compared in constant time; anything else gets the same plain 404 as an unknown page.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BookingStore } from './booking-store.ts';
import { ownerCalendar } from './calendar-feed.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';

export interface CalendarRouteOptions {
  bookings: BookingStore;
  /** The business's settings in force: the feed's name. */
  settings: SettingsSource;
  token: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export async function calendarRoutes(app: FastifyInstance, { bookings, settings, token }: CalendarRouteOptions) {
  const expected = digest(token);
  app.get('/calendar/:file', { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const given = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    if (!timingSafeEqual(digest(given), expected)) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/calendar; charset=utf-8')
      .send(ownerCalendar(bookings, settings.current()));
  });
}
