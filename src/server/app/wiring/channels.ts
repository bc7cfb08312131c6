// Who is told what, decided once from the environment: the server and the owner's commands open
// their stores with the same answer, so a booking made from `npm run schedule` queues the same
// e-mail, invitation and text as one made in the inbox, and nothing is queued for a way out
// that is not set up (it would wait for ever).
import { smsSettings, stripeSettings, textAssistantSettings, type Env } from '../../env.ts';

export interface Channels {
  /** Leads to the automation webhook (CONTACT_WEBHOOK_URL). */
  webhook: boolean;
  /** The owner's alerts and evening list (SMTP_URL with NOTIFY_EMAIL_TO). */
  ownerEmail: boolean;
  /** Customers' confirmations, with their invitation and link, and the owners' sign-in codes (SMTP_URL). */
  customerEmail: boolean;
  /** Texts to customers who agreed to them (TWILIO_ACCOUNT_SID and its settings). */
  texts: boolean;
  /** Payments through Stripe (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET): a booking opens its payment, a cancel refunds. */
  payments: boolean;
  /** Ava can answer customers' texts (texts on, VAPI_PRIVATE_KEY and VAPI_ASSISTANT_ID set); the settings' texts.ava.on turns her on and off, read at each text. */
  assistant: boolean;
}

export function channelsFrom(env: Env): Channels {
  const email = Boolean(env.SMTP_URL && env.NOTIFY_EMAIL_FROM);
  return {
    webhook: Boolean(env.CONTACT_WEBHOOK_URL),
    ownerEmail: email && Boolean(env.NOTIFY_EMAIL_TO?.length),
    customerEmail: email,
    texts: Boolean(smsSettings(env)),
    payments: Boolean(stripeSettings(env)),
    assistant: Boolean(smsSettings(env) && textAssistantSettings(env)),
  };
}

/** Every channel on, or only some: for tests and benchmarks that open stores without an environment. */
export const channelsOn = (on: Partial<Channels> = {}): Channels => ({
  webhook: true,
  ownerEmail: false,
  customerEmail: false,
  texts: false,
  payments: false,
  assistant: false,
  ...on,
});

/** E-mail on (the owner's and the customers'), the webhook on, no texts: what most tests run with. */
export const EMAIL_ON: Channels = channelsOn({ ownerEmail: true, customerEmail: true });
