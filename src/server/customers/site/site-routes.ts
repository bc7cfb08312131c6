// Serves the prerendered site: '/', the form's confirmation and the 404 page with the runtime config written in,
// hashed assets as immutable, everything else revalidated. Unknown paths get the 404 page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { compressPage, sendPage } from '../../platform/http/compressed-page.ts';
import { byLanguage } from '../../../common/languages.ts';
import { OWNER_PERMISSIONS_POLICY } from '../../platform/http/security-headers.ts';
import { languageAt, PAGES, ROUTES } from '../../../common/pages.ts';
import { markVoice, RUNTIME_CONFIG_PLACEHOLDER, runtimeConfigTag, type RuntimeConfig } from '../../../common/runtime-config.ts';
import { businessOf } from '../../../common/page-business.ts';
import { businessPage } from '../../platform/http/business-page.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import { HomePages, type RatingsShown } from './home-pages.ts';
import type { OpeningSoonPages } from './opening-soon.ts';

export interface SiteOptions {
  staticDir: string;
  /** What the home page answers until the business opens. */
  openingSoon: OpeningSoonPages;
  runtimeConfig: RuntimeConfig;
  /** The business's facts in force: the home page shows the plans at their prices. */
  settings: SettingsSource;
  /** The customers' ratings, which the home page shows. */
  ratings?: RatingsShown;
}

const HASHED = /\/(assets|img)\//;

export async function siteRoutes(app: FastifyInstance, { staticDir, openingSoon, runtimeConfig, settings, ratings }: SiteOptions) {
  const withConfig = (html: string) =>
    markVoice(
      html.replace(RUNTIME_CONFIG_PLACEHOLDER, () => runtimeConfigTag(runtimeConfig)),
      runtimeConfig,
    );
  // A prerendered page in the business's words as they stand (the build's until the owner changes them).
  const page = (file: string) =>
    businessPage(withConfig(readFileSync(join(staticDir, file), 'utf8')), () => businessOf(settings.current()));
  const homes = new HomePages(staticDir, withConfig, settings, app.log, ratings);
  await homes.follow();
  const notFound = byLanguage((language) => page(PAGES[language]['not-found'].file));

  await app.register(fastifyStatic, {
    root: staticDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    // Our setHeaders decides caching; the plugin's own default (max-age=0) would override it.
    cacheControl: false,
    // The .html files are templates: they are only ever sent through the routes below.
    allowedPath: (pathname) => !pathname.endsWith('.html'),
    setHeaders: (res, path) => {
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  for (const { kind, language } of ROUTES) {
    const { path, file } = PAGES[language][kind];
    if (path === null) continue;
    if (kind === 'home')
      app.get(path, async (request, reply) =>
        // Until the owner answers the first run's setup, the business opens soon: no name, no booking.
        sendPage(request, reply, settings.opened() ? await homes.page(language) : openingSoon[language]),
      );
    else {
      const compressed = page(file);
      app.get(path, (request, reply) => sendPage(request, reply, compressed()));
    }
    // A language's home under its own folder, asked without its slash (/es): the page's own links are relative to it.
    if (kind === 'home' && path !== '/') app.get(path.replace(/\/$/, ''), (_request, reply) => reply.redirect(path, 301));
  }
  // The owner's inbox: a page of its own (its app signs the owner in through /owner/api).
  if (existsSync(join(staticDir, 'owner.html'))) {
    const inbox = compressPage(readFileSync(join(staticDir, 'owner.html'), 'utf8'));
    app.get('/owner', (request, reply) => sendPage(request, reply, inbox, 200, OWNER_PERMISSIONS_POLICY));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/owner/api/')) return reply.code(404).send({ error: 'Not Found' });
    return sendPage(request, reply, notFound[languageAt(request.url.split('?')[0]!)](), 404);
  });
}
