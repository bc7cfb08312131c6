import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rasterImages } from '../client/generated/images.ts';
import { homeHead, localBusiness } from '../client/head-tags.ts';
import { en } from './copy/en.ts';
import { CopyProvider } from '../client/copy/page-copy.tsx';
import { Pricing } from '../client/sections/pricing/pricing.tsx';
import { CallProvider } from '../client/voice/call-context.tsx';
import { systemPrompt } from '../server/receptionist/assistant/assistant-definition.ts';
import { siteConfig } from './site-config.ts';
import { checkSiteConfig, siteConfigSchema, SiteConfigError } from './site-config.schema.ts';
import { BUILT_BUSINESS, BusinessProvider } from '../client/copy/page-business.tsx';
import { PricesProvider } from '../client/sections/pricing/page-prices.tsx';
import { pricesOf } from './page-prices.ts';
import { withPlanPrice } from './prices.ts';

const original = siteConfig;

describe('site config', () => {
  it('passes its schema', () => {
    expect(siteConfigSchema.safeParse(siteConfig).error?.issues ?? []).toEqual([]);
    expect(() => checkSiteConfig(siteConfig)).not.toThrow();
  });

  it('every gallery image has a rendered source', () => {
    for (const image of siteConfig.gallery) expect(Object.keys(rasterImages)).toContain(image.src);
  });

  it('a changed price reaches the page, the JSON-LD and the receptionist', () => {
    // The owner's prices, as a value: the page gets them through its provider, the head and the prompt as an argument.
    const config = structuredClone(siteConfig);
    config.plans[0] = withPlanPrice(config.plans[0]!, { first: 6400, extra: 1000 });
    config.plans[1] = withPlanPrice(config.plans[1]!, { first: 3200, extra: 900 });
    const page = renderToStaticMarkup(
      <CopyProvider copy={en}>
        <BusinessProvider copy={BUILT_BUSINESS}>
          <PricesProvider value={pricesOf(config.plans, siteConfig.plans)}>
            <CallProvider>
              <Pricing />
            </CallProvider>
          </PricesProvider>
        </BusinessProvider>
      </CopyProvider>,
    );
    expect(page).toContain('$64');
    expect(page).toContain('+$9 per extra can');
    expect(page).not.toContain('$59');

    const offers = localBusiness(config).makesOffer;
    expect(offers[0]).toMatchObject({ name: config.plans[0]!.name, price: '64', priceCurrency: 'USD' });
    expect(offers[1]!.description).toContain('+$9 per extra can');
    expect(homeHead(undefined, en, config)).toContain('One-time cleans from $64.');

    const prompt = systemPrompt(config);
    expect(prompt).toContain('$64');
    expect(prompt).toContain('+$9 per extra can');
    expect(prompt).not.toContain('$59');
  });

  it('rejects a bad config with a message naming each field and the value found', () => {
    const [first, ...gallery] = original.gallery;
    const bad = {
      ...structuredClone(original),
      email: 'not-an-email',
      plans: original.plans.slice(0, 2),
      gallery: [{ ...first, src: 'no-such-image' }, ...gallery],
    };
    const result = siteConfigSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['email', 'plans', 'gallery.0.src']));
    expect(() => checkSiteConfig(bad)).toThrow(SiteConfigError);
    expect(() => checkSiteConfig(bad)).toThrow(/email: .*\(got "not-an-email"\)/);
    expect(() => checkSiteConfig(bad)).toThrow(/gallery\.0\.src: .*\(got "no-such-image"\)/);
  });

  it('reads its hours against each other: no booking for tomorrow once texts are quiet', () => {
    const late = { ...original, booking: { ...original.booking, cutoffHour: 22 } };
    expect(() => checkSiteConfig(late)).toThrow(/booking\.cutoffHour: is at most texts\.quietFrom \(21\).*\(got 22\)/);
    expect(() => checkSiteConfig({ ...original, booking: { ...original.booking, cutoffHour: 21 } })).not.toThrow();
  });

  it('each plan id once, every service type booked by a plan, a membership at its rhythm', () => {
    const [oneTime, membership, commercial] = original.plans;
    const twice = { ...original, plans: [oneTime, membership, { ...commercial, id: 'membership', serviceType: 'Membership' }] };
    expect(() => checkSiteConfig(twice)).toThrow(/each plan id once/);
    expect(() => checkSiteConfig(twice)).toThrow(/every service type booked by a plan/);
    expect(() => checkSiteConfig(twice)).toThrow(/a membership recurs \(everyWeeks\), no other plan does/);
    // A second membership every 2 weeks is a plan like the others; its card says its rhythm.
    const biWeekly = { ...membership!, id: 'bi-weekly', name: 'Bi-weekly', everyWeeks: 2, isPopular: false };
    expect(() => checkSiteConfig({ ...original, plans: [...original.plans, { ...biWeekly, frequency: 'every 2 weeks' }] })).not.toThrow();
    expect(() => checkSiteConfig({ ...original, plans: [...original.plans, biWeekly] })).toThrow(
      /plans\.3\.frequency: is 'every 2 weeks': a membership is charged on its visit days/,
    );
  });
});
