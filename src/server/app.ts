// Builds the Fastify app as a plugin tree; never listens (server.ts does), so tests use app.inject().
import Fastify, { type FastifyInstance } from 'fastify';
import { defaultStaticDir, publicRuntimeConfig, type Env } from './env.js';
import { siteRoutes } from './routes/site.js';

export interface AppOptions {
  env: Env;
  logger?: boolean;
}

export async function buildApp({ env, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    trustProxy: env.TRUST_PROXY,
    // Explicit timeouts: a slow client cannot hold a connection open for ever.
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    requestTimeout: 30_000,
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
  });
  await app.register(siteRoutes, { staticDir: env.STATIC_DIR ?? defaultStaticDir, runtimeConfig: publicRuntimeConfig(env) });
  return app;
}
