// Why a date cannot be booked, in words a caller or a customer can act on, in each language the
// business speaks: the receptionist, the booking page and a customer's own page say the same.
import type { Language } from '../languages.ts';

export const DATE_PROBLEM_KINDS = ['not-a-date', 'wrong-weekday', 'too-soon', 'too-far', 'no-service'] as const;
/** Why a date does not follow the booking rule (room aside). */
export type DateProblem = (typeof DATE_PROBLEM_KINDS)[number];

/** A date's problem in words, and a date that has just filled up ('full'). */
export const DATE_PROBLEM_WORDS = {
  en: {
    'not-a-date': 'That is not a date written YYYY-MM-DD.',
    'wrong-weekday': 'We clean the day after your trash pickup, so that date does not fit your pickup day.',
    'too-soon': 'That date is too soon to book now.',
    'too-far': 'That date is further ahead than we book.',
    'no-service': 'We have no service that day.',
    full: 'That date has just filled up.',
  },
  es: {
    'not-a-date': 'That is not a date written YYYY-MM-DD.',
    'wrong-weekday': 'Limpiamos el día después de su recolección, y esa fecha no corresponde a su día de recolección.',
    'too-soon': 'Esa fecha es demasiado pronto para reservarla ahora.',
    'too-far': 'Esa fecha está más adelante de lo que reservamos.',
    'no-service': 'Ese día no tenemos servicio.',
    full: 'Esa fecha se acaba de llenar.',
  },
} satisfies Record<Language, Record<DateProblem | 'full', string>>;
