import { describe, expect, it } from 'vitest';
import { catalogPaths as paths } from '../../../../tests/support/catalog-paths.ts';
import { BOOKING_EMAIL_WORDS } from './booking-email-words.ts';

describe("the booking e-mail's words", () => {
  it('hold the same keys in English and Spanish', () => {
    expect(paths(BOOKING_EMAIL_WORDS.es).sort()).toEqual(paths(BOOKING_EMAIL_WORDS.en).sort());
  });
});
