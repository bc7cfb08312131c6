// A commercial account's e-mails to its billing contact in each language the business speaks:
// its proposal and the reminder, the signed copy, the account's end, each month's invoice and
// its overdue reminders. The English words are the shape the Spanish ones must match (usted).
// The owner's e-mails stay in the owner's English (written where the owner's notice is).
import type { Language } from '../../../common/languages.ts';

const en = {
  hi: (name: string) => `Hello ${name},`,
  questions: (phone: string) => `Questions? Call ${phone}, or reply to this e-mail.`,
  proposal: {
    subject: (business: string, brand: string) => `Your proposal from ${brand}: ${business}`,
    intro: (business: string, addresses: number, perMonth: string) =>
      `Here is our proposal for ${business}: ${addresses} ${addresses === 1 ? 'address' : 'addresses'}, about ${perMonth} a month.`,
    open: (url: string) => `Read it, ask for a change, or accept it online (no account needed): ${url}`,
    copy: 'The proposal:',
  },
  reminder: {
    subject: (business: string) => `Your proposal for ${business} is waiting`,
    intro: 'A week ago we sent you our proposal. It is still here for you to read, change or accept:',
  },
  accepted: {
    subject: (business: string, brand: string) => `Accepted: your proposal for ${business} - ${brand}`,
    intro: (name: string, at: string) => `Thank you: ${name} accepted our proposal on ${at}. We are putting your addresses on our route.`,
    first: 'First visits:',
    firstVisit: (street: string, date: string) => `- ${street}: ${date}`,
    copy: 'Your signed copy (keep it for your records):',
    fingerprint: (hash: string) => `Fingerprint of what was signed: ${hash}`,
    page: (url: string) => `The proposal as signed: ${url}`,
  },
  ended: {
    subject: (business: string, brand: string) => `Your service with ${brand} ends: ${business}`,
    intro: (date: string) => `As agreed, your service ends with the visits up to ${date}. Nothing is cancelled before then.`,
    last: 'The last visit at each address:',
    lastVisit: (street: string, date: string) => `- ${street}: ${date}`,
    invoice: 'The visits of your last month are billed on the first of the month after, as usual.',
  },
  invoice: {
    subject: (number: string, total: string, brand: string) => `Invoice ${number} from ${brand}: ${total}`,
    intro: (month: string, total: string, due: string) => `Your invoice for the visits of ${month}: ${total}, due ${due}.`,
    pay: (url: string) => `Pay by card or bank transfer, and download the PDF: ${url}`,
    lines: 'What it bills:',
  },
  overdue: {
    subject: (number: string, days: number) => `Reminder: invoice ${number} is ${days} days past due`,
    intro: (number: string, total: string, due: string) => `Invoice ${number} (${total}) was due ${due} and is still open.`,
    pay: (url: string) => `Pay by card or bank transfer: ${url}`,
    already: 'If you have paid it in the last few days, thank you, and please ignore this reminder.',
  },
};

const es: typeof en = {
  hi: (name) => `Hola ${name}:`,
  questions: (phone: string) => `¿Preguntas? Llame al ${phone} o responda a este correo.`,
  proposal: {
    subject: (business, brand) => `Su propuesta de ${brand}: ${business}`,
    intro: (business, addresses, perMonth) =>
      `Aquí está nuestra propuesta para ${business}: ${addresses} ${addresses === 1 ? 'dirección' : 'direcciones'}, unos ${perMonth} al mes.`,
    open: (url) => `Léala, pida un cambio o acéptela en línea (sin crear una cuenta): ${url}`,
    copy: 'La propuesta:',
  },
  reminder: {
    subject: (business) => `Su propuesta para ${business} le espera`,
    intro: 'Hace una semana le enviamos nuestra propuesta. Sigue aquí para leerla, cambiarla o aceptarla:',
  },
  accepted: {
    subject: (business, brand) => `Aceptada: su propuesta para ${business} - ${brand}`,
    intro: (name, at) => `Gracias: ${name} aceptó nuestra propuesta el ${at}. Estamos poniendo sus direcciones en nuestra ruta.`,
    first: 'Primeras visitas:',
    firstVisit: (street, date) => `- ${street}: ${date}`,
    copy: 'Su copia firmada (guárdela para sus registros):',
    fingerprint: (hash) => `Huella de lo firmado: ${hash}`,
    page: (url) => `La propuesta tal como se firmó: ${url}`,
  },
  ended: {
    subject: (business, brand) => `Su servicio con ${brand} termina: ${business}`,
    intro: (date) => `Como acordamos, su servicio termina con las visitas hasta el ${date}. No se cancela nada antes.`,
    last: 'La última visita en cada dirección:',
    lastVisit: (street, date) => `- ${street}: ${date}`,
    invoice: 'Las visitas de su último mes se facturan el primero del mes siguiente, como siempre.',
  },
  invoice: {
    subject: (number, total, brand) => `Factura ${number} de ${brand}: ${total}`,
    intro: (month, total, due) => `Su factura por las visitas de ${month}: ${total}, vence el ${due}.`,
    pay: (url) => `Pague con tarjeta o transferencia bancaria, y descargue el PDF: ${url}`,
    lines: 'Lo que cobra:',
  },
  overdue: {
    subject: (number, days) => `Recordatorio: la factura ${number} lleva ${days} días vencida`,
    intro: (number, total, due) => `La factura ${number} (${total}) venció el ${due} y sigue abierta.`,
    pay: (url) => `Pague con tarjeta o transferencia bancaria: ${url}`,
    already: 'Si la pagó en los últimos días, gracias, y no haga caso de este recordatorio.',
  },
};

export const ACCOUNT_EMAIL_WORDS: Record<Language, typeof en> = { en, es };
