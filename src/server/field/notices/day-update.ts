// The owner's short update after the evening list went out: a change someone else made to a day
// whose list the owner already has (named by the change and the day).
import { dayUpdateEmail } from '../crew-flow/day-digest-email.ts';
import { DAY_UPDATE_ID } from '../../customers/bookings/booking-subjects.ts';
import { defineNotice } from '../../platform/outbox/notice.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';

/** The records this notice reads. */
type Reads = { bookings: BookingStore };

export const dayUpdateNotice = defineNotice<{ changeId: string; date: string }, Reads>({
  kind: 'day-update',
  id: DAY_UPDATE_ID,
  ownerEmail: ({ changeId, date }, { stores: { bookings } }) => {
    const found = bookings.change(changeId);
    return found && dayUpdateEmail(date, found.booking, found.change, bookings.visitsOn(date), bookings.dates, bookings.plans());
  },
});
