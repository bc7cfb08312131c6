// Runtime validation of the site config: run by the unit tests and at server start,
// so a typo in a business fact fails loudly instead of shipping. Not imported by the page.
import { z } from 'zod';

const text = z.string().trim().min(1);

export const siteConfigSchema = z.object({
  brandName: text,
  receptionistName: text.regex(/^[A-Za-z][A-Za-z -]*$/, 'used in the hero anchor id, letters only'),
  tagline: text,
  longNote: text,
  siteUrl: z.url(),
  phone: z.string().regex(/^\+?\d{7,15}$/, 'digits only, optionally with a leading +'),
  email: z.email(),
  social: z.object({ network: text, handle: text, url: z.url() }),
  partner: z.object({ name: text, url: z.url() }),
  address: z.object({ locality: text, region: text, country: text }),
  hero: z.object({
    description: text,
    backgroundRemoval: z.object({ threshold: z.number().int().min(0).max(255), tolerance: z.number().int().min(0).max(255) }),
  }),
  plans: z
    .array(
      z.object({
        id: z.enum(['one-time', 'membership', 'commercial']),
        name: text,
        serviceType: z.enum(['One-Time', 'Membership', 'Commercial']),
        price: text,
        frequency: z.string(),
        extraCost: text,
        description: text,
        features: z.array(text).min(1),
        buttonText: text,
        isPopular: z.boolean(),
      }),
    )
    .length(3)
    .refine((plans) => plans.filter((p) => p.isPopular).length <= 1, 'at most one plan is marked popular'),
  pricingNote: text,
  steps: z.array(z.object({ title: text, text })).length(3),
  serviceWindow: text,
  gallery: z.array(z.object({ id: z.number().int(), src: text, alt: text, title: text })).length(6),
  serviceArea: z.object({ areas: z.array(text).min(1), zips: z.array(z.string().regex(/^\d{5}$/)).min(1) }),
  faq: z.array(z.object({ question: text, answer: text })).min(1),
  contact: z.object({ defaultZip: z.string().regex(/^\d{5}$/) }),
});
