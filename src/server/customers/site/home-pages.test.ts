import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { withPlanPrice } from '../../../common/prices.ts';
import type { SiteConfig } from '../../../common/site-config.schema.ts';
import { siteConfig } from '../../../common/site-config.ts';
import { HomePages } from './home-pages.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder with the pages and their templates but no server bundle: a rendering fails. */
function brokenBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'canfresh-home-pages-'));
  dirs.push(dir);
  for (const file of ['index.html', 'es.html', 'index.template.html', 'es.template.html'])
    writeFileSync(join(dir, file), `<html><!--page-prices--><main>${file}<!--app-html--></main></html>`);
  return dir;
}

const raised = (config: SiteConfig): SiteConfig => ({
  ...config,
  plans: config.plans.map((plan) => (plan.id === 'one-time' && plan.cents ? withPlanPrice(plan, { first: 6900, extra: 1200 }) : plan)),
});

describe('the home page at the prices in force', () => {
  it('a rendering that fails keeps the page shown before, logs once, and is tried again at the next change', async () => {
    let config: SiteConfig = siteConfig;
    const errors: string[] = [];
    const homes = new HomePages(brokenBuild(), (html) => html, { current: () => config }, { error: (_, message) => errors.push(message) });
    const before = (await homes.page('en')).identity.toString();
    expect(before).toContain('index.html');

    config = raised(siteConfig);
    const pages = await Promise.all([homes.page('en'), homes.page('es'), homes.page('en')]);
    expect(pages.map((p) => p.identity.toString())).toEqual([before, expect.stringContaining('es.html'), before]);
    expect(errors).toEqual(['the home page could not be rendered at the new settings; the last one is served']);
    await homes.page('en');
    expect(errors).toHaveLength(1); // the same settings are not rendered again at every request

    config = { ...config }; // another version of the settings (another part changed)
    await homes.page('en');
    expect(errors).toHaveLength(2);
  });
});
