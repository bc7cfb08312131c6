// The days of the week, as every rule, record and route names them; in English, the words of
// every table that names a day. A module of its own: the page's code takes it without the schema.
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const ENGLISH_WEEKDAYS = Object.fromEntries(WEEKDAYS.map((day) => [day, day])) as Record<Weekday, string>;
