// The languages the business speaks with its customers: each customer's is kept with their
// contact details, and every message to them goes out in it. The owner's side stays in English.
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale each language's dates and numbers are written in (Intl and Temporal take it). */
export const LOCALES = { en: 'en-US', es: 'es-US' } as const satisfies Record<Language, string>;
