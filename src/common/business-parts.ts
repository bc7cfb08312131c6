// The business's settings as the owner changes them from the inbox, in parts grouped as the
// owner thinks of them (the business; prices and plans; where and when we work; messages;
// payments; team). Each part is read from the whole settings and written back into them; the
// result is checked by the one schema of the settings, whose problems name the whole's paths
// ('booking.capacityPerDay'), which the page shows beside the field that holds it.
import { z } from 'zod';
import { withPlanPrice } from './prices.ts';
import { isDefaultPlan } from './services.ts';
import { PLAN_ID_MAX, WEEKDAYS, type SiteConfig } from './site-config.schema.ts';
import { everyWeeksWords, offeredPlans } from './plan-rules.ts';

export const BUSINESS_PARTS = ['about', 'prices', 'schedule', 'messages', 'payments', 'team'] as const;
export type BusinessPart = (typeof BUSINESS_PARTS)[number];

/** Each part's heading, in the owner's words; a version's 'what'. */
export const PART_TITLES: Record<BusinessPart, string> = {
  about: 'The business',
  prices: 'Prices and plans',
  schedule: 'Where and when we work',
  messages: 'Messages',
  payments: 'Payments',
  team: 'Team and trucks',
};

const cents = z.number().int().min(0).max(100_000);
const hour = z.number().int().min(0).max(24);

/** What the owner sends for each part. */
export const PART_SCHEMAS = {
  /** Who the business is, as every page, e-mail, text and invitation names it, and the clock its days follow. */
  about: z.object({
    brandName: z.string(),
    phone: z.string(),
    email: z.string(),
    city: z.string(),
    region: z.string(),
    timeZone: z.string(),
    socialHandle: z.string(),
    socialUrl: z.string(),
  }),
  prices: z.object({
    plans: z.array(z.object({ id: z.string(), first: cents, extra: cents })),
  }),
  schedule: z.object({
    /** The zips served under each jurisdiction (its holiday rules), and those under none. */
    jurisdictions: z.array(z.object({ id: z.string(), zips: z.array(z.string()) })),
    otherZips: z.array(z.string()),
    areas: z.array(z.string()),
    serviceDays: z.array(z.enum(WEEKDAYS)),
    blackoutDates: z.array(z.string()),
    capacityPerDay: z.number().int(),
    /** How far ahead dates are offered: the booking page's 'Later dates' are the ones past its first few. */
    horizonDays: z.number().int(),
  }),
  messages: z.object({ quietFrom: hour, quietUntil: hour, reviewUrl: z.string() }),
  payments: z.object({ lateCancelRefundPercent: z.number().int(), tripFeeCents: cents }),
  /** With several trucks: how far above its share of the day's stops one route may run, in percent. */
  team: z.object({ routeSharePercent: z.number().int() }),
} satisfies Record<BusinessPart, z.ZodType>;

export type PartValues = { [P in BusinessPart]: z.infer<(typeof PART_SCHEMAS)[P]> };

const lines = z.array(z.string());

/** The first run's answers: who the business is, the zips and places it serves and its prices; the rest stays as a new install has it. */
export const FIRST_RUN_SCHEMA = z.object({
  about: PART_SCHEMAS.about,
  zips: z.array(z.string()),
  /** The places the page and Ava name ('Lincoln Park'): a new install's own are another business's. */
  areas: z.array(z.string()),
  prices: PART_SCHEMAS.prices,
});
export type FirstRun = z.infer<typeof FIRST_RUN_SCHEMA>;

/**
 * The settings with the first run's answers: a zip the defaults keep under a jurisdiction's
 * holiday rules stays there, any other zip is served under none, and a zip not given is not served.
 */
export function withFirstRun(config: SiteConfig, answers: FirstRun): SiteConfig {
  const zips = trimmed(answers.zips);
  const schedule = readParts(config).schedule;
  const jurisdictions = schedule.jurisdictions.map((j) => ({ id: j.id, zips: j.zips.filter((zip) => zips.includes(zip)) }));
  const under = new Set(jurisdictions.flatMap((j) => j.zips));
  const located = withPart(withPart(config, 'about', answers.about), 'schedule', {
    ...schedule,
    jurisdictions,
    otherZips: zips.filter((zip) => !under.has(zip)),
    areas: trimmed(answers.areas),
  });
  return withPart(located, 'prices', answers.prices);
}

/** A plan the owner adds: its words in each language, its prices, and its rhythm (null: booked once). */
export const NEW_PLAN_SCHEMA = z.object({
  name: z.string(),
  nameEs: z.string(),
  description: z.string(),
  descriptionEs: z.string(),
  features: lines,
  featuresEs: lines,
  first: cents,
  extra: cents,
  everyWeeks: z.number().int().nullable(),
});
export type NewPlan = z.infer<typeof NEW_PLAN_SCHEMA>;

/**
 * The settings with a plan the owner added no longer offered: off the page, /book and Ava's list;
 * its bookings keep it. Undefined for a plan a new install starts with (or none of that id).
 */
export function withoutPlan(config: SiteConfig, id: string): SiteConfig | undefined {
  if (isDefaultPlan(id) || !config.plans.some((plan) => plan.id === id && !plan.retired)) return undefined;
  return { ...config, plans: config.plans.map((plan) => (plan.id === id ? { ...plan, retired: true, isPopular: false } : plan)) };
}

/**
 * A plan's id from its name ('Bi-weekly' -> 'bi-weekly'), another where that one is taken: short
 * enough for every tool that takes one, with room left for the number that tells two apart.
 */
function newPlanId(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+/, '')
      .replace(/^(\d)/, 'plan-$1')
      .slice(0, PLAN_ID_MAX - 4)
      .replace(/-+$/, '') || 'plan';
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The settings with a plan added, before the plan priced by proposal (the page shows it last). A
 * plan with a rhythm is a membership (charged on each visit day); the card's words for its
 * rhythm and its button are made here, in each language, as the default plans have them.
 */
export function withNewPlan(config: SiteConfig, plan: NewPlan): SiteConfig {
  const every = plan.everyWeeks;
  const recurring = every !== null;
  const clean = (list: readonly string[]) => list.map((line) => line.trim()).filter(Boolean);
  const added = withPlanPrice(
    {
      id: newPlanId(
        plan.name,
        config.plans.map((p) => p.id),
      ),
      name: plan.name.trim(),
      serviceType: recurring ? ('Membership' as const) : ('One-Time' as const),
      price: '',
      frequency: recurring ? everyWeeksWords(every) : 'first can',
      extraCost: '',
      cents: null,
      everyWeeks: every,
      description: plan.description.trim(),
      features: clean(plan.features),
      buttonText: recurring ? 'Start Membership' : 'Book Now',
      isPopular: false,
      words: {
        es: {
          name: plan.nameEs.trim(),
          frequency: recurring ? everyWeeksWords(every, 'es') : 'primer bote',
          description: plan.descriptionEs.trim(),
          features: clean(plan.featuresEs),
          buttonText: recurring ? 'Empezar membresía' : 'Reservar',
        },
      },
    },
    { first: plan.first, extra: plan.extra },
  );
  const at = config.plans.findIndex((p) => p.cents === null);
  const plans = [...config.plans];
  plans.splice(at === -1 ? plans.length : at, 0, added);
  return { ...config, plans };
}

/** The zips served under no jurisdiction's holiday rules. */
const zipsUnderNone = (config: SiteConfig) => {
  const under = new Set(config.pickupHolidays.jurisdictions.flatMap((j) => j.zips));
  return config.serviceArea.zips.filter((zip) => !under.has(zip));
};

/** Each part as it stands in the settings. */
export function readParts(config: SiteConfig): PartValues {
  return {
    about: {
      brandName: config.brandName,
      phone: config.phone,
      email: config.email,
      city: config.address.locality,
      region: config.address.region,
      timeZone: config.timeZone,
      socialHandle: config.social.handle,
      socialUrl: config.social.url,
    },
    prices: {
      plans: offeredPlans(config.plans).flatMap((p) => (p.cents ? [{ id: p.id, first: p.cents.first, extra: p.cents.extra }] : [])),
    },
    schedule: {
      jurisdictions: config.pickupHolidays.jurisdictions.map((j) => ({ id: j.id, zips: j.zips })),
      otherZips: zipsUnderNone(config),
      areas: config.serviceArea.areas,
      serviceDays: config.booking.serviceDays,
      blackoutDates: config.booking.blackoutDates,
      capacityPerDay: config.booking.capacityPerDay,
      horizonDays: config.booking.horizonDays,
    },
    messages: {
      quietFrom: config.texts.quietFrom,
      quietUntil: config.texts.quietUntil,
      reviewUrl: config.crew.reviewUrl,
    },
    payments: { lateCancelRefundPercent: config.payments.lateCancelRefundPercent, tripFeeCents: config.crew.notOutFeeCents },
    team: { routeSharePercent: config.crew.routeSharePercent },
  };
}

/** A phone as typed ('(312) 555-0147') as the settings keep it: digits, a US number with its 1. */
function phoneDigits(typed: string): string {
  const digits = typed.replace(/[^\d+]/g, '');
  return /^\d{10}$/.test(digits) ? `1${digits}` : digits;
}

const trimmed = (values: readonly string[]) => values.map((v) => v.trim()).filter(Boolean);

/** The settings with one part replaced (checked afterwards, whole, by the settings' schema). */
export function withPart<P extends BusinessPart>(config: SiteConfig, part: P, values: PartValues[P]): SiteConfig {
  const set = { ...config };
  if (part === 'about') {
    const v = values as PartValues['about'];
    set.brandName = v.brandName.trim();
    set.phone = phoneDigits(v.phone);
    set.email = v.email.trim();
    set.address = { ...config.address, locality: v.city.trim(), region: v.region.trim() };
    set.timeZone = v.timeZone.trim();
    set.social = { ...config.social, handle: v.socialHandle.trim(), url: v.socialUrl.trim() };
  } else if (part === 'prices') {
    const { plans } = values as PartValues['prices'];
    set.plans = config.plans.map((plan) => {
      const price = plans.find((p) => p.id === plan.id);
      return price && plan.cents ? withPlanPrice(plan, { first: price.first, extra: price.extra }) : plan;
    });
  } else if (part === 'schedule') {
    const v = values as PartValues['schedule'];
    const jurisdictions = config.pickupHolidays.jurisdictions.map((j) => ({
      ...j,
      zips: trimmed(v.jurisdictions.find((x) => x.id === j.id)?.zips ?? j.zips),
    }));
    set.pickupHolidays = { ...config.pickupHolidays, jurisdictions };
    set.serviceArea = { areas: trimmed(v.areas), zips: [...jurisdictions.flatMap((j) => j.zips), ...trimmed(v.otherZips)] };
    set.booking = {
      ...config.booking,
      serviceDays: v.serviceDays,
      blackoutDates: trimmed(v.blackoutDates),
      capacityPerDay: v.capacityPerDay,
      horizonDays: v.horizonDays,
    };
  } else if (part === 'messages') {
    const v = values as PartValues['messages'];
    set.texts = { ...config.texts, quietFrom: v.quietFrom, quietUntil: v.quietUntil };
    set.crew = { ...config.crew, reviewUrl: v.reviewUrl.trim() };
  } else if (part === 'team') {
    set.crew = { ...config.crew, routeSharePercent: (values as PartValues['team']).routeSharePercent };
  } else {
    const v = values as PartValues['payments'];
    set.payments = { ...config.payments, lateCancelRefundPercent: v.lateCancelRefundPercent };
    set.crew = { ...set.crew, notOutFeeCents: v.tripFeeCents };
  }
  return set;
}

/** Each settings path a part writes, the part's field that holds it, and its name in the owner's words. */
const FIELDS: { path: RegExp; field: string; words: string }[] = [
  { path: /^brandName$/, field: 'brandName', words: "The business's name" },
  { path: /^phone$/, field: 'phone', words: 'The phone' },
  { path: /^email$/, field: 'email', words: 'The e-mail' },
  { path: /^address\.locality$/, field: 'city', words: 'The city' },
  { path: /^address\.region$/, field: 'region', words: 'The state' },
  { path: /^timeZone$/, field: 'timeZone', words: 'The time zone' },
  { path: /^social\.handle$/, field: 'socialHandle', words: 'The Instagram handle' },
  { path: /^social\.url$/, field: 'socialUrl', words: 'The Instagram page' },
  { path: /^plans\.(\d+)\.(price|cents\.first)$/, field: 'first', words: 'The price for the first can' },
  { path: /^plans\.(\d+)\.(extraCost|cents\.extra)$/, field: 'extra', words: 'The price for each extra can' },
  { path: /^plans\.(\d+)\.name$/, field: 'name', words: 'The name' },
  { path: /^plans\.(\d+)\.words\.es\.name$/, field: 'nameEs', words: 'The name in Spanish' },
  { path: /^plans\.(\d+)\.description$/, field: 'description', words: 'What it is' },
  { path: /^plans\.(\d+)\.words\.es\.description$/, field: 'descriptionEs', words: 'What it is, in Spanish' },
  { path: /^plans\.(\d+)\.features/, field: 'features', words: 'What it includes' },
  { path: /^plans\.(\d+)\.words\.es\.features/, field: 'featuresEs', words: 'What it includes, in Spanish' },
  { path: /^plans\.(\d+)\.everyWeeks$/, field: 'everyWeeks', words: 'Every how many weeks' },
  { path: /^plans/, field: 'plans', words: 'The plans' },
  { path: /^(serviceArea\.zips|pickupHolidays)/, field: 'zips', words: 'The zips served' },
  { path: /^serviceArea\.areas/, field: 'areas', words: 'The places named' },
  { path: /^booking\.serviceDays/, field: 'serviceDays', words: 'The days we work' },
  { path: /^booking\.blackoutDates/, field: 'blackoutDates', words: 'The days closed' },
  { path: /^booking\.capacityPerDay/, field: 'capacityPerDay', words: 'The room in a day' },
  { path: /^booking\.horizonDays/, field: 'horizonDays', words: 'How far ahead we book' },
  { path: /^texts\.quietFrom/, field: 'quietFrom', words: 'Quiet from' },
  { path: /^texts\.quietUntil/, field: 'quietUntil', words: 'Quiet until' },
  { path: /^crew\.reviewUrl/, field: 'reviewUrl', words: 'The review link' },
  { path: /^payments\.lateCancelRefundPercent/, field: 'lateCancelRefundPercent', words: 'Given back on a late cancel' },
  { path: /^crew\.notOutFeeCents/, field: 'tripFeeCents', words: 'The trip fee' },
  { path: /^crew\.routeSharePercent/, field: 'routeSharePercent', words: 'How far a route may run above its share' },
];

/** A value the settings' schema refused, as the part's page shows it: the field, and why in words. */
export interface PartProblem {
  field: string;
  message: string;
}

/** A settings path in the owner's words ('The room in a day'), or the path itself where none is set. */
export function pathWords(path: string, plans: readonly { name: string }[] = []): string {
  const found = FIELDS.find((f) => f.path.test(path));
  const plan = /^plans\.(\d+)\./.exec(path);
  const name = plan ? plans[Number(plan[1])]?.name : undefined;
  return `${name ? `${name}: ` : ''}${found?.words ?? path}`;
}

/** A refused settings path and the schema's reason, named as the owner reads it ('The room in a day: …'). */
export function partProblem(path: string, message: string, plans: readonly { id: string; name: string }[] = []): PartProblem {
  const found = FIELDS.find((f) => f.path.test(path));
  if (!found) return { field: 'form', message: `${path}: ${message}` };
  const at = /^plans\.(\d+)\./.exec(path);
  const plan = at ? plans[Number(at[1])] : undefined;
  // A plan's price is a field of that plan's ('one-time.first').
  return plan
    ? { field: `${plan.id}.${found.field}`, message: `${plan.name}: ${found.words}: ${message}` }
    : { field: found.field, message: `${found.words}: ${message}` };
}
