import { expect, it } from 'vitest';
import { textableNumber } from './text-countries.ts';

const US = ['US'];

it('texts go to US mobiles only: toll-free, premium, personal and foreign numbers are refused by their kind', () => {
  expect(textableNumber('+14045550199', US)).toBe(true);
  expect(textableNumber('+16785550100', US)).toBe(true);
  for (const number of ['+18005551234', '+18885551234', '+19005551234', '+15005551234', '+15335551234'])
    expect(textableNumber(number, US), number).toBe(false);
  // Abroad: refused by country, and a foreign fixed line by its kind too where the country is served.
  expect(textableNumber('+4520123456', US)).toBe(false);
  expect(textableNumber('+442071234567', ['GB'])).toBe(false);
  expect(textableNumber('+447400123456', ['GB'])).toBe(true);
});
