// The page's words in English: every string a visitor reads on '/' and its panels. The business's
// own prose (plans, steps, questions, the service window) is the site config's, written once; the
// Spanish catalog (es.ts) has the same shape, which the typecheck and a test hold it to.
import { SMS_CONSENT_TEXT } from '../sms-consent.ts';
import { pageConfig } from '../page-config.ts';
import type { PricingPlan } from '../site-config.schema.ts';
import type { PLAN_IDS } from '../services.ts';
import type { Language } from '../languages.ts';
import { BOOK_PATHS, HOME_PATHS } from '../pages.ts';
import type { PageBusiness } from '../page-business.ts';

const ava = pageConfig.receptionistName;

/** What the business is and where, in a line (the footer, the head's description, Ava's prompt). */
export const longNoteIn = (city: string) => `Professional trash can cleaning services for the Greater ${city} Metro area.`;
/** The note under the prices (the page, the booking page's plans, Ava's prompt). */
export const pricingNoteIn = (city: string) => `Prices are for standard city cans. Service area: the Greater ${city} Metro.`;

const plans = Object.fromEntries(
  pageConfig.plans.map(({ id, name, frequency, description, features, buttonText }) => [
    id,
    { name, frequency, description, features, buttonText },
  ]),
) as Record<(typeof PLAN_IDS)[number], { name: string; frequency: string; description: string; features: string[]; buttonText: string }>;

/** The shape of a page catalog: the English one's, which every other language must match. */
export type PageCopy = typeof en;

export const en = {
  /** The catalog's language: what the page sends with a lead, a call and a chat. */
  lang: 'en' as Language,
  skip: 'Skip to content',
  site: {
    tagline: pageConfig.tagline,
    longNote: (b: PageBusiness) => longNoteIn(b.city),
    title: (b: PageBusiness) => `${b.brandName} | Trash Can Cleaning in Greater ${b.city}`,
    /** The description with the one-time clean's price as given (the prices in force). */
    descriptionFrom: (price: string, b: PageBusiness) =>
      `${longNoteIn(b.city)} Curbside pressure rinse, sanitize and deodorize, the day after pickup. One-time cleans from ${price}.`,
  },
  header: {
    nav: 'Main',
    pricing: 'Pricing',
    contact: 'Contact',
    poweredBy: 'Powered by',
    call: 'Call',
    callNumber: (phone: string) => `Call ${phone}`,
  },
  hero: {
    title: 'Fresh, sanitized trash cans.',
    titleAccent: 'Right after pickup.',
    description: pageConfig.hero.description,
    audience: 'Serving both residential and commercial customers.',
    seePricing: 'See Pricing',
    contactUs: 'Contact Us',
    bookOnline: 'Book online',
    imageAlt: 'Two freshly cleaned trash cans with sparkles and soap bubbles',
    badges: ['Day after pickup', 'Hot-water sanitize', 'Deodorized fresh'],
  },
  talk: {
    talk: `Talk to ${ava}`,
    hangUp: 'Hang up',
    connecting: `Connecting to ${ava}…`,
    onCall: `On a call with ${ava}`,
    /** The panel's frame (its title by view, its close button), drawn before the panel's own code arrives. */
    panel: {
      consent: `Before you talk to ${ava}`,
      ended: 'Call ended',
      micProblem: `${ava} can't hear you yet`,
      chat: `Chat with ${ava}`,
      active: `On a call with ${ava}`,
      connecting: `Connecting to ${ava}…`,
      close: 'Close panel',
      oneMoment: 'One moment…',
      cancel: 'Cancel',
    },
    /** Ava's greeting when the call starts from this page: empty keeps the assistant's own. */
    firstMessage: (_business: PageBusiness): string => '',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Simple, Transparent Pricing',
    lead: `No contracts, no hidden fees. Pick a plan and ${ava} books it with you in a quick call.`,
    /** The lead where the voice platform is not set up: no call to offer. */
    leadWithoutVoice: 'No contracts, no hidden fees. Pick a plan and book it online in a few taps, or send us a message.',
    popular: 'Most Popular',
    selected: 'Your selected plan',
    /** Each card's link to the booking page (the button calls the receptionist). */
    bookOnline: 'Book online',
    bookPath: BOOK_PATHS.en as string,
    note: (b: PageBusiness) => pricingNoteIn(b.city),
    plans,
    // A plan's price is a fact of the site config, read when the card is drawn.
    prices: (plan: PricingPlan) => ({ price: plan.price, extraCost: plan.extraCost }),
  },
  how: {
    eyebrow: 'How It Works',
    title: 'Clean cans in three easy steps',
    steps: pageConfig.steps,
    windowTitle: 'Service Window',
    window: pageConfig.serviceWindow,
  },
  gallery: {
    eyebrow: 'Gallery',
    title: 'See Our Work in Action',
    lead: 'Every can gets the same treatment: hot rinse, sanitizer, deodorizer. Tap a photo to take a closer look.',
    images: pageConfig.gallery.map(({ alt, title }) => ({ alt, title })),
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close',
    position: (index: number, count: number) => `${index} of ${count}`,
  },
  area: {
    eyebrow: 'Service Area',
    title: (b: PageBusiness) => `Proudly serving Greater ${b.city}`,
    areas: 'Areas we serve',
    checkTitle: 'Do we serve your street?',
    zipLabel: 'Your zip code',
    check: 'Check',
    invalid: 'Please enter a 5-digit zip code.',
    served: (zip: string) => `Good news: we serve ${zip}!`,
    notServed: (zip: string, b: PageBusiness) =>
      `We don't serve ${zip} yet. Send us a message and we'll tell you when ${b.brandName} reaches you.`,
  },
  faq: { eyebrow: 'FAQ', title: 'Questions, answered', items: pageConfig.faq },
  contact: {
    eyebrow: 'Contact',
    title: 'Get In Touch',
    lead: `Ready to keep your trash cans fresh and clean? Send us a message below or talk to ${ava} for instant booking.`,
    leadWithoutVoice: 'Ready to keep your trash cans fresh and clean? Send us a message below, or pick a plan and book it online.',
    formTitle: 'Send Us a Message',
    formLead: "Fill out the form below and we'll get back to you soon",
    ctaTitle: 'Ready for Fresh, Clean Trash Cans?',
    cta: `Use the floating phone button to call ${ava} and book in minutes. Look for the green phone button in the top section.`,
    ctaWithoutVoice: "Pick a plan above and book it online in a few taps, or send us a message below and we'll get back to you soon.",
  },
  form: {
    name: 'Send us a message',
    status: 'Are you a new or returning customer?',
    statuses: { New: 'New', Returning: 'Returning' },
    fullName: 'Full name',
    mobile: 'Mobile',
    mobileHint: '(SMS scheduling)',
    email: 'Email',
    street: 'Street address',
    zip: 'Zip code',
    serviceType: 'Service type',
    serviceTypes: { 'One-Time': 'One-Time', Membership: 'Membership', Commercial: 'Commercial' },
    notes: 'Notes',
    optional: '(Optional)',
    honeypot: 'Leave this field empty',
    consent: SMS_CONSENT_TEXT,
    send: 'Send Message',
    sending: 'Sending...',
    sent: { title: 'Message sent!', description: "We'll get back to you as soon as possible." },
    /** After a message: the visitor's own link to pick a date now (it is texted to them too). */
    bookNow: { text: 'Message sent! Want to pick your date now?', link: 'Book online' },
    failed: { title: 'Error', description: 'Failed to send message. Please try again.' },
  },
  /** The server's answer to a form the browser sent by itself. */
  formResult: {
    /** The answer page's title (the brand follows it). */
    pageTitle: 'Your message',
    invalid: {
      title: 'Please check your message',
      text: 'Some details need a fix before we can send it. Everything you typed is still here.',
    },
    failed: { title: 'Error', text: 'Failed to send message. Please try again.' },
    refused: {
      title: 'Please use our website',
      text: (b: PageBusiness) => `This form can only be sent from ${b.siteUrl.replace(/^https?:\/\//, '')}.`,
    },
    call: 'You can also call us at',
    back: (b: PageBusiness) => `Back to ${b.brandName}`,
    home: HOME_PATHS.en,
  },
  notFound: {
    title: '404 Page Not Found',
    router: 'Did you forget to add the page to the router?',
    text: 'We could not find that page. It may have moved, or the address may have a typo.',
    back: 'Back to the home page',
  },
  footer: {
    contactDetails: 'Contact details',
    newTab: '(opens in a new tab)',
    poweredBy: 'Powered by',
    rights: 'All rights reserved.',
  },
};
