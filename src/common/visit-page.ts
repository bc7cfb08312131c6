// A clean's own page (from its Done message's 'How did we do?', or beside the visit in the
// customer's account): the stars in one tap, then the public review link offered to every
// customer alike; for one to three stars, what went wrong; and a tip for the crew, which never
// depends on the stars. Drawn by the server with no script; declared once for both sides.
import type { Language } from './languages.ts';

/** What may have gone wrong, as the customer ticks it. */
export const VISIT_PROBLEMS = ['missed-can', 'still-dirty', 'smell', 'lids-wheels', 'left-mess', 'other'] as const;
export type VisitProblem = (typeof VISIT_PROBLEMS)[number];

/** What the page says after something happened. */
export const VISIT_NOTICES = ['rated', 'told', 'tipped', 'tip-failed', 'tip-amount'] as const;
export type VisitNotice = (typeof VISIT_NOTICES)[number];

/** Stars over ratings, to one decimal (4.67 reads 4.7). */
export const averageStars = (stars: number, count: number) => Math.round((stars / count) * 10) / 10;

/** The most a customer may write about a clean. */
export const VISIT_WORDS_MAX = 1000;

export interface VisitPageData {
  language: Language;
  /** The page's own path: its forms post under it. */
  action: string;
  /** 'Wednesday, November 25' */
  date: string;
  address: string;
  /** The crew's photos of it (links that work a while). */
  photos: string[];
  /** Their rating so far, or null before they rate. */
  rating: { stars: number; problems: VisitProblem[]; words: string; quoteOk: boolean } | null;
  /** The public review link, offered to everyone who rates, whatever the stars (null when the business has none). */
  reviewUrl: string | null;
  /** For one to three stars: when the owner will answer, in words ('by Tuesday, December 8'). */
  replyBy: string | null;
  /** A tip for the crew: the amounts offered, and what they tipped for this clean so far; null when payments are off. */
  tip: { choices: readonly number[]; given: string | null } | null;
  notice: VisitNotice | null;
  /** Back to where they came from: the booking's page, or their account. */
  back: { href: string; to: 'booking' | 'account' };
}
