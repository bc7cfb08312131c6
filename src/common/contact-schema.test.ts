import { describe, expect, it } from 'vitest';
import { contactSchema, UNSUPPORTED_CHARACTERS } from './contact-schema.ts';

const valid = {
  customer_status: 'New',
  full_name: 'José Núñez-O’Brien',
  mobile: '+1 (404) 555-0199',
  email: 'jose@example.com',
  street: '12 Peachtree St NE',
  zip: '30309',
  service_type: 'One-Time',
  sms_opt_in: true,
};

describe('contactSchema', () => {
  it('accepts real names with accents, apostrophes, emoji and other scripts, trimmed', () => {
    const parsed = contactSchema.parse({ ...valid, full_name: '  محمد 李雷 🌟  ', notes: ' Gate code 12\n2 cans ' });
    expect(parsed.full_name).toBe('محمد 李雷 🌟');
    expect(parsed.notes).toBe('Gate code 12\n2 cans');
    expect(contactSchema.parse(valid).notes).toBe('');
  });

  it('rejects lone surrogates and control characters with a clear message', () => {
    for (const bad of ['Jo\uD800e', 'Jo\uDC00e', 'Jo\u0000e', 'Jo\u001Be', 'Jo\ne']) {
      const result = contactSchema.safeParse({ ...valid, full_name: bad });
      expect(result.error?.issues[0]?.message, JSON.stringify(bad)).toBe(UNSUPPORTED_CHARACTERS);
    }
    expect(contactSchema.safeParse({ ...valid, notes: 'bell\u0007' }).error?.issues[0]?.message).toBe(UNSUPPORTED_CHARACTERS);
  });

  it('rejects over-long values and wrong types', () => {
    expect(contactSchema.safeParse({ ...valid, full_name: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      'Please keep this under 100 characters',
    );
    expect(contactSchema.safeParse({ ...valid, sms_opt_in: 'true' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, zip: 30309 }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, notes: { a: 1 } }).error?.issues[0]?.message).toBe('Notes must be text');
  });
});
