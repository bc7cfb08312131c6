// The shape and rules of the business facts in site-config.ts: one zod schema, from which the
// SiteConfig type is inferred (a type-only import costs the page nothing). The tests and the
// server at start-up validate the config with it, so a typo in a business fact fails loudly
// instead of shipping.
import { z } from 'zod';
import { CONTROL, CONTROL_EXCEPT_LINES } from './control-characters.ts';
import { IMAGE_NAMES } from './generated/image-names.ts';
import { dollars } from './prices.ts';
import { SERVICE_TYPES } from './services.ts';
import { LANGUAGES } from './languages.ts';
import { everyWeeksWords } from './plan-rules.ts';
import { WEEKDAYS, type Weekday } from './weekdays.ts';

// The owner's words are data: a value meant as one line (a name, a phone, a price) holds no line
// break or other control character, which would end an e-mail header or an invitation's line and
// start one of the writer's own; words that may run to paragraphs keep their line breaks only.
const text = z
  .string()
  .trim()
  .min(1, 'please fill it in')
  .refine((s) => !CONTROL.test(s), 'one line, with no line break or control character');
const prose = z
  .string()
  .trim()
  .min(1, 'please fill it in')
  .refine((s) => !CONTROL_EXCEPT_LINES.test(s), 'words and line breaks, with no other control character');

/** Whether a host is this machine (a plain-HTTP address is taken for a local run only). */
const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** A link the pages and messages show: https, or http on this machine (a local run); never javascript: or data:. */
export const linkSchema = z.url().refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
}, 'an https:// address');

/** The longest plan id: every tool that takes one (Ava's among them) takes this many characters. */
export const PLAN_ID_MAX = 40;
/** The most a business may set as its carts an address and addresses a proposal: the owner's API's own ceiling. */
export const PROPOSAL_CEILINGS = { maxCartsPerAddress: 1000, maxAddresses: 50 } as const;
const zip = z.string().regex(/^\d{5}$/, 'a 5-digit zip code');

/** A plan's words as a visitor reads them, in one language. */
const planWordsSchema = z.object({
  name: text,
  frequency: z.string(),
  description: prose,
  features: z.array(text).min(1),
  buttonText: text,
});

const planSchema = z.object({
  /** The plan's address in links (/book?plan=bi-weekly) and its key in bookings. */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes')
    .max(PLAN_ID_MAX, `at most ${PLAN_ID_MAX} characters`),
  /** Shown on the card and sent to the receptionist as selectedPlan. */
  name: text,
  /** The contact form's service type this plan books: once, recurring (a membership) or by proposal. */
  serviceType: z.enum(SERVICE_TYPES),
  price: text,
  frequency: z.string(),
  extraCost: text,
  /** What is charged, in cents: the first can and each extra one; null where a proposal sets the price. */
  cents: z.object({ first: z.number().int().min(50), extra: z.number().int().min(0) }).nullable(),
  /** A membership's visits recur every this many weeks, on the same weekday; null for a plan booked once or by proposal. */
  everyWeeks: z.number().int().min(1).max(12).nullable(),
  description: prose,
  features: z.array(text).min(1),
  buttonText: text,
  isPopular: z.boolean(),
  /** No longer offered (a plan the owner added, then stopped): its bookings keep it, no new one is made. */
  retired: z.boolean().optional(),
  /**
   * The plan's words in the page's other languages. The plans a new install starts with have
   * theirs in the page's catalogs; a plan the owner adds carries its own here.
   */
  words: z.partialRecord(z.enum(LANGUAGES), planWordsSchema).optional(),
});

const distinct = <T>(values: T[]) => new Set(values).size === values.length;

/** The holidays that can move trash pickup, as the holiday calendar names them. */
export const PICKUP_HOLIDAYS = ['newYear', 'mlk', 'memorial', 'independence', 'labor', 'thanksgiving', 'christmas'] as const;
export type PickupHoliday = (typeof PICKUP_HOLIDAYS)[number];

/**
 * What a holiday does to a jurisdiction's pickup: 'rest-of-week' moves the holiday's pickup and
 * every later one that week a day later (Friday's to Saturday); 'that-day' moves only the
 * holiday's own pickup to the next day; 'none' moves nothing.
 */
export const PICKUP_RULES = ['rest-of-week', 'that-day', 'none'] as const;
export type PickupRule = (typeof PICKUP_RULES)[number];

export { WEEKDAYS, type Weekday };
const weekday = z.enum(WEEKDAYS);
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD');

const bookingSchema = z
  .object({
    /** The weekdays the team cleans. */
    serviceDays: z.array(weekday).min(1),
    /** We clean the day after pickup; a pickup day whose next day is not a service day moves here. */
    pickupDayMoves: z.partialRecord(weekday, weekday),
    /** Visits per service day, one-time and membership visits together. */
    capacityPerDay: z.number().int().min(1).max(1000),
    /** Dates are offered up to this many days ahead. */
    horizonDays: z.number().int().min(2).max(90),
    /** Tomorrow can be booked until this local hour (0-24). */
    cutoffHour: z.number().int().min(0).max(24),
    /** Holidays and other days with no service, YYYY-MM-DD. */
    blackoutDates: z.array(localDate),
    /** The local hour the owner gets the next service day's list by e-mail. */
    ownerDigestHour: z.number().int().min(0).max(23),
    /** How many dates the receptionist offers at once. */
    datesOffered: z.number().int().min(1).max(7),
    /** A customer's link to their booking works until this many days after its last visit. */
    manageLinkDays: z.number().int().min(1).max(365),
    /** Every this many visits of a membership is its seasonal deep clean (3: once a quarter at every 4 weeks). */
    deepCleanEvery: z.number().int().min(2).max(12),
    /** A member may pause up to this many weeks at a time... */
    pauseMaxWeeks: z.number().int().min(1).max(26),
    /** ...and this many times in any 12 months. */
    pausesPerYear: z.number().int().min(1).max(12),
  })
  .refine(
    ({ serviceDays, pickupDayMoves }) =>
      WEEKDAYS.every((pickup, i) => serviceDays.includes(pickupDayMoves[pickup] ?? WEEKDAYS[(i + 1) % 7]!)),
    'every pickup day leads to a service day (the next day, or its entry in pickupDayMoves)',
  );

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const siteConfigSchema = z
  .object({
    brandName: text,
    receptionistName: text.regex(/^[A-Za-z][A-Za-z -]*$/, 'used in the hero anchor id, letters only'),
    tagline: text,
    siteUrl: linkSchema,
    /** Digits only; formatted for display by formatPhone. */
    phone: z.string().regex(/^\+?\d{7,15}$/, 'a phone number with its area code, like (312) 555-0147'),
    email: z.email('an e-mail address, like hello@yourbusiness.com'),
    /** The business's page on a network, shown in the footer and the business's data; both empty for none. */
    social: z
      .object({ network: text, handle: z.union([z.literal(''), text]), url: z.union([z.literal(''), linkSchema]) })
      .refine((social) => (social.handle === '') === (social.url === ''), {
        message: 'the handle and the page together, or neither',
        path: ['url'],
      }),
    partner: z.object({ name: text, url: linkSchema }),
    address: z.object({ locality: text, region: text, country: text }),
    /** The business's clock: its days, hours, cut-offs and quiet hours are local to this IANA zone. */
    timeZone: text.refine(isTimeZone, 'an IANA time zone the runtime knows, e.g. America/New_York'),
    hero: z.object({
      description: prose,
      backgroundRemoval: z.object({ threshold: z.number().int().min(0).max(255), tolerance: z.number().int().min(0).max(255) }),
    }),
    plans: z
      .array(planSchema)
      .min(1)
      .refine((plans) => plans.filter((p) => p.isPopular).length <= 1, 'at most one plan is marked popular')
      .refine((plans) => distinct(plans.map((p) => p.id)), 'each plan id once')
      .refine(
        (plans) => SERVICE_TYPES.every((type) => plans.some((p) => p.serviceType === type && !p.retired)),
        'every service type booked by a plan offered',
      )
      .refine(
        (plans) => plans.every((p) => (p.serviceType === 'Membership') === (p.everyWeeks !== null)),
        'a membership recurs (everyWeeks), no other plan does',
      )
      .refine(
        (plans) => plans.every((p) => !p.cents || (p.price === dollars(p.cents.first) && p.extraCost.includes(dollars(p.cents.extra)))),
        'the price and the extra-can price on each card are the amounts charged (cents)',
      ),
    steps: z
      .array(
        z.object({
          title: text,
          text: prose,
          /** Said instead of `text` where the voice platform is not set up, for a step that offers a call. */
          textWithoutVoice: prose.optional(),
        }),
      )
      .length(3),
    /** Read on the page, in the receptionist's prompt and in a booking's confirmation. */
    serviceWindow: text,
    gallery: z.array(z.object({ id: z.number().int(), src: z.enum(IMAGE_NAMES), alt: text, title: text })).length(6),
    serviceArea: z.object({
      /** Metro areas named on the page and to callers. */
      areas: z.array(text).min(1, 'name at least one place you serve'),
      /** Zip codes served; the page's zip check and the receptionist both read this list. */
      zips: z.array(zip).min(1, 'at least one zip you serve'),
    }),
    faq: z.array(z.object({ question: text, answer: prose })).min(1),
    contact: z.object({ defaultZip: zip }),
    booking: bookingSchema,
    /**
     * Booking online, without the receptionist: the page /book (and /es/reservar), a link on each
     * pricing card and in the hero, a text with the visitor's own link after the contact form, and
     * the receptionist's tool that texts the link. Off: none of these (the pages answer 404).
     */
    onlineBooking: z.object({
      on: z.boolean(),
      /** A visitor's link (texted after the form, or made on the page) keeps what they entered this many days. */
      linkDays: z.number().int().min(1).max(60),
      /** Bookings made online from one connection (IP address) in 24 hours: a household and a neighbour's. */
      bookingsPerIpPerDay: z.number().int().min(1).max(50),
    }),
    texts: z
      .object({
        /** The local hour the day-before reminder goes out. */
        reminderHour: z.number().int().min(8).max(20),
        /**
         * No text leaves before `quietUntil` or from `quietFrom` on (local hours); one due then
         * waits. The hours texts may go lie inside 8 AM to 9 PM, the usual US window: the night is
         * always quiet, and some hours of the day are not.
         */
        quietFrom: z.number().int().min(12).max(21),
        quietUntil: z.number().int().min(8).max(12),
        /** Texts go only to numbers of these countries (ISO codes): a code or a confirmation never reaches a stranger abroad. */
        countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code, e.g. US')).min(1),
        /**
         * One budget for the texts nobody asked for by texting us (a code to prove a mobile, a
         * link to book, a call back's word): so many to one number a day, from one address (a
         * visitor's, or a conversation's) an hour and a day, and for the whole business an hour
         * and a day. Past the business's, they stop and the owner is told once that day.
         */
        unasked: z
          .object({
            perNumberPerDay: z.number().int().min(1).max(50),
            perAddressPerHour: z.number().int().min(1).max(200),
            perAddressPerDay: z.number().int().min(1).max(1000),
            perHour: z.number().int().min(1).max(10_000),
            perDay: z.number().int().min(1).max(100_000),
            /**
             * Of those, the ones asked on web calls and chats (anyone can start one with the
             * page's public key, each its own address): their share an hour and a day, inside
             * the business's, so a flood through them leaves room for visitors at the site.
             */
            webPerHour: z.number().int().min(1).max(10_000),
            webPerDay: z.number().int().min(1).max(100_000),
          })
          .refine((u) => u.webPerHour < u.perHour && u.webPerDay < u.perDay, "the web calls' share is less than the business's"),
        /** A customer's text also reaches the owner by e-mail, with its thread's link (off: the inbox's Messages only). */
        emailReplies: z.boolean(),
        /**
         * Ava answers customers' texts (with VAPI_PRIVATE_KEY and VAPI_ASSISTANT_ID set); once the
         * owner replies on a thread she steps back from it for `ownerHoldHours`.
         */
        ava: z.object({
          on: z.boolean(),
          ownerHoldHours: z.number().int().min(1).max(168),
          /**
           * Ava's bound on one thread: she answers at most `perHour` texts an hour and `perDay` a
           * day from one number, never the same words twice in a day, and stops where the
           * number shows no sign of a person (`machineRounds` texts in a row, each come within
           * `machineSeconds` of our last one: an auto-responder). Past it the thread waits for
           * the owner, who is told once.
           */
          bound: z.object({
            perHour: z.number().int().min(1).max(60),
            perDay: z.number().int().min(1).max(200),
            machineRounds: z.number().int().min(2).max(20),
            machineSeconds: z.number().int().min(1).max(120),
          }),
        }),
      })
      .refine((t) => t.reminderHour >= t.quietUntil && t.reminderHour < t.quietFrom, 'the reminder hour is outside the quiet hours'),
    payments: z.object({
      /** Of a one-time clean paid and cancelled after the cut-off (the day before, from cutoffHour), how much is refunded. */
      lateCancelRefundPercent: z.number().int().min(0).max(100),
      /** Hours an unpaid one-time booking holds its place before it is freed (null: it stays, marked unpaid). */
      unpaidHoldHours: z.number().int().min(1).max(720).nullable(),
    }),
    /**
     * Commercial accounts (HOAs, apartments, restaurants, offices): the owner's proposal, signed
     * online; each address a stop on the route; one invoice a month, paid on terms.
     */
    commercial: z.object({
      /**
       * The price per cart per visit a proposal suggests, by the account's carts in all: the tier
       * with the most carts at or below that count (more carts, a lower price). The owner can change it.
       */
      tiers: z
        .array(z.object({ fromCarts: z.number().int().min(1), centsPerCart: z.number().int().min(50).max(100_00) }))
        .min(1)
        .refine((tiers) => tiers[0]!.fromCarts === 1, 'the first tier is from 1 cart')
        .refine((tiers) => tiers.every((t, i) => i === 0 || t.fromCarts > tiers[i - 1]!.fromCarts), 'tiers by more carts each'),
      /** The most carts one address may count, and the most addresses one proposal may hold. */
      maxCartsPerAddress: z.number().int().min(1).max(PROPOSAL_CEILINGS.maxCartsPerAddress),
      maxAddresses: z.number().int().min(1).max(PROPOSAL_CEILINGS.maxAddresses),
      /** Each monthly invoice is due this many days after it is sent. */
      paymentDays: z.number().int().min(1).max(90),
      /** Either side ends the service with this many days' notice. */
      noticeDays: z.number().int().min(0).max(180),
      /** A proposal sent and not answered for this many days gets one reminder. */
      reminderDays: z.number().int().min(1).max(60),
      /** An invoice unpaid this many days past its due date reminds the customer (once each). */
      overdueReminderDays: z
        .array(z.number().int().min(1).max(120))
        .refine((days) => days.every((d, i) => i === 0 || d > days[i - 1]!), 'each reminder later than the one before'),
      /** Visits the crew came to but could not clean (cans not out, no access) are billed too. */
      billMissedVisits: z.boolean(),
      /** An invoice lists each visit up to this many; past it, one line per address with its count. */
      linesPerVisitUpTo: z.number().int().min(1).max(250),
      /** The terms the proposal states, in English ({paymentDays} and {noticeDays} are filled in); the other languages' words are in their catalogs. */
      terms: prose.refine((t) => t.includes('{paymentDays}') && t.includes('{noticeDays}'), 'names {paymentDays} and {noticeDays}'),
    }),
    /** The crew's day at the curb: what a visit the crew could not do costs, and the review request after a clean. */
    crew: z.object({
      /**
       * Where the truck starts its day: each day's stops are put in driving order from here. The
       * site config ships in the page, so give a public spot near the yard (a corner, a gas
       * station), not a home's front door: a few hundred metres do not change the order.
       */
      yard: z.object({ name: text, latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
      /**
       * Cans not out, or no access: 'fee' charges the fee to the card on file (with payments on;
       * without, the visit is credited forward); 'credit' credits it forward (a membership's next
       * visit stands; a one-time clean is offered new dates through its link).
       */
      notOutPolicy: z.enum(['fee', 'credit']),
      /** The fee, in cents, and as the message says it. */
      notOutFeeCents: z.number().int().min(0).max(100_00),
      /**
       * With the fee policy, for a customer with no card on file: 'waive' says nothing of a fee;
       * 'next-visit' tells them it is collected with their next visit, and the crew sees it on
       * that visit's stop.
       */
      feeWithoutCard: z.enum(['waive', 'next-visit']),
      /** Where the review request sends the customer (the business's Google review link). */
      reviewUrl: linkSchema,
      /** Hours after a Done that the review request goes (once per customer per reviewEveryDays). */
      reviewAfterHours: z.number().int().min(0).max(72),
      reviewEveryDays: z.number().int().min(1).max(365),
      /**
       * How many days back the crew may mark a visit (enough for a phone's queue to catch up); an
       * older one only the owner marks, with the reason in its note.
       */
      markWindowDays: z.number().int().min(0).max(30),
      /** How far from its zip's centre a phone's position at a mark may be kept as the stop's place, in km. */
      placeWithinKm: z.number().min(1).max(100),
      /**
       * With several trucks, how far above its share of the day's stops (shared by the trucks'
       * rooms) one truck's route may run, in percent: 0 shares the stops evenly, more lets the
       * plan shorten the drive by giving a truck more of the stops near its yard.
       */
      routeSharePercent: z.number().int().min(0).max(200),
    }),
    /**
     * Holiday weeks: each service zip belongs to one jurisdiction (a city, a county, or the
     * haulers of a county without its own collection), with what each holiday does to its pickup
     * (unnamed: nothing). The business sets these; the defaults follow the public notices.
     */
    pickupHolidays: z
      .object({
        /** How many days ahead of a holiday the inbox shows what moves. */
        noticeDays: z.number().int().min(7).max(60),
        jurisdictions: z
          .array(
            z.object({
              id: z.string().regex(/^[a-z-]+$/, 'lower-case letters and dashes'),
              name: text,
              zips: z.array(zip),
              rules: z.partialRecord(z.enum(PICKUP_HOLIDAYS), z.enum(PICKUP_RULES)),
            }),
          )
          .min(1),
      })
      .refine((h) => {
        const zips = h.jurisdictions.flatMap((j) => j.zips);
        return new Set(zips).size === zips.length;
      }, 'a zip belongs to one jurisdiction only'),
    voice: z.object({
      /**
       * The budget for Ava's call backs ('Have Ava call me now'): each costs the business on the
       * voice platform and rings a person with an AI voice. At most `perNumberPerWeek` calls to
       * one number a week however many leads name it, so many from one address an hour and a
       * day, and for the whole business an hour and a day; past the business's they stop and the
       * owner is told once that day.
       */
      callBacks: z.object({
        perNumberPerWeek: z.number().int().min(1).max(3),
        perAddressPerHour: z.number().int().min(1).max(20),
        perAddressPerDay: z.number().int().min(1).max(50),
        perHour: z.number().int().min(1).max(500),
        perDay: z.number().int().min(1).max(2_000),
      }),
      /** Shown before and during every call and chat; {name} is the receptionist's name. */
      disclosure: prose.refine((s) => s.includes('{name}'), 'names the receptionist as {name}'),
      /** Ask once, before the first call, for agreement to the disclosure (remembered in the browser). */
      requireConsent: z.boolean(),
      /** Whether calls are recorded (the disclosure says they may be). */
      recordCalls: z.boolean().default(true),
      /**
       * How Ava hears and speaks: a transcriber that finds the language in each utterance
       * (Deepgram's nova-3 with 'multi'), and a voice that speaks English and Spanish alike.
       */
      transcriber: z.object({ provider: z.literal('deepgram'), model: z.enum(['nova-3', 'nova-3-general']), language: z.literal('multi') }),
      speech: z.object({
        provider: z.literal('11labs'),
        voiceId: text,
        model: z.enum(['eleven_multilingual_v2', 'eleven_turbo_v2_5', 'eleven_flash_v2_5']),
      }),
    }),
  })
  .superRefine(({ booking, texts, plans }, ctx) => {
    // What a membership's card says is what it is charged: on every visit day.
    plans.forEach((plan, i) => {
      if (plan.everyWeeks === null) return;
      const every = everyWeeksWords(plan.everyWeeks);
      if (plan.frequency !== every)
        ctx.addIssue({
          code: 'custom',
          path: ['plans', i, 'frequency'],
          input: plan.frequency,
          message: `is '${every}': a membership is charged on its visit days, every everyWeeks`,
        });
    });
    // The hours read against each other. A visit booked for tomorrow must still get its reminder,
    // which cannot leave in the quiet hours: booking for tomorrow closes by the time they start.
    // The owner's list may go before the cut-off: a change to that day after it comes as an update.
    if (booking.cutoffHour > texts.quietFrom)
      ctx.addIssue({
        code: 'custom',
        path: ['booking', 'cutoffHour'],
        input: booking.cutoffHour,
        message: `is at most texts.quietFrom (${texts.quietFrom}): a visit booked for tomorrow gets its reminder before the quiet hours`,
      });
  });

export type SiteConfig = z.input<typeof siteConfigSchema>;
export type PricingPlan = SiteConfig['plans'][number];
export type GalleryImage = SiteConfig['gallery'][number];
export type BookingRules = SiteConfig['booking'];
export type TextRules = SiteConfig['texts'];
export type PaymentRules = SiteConfig['payments'];

export class SiteConfigError extends Error {}

/** Throws SiteConfigError naming every bad value (path, rule, and the value found). */
export function checkSiteConfig(config: unknown): void {
  const result = siteConfigSchema.safeParse(config, { reportInput: true });
  if (result.success) return;
  const lines = result.error.issues.map((issue) => {
    const value = JSON.stringify(issue.input) ?? 'nothing';
    return `  ${issue.path.join('.') || '(the config)'}: ${issue.message} (got ${value.length > 80 ? `${value.slice(0, 77)}...` : value})`;
  });
  throw new SiteConfigError(`The site config (src/common/site-config.ts) has bad values:\n${lines.join('\n')}`);
}
export type CrewRules = SiteConfig['crew'];
export type CommercialRules = SiteConfig['commercial'];
export type OnlineBookingRules = SiteConfig['onlineBooking'];
export type CallRules = SiteConfig['voice']['callBacks'];
