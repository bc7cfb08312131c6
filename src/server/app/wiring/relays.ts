// The outbox's relays, one per destination, each a loop over the registry of notices
// (notices/registry.ts): a delivery's turn comes, its notice composes the message for that
// channel from the records as they are now. Texts and Ava's answers have their own relays
// (text-relays.ts); calls to Stripe go through the Stripe sender (an account's invoice through its own).
import { channelsFrom } from './channels.ts';
import { callBackSettings, stripeSettings, type Env } from '../../env.ts';
import { callPlacer } from '../../conversations/call-backs/call-placer.ts';
import type { NoticeContext } from '../../platform/outbox/notice.ts';
import { noticeOf } from './notice-registry.ts';
import type { DueDelivery, Subject } from '../../platform/outbox/deliveries.ts';
import { emailSender } from '../../platform/outbox/email-sender.ts';
import { emailHtml, type EmailBrand } from '../../platform/outbox/email-html.tsx';
import { OutboxRelay, type Deliver, type RelayOptions } from '../../platform/outbox/relay.ts';
import { webhookSender } from '../../platform/outbox/webhook-sender.ts';
import { stripeClient } from '../../money/payments/stripe-client.ts';
import { stripeSender } from '../../money/payments/stripe-sender.ts';
import { invoiceSender } from '../../money/account-flow/invoice-call.ts';
import type { Stores } from './store-set.ts';
import { textRelays } from './text-relays.ts';
import { wordsOf } from '../../../common/business-words.ts';

const CALL_BACK_WINDOW_MS = 60 * 60 * 1000;

/** Where the links in messages point: the business's site as its settings hold it (PUBLIC_BASE_URL over it, where set). */
const siteBase = (stores: Pick<Stores, 'settings'>) => stores.settings.current().siteUrl.replace(/\/+$/, '');

/** The business's look for its e-mails' HTML: its name, colours, logo and site, and how to reach it. */
const emailBrand = (stores: Stores): EmailBrand => {
  const { brand, phone } = wordsOf(stores.settings.current());
  return {
    name: brand,
    colour: '#1f7a4d',
    ink: '#0f172a',
    logoUrl: `${siteBase(stores)}/email-logo.png`,
    siteUrl: siteBase(stores),
    footer: `${brand} · ${phone} ·`,
  };
};

/** What the notices read when they compose: the records, the settings, the links, the rule for texting. */
export function noticeContext(env: Env, stores: Stores): NoticeContext<Stores> {
  const { payments, photos, outbox } = stores;
  const stripe = Boolean(stripeSettings(env));
  return {
    stores,
    business: () => stores.settings.current(),
    manageUrl: (token) => `${siteBase(stores)}/booking/${token}`,
    siteLink: (path) => `${siteBase(stores)}${path}`,
    photoUrl: (id) => `${siteBase(stores)}${photos.linkPath(id, outbox.clock.now() + 30 * 24 * 3600_000)}`,
    textable: (phone) => stores.texts.textable(phone),
    payDue: (bookingId) => stripe && payments.get(bookingId)?.state === 'due',
  };
}

export function outboxRelays(env: Env, stores: Stores, options: Partial<RelayOptions>): OutboxRelay[] {
  const { outbox, paymentFlow: flow } = stores;
  const ctx = noticeContext(env, stores);
  const { clock } = outbox;

  const relays: OutboxRelay[] = textRelays({ env, stores, ctx, siteBase: siteBase(stores), options });
  const stripe = stripeSettings(env);
  if (stripe && flow) {
    const client = stripeClient(stripe, options.timeoutMs);
    const money = stripeSender(client, flow.moneyCalls());
    const invoices = invoiceSender(client, stores);
    // An account's monthly invoice is made by its own sender; every other call moves a booking's money.
    const calls: Deliver = (item, signal) => (item.subject.kind === 'account-invoice' ? invoices : money)(item, signal);
    relays.push(new OutboxRelay(outbox, 'stripe', calls, options));
  }
  const callBack = callBackSettings(env);
  if (callBack) {
    // A call back is tried for an hour: later than that it is not the call they asked for (the failure is listed for the owner).
    const retryWindowMs = Math.min(options.retryWindowMs ?? CALL_BACK_WINDOW_MS, CALL_BACK_WINDOW_MS);
    const place = callPlacer(callBack, stores, clock, options.timeoutMs ?? 10_000);
    relays.push(new OutboxRelay(outbox, 'call', place, { ...options, retryWindowMs }));
  }
  if (env.CONTACT_WEBHOOK_URL) {
    const bodyOf = (subject: Subject) => {
      const { notice, about } = noticeOf(subject);
      return notice.webhook?.(about, ctx);
    };
    relays.push(
      new OutboxRelay(
        outbox,
        'webhook',
        webhookSender({ url: env.CONTACT_WEBHOOK_URL, secret: env.CONTACT_WEBHOOK_SECRET, clock }, bodyOf),
        options,
      ),
    );
  }
  // E-mail is on as the stores were told (channels.ts): customers' and sign-in codes with a mail
  // server and a sender; the owner's too with their address.
  const channels = channelsFrom(env);
  if (channels.customerEmail && env.SMTP_URL && env.NOTIFY_EMAIL_FROM) {
    const smtp = { smtpUrl: env.SMTP_URL, from: env.NOTIFY_EMAIL_FROM, timeoutMs: options.timeoutMs };
    const toCustomer = async ({ subject, secret }: DueDelivery) => {
      const { notice, about } = noticeOf(subject);
      const message = await notice.customerEmail?.(about, secret, ctx);
      // Every e-mail to a customer goes in HTML too, in the brand (as the settings name it now), drawn from its text.
      return message && message !== 'superseded'
        ? { ...message, html: await emailHtml(message, emailBrand(stores), message.language) }
        : message;
    };
    const signIn = ({ subject, secret }: DueDelivery) => {
      const { notice, about } = noticeOf(subject);
      return notice.signIn?.(about, secret, ctx);
    };
    // Every e-mail to a customer answers to the business's address as the owner last set it.
    const business = () => ctx.stores.settings.current().email;
    relays.push(new OutboxRelay(outbox, 'customer-email', emailSender({ ...smtp, replyTo: business }, toCustomer), options));
    relays.push(new OutboxRelay(outbox, 'sign-in', emailSender(smtp, signIn), options));
    if (channels.ownerEmail && env.NOTIFY_EMAIL_TO) {
      const owner = env.NOTIFY_EMAIL_TO;
      const toOwner = ({ subject }: DueDelivery) => {
        const { notice, about } = noticeOf(subject);
        const message = notice.ownerEmail?.(about, ctx);
        return message === 'superseded' ? message : message && { ...message, to: owner };
      };
      relays.push(new OutboxRelay(outbox, 'email', emailSender(smtp, toOwner), options));
    }
  }
  return relays;
}
