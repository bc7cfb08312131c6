// 'When is my clean?': the caller's next visit, on the date it will be on. A holiday week that
// moves their pickup moves the clean a day, and Ava says so, whether or not the owner has moved
// the day's visits yet.
import { z } from 'zod';
import { contactSchema } from '../../../common/contact-schema.ts';
import { dateAfterHoliday } from '../../customers/booking-flows/holiday-moves.ts';
import { defineTool, type ToolCall } from '../../platform/voice/voice-tool.ts';
import type { ReceptionistContext } from './context.ts';
import { callersMembership } from './pause-tools.ts';
import { about } from './tool-args.ts';

export const nextVisit = defineTool({
  name: 'next_visit',
  description: "Say when the caller's next clean is (a membership's or a one-time clean's), with any holiday move.",
  args: z.object({ mobile: contactSchema.shape.mobile.meta(about('the mobile number the booking was made with')) }),
  timeoutSeconds: 10,
  notDone: 'No visit found.',
  run({ mobile }, context: ReceptionistContext & ToolCall) {
    const found = callersMembership(mobile, context, true);
    if (!found.booking) return found.refusal ?? 'No booking found for that number.';
    const { bookings } = context;
    const { dates } = bookings;
    const next = bookings.nextVisits(found.booking, 1)[0];
    if (!next) return 'There is no visit ahead on this booking: offer to book the next one.';
    const date = dateAfterHoliday(bookings, next.id, next.date, context.settings.current().pickupHolidays);
    if (date !== next.date)
      return `The next clean is ${dates.words(date)}: the holiday moves their trash pickup a day, so we come a day later than usual (${dates.words(next.date)}).`;
    const moved = next.movedFrom ? ` (moved from ${dates.words(next.movedFrom)})` : '';
    return `The next clean is ${dates.words(next.date)}${moved}.`;
  },
});
