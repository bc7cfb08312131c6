// The business's records over one database and one outbox, built the same way for the server and
// the owner's commands: one clock for all of them.
import { CallStore } from './calls/call-store.ts';
import type { Clock } from './clock/clock.ts';
import type { Db } from './db/database.ts';
import { LeadStore } from './leads/lead-store.ts';
import type { Channel } from './outbox/deliveries.ts';
import { Outbox } from './outbox/outbox.ts';

export interface Stores {
  outbox: Outbox;
  leads: LeadStore;
  calls: CallStore;
}

export interface StoreSettings {
  clock: Clock;
  /** Whether the owner gets e-mail: new leads and call records then queue an e-mail too. */
  email: boolean;
}

export function openStores(db: Db, { clock, email }: StoreSettings): Stores {
  const outbox = new Outbox(db, clock);
  const leadChannels: Channel[] = email ? ['webhook', 'email'] : ['webhook'];
  return {
    outbox,
    leads: new LeadStore(db, outbox, { clock, channels: leadChannels }),
    calls: new CallStore(db, outbox, { clock, email }),
  };
}
