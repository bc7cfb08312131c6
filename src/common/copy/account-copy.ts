// The words of a customer's own account in each language: the English ones are the shape the
// Spanish ones must match. Drawn by the server only (no script), so none of it reaches the home
// page's code.
import type { AccountNotice, AccountOverview } from '../account-page.ts';
import type { Language } from '../languages.ts';
import { HOME_PATHS } from '../pages.ts';

const en = {
  title: 'Your account',
  home: HOME_PATHS.en,
  signIn: {
    title: 'Sign in to your account',
    lead: 'All your bookings, visits, photos and payments in one place, changed without a call.',
    address: 'Your mobile number or e-mail',
    hint: 'The one you booked with. We text or e-mail you a 6-digit code.',
    send: 'Send my code',
    codeTitle: 'Type your code',
    sentBy: {
      text: (to: string) => `If ${to} has bookings with us, we just texted it a 6-digit code.`,
      email: (to: string) => `If ${to} has bookings with us, we just e-mailed it a 6-digit code.`,
    },
    codeLabel: 'Code',
    submit: 'Sign in',
    again: 'Send a new code',
    other: 'Use another number or e-mail',
    fromLink: 'Have a link to a booking from us? Open it and choose “All your bookings”: it signs you in too.',
  },
  errors: {
    address: 'Please enter your mobile number or your e-mail address.',
    stopped: 'This number asked us to stop texting it: sign in with your e-mail instead.',
    tooMany: 'That is three codes this hour: please wait an hour, or sign in with your e-mail.',
    fresh: 'A code is on its way: please give it two minutes.',
    busy: 'We cannot send codes just now: please try again later.',
    wrong: (triesLeft: number) => `That code is not right: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
    noCode: 'That code has expired or was used up: ask for a new one.',
    code: 'Please type the 6 digits of your code.',
  },
  notices: {
    'signed-out': 'You are signed out.',
    'code-again': 'A new code is on its way.',
    'signed-in': 'You are signed in.',
  } satisfies Record<AccountNotice, string>,
  hello: (name: string) => `Hello, ${name}`,
  signedInAs: (who: string) => `Signed in as ${who}.`,
  signOut: 'Sign out',
  failedTitle: 'Your card was declined',
  failedText: (address: string) =>
    `The payment for ${address} did not go through, so your next visit waits. Put in a new card to bring it back.`,
  fix: 'Update my card',
  homes: 'Your homes and plans',
  manage: 'Change, pause or cancel',
  nextVisits: 'Next visits',
  noneAhead: 'No visits ahead.',
  payment: 'Payment',
  visits: 'Past visits',
  noVisits: 'No visits yet.',
  photo: (date: string) => `Photo of the clean on ${date}`,
  rateClean: 'How did we do? Rate it or tip the crew',
  rated: (stars: number) => `You gave it ${stars} of 5 stars`,
  tipped: (amount: string) => `you tipped ${amount}`,
  payments: 'Payments',
  noPayments: 'No payments yet.',
  refunded: 'Refunded',
  receipts: 'Stripe e-mails a receipt for each payment. On a membership’s page, “Update card or billing” lists every invoice.',
  texts: 'Texts',
  consent: {
    agreed: (number: string) => `We text ${number} about your visits: you agreed to it. Reply STOP to any text to end it.`,
    stopped: (number: string) => `${number} asked us to stop texting: we send it nothing. Reply START to a text of ours to begin again.`,
    none: (number: string) => `We do not text ${number}: you have not agreed to texts.`,
  } satisfies Record<AccountOverview['texts']['consent'], (number: string) => string>,
  noTexts: 'No texts yet.',
  you: 'You',
  older: 'Older',
  questions: 'Questions? Call or text',
  afterPickup: (day: string) => `The day after your ${day} trash pickup.`,
  what: { clean: 'Clean', fee: 'Trip fee', tip: 'Tip for the crew' },
};

export type AccountCopy = typeof en;

const es: AccountCopy = {
  title: 'Su cuenta',
  home: HOME_PATHS.es,
  signIn: {
    title: 'Entre a su cuenta',
    lead: 'Todas sus reservas, visitas, fotos y pagos en un solo lugar, y los cambios sin llamar.',
    address: 'Su celular o correo',
    hint: 'El que usó para reservar. Le enviamos una clave de 6 dígitos por texto o correo.',
    send: 'Enviar mi clave',
    codeTitle: 'Escriba su clave',
    sentBy: {
      text: (to) => `Si ${to} tiene reservas con nosotros, le acabamos de enviar una clave de 6 dígitos por texto.`,
      email: (to) => `Si ${to} tiene reservas con nosotros, le acabamos de enviar una clave de 6 dígitos por correo.`,
    },
    codeLabel: 'Clave',
    submit: 'Entrar',
    again: 'Enviar una clave nueva',
    other: 'Usar otro celular o correo',
    fromLink: '¿Tiene un enlace a una reserva nuestra? Ábralo y elija “Todas sus reservas”: también lo deja entrar.',
  },
  errors: {
    address: 'Escriba su número de celular o su correo.',
    stopped: 'Este número nos pidió no enviarle textos: entre con su correo.',
    tooMany: 'Ya son tres claves esta hora: espere una hora o entre con su correo.',
    fresh: 'Su clave ya va en camino: espere dos minutos.',
    busy: 'No podemos enviar claves ahora: inténtelo más tarde.',
    wrong: (triesLeft) => `Esa clave no es correcta: le quedan ${triesLeft} ${triesLeft === 1 ? 'intento' : 'intentos'}.`,
    noCode: 'Esa clave venció o ya se usó: pida una nueva.',
    code: 'Escriba los 6 dígitos de su clave.',
  },
  notices: {
    'signed-out': 'Salió de su cuenta.',
    'code-again': 'Le enviamos una clave nueva.',
    'signed-in': 'Entró a su cuenta.',
  },
  hello: (name) => `Hola, ${name}`,
  signedInAs: (who) => `Entró como ${who}.`,
  signOut: 'Salir',
  failedTitle: 'Su tarjeta fue rechazada',
  failedText: (address) =>
    `El pago de ${address} no se hizo, así que su próxima visita espera. Registre una tarjeta nueva para recuperarla.`,
  fix: 'Actualizar mi tarjeta',
  homes: 'Sus casas y planes',
  manage: 'Cambiar, pausar o cancelar',
  nextVisits: 'Próximas visitas',
  noneAhead: 'No hay visitas próximas.',
  payment: 'Pago',
  visits: 'Visitas pasadas',
  noVisits: 'Todavía no hay visitas.',
  photo: (date) => `Foto de la limpieza del ${date}`,
  rateClean: '¿Cómo lo hicimos? Califíquela o deje una propina',
  rated: (stars) => `Le dio ${stars} de 5 estrellas`,
  tipped: (amount) => `dejó ${amount} de propina`,
  payments: 'Pagos',
  noPayments: 'Todavía no hay pagos.',
  refunded: 'Reembolsado',
  receipts:
    'Stripe le envía un recibo de cada pago por correo. En la página de una membresía, “Actualizar tarjeta o facturación” muestra cada factura.',
  texts: 'Textos',
  consent: {
    agreed: (number) => `Le enviamos textos a ${number} sobre sus visitas: usted lo aceptó. Responda STOP a cualquier texto para terminar.`,
    stopped: (number) =>
      `${number} nos pidió no enviarle textos: no le enviamos nada. Responda START a un texto nuestro para empezar de nuevo.`,
    none: (number) => `No le enviamos textos a ${number}: no aceptó recibirlos.`,
  },
  noTexts: 'Todavía no hay textos.',
  you: 'Usted',
  older: 'Anteriores',
  questions: '¿Preguntas? Llame o escriba al',
  afterPickup: (day) => `El día después de su recolección del ${day}.`,
  what: { clean: 'Limpieza', fee: 'Cargo por visita', tip: 'Propina para el equipo' },
};

export const ACCOUNT_COPY: Record<Language, AccountCopy> = { en, es };
