// A made-up second business, in Chicago: what its owner answers about it in Settings.
import type { Locator } from 'playwright-core';

export const LAKESIDE = {
  brandName: 'Lakeside Bins',
  phone: '(312) 555-0147',
  email: 'hello@lakesidebins.example',
  city: 'Chicago',
  region: 'IL',
  timeZone: 'America/Chicago',
  socialHandle: '@lakesidebins',
  socialUrl: 'https://instagram.com/lakesidebins',
};

/** The zips it serves, and its prices in cents. */
export const CHICAGO_ZIPS = ['60601', '60614', '60657'];
export const LAKESIDE_PRICES = {
  plans: [
    { id: 'one-time', first: 4900, extra: 900 },
    { id: 'membership', first: 2900, extra: 700 },
  ],
};

/** Its name, phone, city, state and time zone typed into the business's fields (Settings' or the first run's), as its owner would. */
export async function typeLakeside(fields: Locator): Promise<void> {
  await fields.getByLabel("The business's name").fill(LAKESIDE.brandName);
  await fields.getByLabel('The phone').fill(LAKESIDE.phone);
  await fields.getByLabel('The city').fill(LAKESIDE.city);
  await fields.getByLabel('The state').fill(LAKESIDE.region);
  await fields.getByLabel('The time zone').selectOption({ label: 'Central (Chicago)' });
}
