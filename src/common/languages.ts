// The languages the business speaks with its customers: each customer's is kept with their
// contact details, and every message to them goes out in it. The owner's side stays in English.
// A language is data: this list, and an entry in every Record<Language, ...> the compiler then
// names (the catalogs, the paths, the formats below); nothing branches on a language's code.
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language a value names, when it is one the business speaks (a form's field, a document's lang). */
export const languageOf = (value: unknown): Language | undefined => LANGUAGES.find((language) => language === value);

/** The locale each language's dates and numbers are written in (Intl and Temporal take it). */
export const LOCALES = { en: 'en-US', es: 'es-US' } as const satisfies Record<Language, string>;

/** Open Graph's name for the page's locale. */
export const OG_LOCALES = { en: 'en_US', es: 'es_US' } as const satisfies Record<Language, string>;

/**
 * Each language as its links name it (in itself, long and short) and as the receptionist's
 * instructions (in English) name it.
 */
export const LANGUAGE_NAMES = {
  en: { own: 'English', short: 'EN', english: 'English' },
  es: { own: 'Español', short: 'ES', english: 'Spanish (usted)' },
} as const satisfies Record<Language, { own: string; short: string; english: string }>;

/**
 * A date in a text, short: 'Wed, Dec 2'. Spanish leaves the weekday out: 'sáb' and 'miércoles'
 * need letters a one-segment text cannot carry ('2 de diciembre').
 */
export const SHORT_DATES = {
  en: { weekday: 'short', month: 'short', day: 'numeric' },
  es: { month: 'long', day: 'numeric' },
} as const satisfies Record<Language, Intl.DateTimeFormatOptions>;

/** One value for each language, made by `pick`. */
export const byLanguage = <T>(pick: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, pick(language)])) as Record<Language, T>;
