// `npm run schedule`: the route for a service day in driving order, and the owner's way to turn a
// contact request into a booking.
//   npm run schedule                          the next service day: its stops in order, the day's count against capacity
//   npm run schedule -- --date 2026-12-02     that day
//   npm run schedule -- --days 3              the next 3 service days
//   npm run schedule -- --csv > route.csv     as CSV (spreadsheet-safe)
//   npm run schedule -- --book LEAD_ID 2026-12-02
//                                             book a stored lead on a date with room (the customer gets the confirmation)
import { parseArgs } from 'node:util';
import { displayPhone } from '../../../common/phone-display.ts';
import type { BookedVisit } from '../../customers/bookings/booking-types.ts';
import { DEEP_CLEAN, planWords, type Plans } from '../../customers/bookings/booking-words.ts';
import { dayLine } from '../../field/crew-flow/day-digest-email.ts';
import { dayRoute } from '../../field/crew-flow/day-route.ts';
import type { TruckDay } from '../../field/day-plan/day-plans.ts';
import { DATE_PROBLEMS, type ServiceDates } from '../../customers/bookings/service-dates.ts';
import { isLocalDate, type LocalDate } from '../../platform/clock/business-calendar.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { bookLead } from '../../customers/booking-flows/book-lead.ts';
import type { Stores } from '../wiring/store-set.ts';
import { askedForHelp, toStdout, type Out } from './command.ts';
import { toTable } from './output.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { withStores, type StoreTarget } from './stores.ts';

const USAGE = 'npm run schedule [-- --date YYYY-MM-DD] [--days N] [--csv] | [-- --book LEAD_ID YYYY-MM-DD]';

/** The next service days from `first` on. */
function serviceDays(dates: ServiceDates, first: LocalDate, count: number): LocalDate[] {
  const days: LocalDate[] = [];
  for (let date = first; days.length < count; date = dates.calendar.addDays(date, 1)) if (dates.isServiceDay(date)) days.push(date);
  return days;
}

/** What a list reads beside the visits: where a booking's payment stands ('' without payments), and the plans its words name. */
interface Listing {
  paymentOf: (bookingId: string) => string;
  plans: Plans;
}

export const scheduleCsv = (visits: BookedVisit[], { paymentOf, plans }: Listing) =>
  toCsv(visits, {
    date: (v) => v.date,
    state: (v) => v.state,
    zip: (v) => v.booking.customer.zip,
    name: (v) => v.booking.customer.name,
    street: (v) => v.booking.customer.street,
    plan: (v) => planWords(v.booking, plans).name,
    phone: (v) => displayPhone(v.booking.customer.mobile),
    email: (v) => v.booking.customer.email,
    notes: (v) => v.booking.customer.notes,
    reference: (v) => v.booking.reference,
    payment: (v) => paymentOf(v.booking.id),
    deep_clean: (v) => (v.deepClean ? 'yes' : ''),
  });

/** A day by truck: each truck's name and cans, then its stops in its driving order. */
function trucksText(date: LocalDate, days: TruckDay[], dates: ServiceDates, listing: Listing): string {
  const stops = days.reduce((sum, d) => sum + d.stops.length, 0);
  const parts = days.map((d) =>
    [`${d.truck.name}: ${d.cans} of ${d.truck.roomCans} cans`, stopTable(d.stops, listing)].filter(Boolean).join('\n'),
  );
  return (
    [`${dates.words(date).replace(',', '')}: ${stops} visit${stops === 1 ? '' : 's'} on ${days.length} trucks`, ...parts].join('\n') + '\n'
  );
}

function dayText(date: LocalDate, visits: BookedVisit[], dates: ServiceDates, listing: Listing): string {
  return [dayLine(date, visits.length, dates), stopTable(visits, listing)].filter(Boolean).join('\n') + '\n';
}

/** A route's stops as a table, numbered in driving order. */
function stopTable(visits: BookedVisit[], { paymentOf, plans }: Listing): string {
  return visits.length
    ? toTable(
        visits.map(({ booking, deepClean }, i) => ({
          stop: String(i + 1),
          name: booking.customer.name,
          street: booking.customer.street,
          zip: booking.customer.zip,
          plan: `${planWords(booking, plans).name}${deepClean ? ` (${DEEP_CLEAN})` : ''}`,
          phone: displayPhone(booking.customer.mobile),
          notes: booking.customer.notes.replace(/\s+/g, ' ').slice(0, 60),
          ref: booking.reference,
          payment: paymentOf(booking.id),
        })),
        '',
      )
    : '';
}

function bookLeadOn(stores: Pick<Stores, 'leads' | 'bookings'>, leadId: string, date: string, out: Out): number {
  const result = bookLead(stores, leadId, date);
  if (!result.ok) {
    if (result.problem === 'no-lead') return (out(`No lead with id ${leadId}.\n`), 1);
    if (result.problem === 'commercial') return (out('A commercial lead gets a proposal, not an instant date: call them back.\n'), 1);
    if (result.problem === 'not-a-date') return (out(`${DATE_PROBLEMS['not-a-date']}\n`), 1);
    const why =
      result.problem === 'full' ? 'That date is full.' : result.problem === 'limit' ? result.reason : DATE_PROBLEMS[result.problem];
    return (out(`Not booked: ${why} Dates with room: ${result.next.join(', ') || 'none soon'}.\n`), 1);
  }
  const { booking } = result;
  const first = stores.bookings.visits(booking.id)[0]?.date ?? date;
  const name = stores.leads.get(leadId)!.lead.full_name;
  if (result.duplicate) return (out(`${name} was already booked: ${booking.reference}, ${first}.\n`), 0);
  out(`Booked ${name} on ${stores.bookings.dates.words(first)}: reference ${booking.reference}.\n`);
  return 0;
}

export async function runScheduleCli(argv: string[], target: StoreTarget, out: Out = toStdout, clock?: Clock): Promise<number> {
  if (askedForHelp(argv, USAGE, out)) return 0;
  const { values: flags, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { date: { type: 'string' }, days: { type: 'string' }, csv: { type: 'boolean' }, book: { type: 'string' } },
  });
  return withStores(
    target,
    ({ leads, bookings, payments, stops, dayPlans }) => {
      const listing = { paymentOf: (bookingId: string) => payments.get(bookingId)?.state ?? '', plans: bookings.plans() };
      // Memberships written ahead first, as the server's scheduler does (it may not be running).
      bookings.writeAhead();
      if (flags.book) return bookLeadOn({ leads, bookings }, flags.book, positionals[0] ?? '', out);
      const { dates } = bookings;
      if (flags.date && !isLocalDate(flags.date)) return (out(`--date: ${DATE_PROBLEMS['not-a-date']}\n`), 1);
      const count = Number(flags.days ?? 1);
      if (!Number.isInteger(count) || count < 1 || count > 60) return (out('--days: a whole number from 1 to 60.\n'), 1);
      const days = serviceDays(dates, flags.date ?? dates.calendar.addDays(dates.today(), 1), count);
      const visits = days.map((date) => [date, dayRoute({ bookings, stops }, date)] as const);
      if (flags.csv)
        out(
          scheduleCsv(
            visits.flatMap(([, v]) => v),
            listing,
          ),
        );
      else
        out(
          visits
            .map(([date, v]) => {
              // With trucks, each day by truck as planned (a day not yet planned is shown as it would be, and stays unplanned).
              const byTruck = dayPlans.preview(date);
              return byTruck ? trucksText(date, byTruck, dates, listing) : dayText(date, v, dates, listing);
            })
            .join('\n'),
        );
      return 0;
    },
    clock,
  );
}
