// A visitor's own link to book online, the link itself riding as the delivery's secret: texted at
// once after the contact form (to a number that agreed to texts, the quiet hours kept), or at a
// caller's word on a call (asking for it is the consent for that one text, as for a code; sent
// whatever the hour, it answers them). Nothing goes once the draft has ended (booked, or details
// left), and never to a number that said STOP.
import { BOOK_PATHS } from '../../../common/book-flow.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import { TEXT_CATALOGS } from '../../conversations/texts/text-catalogs.ts';
import { NOT_TEXTABLE } from './customer-text.ts';
import { wordsOf } from '../../../common/business-words.ts';
import { defineNotice, plainId, type NoticeContext } from '../../platform/outbox/notice.ts';
import type { Draft, DraftStore } from '../online-booking/draft-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { drafts: DraftStore; texts: TextStore };

/** The first name, short enough for the text to stay one segment. */

function linkText(draftId: string, token: string | null, ctx: NoticeContext<Reads>, mayGo: (to: string, draft: Draft) => boolean) {
  const draft = ctx.stores.drafts.get(draftId);
  if (!draft || !token || draft.outcome) return undefined;
  const to = toE164(draft.fields.mobile ?? '');
  if (!to || !mayGo(to, draft)) return NOT_TEXTABLE;
  const link = ctx.siteLink(`${BOOK_PATHS[draft.language]}/${token}`);
  return {
    to,
    body: TEXT_CATALOGS[draft.language].bookLink({ link, first: ctx.stores.texts.isFirst(to), business: wordsOf(ctx.business()) }),
  };
}

export const bookLinkNotice = defineNotice<string, Reads>({
  kind: 'book-link',
  id: plainId,
  sms: (draftId, token, ctx) => linkText(draftId, token, ctx, ctx.textable),
});

/**
 * The link texted once to a visitor who left the booking page at its code step: their ticked
 * consent is in the draft (none is recorded before a booking), so it goes to a number that can
 * take texts and has not said STOP, and keeps the quiet hours.
 */
export const bookLinkLeftNotice = defineNotice<string, Reads>({
  kind: 'book-link-left',
  id: plainId,
  sms: (draftId, token, ctx) =>
    linkText(draftId, token, ctx, (to, draft) => Boolean(draft.fields.sms_opt_in) && ctx.stores.texts.canTake(to)),
});

export const bookLinkAskedNotice = defineNotice<string, Reads>({
  kind: 'book-link-asked',
  id: plainId,
  urgent: true,
  sms: (draftId, token, ctx) => linkText(draftId, token, ctx, (to) => ctx.stores.texts.canTake(to)),
});
