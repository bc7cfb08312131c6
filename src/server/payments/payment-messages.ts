// What the customer and the owner are told about a payment: the reminder that a booking is not
// paid yet (once, the day after), a declined membership charge (at once, with the next visit
// held), and the owner's note of it. The words are the same price words as everywhere.
import type { Language } from '../../common/languages.ts';
import { formatPhone } from '../../common/phone.ts';
import { siteConfig } from '../../common/site-config.ts';
import { headerLine, type EmailMessage, type OwnerEmail } from '../outbox/email-message.ts';

export interface PaymentFacts {
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
}

const brand = () => siteConfig.brandName;
const phone = () => formatPhone(siteConfig.phone);

/** A note to the customer about their payment: the greeting, the lines, how to reach us. */
const customerNote = (f: PaymentFacts, subject: string, lines: string[]): EmailMessage => ({
  to: [f.email],
  subject: headerLine(`${subject} - ${brand()} (ref ${f.reference})`),
  text: [`Hi ${f.name},`, '', ...lines, '', `Questions? Call or text ${phone()}.`, '', brand()].join('\n'),
  replyTo: siteConfig.email,
});

export const paymentReminderEmail = (f: PaymentFacts) =>
  customerNote(f, `Add your card: ${f.plan}`, [
    `Your booking (${f.plan}, ${f.price}) is not paid yet. Add your card here; Stripe keeps it, we never see it:`,
    `${f.link}/pay`,
  ]);

export const paymentFailedEmail = (f: PaymentFacts) =>
  customerNote(f, 'Your card was declined', [
    `Your card was declined for ${f.plan} (${f.price}).${f.heldVisit ? ` Your visit on ${f.heldVisit} waits until a payment goes through: it comes back by itself.` : ''}`,
    `Update your card: ${f.link} ('Update card or billing').`,
  ]);

export const paymentBouncedEmail = (f: PaymentFacts) =>
  customerNote(f, 'Your bank payment did not go through', [
    `Your bank payment for ${f.plan} (${f.price}) did not go through, so your booking is not paid yet. Pay by card or bank here:`,
    `${f.link}/pay`,
  ]);

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
  'payment-reminder': (link: string) => `${brand()}: your booking is not paid yet. Add your card: ${link}/pay`,
  'payment-failed': (link: string) => `${brand()}: your card was declined; your next clean waits. Update it: ${link}`,
  'payment-bounced': (link: string) => `${brand()}: your bank payment did not go through. Pay here: ${link}/pay`,
};

export type PaymentTextKind = keyof typeof PAYMENT_TEXTS;

/** The same in Spanish (usted; no á, í, ó or ú, so each stays one GSM-7 segment). */
export const PAYMENT_TEXTS_ES = {
  'payment-reminder': (link: string) => `${brand()}: su reserva sigue sin pagar. Añada su tarjeta: ${link}/pay`,
  'payment-failed': (link: string) => `${brand()}: su tarjeta fue rechazada; su siguiente limpieza espera. Cambie su tarjeta: ${link}`,
  'payment-bounced': (link: string) => `${brand()}: su pago del banco fue rechazado. Pague en: ${link}/pay`,
} satisfies Record<PaymentTextKind, (link: string) => string>;

/** The payment texts in each language the business speaks. */
export const PAYMENT_TEXT_CATALOGS: Record<Language, Record<PaymentTextKind, (link: string) => string>> = {
  en: PAYMENT_TEXTS,
  es: PAYMENT_TEXTS_ES,
};
