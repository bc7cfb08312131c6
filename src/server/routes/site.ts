// Serves the prerendered site: '/' and the 404 page with the runtime config written in,
// hashed assets as immutable, everything else revalidated. Unknown paths get the 404 page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RUNTIME_CONFIG_PLACEHOLDER, runtimeConfigTag, type RuntimeConfig } from '../../common/runtime-config.js';

export interface SiteOptions {
  staticDir: string;
  runtimeConfig: RuntimeConfig;
}

const HASHED = /\/(assets|img)\//;

export async function siteRoutes(app: FastifyInstance, { staticDir, runtimeConfig }: SiteOptions) {
  const page = (file: string) =>
    readFileSync(join(staticDir, file), 'utf8').replace(RUNTIME_CONFIG_PLACEHOLDER, runtimeConfigTag(runtimeConfig));
  const home = page('index.html');
  const notFound = page('404.html');

  await app.register(fastifyStatic, {
    root: staticDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    // The .html files are templates: they are only ever sent through the routes below.
    allowedPath: (pathname) => !pathname.endsWith('.html'),
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  const html = 'text/html; charset=utf-8';
  app.get('/', (_req, reply) => reply.type(html).header('Cache-Control', 'no-cache').send(home));
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not Found' });
    return reply.code(404).type(html).header('Cache-Control', 'no-cache').send(notFound);
  });
}
