// Booking online without the receptionist: the booking page's steps and what the server hands the
// page's components to draw one of them. The server decides every step (the zip, the dates with
// room, the texted code); the page only draws what it is given, the same HTML with or without
// the page's small script (which carries the forms over fetch instead of loading a page).
import type { PageBusiness } from './page-business.ts';
import type { Language } from './languages.ts';
import { BOOK_PATHS } from './pages.ts';
import { PLAN_IDS } from './services.ts';

export { BOOK_PATHS } from './pages.ts';

/** The prerendered first screen in each language, and the template the server fills with every later screen. */
export const BOOK_FILES = { en: 'book.html', es: 'book-es.html' } as const satisfies Record<Language, string>;
export const BOOK_TEMPLATE = 'book-step.html';

/** The steps of a booking, in order: where, which pickup day, which plan, how many cans, which date, who, their code. */
export const BOOK_STEPS = ['zip', 'pickup', 'plan', 'cans', 'date', 'details', 'code'] as const;
export type BookStep = (typeof BOOK_STEPS)[number];

/**
 * What the page can show: a step, or an end without a booking in it. 'outside': the zip is not
 * served (leave your details); 'commercial': a proposal asked for (details and notes); 'left':
 * those details are kept; 'held': booked, waiting for its e-mail's confirmation (no texts here);
 * 'booked': the link opened again after its booking was made.
 */
export type BookScreen = BookStep | 'outside' | 'commercial' | 'left' | 'held' | 'booked';

/** A plan's id: one of the three a new install starts with, or one the owner added. */
export type PlanId = string;

/** The fields the steps' forms send, as named in the form (the contact form's names where they are its fields). */
export const BOOK_FIELDS = [
  'zip',
  'pickup_day',
  'plan',
  'cans',
  'date',
  'customer_status',
  'full_name',
  'mobile',
  'email',
  'street',
  'service_type',
  'notes',
  'sms_opt_in',
  'code',
] as const;
export type BookField = (typeof BOOK_FIELDS)[number];

/** What the page says above the step after something happened on its own (a code sent again). */
export type BookNotice = 'code-again' | 'link-proves';

export interface DateOffer {
  /** YYYY-MM-DD, the value the form sends. */
  date: string;
  /** 'Wednesday, December 2', in the page's language. */
  words: string;
  /** A holiday that moves the visitor's pickup moves this clean a day: the day it will be on, in words. */
  movedTo: { words: string; holiday: string } | null;
  /** Past the first few: shown under 'Later dates'. */
  later: boolean;
}

export interface BookView {
  language: Language;
  /** The business the page is drawn for (its name, phone and city in the words). */
  business: PageBusiness;
  screen: BookScreen;
  /** Where the screen's form posts: the page's own address (with the plan the visitor came with). */
  action: string;
  /** What was entered so far, shown again in the fields. */
  values: Partial<Record<BookField, string>>;
  /** The message under each field that needs a fix, in the page's language ('form': above the form). */
  messages: Partial<Record<BookField | 'form', string>>;
  /** The steps answered before this one, each with its answer in words and where to change it. */
  answered: { step: BookStep; value: string; href: string }[];
  /** The date step's dates with room (the receptionist offers the same). */
  dates: DateOffer[];
  /** The cans step: the chosen plan's price for each number of cans. */
  prices: { cans: number; words: string }[];
  /** The plan step: each plan's name and price terms as they stand in the business's settings. */
  plans: { id: PlanId; name: string; terms: string }[];
  /** The code step: the number the code was texted to, as written for people. */
  texted: string | null;
  notice: BookNotice | null;
  /** The same screen in each language (the language link, and hreflang). */
  paths: Record<Language, string>;
  /** The outside and held screens: the zip not served, the e-mail the confirmation went to. */
  zip: string | null;
  email: string | null;
  /** The booked screen: the booking's reference. */
  reference: string | null;
  /** How long a booking held for its e-mail's confirmation waits, in minutes. */
  heldMinutes: number;
  /** Before the code (the details and code screens): the total per visit, per month for a membership, and how they pay. */
  total: { perVisit: string; perMonth: string | null; pay: string } | null;
  /** The 'left' screen, where Ava may call back: the button with the consent it gives, or what stands. */
  callBack: BookCallBack | null;
}

/** 'Have Ava call me now' on the page's end: the button and the words beside it, or what was asked already. */
export type BookCallBack = { consent: string } | { said: string };

/** The first screen before anything is entered (prerendered): its form posts to the page's own address. */
export const firstView = (language: Language, heldMinutes: number, business: PageBusiness): BookView => ({
  language,
  business,
  screen: 'zip',
  action: '',
  values: {},
  messages: {},
  answered: [],
  dates: [],
  prices: [],
  plans: [],
  texted: null,
  notice: null,
  paths: BOOK_PATHS,
  zip: null,
  email: null,
  reference: null,
  heldMinutes,
  callBack: null,
  total: null,
});

/** The plan a page address asks for (?plan=membership), if it names one. */
export function planFromQuery(search: string, ids: readonly string[] = PLAN_IDS): PlanId | undefined {
  const plan = new URLSearchParams(search).get('plan');
  return ids.find((id) => id === plan);
}

/** The header the page's script sends: answer with the next screen's HTML, not a page (nor a redirect). */
export const BOOK_FLOW_HEADER = 'x-book-flow';

/** What the server answers the page's script: the screen's HTML, its address and title; or where to go (the booking's page). */
export type BookFlowAnswer = { html: string; path: string; title: string } | { redirect: string };
