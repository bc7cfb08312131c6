// The two page catalogs hold the same keys, all the way down: a word added to one language and
// not the other fails here (and in the typecheck, which holds es.ts to en.ts's shape).
import { formError } from './form-errors.ts';
import { describe, expect, it } from 'vitest';
import { contactMessages, UNSUPPORTED_CHARACTERS } from '../contact-schema.ts';
import { siteConfig } from '../site-config.ts';
import { catalogPaths as paths } from '../../../tests/support/catalog-paths.ts';
import { BOOKING_PAGE_COPY } from './booking-page-copy.ts';
import { en } from './en.ts';
import { panelEn } from './panel-en.ts';
import { panelEs } from './panel-es.ts';
import { es } from './es.ts';

describe('the page catalogs', () => {
  it('hold the same keys in English and Spanish', () => {
    expect(paths(es).sort()).toEqual(paths(en).sort());
  });

  it("the booking page's and the call panel's words too", () => {
    expect(paths(BOOKING_PAGE_COPY.es).sort()).toEqual(paths(BOOKING_PAGE_COPY.en).sort());
    expect(paths(panelEs).sort()).toEqual(paths(panelEn).sort());
  });

  it('the comparison fails on a key one of them lacks', () => {
    const { footer, ...withoutFooter } = es;
    expect(paths({ ...withoutFooter, footer: { ...footer, extra: 'x' } }).sort()).not.toEqual(paths(en).sort());
  });

  it('words for every plan, gallery photo and question the site config has', () => {
    for (const copy of [en, es]) {
      expect(Object.keys(copy.pricing.plans).sort()).toEqual(siteConfig.plans.map((p) => p.id).sort());
      expect(copy.gallery.images).toHaveLength(siteConfig.gallery.length);
      expect(copy.faq.items).toHaveLength(siteConfig.faq.length);
    }
  });

  it('every message of the contact schema in Spanish, and a length limit with its number', () => {
    for (const message of [...Object.values(contactMessages), UNSUPPORTED_CHARACTERS]) {
      expect(formError('es', message)).not.toBe(message);
      expect(formError('en', message)).toBe(message);
    }
    expect(formError('es', 'Please keep this under 100 characters')).toBe('Escriba menos de 100 caracteres');
  });

  it('prices come from the config in both, in each language', () => {
    const membership = siteConfig.plans[1]!;
    expect(en.pricing.prices(membership)).toEqual({ price: '$32', extraCost: '+$8 per extra can' });
    expect(es.pricing.prices(membership)).toEqual({ price: '$32', extraCost: '+$8 por bote adicional' });
    expect(es.pricing.prices(siteConfig.plans[2]!).price).toBe('Precio');
    expect(es.pricing.plans.commercial.frequency).toBe('a medida');
  });
});
