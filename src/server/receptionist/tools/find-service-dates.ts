// find_service_dates: the next dates with room for a caller's pickup day, in words and as dates,
// so the receptionist offers real, held-able dates before it books.
import { z } from 'zod';
import { checkZip } from '../../../common/service-area.ts';
import { everyWeeksWords } from '../../../common/plan-rules.ts';
import { weekdayFrom } from '../../customers/bookings/service-dates.ts';
import { datesOffered } from '../../customers/booking-flows/holiday-moves.ts';
import { defineTool } from '../../platform/voice/voice-tool.ts';
import { NOT_OPEN_YET, type ReceptionistContext } from './context.ts';
import { pickupDayArg, planArg, serviceTypeArg, zipArg } from './tool-args.ts';
import { planFor } from '../../customers/bookings/booking-words.ts';
import { formatPhone } from '../../../common/phone.ts';

const args = z.object({ zip: zipArg, pickup_day: pickupDayArg, service_type: serviceTypeArg, plan: planArg });

export const findServiceDates = defineTool<typeof args, ReceptionistContext>({
  name: 'find_service_dates',
  description: 'Find the next cleaning dates with room for a caller, from their zip code, trash pickup day and service.',
  args,
  timeoutSeconds: 10,
  notDone: 'No dates yet.',
  run({ zip, pickup_day, service_type, plan: planId }, { bookings, settings }) {
    if (!settings.opened()) return NOT_OPEN_YET;
    const business = settings.current();
    const { serviceArea } = business;
    const phone = formatPhone(business.phone);
    if (checkZip(zip, serviceArea.zips).kind !== 'served')
      return `${zip} is outside our service area (${serviceArea.areas.join(', ')}), so there are no dates to offer. Say so plainly and give our number, ${phone}, for anything else.`;
    if (service_type === 'Commercial')
      return 'Commercial cleaning has no instant date: the team prepares a proposal first. Offer a call-back and take their details with book_service (no service_date).';
    const pickup = weekdayFrom(pickup_day);
    if (!pickup) return 'That is not a weekday. Ask which weekday their trash is picked up.';
    const plan = planFor(business.plans, service_type, planId);
    const dates = datesOffered(bookings, zip, pickup, plan ? bookings.intervalDaysOf(plan.id) : null, business.pickupHolidays);
    const day = bookings.dates.serviceDayFor(pickup);
    if (dates.length === 0)
      return `We clean ${day}s for a ${pickup} pickup, and no ${day} has room in the next ${bookings.dates.rules.horizonDays} days. Say so plainly and give our number, ${phone}: the team will find a date.`;
    const offered = dates
      .map(({ date, moved }) =>
        // A holiday that moves their pickup moves that clean a day: offer the day it will be on.
        moved
          ? `${bookings.dates.words(moved.to)}, as ${moved.holiday} moves their pickup a day (book it as ${date})`
          : `${bookings.dates.words(date)} (${date})`,
      )
      .join('; ');
    const every = plan?.everyWeeks ? `, then ${everyWeeksWords(plan.everyWeeks)} on that weekday` : '';
    // The price in force now, which the booking will keep (it may differ from an older prompt's).
    const price = plan?.cents ? ` The price now: ${plan.name}, ${plan.price} ${plan.frequency}, ${plan.extraCost}.` : '';
    return `For a ${pickup} pickup we clean on ${day}s${every}. Dates with room: ${offered}.${price} Offer them in words; pass the chosen one to book_service as service_date (the YYYY-MM-DD form).`;
  },
});
