import { describe, expect, it } from 'vitest';
import { checkZip } from './service-area.ts';

describe('checkZip', () => {
  const zips = ['30331', '30309'];
  it('says a listed zip is served', () => {
    expect(checkZip('30331', zips)).toEqual({ kind: 'served', zip: '30331' });
    expect(checkZip(' 30309 ', zips)).toEqual({ kind: 'served', zip: '30309' });
    expect(checkZip('30309-1234', zips)).toEqual({ kind: 'served', zip: '30309' });
  });
  it('says an unlisted zip is not served', () => {
    expect(checkZip('90210', zips)).toEqual({ kind: 'not-served', zip: '90210' });
  });
  it('rejects what is not a zip', () => {
    for (const bad of ['', '3033', '303311', 'abcde', '30331-12']) expect(checkZip(bad, zips)).toEqual({ kind: 'invalid' });
  });
  it('reads the site config list by default', () => {
    expect(checkZip('30331').kind).toBe('served');
  });
});

describe('holiday jurisdictions', () => {
  it('every zip served belongs to exactly one jurisdiction, and every jurisdiction zip is served', async () => {
    const { siteConfig } = await import('./site-config.ts');
    const { siteConfigSchema } = await import('./site-config.schema.ts');
    const listed = siteConfig.pickupHolidays.jurisdictions.flatMap((j) => j.zips);
    expect([...listed].sort()).toEqual([...siteConfig.serviceArea.zips].sort());
    // The schema refuses a zip in two jurisdictions.
    const twice = structuredClone(siteConfig);
    (twice.pickupHolidays.jurisdictions[1]!.zips as string[]).push(siteConfig.pickupHolidays.jurisdictions[0]!.zips[0]!);
    expect(siteConfigSchema.safeParse(twice).success).toBe(false);
  });
});
