// The owner's list for a service day, by e-mail the evening before ('Tomorrow, Wednesday
// December 2: 14 visits'): the day's stops in driving order, with the route's maps links, and a
// warning of any day off ahead that still has visits. With trucks, the stops by truck, each
// truck's in its own driving order with its own maps links.
import { displayPhone } from '../../../common/phone-display.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import { headerLine, type OwnerEmail } from '../../platform/outbox/email-message.ts';
import type { BookedVisit, BookingChange, BookingView } from '../../customers/bookings/booking-types.ts';
import { DEEP_CLEAN, planWords, type Plans } from '../../customers/bookings/booking-words.ts';
import { routeLegs } from '../../../common/maps-links.ts';
import type { ServiceDates } from '../../customers/bookings/service-dates.ts';

const count = (n: number) => `${n} visit${n === 1 ? '' : 's'}`;

/** 'Wednesday December 2', as the list names its day. */
const dayName = (date: LocalDate, dates: ServiceDates) => dates.words(date).replace(',', '');

/** 'Wednesday December 2: 14 visits (of 40)'. */
export const dayLine = (date: LocalDate, visits: number, dates: ServiceDates) =>
  `${dayName(date, dates)}: ${count(visits)} (of ${dates.rules.capacityPerDay})`;

/** How far ahead the evening list warns of a day off that still has visits. */
export const DAY_OFF_NOTICE_DAYS = 14;

export function dayDigestEmail(
  date: LocalDate,
  /** The day's stops in driving order. */
  visits: BookedVisit[],
  dates: ServiceDates,
  /** The business's plans now, which the stops' plans are named by. */
  plans: Plans,
  daysOff: { date: LocalDate; count: number }[] = [],
  /** The last service day's visits (before `date`, up to today): how the crew's day went. */
  lastDay?: { date: LocalDate; visits: BookedVisit[] },
  /** What to look at besides the route: what the nightly check against Stripe could not explain, and the texts. */
  look: { payments?: string[]; texts?: DigestTexts; overdue?: string[]; trucks?: DigestTruck[] } = {},
): OwnerEmail {
  const { payments = [], texts, overdue = [], trucks } = look;
  const tally = (state: string) => lastDay?.visits.filter((v) => v.state === state).length ?? 0;
  const lastLine =
    lastDay && lastDay.visits.length
      ? [
          `${dayName(lastDay.date, dates)}: ${tally('done')} done, ${tally('not-out')} cans not out, ${tally('no-access')} no access` +
            `${tally('scheduled') ? `, ${tally('scheduled')} not marked` : ''}.`,
          '',
        ]
      : [];
  const tomorrow = dates.calendar.addDays(dates.today(), 1) === date;
  const route = trucks
    ? trucks.flatMap((truck) => [
        '',
        `${truck.name}: ${count(truck.visits.length)}, ${truck.cans} of ${truck.roomCans} cans`,
        ...(truck.visits.length ? routeLines(truck.visits, plans) : ['  No visits.']),
      ])
    : visits.length
      ? ['', ...routeLines(visits, plans)]
      : [];
  return {
    subject: headerLine(`${tomorrow ? 'Tomorrow, ' : ''}${dayName(date, dates)}: ${count(visits.length)}`),
    text: [
      ...lastLine,
      trucks ? `${dayName(date, dates)}: ${count(visits.length)} on ${trucks.length} trucks` : `${dayLine(date, visits.length, dates)}`,
      ...(visits.length ? route : ['', 'No visits booked.']),
      ...(daysOff.length
        ? [
            '',
            'Days off that still have visits (move them in the inbox: Bookings, Move the whole day):',
            ...daysOff.map((off) => `  ${dayName(off.date, dates)}: ${count(off.count)}`),
          ]
        : []),
      ...(payments.length
        ? ['', 'Payments to look at (checked against Stripe; see Payments in the inbox):', ...payments.map((p) => `  ${p}`)]
        : []),
      ...(overdue.length ? ['', "Accounts' invoices overdue (see Payments in the inbox):", ...overdue.map((line) => `  ${line}`)] : []),
      ...textLines(texts),
    ].join('\n'),
  };
}

/** One truck's part of the day, with several trucks. */
export interface DigestTruck {
  name: string;
  visits: BookedVisit[];
  cans: number;
  roomCans: number;
}

/** A route's stops numbered in driving order, then its maps links. */
function routeLines(visits: BookedVisit[], plans: Plans): string[] {
  const lines = visits.map(({ booking, deepClean }, i) => {
    const { customer } = booking;
    const plan = `${planWords(booking, plans).name}${deepClean ? ` (${DEEP_CLEAN})` : ''}`;
    return `${i + 1}. ${customer.name}, ${customer.street}, ${customer.zip}; ${plan}; ${displayPhone(customer.mobile)}${customer.notes ? `; ${customer.notes}` : ''}`;
  });
  const legs = routeLegs(visits.map(({ booking }) => booking.customer)).map(({ from, to, mapsUrl }) => `  Stops ${from}-${to}: ${mapsUrl}`);
  return [...lines, '', 'In maps, in this order:', ...legs];
}

/** The texts the evening list tells of: threads waiting for an answer, and texts that did not arrive since the last list. */
export interface DigestTexts {
  awaiting: number;
  undelivered: { phone: string; name: string | null; problem: string | null }[];
}

function textLines(texts: DigestTexts | undefined): string[] {
  if (!texts || (texts.awaiting === 0 && texts.undelivered.length === 0)) return [];
  const waiting = texts.awaiting
    ? [`${texts.awaiting} ${texts.awaiting === 1 ? 'thread is' : 'threads are'} waiting for an answer (Messages in the inbox).`]
    : [];
  const lost = texts.undelivered.length
    ? [
        'Texts that did not arrive today (call or e-mail them instead):',
        ...texts.undelivered.map((t) => `  ${t.name ? `${t.name}, ` : ''}${displayPhone(t.phone)}: ${t.problem ?? 'not delivered'}`),
      ]
    : [];
  return ['', ...waiting, ...lost];
}

/** What a change did to a day the owner already has the list for. */
function changeWords(change: BookingChange, date: LocalDate, dates: ServiceDates): string {
  if (change.what === 'booked') return 'booked';
  if (change.what === 'moved')
    return change.detail.to === date ? `moved here from ${dates.words(change.detail.from!)}` : `moved to ${dates.words(change.detail.to!)}`;
  if (change.what === 'ended') return 'membership ended';
  return 'cancelled';
}

/**
 * The owner's short update after the evening list: a booking, a move or a cancel on a day whose
 * list has gone out ('Update for Wednesday December 2: Jordan Peachtree booked'), with the day's
 * count now.
 */
export function dayUpdateEmail(
  date: LocalDate,
  booking: BookingView,
  change: BookingChange,
  visits: number,
  dates: ServiceDates,
  plans: Plans,
): OwnerEmail {
  const { customer } = booking;
  const what = changeWords(change, date, dates);
  return {
    subject: headerLine(`Update for ${dayName(date, dates)}: ${customer.name} ${what}`),
    text: [
      `Since the list for ${dayName(date, dates)} went out:`,
      '',
      `  ${customer.name}, ${customer.street} (${customer.zip}): ${what}`,
      `  ${planWords(booking, plans).name}; ${displayPhone(customer.mobile)}${customer.notes ? `; ${customer.notes}` : ''}`,
      '',
      `Now: ${dayLine(date, visits, dates)}`,
    ].join('\n'),
  };
}
