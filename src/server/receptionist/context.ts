import type { BookingStore } from '../bookings/booking-store.ts';
import type { LeadStore } from '../leads/lead-store.ts';

/** What the receptionist's tools run with: the stores the app gives them. */
export interface ReceptionistContext {
  leads: LeadStore;
  bookings: BookingStore;
}
