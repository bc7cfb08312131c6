// Booking online, a screen at a time: the first form makes the visitor's draft (and its link),
// each later one is read, kept and answered with the screen that follows (or the same screen with
// its messages), and the last books, with the same rules as every other way in: the booking
// store's rule and room, one booking per home and date, a day's bookings per connection, and the
// mobile proven first (a code texted to it, or a link that was). The routes turn an answer into a
// page or, for the page's script, into the screen's HTML.
import type { BookNotice, BookScreen, PlanId } from '../../../common/book-flow.ts';
import type { Language } from '../../../common/languages.ts';
import { bookDraft } from './book-draft.ts';
import { confirmCode, sendCode } from './code-step.ts';
import {
  readCans,
  readDate,
  readDetails,
  readPickup,
  readPlan,
  readZip,
  typedValues,
  type DraftFields,
  type Read,
} from './draft-fields.ts';
import type { Draft, DraftLink } from './draft-store.ts';
import { leaveDetails } from './leave-details.ts';
import { again } from './again.ts';
import { provenBy } from './proof.ts';
import { screenState } from './screen-state.ts';
import { reachable } from './screens.ts';
import type { Answer, BookRequest, OnlineBookingDeps } from './types.ts';
import { draftPath, pageDates, type ScreenState } from './view.ts';

type Step = (link: DraftLink, form: Record<string, unknown>, request: BookRequest) => Answer | Promise<Answer>;

const NOTICES: readonly BookNotice[] = ['code-again'];

export class OnlineBooking {
  constructor(readonly deps: OnlineBookingDeps) {}

  /** The zips served now, as the owner last set them. */
  private zips() {
    return this.deps.settings.current().serviceArea.zips;
  }

  /** The first screen's form (the zip) makes the visitor's draft, with the plan their address named. */
  start(form: Record<string, unknown>, plan: PlanId | undefined, { language, visitor }: BookRequest, query = ''): Answer {
    const zip = readZip(form, language);
    if (!zip.ok) {
      const state: ScreenState = {
        language,
        screen: 'zip',
        fields: {},
        token: null,
        messages: zip.messages,
        typed: typedValues(form),
        query,
      };
      return { kind: 'screen', status: 400, state };
    }
    const fields: DraftFields = { ...zip.fields, ...(plan ? { plan } : {}) };
    const { token } = this.deps.drafts.create({ language, fields, ip: visitor.ip });
    return { kind: 'go', to: draftPath(language, token) };
  }

  /** What a link shows: the screen asked for (a step to go back to), or where the draft stands. */
  show(link: DraftLink, { step, notice }: { step?: string | undefined; notice?: string | undefined }, language: Language): Answer {
    const { draft } = link;
    const screen = reachable(draft, step, this.zips());
    const reference = screen === 'booked' && draft.bookingId ? (this.deps.bookings.get(draft.bookingId)?.reference ?? null) : null;
    const said = NOTICES.find((n) => n === notice && screen === 'code');
    const callBack = screen === 'left' && draft.leadId ? (this.deps.callBack?.offer(draft.leadId, language) ?? null) : null;
    const more = { reference, callBack, ...(said ? { notice: said } : {}) };
    return { kind: 'screen', status: 200, state: screenState(link, screen, language, more) };
  }

  /** A screen's form sent: kept and answered with what follows, or the same screen with its messages. */
  post(link: DraftLink, form: Record<string, unknown>, request: BookRequest): Answer | Promise<Answer> {
    const screen = reachable(link.draft, typeof form.screen === 'string' ? form.screen : undefined, this.zips());
    const step = this.steps[screen];
    return step ? step(link, form, request) : this.show(link, {}, request.language);
  }

  /** Keeps a screen's fields and goes on to the screen that follows, or answers its messages. */
  private keep<T extends DraftFields>(
    link: DraftLink,
    screen: BookScreen,
    read: Read<T>,
    form: Record<string, unknown>,
    language: Language,
  ): Answer {
    if (!read.ok) return again(link, screen, language, { messages: read.messages, typed: typedValues(form) });
    this.deps.drafts.save(link.draft.id, { ...link.draft.fields, ...read.fields }, language);
    return { kind: 'go', to: draftPath(language, link.token) };
  }

  /** What each screen's form does. */
  private readonly steps: Partial<Record<BookScreen, Step>> = {
    zip: (link, form, { language }) => this.keep(link, 'zip', readZip(form, language), form, language),
    pickup: (link, form, { language }) => this.keep(link, 'pickup', readPickup(form, language), form, language),
    plan: (link, form, { language }) =>
      this.keep(link, 'plan', readPlan(form, language, this.deps.settings.current().plans), form, language),
    cans: (link, form, { language }) => this.keep(link, 'cans', readCans(form, language), form, language),
    date: (link, form, { language }) => this.keep(link, 'date', readDate(form, this.offered(link.draft), language), form, language),
    details: (link, form, request) => this.details(link, form, request),
    code: (link, form, request) =>
      form.action === 'resend' ? sendCode(this.deps, link, request, 'code') : confirmCode(this.deps, link, form, request),
    outside: (link, form, request) => leaveDetails(this.deps, link, form, request, 'outside'),
    commercial: (link, form, request) => leaveDetails(this.deps, link, form, request, 'commercial'),
    left: (link, form, request) => this.callBack(link, form, request),
  };

  /** 'Have Ava call me now' on the page's end: asked for the lead the visitor's details made; the screen then says what stands. */
  private async callBack(link: DraftLink, form: Record<string, unknown>, { language, visitor }: BookRequest): Promise<Answer> {
    const { leadId } = link.draft;
    if (form.call_back === 'now' && leadId && this.deps.callBack) await this.deps.callBack.ask(leadId, language, visitor);
    return { kind: 'go', to: draftPath(language, link.token) };
  }

  /** The dates the date screen offers now (a date filled up meanwhile is not among them). */
  private offered(draft: Draft): string[] {
    return pageDates(this.deps.bookings, draft.fields, this.deps.settings.current().pickupHolidays).map((offer) => offer.date);
  }

  /** The details kept; then the mobile proven (a link texted to it is proof), or the code texted. */
  private details(link: DraftLink, form: Record<string, unknown>, request: BookRequest): Answer {
    const read = readDetails(form, request.language);
    if (!read.ok) return again(link, 'details', request.language, { messages: read.messages, typed: typedValues(form) });
    const fields = { ...link.draft.fields, ...read.fields, confirmed: true };
    this.deps.drafts.save(link.draft.id, fields, request.language);
    const updated: DraftLink = { ...link, draft: { ...link.draft, fields } };
    if (provenBy(updated) || !this.deps.textsOn) return bookDraft(this.deps, updated, request);
    return sendCode(this.deps, updated, request, 'details');
  }
}
