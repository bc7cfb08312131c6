import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './phone.ts';

describe('formatPhone', () => {
  it('formats a US number, with its country code or as typed (10 digits), as (xxx) xxx-xxxx', () => {
    expect(formatPhone('14045550123')).toBe('(404) 555-0123');
    expect(formatPhone('+1 404 555 0123')).toBe('(404) 555-0123');
    expect(formatPhone('4045550123')).toBe('(404) 555-0123');
  });
  it('shows anything else as given', () => {
    expect(formatPhone('24045550123')).toBe('24045550123');
    expect(formatPhone('140455501234')).toBe('140455501234');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    // Ten digits after another country's code are that country's number, never a US one.
    expect(formatPhone('+45 20 12 34 56')).toBe('+45 20 12 34 56');
    expect(formatPhone('+4520123456')).toBe('+4520123456');
    expect(formatPhone('+6591234567')).toBe('+6591234567');
    expect(formatPhone('')).toBe('');
  });
});

describe('telHref', () => {
  it('dials North American numbers with +1', () => {
    expect(telHref('14045550123')).toBe('tel:+14045550123');
  });
  it('keeps other numbers as they are, digits only', () => {
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('4045550123')).toBe('tel:4045550123');
  });
});
