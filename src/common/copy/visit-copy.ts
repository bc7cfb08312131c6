// The words of a clean's own page (its rating, the review link, what went wrong, a tip) in each
// language: the English ones are the shape the Spanish ones must match. Drawn by the server only.
import type { Language } from '../languages.ts';
import { HOME_PATHS } from '../pages.ts';
import type { VisitNotice, VisitProblem } from '../visit-page.ts';

const en = {
  title: 'How did we do?',
  home: HOME_PATHS.en,
  cleaned: (date: string, address: string) => `Your clean on ${date} at ${address}.`,
  rateLegend: 'Tap the stars',
  stars: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  yourRating: (n: number) => `You gave ${n} of 5 stars. Tap again to change it.`,
  photo: (date: string) => `The crew's photo of your cans on ${date}`,
  notices: {
    rated: 'Thank you for rating your clean.',
    told: 'Thank you for telling us. We read every word.',
    tipped: 'Thank you: your tip goes to the crew. Stripe sends you a receipt.',
    'tip-failed': 'Sorry, the payment page could not be opened just now. Please try again in a few minutes.',
    'tip-amount': 'Please choose a tip from $1 to $100.',
  } satisfies Record<VisitNotice, string>,
  review: 'Would you tell your neighbors? A review helps a small local business more than anything.',
  reviewLink: 'Write a review on Google',
  wrong: {
    legend: 'What went wrong?',
    problems: {
      'missed-can': 'A can was missed',
      'still-dirty': 'The cans are still dirty',
      smell: 'They still smell',
      'lids-wheels': 'The lids or wheels were not cleaned',
      'left-mess': 'A mess was left at the curb',
      other: 'Something else',
    } satisfies Record<VisitProblem, string>,
    words: 'Tell us more (optional)',
    send: 'Send to the owner',
    replyBy: (when: string) => `The owner reads it now and will call or text you ${when} to make it right.`,
    /** When the owner answers: by the end of the next day. */
    by: (date: string) => `by ${date}`,
  },
  happy: {
    words: 'Anything to add? (optional)',
    quote: 'You may quote my words on your website (first name only)',
    send: 'Send',
  },
  tip: {
    title: 'Tip the crew',
    lead: 'Every cent of a tip goes to the crew who cleaned your cans. It is never needed, and never asked for a rating.',
    choice: (dollars: number) => `$${dollars}`,
    other: 'Another amount (dollars)',
    send: 'Tip the crew',
    given: (amount: string) => `You tipped ${amount} for this clean. Thank you.`,
  },
  back: { booking: 'Back to your booking', account: 'Back to your account' },
  questions: 'Questions? Call or text',
};

export type VisitCopy = typeof en;

const es: VisitCopy = {
  title: '¿Cómo lo hicimos?',
  home: HOME_PATHS.es,
  cleaned: (date, address) => `Su limpieza del ${date} en ${address}.`,
  rateLegend: 'Toque las estrellas',
  stars: (n) => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`,
  yourRating: (n) => `Usted dio ${n} de 5 estrellas. Toque de nuevo para cambiarlo.`,
  photo: (date) => `La foto de sus botes que tomó el equipo el ${date}`,
  notices: {
    rated: 'Gracias por calificar su limpieza.',
    told: 'Gracias por contarnos. Leemos cada palabra.',
    tipped: 'Gracias: su propina es para el equipo. Stripe le envía un recibo.',
    'tip-failed': 'Lo sentimos, no se pudo abrir la página de pago. Inténtelo en unos minutos.',
    'tip-amount': 'Elija una propina de $1 a $100.',
  },
  review: '¿Se lo contaría a sus vecinos? Una reseña ayuda a un pequeño negocio local más que nada.',
  reviewLink: 'Escribir una reseña en Google',
  wrong: {
    legend: '¿Qué salió mal?',
    problems: {
      'missed-can': 'Faltó un bote',
      'still-dirty': 'Los botes siguen sucios',
      smell: 'Todavía huelen mal',
      'lids-wheels': 'No limpiaron las tapas o las ruedas',
      'left-mess': 'Dejaron un desorden en la acera',
      other: 'Otra cosa',
    },
    words: 'Cuéntenos más (opcional)',
    send: 'Enviar al dueño',
    replyBy: (when) => `El dueño lo lee ahora y le llamará o escribirá ${when} para arreglarlo.`,
    by: (date) => `a más tardar el ${date}`,
  },
  happy: {
    words: '¿Algo más? (opcional)',
    quote: 'Pueden citar mis palabras en su sitio web (solo mi nombre de pila)',
    send: 'Enviar',
  },
  tip: {
    title: 'Dar propina al equipo',
    lead: 'Cada centavo de una propina es para el equipo que limpió sus botes. Nunca es necesaria, ni depende de su calificación.',
    choice: (dollars) => `$${dollars}`,
    other: 'Otra cantidad (dólares)',
    send: 'Dar propina',
    given: (amount) => `Usted dio ${amount} de propina por esta limpieza. Gracias.`,
  },
  back: { booking: 'Volver a su reserva', account: 'Volver a su cuenta' },
  questions: '¿Preguntas? Llame o escriba al',
};

export const VISIT_COPY: Record<Language, VisitCopy> = { en, es };

/** What went wrong as the owner reads it (a key the page no longer offers, as it was kept). */
export const problemWords = (problems: readonly string[]) =>
  problems.map((problem) => en.wrong.problems[problem as VisitProblem] ?? problem);
