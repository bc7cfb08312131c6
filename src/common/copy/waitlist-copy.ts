// The waiting list's words in each language: what the zip checker offers a visitor outside the
// area, the consent they tick (kept as shown), and each refusal. Loaded by the page only when a
// zip is not served; the English ones are the shape the others match.
import type { Language } from '../languages.ts';

/** Where the page sends a visitor's place on the list. */
export const WAITLIST_PATH = '/api/waitlist';

const en = {
  lead: (zip: string) => `Want to know when we come to ${zip}? Leave your mobile or e-mail.`,
  contact: 'Mobile or e-mail',
  consent: (zip: string, brand: string) =>
    `Tell me once, by text or e-mail, when ${brand} starts serving ${zip}. Nothing else; reply STOP to a text to stop.`,
  send: 'Tell me',
  added: (zip: string) => `Thank you: we will tell you once when we come to ${zip}.`,
  problems: {
    contact: 'Please enter a US mobile number or an e-mail address.',
    consent: 'Please tick the box so we may tell you.',
    served: (zip: string) => `Good news: we already serve ${zip}. Book online or call us.`,
    failed: 'We could not save this just now. Please try again in a moment.',
  },
};

export type WaitlistCopy = typeof en;

const es: WaitlistCopy = {
  lead: (zip) => `¿Quiere saber cuándo llegamos a ${zip}? Deje su celular o correo.`,
  contact: 'Celular o correo electrónico',
  consent: (zip, brand) =>
    `Avísenme una vez, por mensaje o correo, cuando ${brand} empiece a servir ${zip}. Nada más; responda STOP a un mensaje para dejar de recibirlos.`,
  send: 'Avísenme',
  added: (zip) => `Gracias: le avisaremos una vez cuando lleguemos a ${zip}.`,
  problems: {
    contact: 'Escriba un número de celular de EE. UU. o un correo electrónico.',
    consent: 'Marque la casilla para que podamos avisarle.',
    served: (zip) => `Buenas noticias: ya servimos ${zip}. Reserve en línea o llámenos.`,
    failed: 'No pudimos guardarlo ahora. Inténtelo de nuevo en un momento.',
  },
};

export const WAITLIST_COPY: Record<Language, WaitlistCopy> = { en, es };
