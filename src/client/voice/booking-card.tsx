import { CalendarCheck } from 'lucide-react';
import { formatPhone } from '../../common/phone.ts';
import type { Booking } from './call-messages.ts';

/** A booking confirmed during the call, from book_service's own result. */
export function BookingCard({ booking }: { booking: Booking }) {
  const rows = [
    ['Name', booking.name],
    ['Where', `${booking.street}, ${booking.zip}`],
    ['When', booking.day],
    ['Next', `We'll text ${formatPhone(booking.mobile)} to confirm the day.`],
    ['Reference', booking.reference],
  ];
  return (
    <section aria-labelledby="booking-title" className="mt-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <h3 id="booking-title" className="flex items-center gap-2 font-bold text-brand-900">
        <CalendarCheck aria-hidden="true" className="size-5 text-brand-700" /> Booked: {booking.serviceType}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
