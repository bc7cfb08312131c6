// Two rules of the plans that the page, the server and the settings' schema all read. Kept apart
// from the schema (which brings zod) so the page's code can use them for nothing.
import type { Language } from './languages.ts';

/** The plans offered now: those the owner has not stopped. */
export const offeredPlans = <P extends { retired?: boolean | undefined }>(plans: readonly P[]): P[] =>
  plans.filter((plan) => !plan.retired);

/** A membership's rhythm in each language (the catalogs' index lists it). */
export const EVERY_WEEKS_WORDS: Record<Language, (weeks: number) => string> = {
  en: (weeks) => `every ${weeks === 1 ? 'week' : `${weeks} weeks`}`,
  es: (weeks) => `cada ${weeks === 1 ? 'semana' : `${weeks} semanas`}`,
};

/** A membership's rhythm as its card, its price and its messages say it: 'every 2 weeks', 'cada 2 semanas'. */
export const everyWeeksWords = (weeks: number, language: Language = 'en') => EVERY_WEEKS_WORDS[language](weeks);
