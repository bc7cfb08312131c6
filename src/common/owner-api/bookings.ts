// Bookings and their visits as the owner runs them: the days ahead, one booking, a lead booked, its cancel,
// pause, resume and place, a visit moved or cancelled, a whole day moved, and the dates with room.
// Served by the app (server/app/owner/bookings-route.ts): a booking's detail reads across the
// areas (its payments, photos, place and texts); the refusals' words are the booking flows'.
import { z } from 'zod';
import { DATE_PROBLEM_WORDS } from '../copy/date-problem-words.ts';
import type { BookingDetail, BookingsDay, DateWithRoom, DayToMove, PausedMembership } from '../owner-inbox.ts';
import type { BookingStatus } from '../visit-states.ts';
import type { RoutesOf } from './contract.ts';
import { date, id } from './request-parts.ts';

export interface BookingAnswers {
  /** Whole days from today or `from`, until they hold 300 visits; `next` is the next page's first day (null at the end). */
  'GET /owner/api/bookings': { days: BookingsDay[]; paused: PausedMembership[]; pausedTotal: number; next: string | null };
  'GET /owner/api/bookings/:id': BookingDetail;
  /** A lead booked by the owner on a date with room. */
  'POST /owner/api/leads/:id/book': { reference: string; date: string };
  'POST /owner/api/bookings/:id/cancel': { status: BookingStatus };
  'POST /owner/api/bookings/:id/pause': { from: string; until: string; back: string | null };
  'POST /owner/api/bookings/:id/resume': { next: string | null };
  'POST /owner/api/bookings/:id/clear-place': BookingDetail['place'];
  'POST /owner/api/visits/:id/move': { moved: true; to: string };
  'POST /owner/api/visits/:id/cancel': { cancelled: true };
  'GET /owner/api/days/:date': DayToMove;
  'POST /owner/api/days/:date/move': { moved: number; to: string };
  'GET /owner/api/booking-dates': { dates: DateWithRoom[] };
}

export const BOOKING_ROUTES = {
  // The first day of the page (the one before said where it ended); a bad one is today's page.
  'GET /owner/api/bookings': { access: 'owner', query: z.object({ from: date.optional().catch(undefined) }) },
  'GET /owner/api/bookings/:id': {
    access: 'owner',
    params: id,
    // The visit tapped; one that is not this booking's shows its next.
    query: z.object({ visit: z.string().max(64).optional().catch(undefined) }),
    invalid: 'No such booking.',
  },
  'POST /owner/api/leads/:id/book': { access: 'owner', params: id, body: z.object({ date: z.string().max(20) }), invalid: 'Pick a date.' },
  'POST /owner/api/bookings/:id/cancel': { access: 'owner', params: id, invalid: 'No booking to cancel.' },
  'POST /owner/api/bookings/:id/pause': {
    access: 'owner',
    params: id,
    // So many weeks from the next visit, or until a date (a date, when given, wins).
    body: z.union([z.object({ until: date }), z.object({ weeks: z.number().int().min(1).max(52) })]),
    invalid: 'Pick how many weeks, or a date.',
  },
  'POST /owner/api/bookings/:id/resume': { access: 'owner', params: id, invalid: 'No running booking to resume.' },
  'POST /owner/api/bookings/:id/clear-place': { access: 'owner', params: id, invalid: 'No such booking.' },
  'POST /owner/api/visits/:id/move': {
    access: 'owner',
    params: id,
    body: z.object({ to: date }),
    invalid: 'Pick the visit and a new date.',
  },
  'POST /owner/api/visits/:id/cancel': { access: 'owner', params: id, invalid: 'No such visit.' },
  'GET /owner/api/days/:date': { access: 'owner', params: z.object({ date }), invalid: DATE_PROBLEM_WORDS.en['not-a-date'] },
  'POST /owner/api/days/:date/move': {
    access: 'owner',
    params: z.object({ date }),
    body: z.object({ to: z.string().max(20) }),
    invalid: 'Pick the day and a new date.',
  },
  'GET /owner/api/booking-dates': { access: 'owner' },
} as const satisfies RoutesOf<BookingAnswers>;
