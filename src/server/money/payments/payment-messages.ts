// What the customer and the owner are told about a payment: the reminder that a booking is not
// paid yet (once, the day after), a declined membership charge (at once, with the next visit
// held), and the owner's note of it. The words are the same price words as everywhere.
import type { Language } from '../../../common/languages.ts';
import { headerLine, type EmailMessage, type OwnerEmail } from '../../platform/outbox/email-message.ts';
import type { BusinessWords } from '../../../common/business-words.ts';

export interface PaymentFacts {
  /** The language the facts are written in (the customer's, or the owner's English). */
  language: Language;
  name: string;
  email: string;
  reference: string;
  plan: string;
  /** '$40 every 4 weeks (2 cans)'. */
  price: string;
  /** The visit held for a declined charge, in words. */
  heldVisit?: string | undefined;
  /** The customer's booking page (a fresh link). */
  link: string;
  /** Who the message is from, as the business's settings say now. */
  business: BusinessWords;
}

/** The customer's e-mails about their payment, in each language the business speaks. */
export const PAYMENT_EMAIL_WORDS = {
  en: {
    subject: (what: string, reference: string, brand: string) => `${what} - ${brand} (ref ${reference})`,
    hi: (name: string) => `Hi ${name},`,
    questions: (phone: string) => `Questions? Call or text ${phone}.`,
    reminder: {
      subject: (plan: string) => `Add your card: ${plan}`,
      lines: (f: PaymentFacts) => [
        `Your booking (${f.plan}, ${f.price}) is not paid yet. Add your card here; Stripe keeps it, we never see it:`,
        `${f.link}/pay`,
      ],
    },
    failed: {
      subject: () => 'Your card was declined',
      lines: (f: PaymentFacts) => [
        `Your card was declined for ${f.plan} (${f.price}).${f.heldVisit ? ` Your visit on ${f.heldVisit} waits until a payment goes through: it comes back by itself.` : ''}`,
        `Update your card: ${f.link} ('Update card or billing').`,
      ],
    },
    bounced: {
      subject: () => 'Your bank payment did not go through',
      lines: (f: PaymentFacts) => [
        `Your bank payment for ${f.plan} (${f.price}) did not go through, so your booking is not paid yet. Pay by card or bank here:`,
        `${f.link}/pay`,
      ],
    },
  },
  es: {
    subject: (what: string, reference: string, brand: string) => `${what} - ${brand} (ref ${reference})`,
    hi: (name: string) => `Hola, ${name}:`,
    questions: (phone: string) => `¿Preguntas? Llame o escriba al ${phone}.`,
    reminder: {
      subject: (plan: string) => `Añada su tarjeta: ${plan}`,
      lines: (f: PaymentFacts) => [
        `Su reserva (${f.plan}, ${f.price}) aún no está pagada. Añada su tarjeta aquí; Stripe la guarda, nosotros nunca la vemos:`,
        `${f.link}/pay`,
      ],
    },
    failed: {
      subject: () => 'Su tarjeta fue rechazada',
      lines: (f: PaymentFacts) => [
        `Su tarjeta fue rechazada para ${f.plan} (${f.price}).${f.heldVisit ? ` Su visita del ${f.heldVisit} espera hasta que un pago se acepte: luego vuelve sola.` : ''}`,
        `Cambie su tarjeta: ${f.link} ('Actualizar tarjeta o facturación').`,
      ],
    },
    bounced: {
      subject: () => 'Su pago del banco no se acreditó',
      lines: (f: PaymentFacts) => [
        `Su pago del banco para ${f.plan} (${f.price}) no se acreditó, así que su reserva aún no está pagada. Pague con tarjeta o banco aquí:`,
        `${f.link}/pay`,
      ],
    },
  },
} satisfies Record<Language, unknown>;

type PaymentEmailKind = 'reminder' | 'failed' | 'bounced';

/** A note to the customer about their payment, in their language: the greeting, the lines, how to reach us. */
const customerNote =
  (kind: PaymentEmailKind) =>
  (f: PaymentFacts): EmailMessage => {
    const words = PAYMENT_EMAIL_WORDS[f.language];
    const { subject, lines } = words[kind];
    return {
      to: [f.email],
      subject: headerLine(words.subject(subject(f.plan), f.reference, f.business.brand)),
      text: [words.hi(f.name), '', ...lines(f), '', words.questions(f.business.phone), '', f.business.brand].join('\n'),
      replyTo: f.business.email,
      language: f.language,
    };
  };

export const paymentReminderEmail = customerNote('reminder');
export const paymentFailedEmail = customerNote('failed');
export const paymentBouncedEmail = customerNote('bounced');

/** A second payment for one booking (two Checkout pages paid): it is given back by itself. */
export const paymentDuplicateOwnerEmail = (f: PaymentFacts): OwnerEmail => ({
  subject: headerLine(`Paid twice, refunding: ${f.name}, ${f.reference}`),
  text: [
    `${f.name} (${f.plan}, ${f.price}) completed a second payment for the same booking.`,
    'The second one is being refunded (a second membership is cancelled); nothing for you to do. See Payments in the inbox.',
  ].join('\n'),
  replyTo: f.email,
});

/** Stripe would not open a customer's payment page: they were told to try again or call. */
export const paymentProblemOwnerEmail = (f: PaymentFacts, problem: string): OwnerEmail => ({
  subject: headerLine(`Payment page failed: ${f.name}, ${f.reference}`),
  text: [problem, '', `They were asked to try again or call. Their booking: ${f.plan}, ${f.price}.`].join('\n'),
  replyTo: f.email,
});

export const paymentFailedOwnerEmail = (f: PaymentFacts): OwnerEmail => ({
  subject: headerLine(`Payment failed: ${f.name}, ${f.reference}`),
  text: [
    `A membership charge for ${f.name} (${f.plan}, ${f.price}) was declined.`,
    f.heldVisit ? `Their visit on ${f.heldVisit} is held (off Today and the evening list) until a charge goes through.` : '',
    'They were sent the link to update their card. See Payments in the inbox.',
  ]
    .filter(Boolean)
    .join('\n'),
  replyTo: f.email,
});

/** The texts, one segment each with the longest values: the link is the booking page's. */
export const PAYMENT_TEXTS = {
  'payment-reminder': (link: string, brand: string) => `${brand}: your booking is not paid yet. Add your card: ${link}/pay`,
  'payment-failed': (link: string, brand: string) => `${brand}: your card was declined; your next clean waits. Update it: ${link}`,
  'payment-bounced': (link: string, brand: string) => `${brand}: your bank payment did not go through. Pay here: ${link}/pay`,
};

export type PaymentTextKind = keyof typeof PAYMENT_TEXTS;

/** The same in Spanish (usted; no á, í, ó or ú, so each stays one GSM-7 segment). */
export const PAYMENT_TEXTS_ES = {
  'payment-reminder': (link: string, brand: string) => `${brand}: su reserva sigue sin pagar. Añada su tarjeta: ${link}/pay`,
  'payment-failed': (link: string, brand: string) =>
    `${brand}: su tarjeta fue rechazada; su siguiente limpieza espera. Cambie su tarjeta: ${link}`,
  'payment-bounced': (link: string, brand: string) => `${brand}: su pago del banco fue rechazado. Pague en: ${link}/pay`,
} satisfies Record<PaymentTextKind, (link: string, brand: string) => string>;

/** The payment texts in each language the business speaks. */
export const PAYMENT_TEXT_CATALOGS: Record<Language, Record<PaymentTextKind, (link: string, brand: string) => string>> = {
  en: PAYMENT_TEXTS,
  es: PAYMENT_TEXTS_ES,
};
