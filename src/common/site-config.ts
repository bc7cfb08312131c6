// The business's facts as a new install starts: the page, the server and the receptionist's
// definition are built from this module. From then on the owner changes prices, zips, days,
// room, quiet hours and fees from the inbox's Settings, kept as versions in the database
// (src/server/platform/settings/), which the server reads in place of these.
import type { SiteConfig } from './site-config.schema.ts';

import { ATLANTA_ZIPS, COBB_ZIPS, DEKALB_ZIPS, FULTON_CITIES_ZIPS, GWINNETT_ZIPS, pageConfig } from './page-config.ts';

export const siteConfig = {
  ...pageConfig,
  booking: {
    serviceDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    // Saturday pickups are cleaned on Monday (no Sunday service); Sunday's next day is Monday anyway.
    pickupDayMoves: { Saturday: 'Monday' },
    capacityPerDay: 40,
    horizonDays: 21,
    cutoffHour: 18,
    blackoutDates: ['2026-11-26', '2026-12-25', '2027-01-01', '2027-05-31', '2027-07-05', '2027-09-06', '2027-11-25', '2027-12-24'],
    ownerDigestHour: 17,
    datesOffered: 3,
    manageLinkDays: 30,
    deepCleanEvery: 3,
    pauseMaxWeeks: 8,
    pausesPerYear: 2,
  },
  texts: {
    reminderHour: 18,
    quietFrom: 21,
    quietUntil: 8,
    countries: ['US'],
    unasked: { perNumberPerDay: 6, perAddressPerHour: 10, perAddressPerDay: 30, perHour: 60, perDay: 300, webPerHour: 20, webPerDay: 100 },
    emailReplies: true,
    ava: { on: true, ownerHoldHours: 12, bound: { perHour: 8, perDay: 20, machineRounds: 3, machineSeconds: 10 } },
  },
  payments: { lateCancelRefundPercent: 50, unpaidHoldHours: null },
  commercial: {
    tiers: [
      { fromCarts: 1, centsPerCart: 9_00 },
      { fromCarts: 10, centsPerCart: 7_50 },
      { fromCarts: 25, centsPerCart: 6_00 },
      { fromCarts: 60, centsPerCart: 5_00 },
    ],
    maxCartsPerAddress: 300,
    maxAddresses: 20,
    paymentDays: 30,
    noticeDays: 30,
    reminderDays: 7,
    overdueReminderDays: [7, 21],
    billMissedVisits: false,
    linesPerVisitUpTo: 20,
    terms:
      'We bill once a month for the visits given. Payment is due {paymentDays} days after each invoice, by card or bank transfer. Either side may end the service with {noticeDays} days’ notice.',
  },
  crew: {
    yard: { name: 'Five Points, downtown Atlanta', latitude: 33.7537, longitude: -84.3915 },
    notOutPolicy: 'credit',
    notOutFeeCents: 15_00,
    feeWithoutCard: 'waive',
    reviewUrl: 'https://g.page/r/canfresh-atl/review',
    reviewAfterHours: 2,
    reviewEveryDays: 90,
    markWindowDays: 3,
    placeWithinKm: 10,
    routeSharePercent: 25,
  },
  pickupHolidays: {
    noticeDays: 21,
    jurisdictions: [
      {
        // No pickup on the holiday; the rest of the week runs a day late (Friday's on Saturday).
        id: 'atlanta',
        name: 'City of Atlanta',
        zips: ATLANTA_ZIPS,
        rules: {
          newYear: 'rest-of-week',
          mlk: 'rest-of-week',
          memorial: 'rest-of-week',
          independence: 'rest-of-week',
          labor: 'rest-of-week',
          thanksgiving: 'rest-of-week',
          christmas: 'rest-of-week',
        },
      },
      {
        // A Monday holiday moves the whole week a day; Thanksgiving moves Thursday to Friday and leaves Friday.
        id: 'dekalb',
        name: 'DeKalb',
        zips: DEKALB_ZIPS,
        rules: { mlk: 'rest-of-week', memorial: 'rest-of-week', labor: 'rest-of-week', thanksgiving: 'that-day' },
      },
      {
        // Unincorporated Gwinnett: Christmas and New Year's move the rest of the week; July 4 moves nothing.
        id: 'gwinnett',
        name: 'Gwinnett',
        zips: GWINNETT_ZIPS,
        rules: { christmas: 'rest-of-week', newYear: 'rest-of-week', independence: 'none' },
      },
      {
        // No county collection: each hauler decides. Set the rule your customers' haulers follow.
        id: 'cobb',
        name: 'Cobb (private haulers)',
        zips: COBB_ZIPS,
        rules: {},
      },
      {
        // Each city decides (Alpharetta moves the rest of Christmas week; Roswell moves a Friday holiday to Saturday).
        id: 'fulton-cities',
        name: 'Fulton cities (East Point, College Park, Sandy Springs, South Fulton, Union City, Fairburn)',
        zips: FULTON_CITIES_ZIPS,
        rules: {},
      },
    ],
  },
  voice: {
    ...pageConfig.voice,
    callBacks: { perNumberPerWeek: 1, perAddressPerHour: 2, perAddressPerDay: 4, perHour: 10, perDay: 40 },
    recordCalls: true,
    transcriber: { provider: 'deepgram', model: 'nova-3', language: 'multi' },
    speech: { provider: '11labs', voiceId: 'sarah', model: 'eleven_multilingual_v2' },
  },
} satisfies SiteConfig;
