// The customer's texts in Spanish, one for each English one (the catalog's type refuses a missing
// or an extra one). Usted throughout. Each fits one GSM-7 segment with the longest values, as the
// English ones do (a move or a reminder that is a number's first text may take two): é, ñ,
// ü, ¿ and ¡ are in the GSM-7 alphabet, but á, í, ó and ú are not (one of them would make the text
// UCS-2, 70 characters a segment), so the words are chosen to need none ('su plan', not 'su
// membresía'; 'no quedan visitas', not 'no hay más'). The date reads '28 de noviembre'.
import { clipStreet, type LinkFacts, type TEXTS, type TextFacts } from './text-messages.ts';
import type { BusinessWords } from '../../../common/business-words.ts';

/** How to opt out, on the first text to a number ('to unsubscribe: ALTO'). */
export const STOP_LINE_ES = ' Baja: ALTO.';
const stop = (facts: TextFacts) => (facts.first ? STOP_LINE_ES : '');
/** 'Leave the cans at the curb' (after pickup, for us to clean). */
const curb = 'Deje los botes en la acera.';

const booked = (f: TextFacts) => `${f.business.brand}: limpieza el ${f.date} en ${clipStreet(f.street)}. ${curb} ${f.link ?? ''}${stop(f)}`;

export const TEXTS_ES = {
  booked,
  confirmed: booked,
  moved: (f: TextFacts) => `${f.business.brand}: su limpieza pasa al ${f.date}, ${clipStreet(f.street)}. ${curb} ${f.link ?? ''}${stop(f)}`,
  cancelled: (f: TextFacts) => `${f.business.brand}: su limpieza del ${f.date} queda cancelada. ¿Preguntas? ${f.business.phone}${stop(f)}`,
  'visit-cancelled': (f: TextFacts) =>
    `${f.business.brand}: su limpieza del ${f.date} queda cancelada; su plan sigue. ${f.link ?? ''}${stop(f)}`,
  ended: (f: TextFacts) => `${f.business.brand}: su plan ha terminado; no quedan visitas. ¿Preguntas? ${f.business.phone}${stop(f)}`,
  paused: (f: TextFacts) => `${f.business.brand}: plan en pausa. Su primera limpieza después: ${f.date}. ${f.link ?? ''}${stop(f)}`,
  resumed: (f: TextFacts) => `${f.business.brand}: plan reanudado. Siguiente limpieza: ${f.date}. ${f.link ?? ''}${stop(f)}`,
  cans: (f: TextFacts) => `${f.business.brand}: ahora ${f.price ?? ''}, desde el ${f.date}. ${f.link ?? ''}${stop(f)}`,
  'reminder-deep': (f: TextFacts) =>
    `${f.business.brand}: mañana, ${f.date}: limpieza a fondo en ${clipStreet(f.street)}. ${curb} ${f.link ?? ''}${stop(f)}`,
  reminder: (f: TextFacts) =>
    `${f.business.brand}: mañana, ${f.date}, limpiamos en ${clipStreet(f.street)}. ${curb} ${f.link ?? ''}${stop(f)}`,
} satisfies Record<keyof typeof TEXTS, (facts: TextFacts) => string>;

/** The confirmation while the card is still to add: the link goes straight to paying. */
export const TEXT_BOOKED_PAY_ES = (f: TextFacts) =>
  `${f.business.brand}: limpieza el ${f.date} en ${clipStreet(f.street)}. Añada su tarjeta: ${f.link ?? ''}/pay${stop(f)}`;

/** A code to prove a mobile before booking on the web: said once, with why, and no link. */
export const TEXT_CODE_ES = (code: string, n: BusinessWords) =>
  `${n.brand}: su clave es ${code}. Désela a ${n.receptionist} para confirmar este celular. Vale 10 minutos.`;

/** The same code, asked for on the booking page ('sitio': 'página' would take the text out of GSM-7). */
export const TEXT_CODE_PAGE_ES = (code: string, n: BusinessWords) =>
  `${n.brand}: su clave es ${code}. Use esta clave en nuestro sitio para confirmar este celular. Vale 10 minutos.`;

/** The same code, asked for to sign in to the customer's own account. */
export const TEXT_CODE_ACCOUNT_ES = (code: string, n: BusinessWords) =>
  `${n.brand}: su clave para entrar es ${code}. Use esta clave en nuestro sitio para ver sus citas. Vale 10 minutos.`;

/** A visitor's own link to book online. */
export const TEXT_BOOK_LINK_ES = (f: LinkFacts) =>
  `${f.business.brand}: gracias por su solicitud. Elija su fecha de limpieza en un minuto: ${f.link}${f.first ? STOP_LINE_ES : ''}`;

/** The answer to AYUDA. */
export const TEXT_HELP_ES = (n: BusinessWords) =>
  `${n.brand}: mensajes sobre sus fechas de limpieza. Ayuda: ${n.phone} o ${n.email}. Responda ALTO para no recibir mensajes.`;

/**
 * The answer to a Spanish stop word (ALTO, BAJA...). The provider answers the English ones itself;
 * these it does not know, so the customer would hear nothing.
 */
export const TEXT_STOPPED_ES = (n: BusinessWords) => `${n.brand}: ya no le enviaremos mensajes. Para recibirlos de nuevo, responda START.`;
