// The languages the business speaks with its customers: each customer's is kept with their
// contact details, and every message to them goes out in it. The owner's side stays in English.
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
