// The owner's Customers: one record per person across their leads, bookings, visits, payments,
// texts, calls and accounts; and the inbox's search from anywhere. Shared by the server that
// answers them and the app that draws them.
import type { StopMark, StopPhoto } from './owner-inbox.ts';
import type { BookingStatus } from './visit-states.ts';
import type { PaymentState } from './payment-states.ts';
import type { ThreadText } from './text-threads.ts';

/** A person in the list. */
/** A customer's record in the inbox, by their person's key ('#customers/m%3A%2B1404…'). */
export const customerHref = (key: string) => `#customers/${encodeURIComponent(key)}`;

export interface CustomerSummary {
  key: string;
  name: string;
  /** '(404) 555-0199', or the number as given when it is not a US one. */
  phone: string | null;
  email: string;
  street: string;
  zip: string;
  lastAt: number;
}

export interface CustomerBooking {
  id: string;
  reference: string;
  plan: string;
  status: BookingStatus;
  street: string;
  next: string | null;
  /** Visits given or missed, the latest first (twelve at most), each with its mark, note and photos. */
  visits: {
    id: string;
    date: string;
    words: string;
    mark: StopMark | null;
    note: string | null;
    photos: StopPhoto[];
    /** The customer's rating of the clean, with what went wrong in their words. */
    rating: { stars: number; problems: string[]; words: string } | null;
    /** Their tip for the crew, '$5.00'. */
    tip: string | null;
  }[];
  payment: { state: PaymentState; amount: string; taken: string } | null;
  charges: { ref: string; what: string; amount: string; refunded: string; at: number }[];
}

export interface CustomerRecord extends CustomerSummary {
  mobileE164: string | null;
  note: string;
  /** Every address the person gave. */
  addresses: string[];
  bookings: CustomerBooking[];
  leads: { id: string; at: number; service: string; notes: string }[];
  /** The latest texts on their number's thread, oldest first, and the thread's address in the inbox. */
  thread: { texts: ThreadText[]; href: string } | null;
  calls: { id: string; at: number; summary: string | null; outcome: string | null; minutes: number | null }[];
  accounts: { id: string; business: string; status: string }[];
}

/** What the search found: where it goes in the inbox, what it is, and a line of context. */
export interface SearchResult {
  kind: 'customer' | 'booking' | 'account';
  href: string;
  title: string;
  detail: string;
}

/** A household that left: who (their record's key), their booking, when, and the words they gave. */
export interface LeaverRow {
  key: string;
  name: string;
  reference: string;
  membership: boolean;
  /** 'Friday, December 4' */
  when: string;
  words: string;
}
