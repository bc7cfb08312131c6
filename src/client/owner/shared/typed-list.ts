// A list the owner types in one field (zips, dates, e-mail addresses): its items, separated by
// spaces or commas, blanks dropped.
export const words = (typed: string): string[] => typed.split(/[\s,]+/).filter(Boolean);

/** A list of names typed in one field, separated by commas (a place's name has spaces: 'Lincoln Park'). */
export const names = (typed: string): string[] =>
  typed
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
