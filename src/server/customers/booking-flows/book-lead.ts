// The owner books a lead (a contact request, or a call that did not book) on a date: from the
// schedule command or the inbox. The lead's service type gives the plan; a commercial lead gets
// a proposal, not a date. The pickup day follows from the date (the visit is the day after).
import { planFor } from '../bookings/booking-words.ts';
import type { BookResult } from '../bookings/booking-types.ts';
import { isLocalDate } from '../../platform/clock/business-calendar.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { LeadStore } from '../leads/lead-store.ts';

export type BookLeadResult = BookResult | { ok: false; problem: 'no-lead' | 'commercial' | 'not-a-date'; next: string[] };

export function bookLead({ leads, bookings }: { leads: LeadStore; bookings: BookingStore }, leadId: string, date: string): BookLeadResult {
  const lead = leads.get(leadId);
  if (!lead) return { ok: false, problem: 'no-lead', next: [] };
  const plan = planFor(bookings.plans(), lead.lead.service_type);
  if (!plan || lead.lead.service_type === 'Commercial') return { ok: false, problem: 'commercial', next: [] };
  if (!isLocalDate(date)) return { ok: false, problem: 'not-a-date', next: bookings.serviceDatesWithRoom() };
  return bookings.book({
    planId: plan.id,
    pickupDay: bookings.dates.pickupDayFor(date),
    date,
    by: 'owner',
    dedupeKey: `owner:${leadId}`,
    lead: () => leadId,
  });
}
