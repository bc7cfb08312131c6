// A list the owner types in one field (zips, dates, e-mail addresses): its items, separated by
// spaces or commas, blanks dropped.
export const words = (typed: string): string[] => typed.split(/[\s,]+/).filter(Boolean);
