// When Ava may call a number: only a US mobile (the phone library's full metadata tells a mobile
// from a fixed line, a toll-free or premium line, and a +1 number of the Caribbean or Guam from a
// US one), and only between 8 AM and 9 PM where that number lives (8 PM in Florida and Oklahoma,
// whose rules are stricter), read from its area code by Google's time-zone and place data. An
// area code that spans two zones, or one the data does not know, waits until it is calling hours
// in every zone it could be in: a call comes late rather than early.
import { geocoder, timezones } from 'libphonenumber-geo-carrier';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import { textableNumber } from '../texts/text-countries.ts';
import { quietWait } from '../texts/quiet-hours.ts';

/** The hours a call may be placed in, the called number's local time (the usual US calling window). */
export const CALL_HOURS = { quietUntil: 8, quietFrom: 21 } as const;
/** States whose calling window ends earlier. */
const EARLIER_STATES: Record<string, { quietUntil: number; quietFrom: number }> = {
  Florida: { quietUntil: 8, quietFrom: 20 },
  Oklahoma: { quietUntil: 8, quietFrom: 20 },
};
/** Every zone a US number could be in, east to west: a number whose zone is unknown waits for them all. */
const US_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

/** Whether Ava may call this E.164 number at all: a US mobile (a number whose kind the US data cannot tell counts as one). */
export const callableNumber = (e164: string): boolean => textableNumber(e164, ['US']);

/** Where a number may be called from: its zones and its calling hours there. */
export interface CallPlace {
  /** The IANA zones the number's area code lies in (every US zone when the data does not know). */
  zones: string[];
  hours: { quietUntil: number; quietFrom: number };
}

/** The zones and hours of a US number, read from its area code. */
export async function callPlaceOf(e164: string): Promise<CallPlace> {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return { zones: US_ZONES, hours: CALL_HOURS };
  const [found, state] = await Promise.all([timezones(parsed), geocoder(parsed, 'en')]);
  const zones = (found ?? []).filter(isZone);
  return { zones: zones.length ? zones : US_ZONES, hours: (state ? EARLIER_STATES[state] : undefined) ?? CALL_HOURS };
}

/** A zone the runtime knows, and no placeholder ('Etc/Unknown'). */
function isZone(zone: string): boolean {
  if (zone.startsWith('Etc/')) return false;
  try {
    new BusinessCalendar(zone);
    return true;
  } catch {
    return false;
  }
}

/** How long a call due at `at` must wait until it is calling hours in every zone the number may be in (0: now). */
export function callWait(place: CallPlace, at: number): number {
  const calendars = place.zones.map((zone) => new BusinessCalendar(zone));
  let t = at;
  // Each step moves to the latest zone's next window; US zones' windows overlap, so a few steps settle.
  for (let step = 0; step < place.zones.length + 1; step++) {
    const wait = Math.max(...calendars.map((calendar) => quietWait(calendar, place.hours, t)));
    if (wait === 0) return t - at;
    t += wait;
  }
  return t - at;
}

/** The zone a call's time is written in for the person called: theirs when the data knows it alone. */
export const wordsZone = (place: CallPlace, business: string): string => (place.zones.length === 1 ? place.zones[0]! : business);
