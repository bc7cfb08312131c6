import { describe, expect, it } from 'vitest';
import { siteConfig } from './site-config';
import { siteConfigSchema } from './site-config.schema';
import { rasterImages } from '../client/generated/images';

describe('site config', () => {
  it('passes its schema', () => {
    expect(siteConfigSchema.safeParse(siteConfig).error?.issues ?? []).toEqual([]);
  });

  it('has the spec prices, buttons and background-removal defaults', () => {
    const [oneTime, membership, commercial] = siteConfig.plans;
    expect(oneTime).toMatchObject({ price: '$59', extraCost: '+$10 per extra can', buttonText: 'Book Now', isPopular: false });
    expect(membership).toMatchObject({
      price: '$32',
      frequency: 'per month',
      extraCost: '+$8 per extra can',
      buttonText: 'Start Membership',
      isPopular: true,
    });
    expect(membership!.features).toContain('Seasonal Deep Clean once a quarter');
    expect(commercial).toMatchObject({ price: 'Custom', buttonText: 'Request Proposal', isPopular: false });
    expect(siteConfig.hero.backgroundRemoval).toEqual({ threshold: 240, tolerance: 10 });
    expect(siteConfig.contact.defaultZip).toBe('30331');
  });

  it('every gallery image has a rendered source', () => {
    for (const image of siteConfig.gallery) expect(Object.keys(rasterImages)).toContain(image.src);
  });

  it('rejects a bad config with a message naming the field', () => {
    const result = siteConfigSchema.safeParse({ ...siteConfig, email: 'not-an-email', plans: siteConfig.plans.slice(0, 2) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['email', 'plans']));
  });
});
