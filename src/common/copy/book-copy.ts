// The booking page's words in each language (/book and /es/reservar): the English ones are the
// shape the Spanish ones must match. The page is drawn by the server (prerendered, or at each
// step), so both languages live here and none of it reaches the home page's code. The contact
// details use the contact form's own labels, consent and messages, from the page catalogs.
import type { BookNotice, BookScreen, BookStep, PlanId } from '../book-flow.ts';
import type { Language } from '../languages.ts';
import { dollars } from '../prices.ts';
import type { PricingPlan } from '../site-config.schema.ts';
import { pageConfig } from '../page-config.ts';
import { HOME_PATHS } from '../pages.ts';
import { en as enPage, pricingNoteIn } from './en.ts';
import { es as esPage } from './es.ts';
import { planWords } from './plan-words.ts';
import { everyWeeksWords } from '../plan-rules.ts';
import { phoneOf, type PageBusiness } from '../page-business.ts';
import { ENGLISH_WEEKDAYS } from '../weekdays.ts';

const en = {
  /** The page's catalog: the contact form's labels, consent and the schema's messages in this language. */
  page: enPage,
  /** The page's title (the brand follows it). */
  title: 'Book online',
  description: (b: PageBusiness) =>
    `Book a curbside trash can cleaning with ${b.brandName} online: your zip, your pickup day, a date with room, done in about a minute.`,
  heading: 'Book a cleaning',
  lead: 'Pick your date in about a minute. No call needed.',
  home: HOME_PATHS.en,
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  continue: 'Continue',
  back: 'Back',
  change: 'Change',
  changeStep: (what: string) => `Change ${what.toLowerCase()}`,
  errorsTitle: 'Please check:',
  questions: 'Questions? Call or text',
  goHome: (b: PageBusiness) => `Back to ${b.brandName}`,
  /** This language's own name, on the links to its page. */
  languageName: 'English',
  /** Each screen's heading, and the words under it. */
  screens: {
    zip: { title: 'Where are your cans?', text: 'Your zip code tells us if we come to your street.' },
    pickup: { title: 'Which day is your trash picked up?', text: 'We clean the day after, while your cans are still at the curb.' },
    plan: {
      title: 'Which plan?',
      text: (b: PageBusiness) => pricingNoteIn(b.city),
    },
    cans: { title: 'How many cans?', text: 'Trash, recycling and yard-waste carts all count.' },
    date: { title: 'Pick your date', text: pageConfig.serviceWindow },
    details: { title: 'Your details', text: 'Where the confirmation goes, and the mobile we text about your visits.' },
    code: { title: 'Confirm your mobile', text: 'Type the 6-digit code to book.' },
    outside: { title: 'We don’t come to your street yet', text: '' },
    commercial: { title: 'Request a proposal', text: 'Tell us about your bins and we will send you a proposal.' },
    left: { title: 'Thank you', text: '' },
    held: { title: 'Check your e-mail', text: '' },
    booked: { title: 'You are booked', text: 'The confirmation, with the link to change or cancel, is in your e-mail and texts.' },
  } satisfies Record<BookScreen, { title: string; text: string | ((b: PageBusiness) => string) }>,
  /** What each answered step is called above the form. */
  answered: {
    zip: 'Zip code',
    pickup: 'Pickup day',
    plan: 'Plan',
    cans: 'Cans',
    date: 'Date',
    details: 'Contact',
    code: 'Code',
  } satisfies Record<BookStep, string>,
  zipLabel: 'Zip code',
  pickupLegend: 'Pickup day',
  weekdays: ENGLISH_WEEKDAYS,
  planLegend: 'Plan',
  /** One of the default plans' names and terms, where the server did not send the plans in force. */
  plans: (id: PlanId) => ({ name: planName(id, 'en'), terms: planTerms(id, 'en') }),
  cansLegend: 'Cans to clean',
  cansOption: (cans: number, price: string) => `${cans} ${cans === 1 ? 'can' : 'cans'}: ${price}`,
  /** A price, with a membership's rhythm ('$40 every 2 weeks'). */
  price: (cents: number, everyWeeks: number | null) => `${dollars(cents)}${everyWeeks ? ` ${everyWeeksWords(everyWeeks, 'en')}` : ''}`,
  datesLegend: 'Dates with room',
  /** Before the code: what it comes to, and when and how they pay. */
  total: {
    title: 'Your total',
    perVisit: (price: string) => `${price} a visit`,
    perMonth: (price: string) => `About ${price} a month`,
    payOnce: 'You pay by card after you book, on Stripe’s secure page.',
    payMember: 'You add your card after you book, on Stripe’s secure page; each visit is charged on its day. Pause or end it any time.',
    payLater: 'Nothing to pay now: we settle after the clean.',
  },
  laterDates: 'Later dates',
  movedTo: (words: string, holiday: string) => `${holiday} moves your pickup a day: we come ${words}.`,
  noDates: (b: PageBusiness) => `No date has room in the next few weeks. Please call us at ${phoneOf(b)} and we will find one.`,
  outside: (zip: string, b: PageBusiness) =>
    `We don’t serve ${zip} yet. Leave your details and we’ll tell you when ${b.brandName} reaches you. Or call us at ${phoneOf(b)}.`,
  keepPosted: 'Keep me posted',
  proposalNotes: 'About your bins',
  proposalHint: '(how many carts and dumpsters, at which addresses, how often)',
  requestProposal: 'Request a proposal',
  sendCode: 'Text me a code',
  codeLabel: '6-digit code',
  texted: (mobile: string) => `We texted a code to ${mobile}. It works for 10 minutes.`,
  book: 'Book it',
  newCode: 'Text me a new code',
  left: (name: string) => `Thank you, ${name}. We have your details and will be in touch soon.`,
  reference: (reference: string) => `Reference ${reference}.`,
  held: (email: string, minutes: number) =>
    `We hold your date for you: confirm it from the e-mail we sent to ${email} within ${minutes} minutes, or the date is let go.`,
  notices: {
    'code-again': 'A new code is on its way by text.',
    'link-proves': 'This link came by text to your mobile, so that number is confirmed.',
  } satisfies Record<BookNotice, string>,
  /** The messages of the steps the contact form does not have. */
  errors: {
    pickup: 'Please choose the day your trash is picked up',
    plan: 'Please choose a plan',
    cans: 'Please choose how many cans',
    date: 'Please pick one of the dates',
    code: 'Please type the 6-digit code we texted you',
    wrongCode: (left: number) => `That code is not right (${left} ${left === 1 ? 'try' : 'tries'} left).`,
    noCode: 'That code is no longer valid. Ask for a new one below.',
    tooManyCodes: (b: PageBusiness) => `That number has had three codes this hour. Please call us at ${phoneOf(b)} to book.`,
    busy: (b: PageBusiness) => `We cannot text a code to that number just now. Please call us at ${phoneOf(b)} to book.`,
    fresh: 'A code went to that number a moment ago: please type it in, or ask for a new one in two minutes.',
    conversation: (b: PageBusiness) => `This booking has sent all the codes it can. Please call us at ${phoneOf(b)} to book.`,
    notTextable: (b: PageBusiness, countries: readonly string[]) =>
      `We can only text mobile numbers in the ${countries.join(', ')}. Please give such a number, or call us at ${phoneOf(b)}.`,
    stopped: (b: PageBusiness) =>
      `That number has asked us to stop texting it. Text START to ${phoneOf(b)} to get texts again, or call us to book.`,
    sameStreet: (street: string) =>
      `${street} (or that mobile) already has a visit on that date: one booking per home and date. Please pick another date.`,
    perIp: (b: PageBusiness) => `We take a few bookings a day from one connection. Please call us at ${phoneOf(b)} to book more.`,
    full: 'That date has just filled up. Please pick another.',
  },
};

export type BookCopy = typeof en;

const es: BookCopy = {
  page: esPage,
  title: 'Reservar en línea',
  description: (b: PageBusiness) =>
    `Reserve en línea la limpieza de sus botes de basura con ${b.brandName}: su código postal, su día de recolección y una fecha con lugar, en un minuto.`,
  heading: 'Reserve una limpieza',
  lead: 'Elija su fecha en un minuto, sin llamar.',
  home: HOME_PATHS.es,
  stepOf: (n, total) => `Paso ${n} de ${total}`,
  continue: 'Continuar',
  back: 'Atrás',
  change: 'Cambiar',
  changeStep: (what) => `Cambiar ${what.toLowerCase()}`,
  errorsTitle: 'Revise lo siguiente:',
  questions: '¿Preguntas? Llame o escriba al',
  goHome: (b: PageBusiness) => `Volver a ${b.brandName}`,
  languageName: 'Español',
  screens: {
    zip: { title: '¿Dónde están sus botes?', text: 'Con su código postal sabemos si llegamos a su calle.' },
    pickup: { title: '¿Qué día recogen su basura?', text: 'Limpiamos el día siguiente, cuando sus botes aún están en la acera.' },
    plan: {
      title: '¿Qué plan prefiere?',
      text: (b: PageBusiness) => `Precios para botes municipales estándar, en el área metropolitana de ${b.city}.`,
    },
    cans: { title: '¿Cuántos botes?', text: 'Cuentan los de basura, reciclaje y jardín.' },
    date: { title: 'Elija su fecha', text: esPage.how.window },
    details: { title: 'Sus datos', text: 'Adónde enviamos la confirmación, y el celular al que le escribimos sobre sus visitas.' },
    code: { title: 'Confirme su celular', text: 'Escriba el código de 6 dígitos para reservar.' },
    outside: { title: 'Aún no llegamos a su calle', text: '' },
    commercial: { title: 'Pida una propuesta', text: 'Cuéntenos de sus contenedores y le enviaremos una propuesta.' },
    left: { title: 'Gracias', text: '' },
    held: { title: 'Revise su correo', text: '' },
    booked: {
      title: 'Ya tiene su reserva',
      text: 'La confirmación, con el enlace para cambiarla o cancelarla, está en su correo y sus textos.',
    },
  },
  answered: {
    zip: 'Código postal',
    pickup: 'Día de recolección',
    plan: 'Plan',
    cans: 'Botes',
    date: 'Fecha',
    details: 'Contacto',
    code: 'Código',
  },
  zipLabel: 'Código postal',
  pickupLegend: 'Día de recolección',
  weekdays: {
    Monday: 'Lunes',
    Tuesday: 'Martes',
    Wednesday: 'Miércoles',
    Thursday: 'Jueves',
    Friday: 'Viernes',
    Saturday: 'Sábado',
    Sunday: 'Domingo',
  },
  planLegend: 'Plan',
  plans: (id) => ({ name: planName(id, 'es'), terms: planTerms(id, 'es') }),
  cansLegend: 'Botes que limpiar',
  cansOption: (cans, price) => `${cans} ${cans === 1 ? 'bote' : 'botes'}: ${price}`,
  price: (cents, everyWeeks) => `${dollars(cents)}${everyWeeks ? ` ${everyWeeksWords(everyWeeks, 'es')}` : ''}`,
  datesLegend: 'Fechas con lugar',
  total: {
    title: 'Su total',
    perVisit: (price) => `${price} por visita`,
    perMonth: (price) => `Unos ${price} al mes`,
    payOnce: 'Paga con tarjeta después de reservar, en la página segura de Stripe.',
    payMember:
      'Agrega su tarjeta después de reservar, en la página segura de Stripe; cada visita se cobra el día de la visita. Pause o termine cuando quiera.',
    payLater: 'No paga nada ahora: se paga después de la limpieza.',
  },
  laterDates: 'Fechas posteriores',
  movedTo: (words, holiday) => `El feriado (${holiday}) retrasa un día la recolección: pasamos el ${words}.`,
  noDates: (b: PageBusiness) => `Ninguna fecha tiene lugar en las próximas semanas. Llámenos al ${phoneOf(b)} y le buscamos una.`,
  outside: (zip, b) =>
    `Aún no damos servicio en ${zip}. Déjenos sus datos y le avisaremos cuando ${b.brandName} llegue a su zona. O llámenos al ${phoneOf(b)}.`,
  keepPosted: 'Avísenme',
  proposalNotes: 'Sobre sus contenedores',
  proposalHint: '(cuántos botes y contenedores, en qué direcciones, con qué frecuencia)',
  requestProposal: 'Pedir una propuesta',
  sendCode: 'Envíenme un código',
  codeLabel: 'Código de 6 dígitos',
  texted: (mobile) => `Le enviamos un código por texto al ${mobile}. Vale por 10 minutos.`,
  book: 'Reservar',
  newCode: 'Envíenme un código nuevo',
  left: (name) => `Gracias, ${name}. Tenemos sus datos y nos comunicaremos pronto.`,
  reference: (reference) => `Referencia ${reference}.`,
  held: (email, minutes) =>
    `Le guardamos la fecha: confírmela desde el correo que le enviamos a ${email} en ${minutes} minutos, o la fecha se libera.`,
  notices: {
    'code-again': 'Le enviamos un código nuevo por texto.',
    'link-proves': 'Este enlace le llegó por texto a su celular, así que ese número ya está confirmado.',
  },
  errors: {
    pickup: 'Elija el día en que recogen su basura',
    plan: 'Elija un plan',
    cans: 'Elija cuántos botes',
    date: 'Elija una de las fechas',
    code: 'Escriba el código de 6 dígitos que le enviamos',
    wrongCode: (left) => `Ese código no es correcto (le ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}).`,
    noCode: 'Ese código ya no vale. Pida uno nuevo abajo.',
    tooManyCodes: (b: PageBusiness) => `Ese número ya recibió tres códigos en esta hora. Llámenos al ${phoneOf(b)} para reservar.`,
    busy: (b: PageBusiness) => `No podemos enviar un código a ese número en este momento. Llámenos al ${phoneOf(b)} para reservar.`,
    fresh: 'Acabamos de enviar un código a ese número: escríbalo, o pida uno nuevo en dos minutos.',
    conversation: (b: PageBusiness) => `Esta reserva ya envió todos los códigos posibles. Llámenos al ${phoneOf(b)} para reservar.`,
    notTextable: (b: PageBusiness, countries: readonly string[]) =>
      `Solo enviamos textos a celulares de ${countries.join(', ')}. Use un número así o llámenos al ${phoneOf(b)}.`,
    stopped: (b: PageBusiness) =>
      `Ese número nos pidió no enviarle textos. Envíe START al ${phoneOf(b)} para recibirlos de nuevo, o llámenos para reservar.`,
    sameStreet: (street) => `${street} (o ese celular) ya tiene una visita ese día: una reserva por casa y fecha. Elija otra fecha.`,
    perIp: (b: PageBusiness) => `Aceptamos pocas reservas al día desde una misma conexión. Llámenos al ${phoneOf(b)} para reservar más.`,
    full: 'Esa fecha se acaba de llenar. Elija otra.',
  },
};

/** A plan's name in a language (the defaults', or the plan given). */
function planName(id: string, language: Language, plan: PricingPlan | undefined = pageConfig.plans.find((p) => p.id === id)): string {
  return plan ? planWords(plan, { en: enPage, es: esPage }[language]).name : id;
}

/** A plan's price terms as its card says them: '$59 first can, +$10 per extra can' (the defaults', or the plan given). */
export function planTerms(id: string, language: Language, plan: PricingPlan = pageConfig.plans.find((p) => p.id === id)!): string {
  const page = { en: enPage, es: esPage }[language];
  const { price, extraCost } = page.pricing.prices(plan);
  return `${price} ${planWords(plan, page).frequency}, ${extraCost}`;
}

export const BOOK_COPY: Record<Language, BookCopy> = { en, es };
