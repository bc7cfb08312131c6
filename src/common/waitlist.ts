// The waiting list, declared once for the page and the server: a visitor outside the area leaves
// their zip and a mobile or an e-mail, and agrees to be told once when the business comes there.
// The words of the consent are kept with it, as they were shown (copy/waitlist-copy.ts).
import { z } from 'zod';
export { WAITLIST_PATH } from './copy/waitlist-copy.ts';

/** What the page sends: the zip checked, how to reach them, and their tick. */
export const waitlistSchema = z.object({
  zip: z.string().regex(/^\d{5}$/),
  contact: z.string().trim().min(3).max(254),
  consent: z.literal(true),
  language: z.string().max(8).optional(),
});

export type WaitlistProblem = 'contact' | 'consent' | 'served' | 'failed';
