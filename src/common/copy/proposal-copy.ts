// A commercial proposal's words in each language (/proposal/<token>, and the text kept as sent):
// the English ones are the shape the Spanish ones must match. The server draws the page, so none
// of this reaches the home page's code. The terms are the site config's English; other languages
// carry their own words with the same {paymentDays} and {noticeDays}.
import type { Frequency } from '../proposals.ts';
import type { Language } from '../languages.ts';
import type { Weekday } from '../site-config.schema.ts';
import type { ProposalFacts, ProposalNotice } from '../proposal-page.ts';
import type { PageBusiness } from '../page-business.ts';
import { ENGLISH_WEEKDAYS } from '../weekdays.ts';

const en = {
  /** The document's title (the brand follows it). */
  pageTitle: 'Your proposal',
  title: (business: string) => `Proposal for ${business}`,
  from: (b: PageBusiness) => `A proposal from ${b.brandName}`,
  version: (n: number) => `Version ${n}`,
  sentOn: (date: string) => `Sent ${date}`,
  billing: 'Billing contact',
  addresses: 'Addresses and prices',
  columns: {
    address: 'Address',
    carts: 'Carts',
    schedule: 'Schedule',
    perCart: 'Per cart',
    perVisit: 'Per visit',
    perMonth: 'About a month',
  },
  onAccount: '(already on your account)',
  carts: (n: number) => `${n} ${n === 1 ? 'cart' : 'carts'}`,
  /** The day we clean is the day after the address's pickup. */
  schedule: (serviceDay: Weekday, frequency: Frequency, pickup: Weekday) =>
    `${en.days[serviceDay]}, ${en.frequencies[frequency]} (the day after ${en.pickups[pickup]} pickup)`,
  days: {
    Monday: 'Mondays',
    Tuesday: 'Tuesdays',
    Wednesday: 'Wednesdays',
    Thursday: 'Thursdays',
    Friday: 'Fridays',
    Saturday: 'Saturdays',
    Sunday: 'Sundays',
  } satisfies Record<Weekday, string>,
  /** A pickup day as the schedule names it. */
  pickups: ENGLISH_WEEKDAYS,
  frequencies: { weekly: 'every week', biweekly: 'every 2 weeks', monthly: 'every 4 weeks' } satisfies Record<Frequency, string>,
  totalCarts: 'Carts in all',
  totalPerVisit: 'All addresses, one visit each',
  totalPerMonth: 'Estimated monthly total',
  estimate: 'The monthly total is an estimate: each invoice bills the visits given that month.',
  startsOn: (date: string) => `Service starts on or after ${date}, on each address's day.`,
  note: 'A note from us',
  termsTitle: 'Terms',
  /** The site config's terms are in English. */
  terms: null as string | null,
  accept: {
    title: 'Accept this proposal',
    name: 'Your full name',
    nameHint: 'Typing your name signs the proposal.',
    agree: 'I agree to the terms above and to sign electronically.',
    button: 'Accept and sign',
  },
  accepted: (name: string, at: string) => `Accepted by ${name} on ${at}. Thank you: we are putting your addresses on our route.`,
  replaced: 'This proposal has been replaced by a newer version. Please open the link in our latest e-mail.',
  expired: "This link has expired: a proposal's link works for 90 days. To get a new one, reply to our e-mail or call us.",
  change: {
    title: 'Ask for a change',
    label: 'What would you like changed?',
    button: 'Send to us',
  },
  print: 'To keep a copy, print this page or save it as a PDF from your browser.',
  questions: 'Questions? Call',
  fingerprint: 'Fingerprint of this proposal',
  errorsTitle: 'Please check:',
  notices: {
    accepted: 'Done: the proposal is accepted. A copy is on its way by e-mail.',
    'message-sent': 'Thank you: your message is on its way to us. We will answer by e-mail.',
    'name-needed': 'Please type your full name to sign.',
    'terms-needed': 'Please tick the box to agree to the terms.',
    changed: 'This proposal changed since you opened it. Please read it again before you sign.',
    'message-empty': 'Please write what you would like changed.',
    'too-many': 'You have sent us several messages today. Please call us instead.',
  } satisfies Record<ProposalNotice, string>,
  /** The kept text's headings: what the customer signs, line by line. */
  text: {
    preparedFor: 'Prepared for',
    address: (site: ProposalFacts['sites'][number], onAccount: string) =>
      `${site.street}, ${site.zip}: ${site.carts}, ${site.schedule}; ${site.perCart} a cart, ${site.perVisit} a visit, about ${site.perMonth} a month${site.onAccount ? ` ${onAccount}` : ''}`,
  },
};

const es: typeof en = {
  pageTitle: 'Su propuesta',
  title: (business) => `Propuesta para ${business}`,
  from: (b: PageBusiness) => `Una propuesta de ${b.brandName}`,
  version: (n) => `Versión ${n}`,
  sentOn: (date) => `Enviada el ${date}`,
  billing: 'Contacto de facturación',
  addresses: 'Direcciones y precios',
  columns: {
    address: 'Dirección',
    carts: 'Botes',
    schedule: 'Horario',
    perCart: 'Por bote',
    perVisit: 'Por visita',
    perMonth: 'Al mes, aprox.',
  },
  onAccount: '(ya en su cuenta)',
  carts: (n) => `${n} ${n === 1 ? 'bote' : 'botes'}`,
  schedule: (serviceDay, frequency, pickup) =>
    `${es.days[serviceDay]}, ${es.frequencies[frequency]} (el día después de la recolección del ${es.pickups[pickup]})`,
  days: {
    Monday: 'Los lunes',
    Tuesday: 'Los martes',
    Wednesday: 'Los miércoles',
    Thursday: 'Los jueves',
    Friday: 'Los viernes',
    Saturday: 'Los sábados',
    Sunday: 'Los domingos',
  },
  pickups: {
    Monday: 'lunes',
    Tuesday: 'martes',
    Wednesday: 'miércoles',
    Thursday: 'jueves',
    Friday: 'viernes',
    Saturday: 'sábado',
    Sunday: 'domingo',
  },
  frequencies: { weekly: 'cada semana', biweekly: 'cada 2 semanas', monthly: 'cada 4 semanas' },
  totalCarts: 'Botes en total',
  totalPerVisit: 'Todas las direcciones, una visita cada una',
  totalPerMonth: 'Total mensual estimado',
  estimate: 'El total mensual es un estimado: cada factura cobra las visitas hechas ese mes.',
  startsOn: (date) => `El servicio empieza el ${date} o después, el día de cada dirección.`,
  note: 'Una nota nuestra',
  termsTitle: 'Condiciones',
  terms:
    'Facturamos una vez al mes las visitas hechas. El pago vence {paymentDays} días después de cada factura, con tarjeta o transferencia bancaria. Cualquiera de las partes puede terminar el servicio con {noticeDays} días de aviso.',
  accept: {
    title: 'Aceptar esta propuesta',
    name: 'Su nombre completo',
    nameHint: 'Escribir su nombre firma la propuesta.',
    agree: 'Acepto las condiciones de arriba y firmar de forma electrónica.',
    button: 'Aceptar y firmar',
  },
  accepted: (name, at) => `Aceptada por ${name} el ${at}. Gracias: estamos poniendo sus direcciones en nuestra ruta.`,
  replaced: 'Esta propuesta fue reemplazada por una versión más nueva. Abra el enlace de nuestro último correo.',
  expired: 'Este enlace ya venció: el enlace de una propuesta vale 90 días. Para recibir uno nuevo, responda a nuestro correo o llámenos.',
  change: {
    title: 'Pedir un cambio',
    label: '¿Qué le gustaría cambiar?',
    button: 'Enviárnoslo',
  },
  print: 'Para guardar una copia, imprima esta página o guárdela como PDF desde su navegador.',
  questions: '¿Preguntas? Llame al',
  fingerprint: 'Huella de esta propuesta',
  errorsTitle: 'Revise lo siguiente:',
  notices: {
    accepted: 'Listo: la propuesta está aceptada. Le enviamos una copia por correo.',
    'message-sent': 'Gracias: su mensaje va en camino. Le responderemos por correo.',
    'name-needed': 'Escriba su nombre completo para firmar.',
    'terms-needed': 'Marque la casilla para aceptar las condiciones.',
    changed: 'Esta propuesta cambió desde que la abrió. Léala de nuevo antes de firmar.',
    'message-empty': 'Escriba lo que le gustaría cambiar.',
    'too-many': 'Nos envió varios mensajes hoy. Por favor, llámenos.',
  },
  text: {
    preparedFor: 'Preparada para',
    address: (site, onAccount) =>
      `${site.street}, ${site.zip}: ${site.carts}, ${site.schedule}; ${site.perCart} por bote, ${site.perVisit} por visita, unos ${site.perMonth} al mes${site.onAccount ? ` ${onAccount}` : ''}`,
  },
};

export type ProposalCopy = typeof en;
export const PROPOSAL_COPY: Record<Language, ProposalCopy> = { en, es };

/**
 * The proposal as plain text, line by line, in its language: what is kept as sent, fingerprinted,
 * signed, and e-mailed with the acceptance (a copy the signer keeps).
 */
export function proposalText(facts: ProposalFacts, language: Language): string {
  const w = PROPOSAL_COPY[language];
  return [
    w.title(facts.business),
    w.from,
    w.version(facts.version),
    '',
    `${w.text.preparedFor}: ${facts.business}`,
    `${w.billing}: ${facts.contactName} <${facts.email}>`,
    '',
    `${w.addresses}:`,
    ...facts.sites.map((site) => `- ${w.text.address(site, w.onAccount)}`),
    '',
    `${w.totalCarts}: ${facts.totals.carts}`,
    `${w.totalPerVisit}: ${facts.totals.perVisit}`,
    `${w.totalPerMonth}: ${facts.totals.perMonth}`,
    w.estimate,
    w.startsOn(facts.startsOn),
    ...(facts.note ? ['', `${w.note}:`, facts.note] : []),
    '',
    `${w.termsTitle}:`,
    facts.terms,
  ].join('\n');
}
