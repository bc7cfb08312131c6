// The customer's booking e-mail and invitation in each language the business speaks: the English
// words are the shape the Spanish ones must match (usted; dates by the locale, as
// 'miércoles, 2 de diciembre'). The owner's e-mails stay in the owner's English.
import { en as enPage } from '../../../common/copy/en.ts';
import { es as esPage } from '../../../common/copy/es.ts';
import type { Language } from '../../../common/languages.ts';
import type { BookingChange } from './booking-types.ts';
import { DEEP_CLEAN } from './booking-words.ts';
import type { BusinessWords } from '../../../common/business-words.ts';

const en = {
  headlines: {
    booked: 'Booked',
    confirmed: 'Booked',
    moved: 'Moved',
    'visit-cancelled': 'Visit cancelled',
    cancelled: 'Cancelled',
    ended: 'Membership ended',
    paused: 'Membership paused',
    resumed: 'Membership resumed',
    cans: 'Cans changed',
  } satisfies Record<BookingChange['what'], string>,
  yourMembership: 'your membership',
  yourBooking: 'your booking',
  cancelledNone: 'cancelled: no visit is planned',
  endedLast: (date: string) => `ended: ${date} is the last visit`,
  endedNone: 'ended: no more visits',
  visitCancelled: (date: string, ahead: string) => `${date} cancelled; next: ${ahead}`,
  paused: (from: string, ahead: string) => `paused from ${from}; your first visit after the pause: ${ahead}`,
  resumedFull: (ahead: string, full: string, to: string) => `${ahead} (${full} was full: that visit moved to ${to})`,
  movedOne: (ahead: string, from: string, to: string) => `${ahead} (${from} moved to ${to})`,
  hi: (name: string) => `Hi ${name},`,
  yourVisit: (when: string) => `Your visit on ${when}.`,
  cleaning: (booked: boolean, when: string) => `Your trash can cleaning is ${booked ? 'booked' : 'now'} for ${when}.`,
  booking: (when: string) => `Your booking is ${when}.`,
  whatToDo: `What to do: leave your cans at the curb after pickup. ${enPage.how.window}`,
  plan: 'Plan:      ',
  address: 'Address:   ',
  reference: 'Reference: ',
  /** What Stripe's Checkout shows under the product's name. */
  checkout: (price: string, reference: string) => `${price}. Reference ${reference}.`,
  addCard: (url: string) => `Add your card: ${url}/pay (Stripe keeps it; we never see it)`,
  change: (url: string) => `Change or cancel: ${url}`,
  account: (url: string) => `All your bookings, visits and payments: ${url}`,
  questions: (b: BusinessWords) => `Questions? Call or text ${b.phone}, or reply to this e-mail.`,
  subject: (headline: string, date: string, reference: string, b: BusinessWords) => `${headline}: ${date} - ${b.brand} (ref ${reference})`,
  hold: {
    subject: (date: string, b: BusinessWords) => `Confirm your booking: ${date} - ${b.brand}`,
    holding: (when: string, plan: string, street: string) => `We are holding ${when} for you (${plan}, ${street}).`,
    confirm: (minutes: number, url: string) => `Confirm it within ${minutes} minutes: ${url}`,
    ignore: 'If you did not ask for this, ignore this e-mail: the date is let go and nothing more is sent to you.',
  },
  /** The crew's mark at the curb, and the review request after a clean. */
  mark: {
    missed: { 'not-out': 'your cans were not at the curb', 'no-access': 'we could not reach your cans' },
    cameBy: (street: string, day: string, why: string) => `We came by ${street} on ${day}, but ${why}.`,
    clean: (street: string, day: string, deep: boolean) =>
      `Your cans at ${street} are clean (${day}${deep ? `, your ${DEEP_CLEAN}` : ''}).`,
    /** Said only when a photo is attached. */
    photo: (count: number) => (count === 1 ? "The crew's photo is attached." : `The crew's ${count} photos are attached.`),
    next: (day: string) => `Your next visit: ${day}.`,
    feeCard: (fee: string) => `As our policy says, a ${fee} fee for the trip is charged to your card on file.`,
    feeNext: (fee: string) => `As our policy says, a ${fee} fee applies for the trip: we will collect it with your next visit.`,
    noChargeNext: (day: string) => `No charge for this one: your next visit stands, ${day}.`,
    noCharge: 'No charge for this one.',
    pickHere: (link: string) => `No charge: pick a new date for your clean here:\n${link}`,
    callToPick: 'No charge: call us to pick a new date for your clean.',
    subjectMissed: 'We could not clean your cans',
    subjectClean: 'Your cans are clean',
    booking: (link: string) => `Your booking: ${link}`,
    /** A Done's one question, with its page's link. */
    rate: (link: string) => `How did we do? Rate your clean in one tap: ${link}`,
  },
  review: {
    subject: (b: BusinessWords) => `How did we do? - ${b.brand}`,
    thanks:
      'Thank you for letting us clean your cans. If you are happy with the clean, a short review helps a small local business more than anything:',
    notRight: (b: BusinessWords) => `Something not right? Call or text ${b.phone}, or reply to this e-mail: we will make it right.`,
  },
  invite: {
    summary: (b: BusinessWords) => `${b.brand}: trash can cleaning`,
    what: (plan: string) => `${plan}. Leave your cans at the curb after pickup. ${enPage.how.window}`,
    change: (url: string) => `Change or cancel: ${url}`,
    questions: (b: BusinessWords) => `Questions: ${b.phone} or ${b.email}`,
  },
};

export type BookingEmailWords = typeof en;

const es: BookingEmailWords = {
  headlines: {
    booked: 'Reservado',
    confirmed: 'Reservado',
    moved: 'Cambio de fecha',
    'visit-cancelled': 'Visita cancelada',
    cancelled: 'Cancelado',
    ended: 'Membresía terminada',
    paused: 'Membresía en pausa',
    resumed: 'Membresía reanudada',
    cans: 'Latas cambiadas',
  },
  yourMembership: 'su membresía',
  yourBooking: 'su reserva',
  cancelledNone: 'cancelada: no hay visitas programadas',
  endedLast: (date) => `terminada: el ${date} es la última visita`,
  endedNone: 'terminada: no hay más visitas',
  visitCancelled: (date, ahead) => `${date} cancelada; la siguiente: ${ahead}`,
  paused: (from, ahead) => `en pausa desde el ${from}; su primera visita después de la pausa: ${ahead}`,
  resumedFull: (ahead, full, to) => `${ahead} (el ${full} estaba lleno: esa visita pasó al ${to})`,
  movedOne: (ahead, from, to) => `${ahead} (el ${from} pasó al ${to})`,
  hi: (name) => `Hola, ${name}:`,
  yourVisit: (when) => `Su visita del ${when}.`,
  cleaning: (booked, when) => `Su limpieza de botes ${booked ? 'está reservada' : 'ahora es'} para el ${when}.`,
  booking: (when) => `Su reserva está ${when}.`,
  whatToDo: `Qué hacer: deje sus botes en la acera después de la recolección. ${esPage.how.window}`,
  plan: 'Plan:       ',
  address: 'Dirección:  ',
  reference: 'Referencia: ',
  checkout: (price, reference) => `${price}. Referencia ${reference}.`,
  addCard: (url) => `Agregue su tarjeta: ${url}/pay (la guarda Stripe; nosotros nunca la vemos)`,
  change: (url) => `Cambiar o cancelar: ${url}`,
  account: (url) => `Todas sus reservas, visitas y pagos: ${url}`,
  questions: (b) => `¿Preguntas? Llame o escriba al ${b.phone}, o responda a este correo.`,
  subject: (headline, date, reference, b) => `${headline}: ${date} - ${b.brand} (ref ${reference})`,
  hold: {
    subject: (date, b) => `Confirme su reserva: ${date} - ${b.brand}`,
    holding: (when, plan, street) => `Le guardamos el ${when} (${plan}, ${street}).`,
    confirm: (minutes, url) => `Confírmela en los próximos ${minutes} minutos: ${url}`,
    ignore: 'Si usted no lo pidió, ignore este correo: la fecha se libera y no le enviaremos nada más.',
  },
  mark: {
    missed: { 'not-out': 'sus botes no estaban en la acera', 'no-access': 'no pudimos llegar a sus botes' },
    cameBy: (street, day, why) => `Pasamos por ${street} el ${day}, pero ${why}.`,
    clean: (street, day, deep) => `Sus botes en ${street} están limpios (${day}${deep ? ', su limpieza profunda de temporada' : ''}).`,
    photo: (count) => (count === 1 ? 'Adjuntamos la foto del equipo.' : `Adjuntamos las ${count} fotos del equipo.`),
    next: (day) => `Su próxima visita: ${day}.`,
    feeCard: (fee) => `Según nuestra política, se cobra a su tarjeta registrada un cargo de ${fee} por el viaje.`,
    feeNext: (fee) => `Según nuestra política, hay un cargo de ${fee} por el viaje: lo cobraremos con su próxima visita.`,
    noChargeNext: (day) => `Sin cargo esta vez: su próxima visita sigue en pie, el ${day}.`,
    noCharge: 'Sin cargo esta vez.',
    pickHere: (link) => `Sin cargo: elija una nueva fecha para su limpieza aquí:\n${link}`,
    callToPick: 'Sin cargo: llámenos para elegir una nueva fecha para su limpieza.',
    subjectMissed: 'No pudimos limpiar sus botes',
    subjectClean: 'Sus botes están limpios',
    booking: (link) => `Su reserva: ${link}`,
    rate: (link) => `¿Cómo lo hicimos? Califique su limpieza con un toque: ${link}`,
  },
  review: {
    subject: (b) => `¿Cómo lo hicimos? - ${b.brand}`,
    thanks:
      'Gracias por dejarnos limpiar sus botes. Si quedó contento con la limpieza, una breve reseña ayuda a un pequeño negocio local más que nada:',
    notRight: (b) => `¿Algo no quedó bien? Llame o escriba al ${b.phone}, o responda a este correo: lo arreglaremos.`,
  },
  invite: {
    summary: (b) => `${b.brand}: limpieza de botes de basura`,
    what: (plan) => `${plan}. Deje sus botes en la acera después de la recolección. ${esPage.how.window}`,
    change: (url) => `Cambiar o cancelar: ${url}`,
    questions: (b) => `Preguntas: ${b.phone} o ${b.email}`,
  },
};

export const BOOKING_EMAIL_WORDS: Record<Language, BookingEmailWords> = { en, es };
