// The stores over one database and one clock, as decorations every route reads (app.bookings,
// app.payments...). Registered first: closed last, after the relays and the scheduler stopped.
import fp from 'fastify-plugin';
import type { BookingRules, CrewRules, TextRules } from '../../../common/site-config.schema.ts';
import { channelsFrom } from '../wiring/channels.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Env } from '../../env.ts';
import { photoStorageFrom } from '../../field/photos/photo-storage.ts';
import { openStores } from '../wiring/stores.ts';
import type { Stores } from '../wiring/store-set.ts';
import { openBusinessDatabase } from '../schema/schema-history.ts';

export interface StoresPluginOptions {
  env: Env;
  clock: Clock;
  booking: BookingRules | undefined;
  crew: CrewRules | undefined;
  texts?: TextRules | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    stores: Stores;
    leads: Stores['leads'];
    calls: Stores['calls'];
    bookings: Stores['bookings'];
    texts: Stores['texts'];
    outbox: Stores['outbox'];
    payments: Stores['payments'];
    ledger: Stores['ledger'];
    paymentFlow: Stores['paymentFlow'];
    photos: Stores['photos'];
  }
}

export const storesPlugin = fp<StoresPluginOptions>(async (app, { env, clock, booking, crew, texts }) => {
  const db = openBusinessDatabase(env.DATA_DIR, { replicated: env.CANFRESH_REPLICATED });
  const stores = openStores(db, {
    clock,
    channels: channelsFrom(env),
    booking,
    changeMessageDelayMs: env.CHANGE_MESSAGE_DELAY_SECONDS * 1000,
    markMessageDelayMs: env.MARK_MESSAGE_DELAY_SECONDS * 1000,
    photoStorage: photoStorageFrom(env),
    crew,
    texts,
    signIn: { owners: env.OWNER_EMAILS ?? [], crew: env.CREW_EMAILS ?? [] },
    siteUrl: env.PUBLIC_BASE_URL,
  });
  app.decorate('stores', stores);
  app.decorate('leads', stores.leads);
  app.decorate('calls', stores.calls);
  app.decorate('bookings', stores.bookings);
  app.decorate('texts', stores.texts);
  app.decorate('outbox', stores.outbox);
  app.decorate('payments', stores.payments);
  app.decorate('ledger', stores.ledger);
  app.decorate('paymentFlow', stores.paymentFlow);
  app.decorate('photos', stores.photos);
  // Anything queued is committed before the database closes.
  app.addHook('onClose', async () => {
    stores.leads.flush();
    db.close();
  });
});
