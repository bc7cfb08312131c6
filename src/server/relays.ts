// The outbox's relays, one per destination, and what each sends about each kind of subject, in
// the words of the room that owns it: leads and call records to the owner, a booking's changes to
// its customer (and to the owner when the customer made them), the owner's list for a day.
import { siteConfig } from '../common/site-config.ts';
import { customerEmail, holdEmail, ownerChangeEmail } from './bookings/booking-email.ts';
import { givenUp, isMissed } from './bookings/booking-types.ts';
import { planWords, visitsWords } from './bookings/booking-words.ts';
import { DAY_OFF_NOTICE_DAYS, dayDigestEmail, dayUpdateEmail } from './bookings/day-digest.ts';
import { callEmail } from './calls/call-email.ts';
import { smsSettings, stripeSettings, type Env } from './env.ts';
import {
  paymentBouncedEmail,
  paymentDuplicateOwnerEmail,
  paymentFailedEmail,
  paymentFailedOwnerEmail,
  paymentProblemOwnerEmail,
  paymentReminderEmail,
  PAYMENT_TEXTS,
  type PaymentFacts,
} from './payments/payment-messages.ts';
import { checkPayments } from './payment-check.ts';
import { stripeClient } from './payments/stripe-client.ts';
import { stripeSender } from './payments/stripe-sender.ts';
import { leadEmail } from './leads/lead-email.ts';
import type { DueDelivery, Subject } from './outbox/deliveries.ts';
import type { PhotoRecord } from './photos/photo-store.ts';
import type { EmailMessage, OwnerEmail } from './outbox/email-message.ts';
import { emailSender } from './outbox/email-sender.ts';
import { OutboxRelay, type RelayOptions } from './outbox/relay.ts';
import { smsSender, type SmsMessage } from './outbox/sms-sender.ts';
import { webhookSender } from './outbox/webhook-sender.ts';
import { visitOfReminder } from './reminders.ts';
import { signInCodeEmail } from './sessions/sign-in-email.ts';
import { quietWait } from './texts/quiet-hours.ts';
import { textReplyEmail } from './texts/text-reply-email.ts';
import { TEXT_BOOKED_PAY, TEXT_CODE, TEXTS } from './texts/text-messages.ts';
import { textableCountry } from './texts/text-countries.ts';
import type { Stores } from './stores.ts';
import { feeHow, markOf } from './crew-flow.ts';
import { markEmail, markText, reviewEmail, type MarkFacts } from './bookings/crew-messages.ts';
import { dollars } from '../common/prices.ts';

/** Where the links in messages point: PUBLIC_BASE_URL, or the site's own address. */
const siteBase = (env: Pick<Env, 'PUBLIC_BASE_URL'>) => (env.PUBLIC_BASE_URL ?? siteConfig.siteUrl).replace(/\/+$/, '');
/** A customer's link to their booking. */
export const manageUrl = (env: Pick<Env, 'PUBLIC_BASE_URL'>, token: string) => `${siteBase(env)}/booking/${token}`;

export function outboxRelays(env: Env, stores: Stores, options: Partial<RelayOptions>): OutboxRelay[] {
  const { outbox, leads, calls, bookings, texts, signInCodes, phoneProofs, payments, photos, paymentFlow: flow } = stores;
  const stripe = stripeSettings(env);
  /** What a payment message says of its booking (a fresh link rides in its secret). */
  const paymentFacts = (subject: Subject, secret: string | null): PaymentFacts | undefined => {
    const bookingId = flow?.bookingOf(subject);
    const booking = bookingId && bookings.get(bookingId);
    if (!booking || !secret) return undefined;
    const held = bookings.visits(bookingId).find((v) => v.state === 'held');
    const words = planWords(booking);
    return {
      name: booking.customer.name,
      email: booking.customer.email,
      reference: booking.reference,
      plan: words.name,
      price: words.price,
      heldVisit: held && bookings.dates.words(held.date),
      link: manageUrl(env, secret),
    };
  };
  /** Whether a booking still has its card to add: the confirmation then says where. */
  const payDue = (bookingId: string) => Boolean(stripe) && payments.get(bookingId)?.state === 'due';
  const { clock } = outbox;
  /** A link to a photo that works for 30 days (a text's link to the clean's photo). */
  const photoLink = (id: string) => `${siteBase(env)}${photos.linkPath(id, clock.now() + 30 * 24 * 3600_000)}`;
  /** A missed visit's fee as its message tells it: charged to the card on file, or with the next visit (payments on). */
  const feeOf = (bookingId: string): MarkFacts['fee'] => {
    const how = flow && feeHow(stores.crewPolicy, Boolean(payments.get(bookingId)?.customerId));
    return how ? { words: dollars(stores.crewPolicy.notOutFeeCents), how } : undefined;
  };
  /**
   * What a mark's message says, while the visit still has that mark (a mark corrected in the
   * meantime sends nothing: its own message tells the right one).
   */
  const markFacts = (id: string, secret: string | null): (MarkFacts & { photos: PhotoRecord[] }) | 'superseded' | undefined => {
    const { visitId, mark } = markOf(id);
    const visit = bookings.visit(visitId);
    const booking = visit && bookings.get(visit.bookingId);
    if (!visit || !booking) return undefined;
    if (visit.state !== mark) return 'superseded';
    const visitPhotos = photos.ofVisit(visitId);
    const first = visitPhotos[0];
    return {
      booking,
      visit,
      dates: bookings.dates,
      link: secret ? manageUrl(env, secret) : undefined,
      next: booking.status === 'booked' ? bookings.nextVisits(booking, 1)[0] : undefined,
      fee: isMissed(visit.state) ? feeOf(booking.id) : undefined,
      photoLink: first && photoLink(first.id),
      photos: visitPhotos,
    };
  };
  // The webhook's notes say what became of the lead when it is sent: a booking's first visit.
  const bookingNote = (leadId: string) => {
    const booking = bookings.byLead(leadId);
    const first = booking && booking.status !== 'cancelled' ? bookings.visits(booking.id).find((v) => !givenUp(v)) : undefined;
    return first && booking && `First visit: ${bookings.dates.words(first.date)}. Cans: ${booking.cans}.`;
  };
  /** A lead's booking in words, for the owner's e-mail about it: the booking is the news. */
  const bookedWords = (leadId: string) => {
    const booking = bookings.byLead(leadId);
    if (!booking || booking.status === 'cancelled') return undefined;
    const upcoming = bookings.visits(booking.id).filter((v) => !givenUp(v));
    if (!upcoming.length) return undefined;
    return {
      when: visitsWords(
        bookings.dates,
        upcoming.slice(0, 4).map((v) => v.date),
        booking.intervalDays !== null,
      ),
      first: bookings.dates.words(upcoming[0]!.date),
      plan: planWords(booking).name,
      reference: booking.reference,
    };
  };
  const webhookBodyOf = (subject: Subject) =>
    subject.kind === 'lead' ? leads.webhookBodyOf(subject.id, bookingNote(subject.id)) : undefined;

  const ownerEmailAbout = (subject: Subject): OwnerEmail | 'superseded' | undefined => {
    switch (subject.kind) {
      case 'lead': {
        const lead = leads.get(subject.id);
        return lead && leadEmail(lead, bookedWords(subject.id));
      }
      case 'call': {
        const call = calls.get(subject.id);
        return call && callEmail(call);
      }
      case 'booking-change': {
        const found = bookings.change(subject.id);
        if (found && found.change.sequence < found.booking.sequence) return 'superseded';
        return found && ownerChangeEmail(found, found.change, bookings.dates);
      }
      case 'day-digest': {
        // How the last service day before it went (today's, on the evening before tomorrow).
        const { dates } = bookings;
        const dayBefore = dates.calendar.addDays(subject.id, -1);
        const last = dates.serviceDayFrom(dayBefore < dates.today() ? dayBefore : dates.today(), -1);
        const lastDay = { date: last, visits: bookings.route(last) };
        const problems = payments.problems().map((p) => p.text);
        return dayDigestEmail(
          subject.id,
          bookings.route(subject.id),
          dates,
          bookings.daysOffWithVisits(DAY_OFF_NOTICE_DAYS),
          lastDay,
          problems,
        );
      }
      case 'day-update': {
        const [changeId = '', date = ''] = subject.id.split('|');
        const found = bookings.change(changeId);
        return found && dayUpdateEmail(date, found.booking, found.change, bookings.visitsOn(date), bookings.dates);
      }
      case 'text-reply': {
        const reply = texts.reply(subject.id);
        return reply && textReplyEmail(reply);
      }
      case 'payment-failed':
      case 'payment-duplicate': {
        const facts = paymentFacts(subject, 'owner');
        return facts && (subject.kind === 'payment-failed' ? paymentFailedOwnerEmail(facts) : paymentDuplicateOwnerEmail(facts));
      }
      case 'payment-problem': {
        const [bookingId = '', date = ''] = subject.id.split('|');
        const problem = payments.problems().find((p) => p.key === `checkout:${bookingId}:${date}`);
        const facts = problem && paymentFacts({ kind: 'payment-reminder', id: bookingId }, 'owner');
        return facts && problem && paymentProblemOwnerEmail(facts, problem.text);
      }
      case 'visit-reminder':
      case 'sign-in-code':
      case 'phone-code':
      case 'refund':
      case 'subscription-end':
      case 'subscription-pause':
      case 'subscription-resume':
      case 'payment-reminder':
      case 'visit-mark':
      case 'review-request':
      case 'visit-fee':
      case 'payment-bounced':
      case 'subscription-cancel':
      case 'subscription-anchor':
      case 'charge-refunds':
      case 'payments-check':
      case 'invoice-payments':
        return undefined;
    }
  };

  /** An owner's sign-in code, to the address signing in, while the code can still be used. */
  const signInEmailAbout = ({ subject, secret }: DueDelivery): EmailMessage | undefined => {
    const code = subject.kind === 'sign-in-code' ? signInCodes.forDelivery(subject.id) : undefined;
    return code && secret ? signInCodeEmail(code.email, secret) : undefined;
  };

  /**
   * An e-mail to a customer about their booking, with its invitation and link; superseded when a
   * later change's e-mail will tell the latest state (changes in quick succession: one e-mail).
   */
  const customerEmailAbout = async ({ subject, secret }: DueDelivery): Promise<EmailMessage | 'superseded' | undefined> => {
    if (subject.kind === 'visit-mark') {
      const facts = markFacts(subject.id, secret);
      if (!facts || facts === 'superseded') return facts;
      // The crew's photos of the stop, attached (read from wherever photos are kept).
      const attached = await Promise.all(
        facts.photos.map(async (photo, i) => {
          const content = await photos.bytes(photo.id);
          return content && { filename: `${siteConfig.brandName.replace(/\W+/g, '-')}-${facts.visit.date}-${i + 1}.jpg`, content };
        }),
      );
      return { ...markEmail(facts), photos: attached.filter((photo) => photo !== undefined) };
    }
    if (subject.kind === 'review-request') {
      const visit = bookings.visit(subject.id);
      const booking = visit && bookings.get(visit.bookingId);
      if (!visit || !booking) return undefined;
      // Asked only after a clean that still stands (a mark corrected to 'not out' asks nothing).
      return visit.state === 'done' ? reviewEmail(booking, stores.crewPolicy.reviewUrl) : 'superseded';
    }
    if (subject.kind === 'payment-reminder' || subject.kind === 'payment-failed' || subject.kind === 'payment-bounced') {
      const facts = paymentFacts(subject, secret);
      const compose = {
        'payment-reminder': paymentReminderEmail,
        'payment-failed': paymentFailedEmail,
        'payment-bounced': paymentBouncedEmail,
      };
      return facts && compose[subject.kind](facts);
    }
    const found = subject.kind === 'booking-change' ? bookings.change(subject.id) : undefined;
    if (!found) return undefined;
    const link = secret ? manageUrl(env, secret) : undefined;
    if (found.change.detail.held) return found.booking.holdUntil === null ? 'superseded' : holdEmail(found, bookings.dates, link);
    if (found.change.sequence < found.booking.sequence) return 'superseded';
    const agreed = found.change.what === 'booked' || found.change.what === 'confirmed';
    return customerEmail(found, found.change, bookings.dates, link, clock.now(), agreed && payDue(found.booking.id));
  };

  /** The text for a booking's change or a visit's reminder, the date it names, and the text's kind. */
  const textSubject = (subject: Subject) => {
    if (subject.kind === 'visit-reminder') {
      const { visitId, date } = visitOfReminder(subject.id);
      const visit = bookings.visit(visitId);
      const booking = visit && bookings.get(visit.bookingId);
      const kind = visit?.deepClean ? ('reminder-deep' as const) : ('reminder' as const);
      return booking && { booking, date, kind, stale: visit.state !== 'scheduled' || visit.date !== date };
    }
    const found = subject.kind === 'booking-change' ? bookings.change(subject.id) : undefined;
    if (!found) return undefined;
    const { booking, change } = found;
    // A text held back (the quiet hours, an outage) that a later change has overtaken says nothing true.
    const date = change.detail.to ?? change.detail.from ?? bookings.dates.today();
    return { booking, date, kind: change.what, stale: change.sequence < booking.sequence };
  };

  /** A code to prove a mobile, asked for in a web call or chat: to a number in a country texts go to, that has not said STOP. */
  const codeText = (id: string, code: string | null): SmsMessage | undefined => {
    const to = phoneProofs.forDelivery(id);
    if (!to || !code) return undefined;
    if (!textableCountry(to) || texts.stopped(to)) return { skip: 'the number is abroad or has opted out' };
    return { to, body: TEXT_CODE(code) };
  };

  /** A text about a booking's change, or a visit's reminder, to a number that may be texted now. */
  const textAbout = ({ subject, secret }: DueDelivery): SmsMessage | undefined => {
    if (subject.kind === 'phone-code') return codeText(subject.id, secret);
    if (subject.kind === 'visit-mark') {
      const facts = markFacts(subject.id, secret);
      if (facts === 'superseded') return { skip: 'the mark was changed' };
      const to = facts?.booking.customer.mobileE164;
      if (!facts || !to) return undefined;
      if (!texts.mayText(to) || !textableCountry(to)) return { skip: 'the customer has not agreed to texts, or opted out' };
      return { to, body: markText(facts) };
    }
    if (subject.kind === 'payment-reminder' || subject.kind === 'payment-failed' || subject.kind === 'payment-bounced') {
      const bookingId = flow?.bookingOf(subject);
      const booking = bookingId ? bookings.get(bookingId) : undefined;
      const to = booking?.customer.mobileE164;
      if (!booking || !secret) return undefined;
      if (!to || !texts.mayText(to) || !textableCountry(to)) return { skip: 'the customer has not agreed to texts, or opted out' };
      return { to, body: PAYMENT_TEXTS[subject.kind](manageUrl(env, secret)) };
    }
    const about = textSubject(subject);
    if (!about) return undefined;
    const to = about.booking.customer.mobileE164;
    if (!to || !texts.mayText(to)) return { skip: 'the customer has not agreed to texts, or opted out' };
    if (!textableCountry(to)) return { skip: 'texts go only to the countries the site config lists' };
    if (about.stale)
      return {
        skip: about.kind === 'reminder' || about.kind === 'reminder-deep' ? 'the visit was moved or cancelled' : 'a later change was made',
      };
    const facts = {
      date: bookings.dates.calendar.shortWords(about.date),
      street: about.booking.customer.street,
      link: secret ? manageUrl(env, secret) : undefined,
      first: texts.isFirst(to),
    };
    const pay = (about.kind === 'booked' || about.kind === 'confirmed') && payDue(about.booking.id);
    return { to, body: pay ? TEXT_BOOKED_PAY(facts) : TEXTS[about.kind](facts) };
  };

  const relays: OutboxRelay[] = [];
  const sms = smsSettings(env);
  if (sms) {
    const { calendar } = bookings.dates;
    const hooks = {
      // A code someone asked for a moment ago is wanted now, whatever the hour; everything else keeps the quiet hours.
      wait: ({ subject }: DueDelivery) => (subject.kind === 'phone-code' ? 0 : quietWait(calendar, siteConfig.texts, clock.now())),
      sent: (to: string) => texts.markSent(to),
      unsubscribed: (to: string) => texts.optOut(to, 'provider'),
    };
    relays.push(new OutboxRelay(outbox, 'sms', smsSender({ ...sms, timeoutMs: options.timeoutMs }, textAbout, hooks), options));
  }
  if (stripe && flow) {
    const client = stripeClient(stripe, options.timeoutMs);
    const check = async () => {
      const report = await checkPayments({ stripe: client, flow, payments, ledger: stores.ledger, bookings });
      options.logger?.info(
        { read: report.read, applied: report.applied, problems: report.problems.length },
        'payments checked against Stripe',
      );
    };
    relays.push(new OutboxRelay(outbox, 'stripe', stripeSender(client, flow.moneyCalls(check)), options));
  }
  if (env.CONTACT_WEBHOOK_URL) {
    const sender = webhookSender({ url: env.CONTACT_WEBHOOK_URL, secret: env.CONTACT_WEBHOOK_SECRET, clock }, webhookBodyOf);
    relays.push(new OutboxRelay(outbox, 'webhook', sender, options));
  }
  if (env.SMTP_URL && env.NOTIFY_EMAIL_TO && env.NOTIFY_EMAIL_FROM) {
    const smtp = { smtpUrl: env.SMTP_URL, from: env.NOTIFY_EMAIL_FROM, timeoutMs: options.timeoutMs };
    const owner = env.NOTIFY_EMAIL_TO;
    const toOwner = ({ subject }: DueDelivery) => {
      const message = ownerEmailAbout(subject);
      return message === 'superseded' ? message : message && { ...message, to: owner };
    };
    relays.push(new OutboxRelay(outbox, 'email', emailSender(smtp, toOwner), options));
    relays.push(new OutboxRelay(outbox, 'customer-email', emailSender(smtp, customerEmailAbout), options));
    relays.push(new OutboxRelay(outbox, 'sign-in', emailSender(smtp, signInEmailAbout), options));
  }
  return relays;
}
