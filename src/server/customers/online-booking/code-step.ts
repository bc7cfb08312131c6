// The mobile proven before a booking is made: a 6-digit code texted to it (the same codes the
// receptionist sends on a web call, three to a booking, three an hour to a number), typed back on
// the code screen. A number that cannot be texted, or asked us to stop, is told so where it was typed.
import { BOOK_COPY } from '../../../common/copy/book-copy.ts';
import { formError } from '../../../common/copy/form-errors.ts';
import { contactMessages } from '../../../common/contact-schema.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import { textableNumber } from '../../conversations/texts/text-countries.ts';
import { bookDraft } from './book-draft.ts';
import { readCode, typedValues } from './draft-fields.ts';
import type { DraftLink } from './draft-store.ts';
import { conversationOf } from './proof.ts';
import { screenState } from './screen-state.ts';
import type { Answer, BookRequest, OnlineBookingDeps } from './types.ts';
import { draftPath } from './view.ts';
import { businessOf } from '../../../common/page-business.ts';

/** Texts a code to the draft's mobile; from the details screen (its first) or the code screen (a new one). */
export function sendCode(deps: OnlineBookingDeps, link: DraftLink, { language, visitor }: BookRequest, from: 'details' | 'code'): Answer {
  const words = BOOK_COPY[language];
  const refuse = (message: string): Answer => ({
    kind: 'screen',
    status: 400,
    state: screenState(link, from, language, { messages: from === 'details' ? { mobile: message } : { form: message } }),
  });
  const e164 = toE164(link.draft.fields.mobile ?? '');
  if (!e164) return refuse(formError(language, contactMessages.mobile));
  const settings = deps.settings.current();
  const business = businessOf(settings);
  if (!textableNumber(e164, settings.texts.countries)) return refuse(words.errors.notTextable(business, settings.texts.countries));
  if (deps.texts.stopped(e164)) return refuse(words.errors.stopped(business));
  const gate = () => !deps.budget.take({ kind: 'code', phone: e164, address: visitor.ip, door: 'site' });
  const sent = deps.phoneProofs.send(e164, conversationOf(link.draft), language, gate);
  if (!sent.ok)
    return refuse(
      {
        conversation: words.errors.conversation(business),
        'too-many': words.errors.tooManyCodes(business),
        fresh: words.errors.fresh,
        budget: words.errors.busy(business),
      }[sent.problem],
    );
  deps.drafts.codeSent(link.draft.id, e164);
  // The code screen says where the code went; a new one asked for is news of its own.
  return { kind: 'go', to: `${draftPath(language, link.token)}${from === 'code' ? '?notice=code-again' : ''}` };
}

/** The code typed back: right, and the booking is made; else why not, on the code screen. */
export function confirmCode(deps: OnlineBookingDeps, link: DraftLink, form: Record<string, unknown>, request: BookRequest): Answer {
  const { language } = request;
  const { draft } = link;
  const words = BOOK_COPY[language];
  const e164 = toE164(draft.fields.mobile ?? '');
  // No code went to the number entered (it was changed since): the screen offers to text one.
  if (!e164 || draft.codeTo !== e164) return { kind: 'screen', status: 400, state: screenState(link, 'code', language) };
  if (deps.phoneProofs.isProven(e164, conversationOf(draft))) return bookDraft(deps, link, request);
  const again = (message: string): Answer => ({
    kind: 'screen',
    status: 400,
    state: screenState(link, 'code', language, { messages: { code: message }, typed: typedValues(form) }),
  });
  const read = readCode(form, language);
  if (!read.ok) return again(read.messages.code!);
  const result = deps.phoneProofs.confirm(e164, conversationOf(draft), read.fields.code);
  if (result.ok) return bookDraft(deps, link, request);
  return again(result.problem === 'wrong' && result.triesLeft > 0 ? words.errors.wrongCode(result.triesLeft) : words.errors.noCode);
}
