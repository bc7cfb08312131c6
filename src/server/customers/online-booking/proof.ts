// How a draft's mobile is proven: a code texted to it in this booking's own conversation, or the
// link itself, when it was texted to that very number (it reached that phone).
import { toE164 } from '../../../common/mobile-e164.ts';
import type { Draft, DraftLink } from './draft-store.ts';

/** The conversations of the booking page's codes begin so (the receptionist's are a call's or a chat's id). */
export const BOOK_CONVERSATION_PREFIX = 'book:';
/** The conversation a draft's codes belong to (a code proves a number for this booking only). */
export const conversationOf = (draft: Draft) => `${BOOK_CONVERSATION_PREFIX}${draft.id}`;

/** Whether the link itself proves the mobile entered: it was texted to that number. */
export function provenBy(link: DraftLink): boolean {
  const { mobile } = link.draft.fields;
  return link.proves !== null && mobile !== undefined && toE164(mobile) === link.proves;
}
