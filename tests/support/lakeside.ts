// A made-up second business, in Chicago: what its owner answers about it in Settings.
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
