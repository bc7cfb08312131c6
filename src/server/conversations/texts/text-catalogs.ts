// The customer's texts in the customer's language: one catalog per language, the same kinds in
// each (their types are checked against the English one).
import type { Language } from '../../../common/languages.ts';
import type { BusinessWords } from '../../../common/business-words.ts';
import {
  TEXT_BOOK_LINK_ES,
  TEXT_BOOKED_PAY_ES,
  TEXT_CODE_ES,
  TEXT_CODE_PAGE_ES,
  TEXT_CODE_ACCOUNT_ES,
  TEXT_HELP_ES,
  TEXT_STOPPED_ES,
  TEXTS_ES,
} from './text-messages-es.ts';
import {
  TEXT_BOOK_LINK,
  TEXT_BOOKED_PAY,
  TEXT_CODE,
  TEXT_CODE_PAGE,
  TEXT_CODE_ACCOUNT,
  TEXT_HELP,
  TEXTS,
  type LinkFacts,
  type TextFacts,
  type TextKind,
} from './text-messages.ts';

/** Where a code to prove a mobile was asked for: of the receptionist (a web call, a chat), on the booking page, or to sign in to an account. */
export type CodeAskedOn = 'receptionist' | 'page' | 'account';

export interface TextCatalog {
  texts: Record<TextKind, (facts: TextFacts) => string>;
  bookedPay: (facts: TextFacts) => string;
  code: Record<CodeAskedOn, (code: string, business: BusinessWords) => string>;
  bookLink: (facts: LinkFacts) => string;
  /** The answer to a help word. */
  help: (business: BusinessWords) => string;
  /** The answer to a stop word, where the provider does not answer it itself (it answers the English ones). */
  stopped: ((business: BusinessWords) => string) | null;
}

export const TEXT_CATALOGS: Record<Language, TextCatalog> = {
  en: {
    texts: TEXTS,
    bookedPay: TEXT_BOOKED_PAY,
    code: { receptionist: TEXT_CODE, page: TEXT_CODE_PAGE, account: TEXT_CODE_ACCOUNT },
    bookLink: TEXT_BOOK_LINK,
    help: TEXT_HELP,
    stopped: null,
  },
  es: {
    texts: TEXTS_ES,
    bookedPay: TEXT_BOOKED_PAY_ES,
    code: { receptionist: TEXT_CODE_ES, page: TEXT_CODE_PAGE_ES, account: TEXT_CODE_ACCOUNT_ES },
    bookLink: TEXT_BOOK_LINK_ES,
    help: TEXT_HELP_ES,
    stopped: TEXT_STOPPED_ES,
  },
};
