// A commercial proposal's messages: sent to its billing contact with a fresh link (and its whole
// text), the one reminder a week on, the signed copy once accepted (the owner told at once), and
// a change the customer asked for from its page (to the owner, replying to the customer).
import { formatPhone } from '../../../common/phone.ts';
import { headerLine } from '../../platform/outbox/email-message.ts';
import { ACCOUNT_EMAIL_WORDS } from '../accounts/account-email-words.ts';
import { proposalFacts } from '../account-flow/proposal-facts.ts';
import type { Proposal } from '../accounts/account-types.ts';
import { keptText } from '../accounts/proposal-store.ts';
import { defineNotice, plainId, type NoticeContext } from '../../platform/outbox/notice.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { ProposalStore } from '../accounts/proposal-store.ts';

/** The records this notice reads. */
type Reads = { proposals: ProposalStore; accounts: AccountStore; bookings: BookingStore };

/** The proposal's page, at a link made for this message. */
const pageUrl = (ctx: NoticeContext<Reads>, token: string | null) => (token ? ctx.siteLink(`/proposal/${token}`) : undefined);

type Words = (typeof ACCOUNT_EMAIL_WORDS)[keyof typeof ACCOUNT_EMAIL_WORDS];

/**
 * An e-mail about a proposal still to be answered (sent, not replaced or accepted since), with
 * the link this message carries: its subject and lines, from the proposal and its words.
 */
function aboutWaiting(
  id: string,
  token: string | null,
  ctx: NoticeContext<Reads>,
  compose: (p: Proposal, w: Words, url: string) => [string, string[]],
) {
  const proposal = ctx.stores.proposals.get(id);
  const url = pageUrl(ctx, token);
  if (!proposal || !url) return undefined;
  if (proposal.state !== 'sent') return 'superseded' as const;
  const { content } = proposal;
  const w = ACCOUNT_EMAIL_WORDS[content.language];
  const [subject, text] = compose(proposal, w, url);
  return {
    to: [content.email],
    subject: headerLine(subject),
    text: sign([w.hi(content.contactName), '', ...text, '', w.questions(formatPhone(ctx.business().phone))]),
  };
}

const sign = (lines: (string | false)[]) => lines.filter((line) => line !== false).join('\n');

export const proposalSentNotice = defineNotice<string, Reads>({
  kind: 'proposal-sent',
  id: plainId,
  customerEmail: (id, token, ctx) =>
    aboutWaiting(id, token, ctx, (proposal, w, url) => {
      const { content } = proposal;
      const facts = proposalFacts(proposal, ctx.stores.bookings.dates, ctx.business().commercial);
      return [
        w.proposal.subject(content.business, ctx.business().brandName),
        [
          w.proposal.intro(content.business, content.sites.length, facts.totals.perMonth),
          '',
          w.proposal.open(url),
          '',
          w.proposal.copy,
          '',
          keptText(proposal),
        ],
      ];
    }),
});

export const proposalReminderNotice = defineNotice<string, Reads>({
  kind: 'proposal-reminder',
  id: plainId,
  customerEmail: (id, token, ctx) =>
    aboutWaiting(id, token, ctx, (proposal, w, url) => [w.reminder.subject(proposal.content.business), [w.reminder.intro, url]]),
});

/** Each new address's first visit, in words: what the signer and the owner are told. */
function firstVisits(proposal: Proposal, ctx: NoticeContext<Reads>, words: (street: string, date: string) => string) {
  const { accounts, bookings } = ctx.stores;
  const sites = proposal.accountId ? accounts.sites(proposal.accountId).filter((site) => site.proposalId === proposal.id) : [];
  return sites.flatMap((site) => {
    const booking = bookings.get(site.bookingId);
    const first = booking && bookings.nextVisits(booking, 1)[0];
    return booking && first ? [words(booking.customer.street, bookings.dates.words(first.date, proposal.language))] : [];
  });
}

export const proposalAcceptedNotice = defineNotice<string, Reads>({
  kind: 'proposal-accepted',
  id: plainId,
  customerEmail: (id, token, ctx) => {
    const proposal = ctx.stores.proposals.get(id);
    if (!proposal?.acceptance) return undefined;
    const { content, acceptance } = proposal;
    const w = ACCOUNT_EMAIL_WORDS[content.language];
    const { calendar } = ctx.stores.bookings.dates;
    const url = pageUrl(ctx, token);
    return {
      to: [content.email],
      subject: headerLine(w.accepted.subject(content.business, ctx.business().brandName)),
      text: sign([
        w.hi(content.contactName),
        '',
        w.accepted.intro(acceptance.name, calendar.recordWords(calendar.dateOf(acceptance.at), content.language)),
        '',
        w.accepted.first,
        ...firstVisits(proposal, ctx, w.accepted.firstVisit),
        '',
        !!url && w.accepted.page(url),
        '',
        w.accepted.copy,
        '',
        keptText(proposal),
        '',
        w.accepted.fingerprint(proposal.fingerprint ?? ''),
        '',
        w.questions(formatPhone(ctx.business().phone)),
      ]),
    };
  },
  ownerEmail: (id, ctx) => {
    const proposal = ctx.stores.proposals.get(id);
    if (!proposal?.acceptance) return undefined;
    const { content, acceptance } = proposal;
    const { calendar } = ctx.stores.bookings.dates;
    const facts = proposalFacts(proposal, ctx.stores.bookings.dates, ctx.business().commercial);
    return {
      subject: headerLine(`Proposal accepted: ${content.business} (about ${facts.totals.perMonth} a month)`),
      replyTo: content.email,
      text: sign([
        `${acceptance.name} accepted the proposal for ${content.business} (version ${proposal.version})`,
        `on ${calendar.recordWords(calendar.dateOf(acceptance.at))} at ${calendar.timeWords(acceptance.at)}, from ${acceptance.ip}.`,
        '',
        'First visits (each on the route from then on):',
        ...firstVisits(proposal, ctx, (street, date) => `- ${street}: ${date}`),
        '',
        `Billing contact: ${content.contactName}, ${content.email}, ${content.mobile}`,
        `The account: ${ctx.siteLink(`/owner#accounts/${proposal.accountId ?? ''}`)}`,
      ]),
    };
  },
});

export const proposalMessageNotice = defineNotice<string, Reads>({
  kind: 'proposal-message',
  id: plainId,
  ownerEmail: (id, ctx) => {
    const message = ctx.stores.proposals.message(Number(id));
    const proposal = message && ctx.stores.proposals.get(message.proposalId);
    if (!message || !proposal) return undefined;
    const { content } = proposal;
    return {
      subject: headerLine(`A change asked for: the proposal for ${content.business}`),
      replyTo: content.email,
      text: sign([
        `${content.contactName} (${content.business}) wrote from the proposal's page (version ${proposal.version}):`,
        '',
        message.body,
        '',
        `Answer by replying to this e-mail, or make a new version: ${ctx.siteLink(`/owner#accounts/proposal/${proposal.id}`)}`,
      ]),
    };
  },
});
