// Builds the Fastify app; never listens (server.ts does), so tests use app.inject() or listen on port 0.
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { DEFAULT_VAPI_API_BASE_URL, defaultStaticDir, publicRuntimeConfig, type Env } from './env.ts';
import { openDatabase } from './leads/database.ts';
import { LeadStore } from './leads/lead-store.ts';
import { OutboxRelay, type RelayOptions } from './leads/outbox-relay.ts';
import { webhookSender } from './leads/webhook-sender.ts';
import { emailSender } from './notify/email-sender.ts';
import { loadFormPageRenderer } from './form-pages.ts';
import { contactRoutes } from './routes/contact.ts';
import { siteRoutes } from './routes/site.ts';
import { buildScriptHashes, securityHeaders } from './security-headers.ts';
import { voiceEventRoutes } from './routes/voice-events.ts';
import { voiceToolRoutes } from './routes/voice-tools.ts';

export interface AppOptions {
  env: Env;
  logger?: boolean;
  /** Serve the prerendered site too (off for API-only tests that run before a build). */
  site?: boolean;
  /** Overrides for the relay's timings (tests make retries fast). */
  relay?: Partial<RelayOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadStore;
    relays: OutboxRelay[];
  }
}

export async function buildApp({ env, logger = true, site = true, relay: relayOverrides }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    trustProxy: env.TRUST_PROXY,
    // Explicit timeouts: a slow client cannot hold a connection open for ever.
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    requestTimeout: 30_000,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
    // Access logs belong to the reverse proxy; the server logs what it decides (leads, deliveries, errors).
    logController: new LogController({ disableRequestLogging: true }),
  });

  // 5xx details stay in the log; the visitor gets a plain message. 4xx (bad JSON, too large,
  // wrong content type) say what was wrong.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(status).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    return reply.code(status).send({ error: error.message });
  });

  const staticDir = env.STATIC_DIR ?? defaultStaticDir;
  // Called on the root instance (not registered), so its hooks cover every route.
  await securityHeaders(app, {
    voiceApiOrigin: new URL(env.VAPI_API_BASE_URL ?? DEFAULT_VAPI_API_BASE_URL).origin,
    scriptHashes: site ? buildScriptHashes(staticDir) : [],
    hsts: env.HSTS,
  });

  const db = openDatabase(env.DATA_DIR);
  const store = new LeadStore(db, { email: Boolean(env.SMTP_URL) });
  app.decorate('leads', store);

  // One relay per destination, each working its own channel of the one outbox.
  const options = { logger: app.log, ...relayOverrides };
  const relays = [
    env.CONTACT_WEBHOOK_URL &&
      new OutboxRelay(
        store.outbox,
        'webhook',
        webhookSender(store, { url: env.CONTACT_WEBHOOK_URL, secret: env.CONTACT_WEBHOOK_SECRET }),
        options,
      ),
    env.SMTP_URL &&
      env.NOTIFY_EMAIL_TO &&
      env.NOTIFY_EMAIL_FROM &&
      new OutboxRelay(
        store.outbox,
        'email',
        emailSender(store, { smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL_TO, from: env.NOTIFY_EMAIL_FROM, timeoutMs: options.timeoutMs }),
        options,
      ),
  ].filter((relay) => relay instanceof OutboxRelay);
  app.decorate('relays', relays);
  // A freshly stored lead or call wakes the relays at once; they also poll, for re-queues from the CLI.
  store.onQueued(() => relays.forEach((relay) => relay.nudge()));
  app.addHook('onReady', async () => relays.forEach((relay) => relay.start()));
  if (!env.CONTACT_WEBHOOK_URL) app.log.warn('CONTACT_WEBHOOK_URL is not set: leads are stored in DATA_DIR but not forwarded anywhere');
  if (!env.SMTP_URL) app.log.warn('SMTP_URL is not set: no e-mail alerts are sent to the owner');

  // Shutdown order: the server has stopped accepting; finish deliveries under way, commit
  // anything queued, then close the database.
  app.addHook('onClose', async () => {
    await Promise.all(relays.map((relay) => relay.stop()));
    store.flush();
    db.close();
  });

  await app.register(rateLimit, { global: false });
  await app.register(contactRoutes, {
    store,
    rateLimitMax: env.CONTACT_RATE_LIMIT,
    rateLimitWindowMs: 10 * 60 * 1000,
    renderFormPage: site ? await loadFormPageRenderer(staticDir) : undefined,
  });
  await app.register(voiceToolRoutes, { store, secret: env.VAPI_TOOLS_SECRET });
  await app.register(voiceEventRoutes, { store, secret: env.VAPI_TOOLS_SECRET });
  if (!env.VAPI_TOOLS_SECRET) app.log.warn("VAPI_TOOLS_SECRET is not set: the receptionist's tool calls are refused");
  if (site) {
    await app.register(siteRoutes, { staticDir, runtimeConfig: publicRuntimeConfig(env) });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not Found' }));
  }
  return app;
}
