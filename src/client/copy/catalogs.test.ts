// The two page catalogs hold the same keys, all the way down: a word added to one language and
// not the other fails here (and in the typecheck, which holds es.ts to en.ts's shape).
import { describe, expect, it } from 'vitest';
import { contactMessages, UNSUPPORTED_CHARACTERS } from '../../common/contact-schema.ts';
import { siteConfig } from '../../common/site-config.ts';
import { en } from './en.ts';
import { es } from './es.ts';

/** Every path to a leaf ('hero.badges.2', 'form.error()'), arrays by index. */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'function') return [`${prefix}()`];
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => paths(inner, prefix ? `${prefix}.${key}` : key));
}

describe('the page catalogs', () => {
  it('hold the same keys in English and Spanish', () => {
    expect(paths(es).sort()).toEqual(paths(en).sort());
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
      expect(es.form.error(message)).not.toBe(message);
      expect(en.form.error(message)).toBe(message);
    }
    expect(es.form.error('Please keep this under 100 characters')).toBe('Escriba menos de 100 caracteres');
  });

  it('prices come from the config in both, in each language', () => {
    const membership = siteConfig.plans[1]!;
    expect(en.pricing.prices(membership)).toEqual({ price: '$32', extraCost: '+$8 per extra can' });
    expect(es.pricing.prices(membership)).toEqual({ price: '$32', extraCost: '+$8 por bote adicional' });
    expect(es.pricing.prices(siteConfig.plans[2]!).price).toBe('A medida');
  });
});
