// Builds the Fastify app; never listens (server.ts does), so tests use app.inject() or listen on port 0.
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { DEFAULT_VAPI_API_BASE_URL, defaultStaticDir, publicRuntimeConfig, type Env } from './env.ts';
import { openDatabase } from './leads/database.ts';
import { LeadStore } from './leads/lead-store.ts';
import { OutboxRelay, type RelayOptions } from './leads/outbox-relay.ts';
import { loadFormPageRenderer } from './form-pages.ts';
import { contactRoutes } from './routes/contact.ts';
import { siteRoutes } from './routes/site.ts';
import { buildScriptHashes, securityHeaders } from './security-headers.ts';
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
    relay: OutboxRelay | undefined;
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
  const store = new LeadStore(db);
  app.decorate('leads', store);

  const relay = env.CONTACT_WEBHOOK_URL
    ? new OutboxRelay(store, { url: env.CONTACT_WEBHOOK_URL, secret: env.CONTACT_WEBHOOK_SECRET, logger: app.log, ...relayOverrides })
    : undefined;
  app.decorate('relay', relay);
  if (relay) {
    // A freshly stored lead wakes the relay at once; the relay also polls, for re-queues from the CLI.
    store.onQueued(() => relay.nudge());
    app.addHook('onReady', async () => relay.start());
  } else app.log.warn('CONTACT_WEBHOOK_URL is not set: leads are stored in DATA_DIR but not forwarded anywhere');

  // Shutdown order: the server has stopped accepting; finish deliveries under way, commit
  // anything queued, then close the database.
  app.addHook('onClose', async () => {
    await relay?.stop();
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
  if (!env.VAPI_TOOLS_SECRET) app.log.warn("VAPI_TOOLS_SECRET is not set: the receptionist's tool calls are refused");
  if (site) {
    await app.register(siteRoutes, { staticDir, runtimeConfig: publicRuntimeConfig(env) });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not Found' }));
  }
  return app;
}
