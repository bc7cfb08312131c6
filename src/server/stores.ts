// The business's records over one database and one outbox, built the same way for the server and
// the owner's commands: one clock for all of them.
import type { BookingRules } from '../common/site-config.schema.ts';
import { siteConfig } from '../common/site-config.ts';
import { BookingStore } from './bookings/booking-store.ts';
import { ServiceDates } from './bookings/service-dates.ts';
import { CallStore } from './calls/call-store.ts';
import type { Clock } from './clock/clock.ts';
import type { Db } from './db/database.ts';
import { LeadInbox } from './leads/lead-inbox.ts';
import { LeadStore } from './leads/lead-store.ts';
import type { Channel } from './outbox/deliveries.ts';
import { Outbox } from './outbox/outbox.ts';
import { PasskeyStore } from './passkeys/passkey-store.ts';
import { SessionStore } from './sessions/session-store.ts';
import { SignInCodes } from './sessions/sign-in-codes.ts';
import { TextStore } from './texts/text-store.ts';

export interface Stores {
  outbox: Outbox;
  leads: LeadStore;
  calls: CallStore;
  bookings: BookingStore;
  texts: TextStore;
  signInCodes: SignInCodes;
  sessions: SessionStore;
  passkeys: PasskeyStore;
  leadInbox: LeadInbox;
}

export interface StoreSettings {
  clock: Clock;
  /** Whether e-mail is on: new leads, call records and booking changes then queue e-mails too. */
  email: boolean;
  /** Whether texts are set up: booking changes then queue a text to customers who agreed to them. */
  texts?: boolean;
  /** The booking rules (the site config's, unless a test or benchmark sets its own). */
  booking?: BookingRules | undefined;
}

export function openStores(db: Db, { clock, email, texts: textsOn = false, booking = siteConfig.booking }: StoreSettings): Stores {
  const outbox = new Outbox(db, clock);
  const leadChannels: Channel[] = email ? ['webhook', 'email'] : ['webhook'];
  const dates = new ServiceDates(booking, siteConfig.timeZone, clock);
  const texts = new TextStore(db, outbox, { clock, email });
  return {
    outbox,
    leads: new LeadStore(db, outbox, { clock, channels: leadChannels }),
    calls: new CallStore(db, outbox, { clock, email }),
    bookings: new BookingStore(db, outbox, { dates, email, mayText: textsOn ? (phone) => texts.mayText(phone) : undefined }),
    texts,
    signInCodes: new SignInCodes(db, outbox, clock),
    sessions: new SessionStore(db, clock),
    passkeys: new PasskeyStore(db, clock),
    leadInbox: new LeadInbox(db, clock),
  };
}
