// The business's facts the public pages draw (its name, phone, plans, words, area and gallery), as
// a new install starts: a module apart from the server's rules (site-config.ts), so the page's
// first load carries only what it shows. The server's settings hold both, as one value.
import type { SiteConfig } from './site-config.schema.ts';

// The zips served, by the jurisdiction whose trash pickup they follow (a holiday moves each differently).
export const ATLANTA_ZIPS = [
  '30303',
  '30305',
  '30306',
  '30307',
  '30308',
  '30309',
  '30310',
  '30311',
  '30312',
  '30313',
  '30314',
  '30315',
  '30316',
  '30317',
  '30318',
  '30324',
  '30326',
  '30327',
  '30331',
  '30342',
];
export const DEKALB_ZIPS = ['30030', '30032', '30033', '30319'];
export const GWINNETT_ZIPS = [] as string[];
export const COBB_ZIPS = ['30060', '30062', '30064', '30066', '30067', '30068', '30080', '30082', '30126', '30339'];
export const FULTON_CITIES_ZIPS = ['30213', '30291', '30328', '30337', '30344', '30349', '30354'];

export const pageConfig = {
  brandName: 'CanFresh ATL',
  receptionistName: 'Ava',
  tagline: 'Fresh cans. Happy curb.',
  siteUrl: 'https://canfreshatl.com',
  phone: '14045550123',
  email: 'hello@canfreshatl.com',
  social: { network: 'Instagram', handle: '@canfreshatl', url: 'https://instagram.com/canfreshatl' },
  partner: { name: 'Peach State AI', url: 'https://peachstate.ai' },
  address: { locality: 'Atlanta', region: 'GA', country: 'US' },
  timeZone: 'America/New_York',
  hero: {
    description:
      'We pressure-rinse, sanitize and deodorize your city trash cans right at the curb, lids and wheels included, the day after your regular pickup. No smell, no mess, no hose in your driveway.',
    backgroundRemoval: { threshold: 240, tolerance: 10 },
  },
  plans: [
    {
      id: 'one-time',
      name: 'One-Time Clean',
      serviceType: 'One-Time',
      price: '$59',
      frequency: 'first can',
      extraCost: '+$10 per extra can',
      cents: { first: 5900, extra: 1000 },
      everyWeeks: null,
      description: 'A deep, sanitizing wash whenever your cans need it. Perfect before a move or after a cookout.',
      features: ['Hot pressure rinse inside and out', 'Sanitized and deodorized', 'Lids, handles and wheels included'],
      buttonText: 'Book Now',
      isPopular: false,
    },
    {
      id: 'membership',
      name: 'Pristine Membership',
      serviceType: 'Membership',
      price: '$32',
      frequency: 'every 4 weeks',
      extraCost: '+$8 per extra can',
      cents: { first: 3200, extra: 800 },
      everyWeeks: 4,
      description: 'Your cans cleaned every 4 weeks, the day after pickup, so they never get the chance to smell.',
      features: ['A clean every 4 weeks, day after pickup', 'Seasonal Deep Clean once a quarter', 'Pause or cancel any time'],
      buttonText: 'Start Membership',
      isPopular: true,
    },
    {
      id: 'commercial',
      name: 'Commercial',
      serviceType: 'Commercial',
      price: 'Custom',
      frequency: 'pricing',
      extraCost: 'Volume discounts available',
      cents: null,
      everyWeeks: null,
      description: 'Restaurants, HOAs, apartments and offices: scheduled cleaning for every bin and dumpster pad.',
      features: ['Any number of bins', 'Dumpster pad rinse', 'Flexible schedule and invoicing'],
      buttonText: 'Request Proposal',
      isPopular: false,
    },
  ],
  steps: [
    {
      title: 'Book in a minute',
      text: 'Send the form or talk to our receptionist. Tell us your pickup day and how many cans you have.',
      textWithoutVoice: 'Book online in a few taps or send the form. Tell us your pickup day and how many cans you have.',
    },
    { title: 'Leave cans at the curb', text: 'After the trucks empty them, leave your cans out. Our wash trailer comes by the next day.' },
    {
      title: 'Come home to fresh cans',
      text: 'Hot-water rinse, sanitizer and deodorizer. We leave them clean, dry-ish and smelling great.',
    },
  ],
  serviceWindow: 'We clean between about 8 AM and 4 PM on the day after your regular pickup. You do not need to be home.',
  gallery: [
    { id: 1, src: 'before-after', alt: 'A grimy trash can with flies beside the same can, clean and shining', title: 'Before & After' },
    { id: 2, src: 'pressure-rinse', alt: 'Hot water jets rinsing the inside of an open green trash can', title: 'Hot Pressure Rinse' },
    { id: 3, src: 'lid-sanitized', alt: 'A blue recycling can, lid open, next to a sanitizer bottle', title: 'Lids & Rims Sanitized' },
    { id: 4, src: 'wheels-handles', alt: 'Water spraying the wheels and base of a dark trash can', title: 'Wheels & Handles Too' },
    { id: 5, src: 'curbside-day-after', alt: 'Two clean cans at the curb on a sunny suburban street', title: 'Curbside, Day After Pickup' },
    { id: 6, src: 'commercial-pad', alt: 'A clean commercial pad with a green dumpster and a bin', title: 'Commercial Dumpster Pads' },
  ],
  serviceArea: {
    areas: [
      'Atlanta',
      'Decatur',
      'East Point',
      'College Park',
      'Sandy Springs',
      'Smyrna',
      'Marietta',
      'Fairburn',
      'Union City',
      'South Fulton',
    ],
    zips: [...ATLANTA_ZIPS, ...DEKALB_ZIPS, ...GWINNETT_ZIPS, ...COBB_ZIPS, ...FULTON_CITIES_ZIPS],
  },
  faq: [
    {
      question: 'Do I need to be home?',
      answer: 'No. Leave your cans at the curb after pickup and we take care of the rest between about 8 AM and 4 PM.',
    },
    {
      question: 'What do you use to clean the cans?',
      answer:
        'Hot, high-pressure water, a biodegradable sanitizer and a fresh-scent deodorizer. The rinse water is captured by our trailer, not left in your street.',
    },
    {
      question: 'Which cans do you clean?',
      answer: 'Standard city trash, recycling and yard-waste roll carts. Commercial bins and dumpster pads are quoted separately.',
    },
    {
      question: 'How do I pay?',
      answer:
        'We send a secure payment link by text after your first clean. Memberships renew monthly and can be paused or cancelled any time.',
    },
    { question: 'What if it rains?', answer: 'Light rain is fine. In a storm we move your clean to the next service day and text you.' },
  ],
  contact: { defaultZip: '30331' },
  onlineBooking: { on: true, linkDays: 14, bookingsPerIpPerDay: 3 },
  voice: {
    disclosure: '{name} is an AI receptionist. Calls and chats may be recorded and transcribed to serve you.',
    requireConsent: false,
  },
} satisfies Omit<Partial<SiteConfig>, 'voice'> & { voice: Pick<SiteConfig['voice'], 'disclosure' | 'requireConsent'> };
