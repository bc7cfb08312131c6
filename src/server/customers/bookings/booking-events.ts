// What the bookings store tells the rest of the house: each change it makes, as an event, handed
// to whatever follows that kind of event (payments, who is told, the crew's marks, a held
// booking's lead).
// The store knows no one who listens: it emits inside the change's own transaction, so what a
// handler writes (a payment opened, a refund asked, a message queued) commits with the change or
// not at all. Who listens to what is wired in one place (follow-changes.ts).
import type { BookingChange, BookingView, Visit } from './booking-types.ts';

export type BookingEvent =
  /** A booking changed (booked, moved, cancelled, paused...): the booking as it was before it, and the change as recorded. */
  | { kind: 'changed'; booking: BookingView; change: Pick<BookingChange, 'id' | 'what' | 'detail' | 'by'> }
  /** A visit's mark at the curb set, corrected or cleared: the visit as it is now, and its state before. */
  | { kind: 'marked'; visit: Visit; booking: BookingView; before: Visit['state'] }
  /** A booking held from the web confirmed by its customer: its lead goes on like any booked one. */
  | { kind: 'hold-confirmed'; leadId: string }
  /** A hold that ran out unconfirmed: its lead goes with it. */
  | { kind: 'hold-dropped'; leadId: string };

type Kind = BookingEvent['kind'];
type Handler<K extends Kind> = (event: Extract<BookingEvent, { kind: K }>) => void;

export class BookingEvents {
  private readonly handlers: { [K in Kind]: Handler<K>[] } = { changed: [], marked: [], 'hold-confirmed': [], 'hold-dropped': [] };

  /** Follows one kind of event; handlers run in the order they were added. */
  on<K extends Kind>(kind: K, handler: Handler<K>): void {
    this.handlers[kind].push(handler);
  }

  /** Hands an event to each handler of its kind, now, inside the caller's transaction: one that throws undoes the change. */
  emit(event: BookingEvent): void {
    for (const handler of this.handlers[event.kind] as Handler<typeof event.kind>[]) handler(event as never);
  }
}
