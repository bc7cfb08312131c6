// The words of the customers' ratings on the home page, in each language: kept apart from the
// page's catalog because the part that says them loads only once the business has ratings (a new
// business's first load carries none of it). The English ones are the shape the others match.
import type { Language } from '../languages.ts';

const en = {
  title: 'What our customers say',
  average: (average: string, count: number) => `${average} of 5 stars from ${count} ${count === 1 ? 'rating' : 'ratings'}`,
  stars: (stars: number) => `${stars} of 5 stars`,
  note: 'Every customer rates their clean on its own page after the visit.',
};

export type RatingsCopy = typeof en;

const es: RatingsCopy = {
  title: 'Lo que dicen nuestros clientes',
  average: (average, count) => `${average} de 5 estrellas en ${count} ${count === 1 ? 'calificación' : 'calificaciones'}`,
  stars: (stars) => `${stars} de 5 estrellas`,
  note: 'Cada cliente califica su limpieza en su propia página después de la visita.',
};

export const RATINGS_COPY: Record<Language, RatingsCopy> = { en, es };
