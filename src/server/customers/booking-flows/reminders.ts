// The day-before reminder text ('Tomorrow we clean your cans...'): from the reminder hour until
// the quiet hours the evening before a visit, once per visit, to customers who may be texted.
// It spans bookings (the visits) and texts (the consent), so it lives here, beside the app.
import type { TextRules } from '../../../common/site-config.schema.ts';
import { visitReminderSubject } from '../bookings/booking-subjects.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** Queues the reminders due now; returns how many were queued. */
export function queueVisitReminders(
  { bookings, texts, outbox }: { bookings: BookingStore; texts: TextStore; outbox: Outbox },
  rules: TextRules,
): number {
  const { calendar } = bookings.dates;
  const now = bookings.clock.now();
  const hour = calendar.hourOf(now);
  if (hour < rules.reminderHour || hour >= rules.quietFrom) return 0;
  const tomorrow = calendar.addDays(calendar.dateOf(now), 1);
  // Visits still on a day off (a holiday) wait for the owner to move them: no 'tomorrow' text.
  if (!bookings.dates.isServiceDay(tomorrow)) return 0;
  let queued = 0;
  for (const { booking, id, state } of bookings.day(tomorrow)) {
    if (state !== 'scheduled') continue;
    const subject = visitReminderSubject(id, tomorrow);
    if (outbox.has('sms', subject) || !texts.textable(booking.customer.mobileE164)) continue;
    outbox.enqueue('sms', subject, { secret: bookings.issueLink(booking.id) });
    queued++;
  }
  if (queued) outbox.announceQueued();
  return queued;
}
