// The customer's texts in the customer's language: one catalog per language, the same kinds in
// each (their types are checked against the English one).
import type { Language } from '../../common/languages.ts';
import { TEXT_BOOKED_PAY_ES, TEXTS_ES } from './text-messages-es.ts';
import { TEXT_BOOKED_PAY, TEXTS, type TextFacts, type TextKind } from './text-messages.ts';

export interface TextCatalog {
  texts: Record<TextKind, (facts: TextFacts) => string>;
  bookedPay: (facts: TextFacts) => string;
}

export const TEXT_CATALOGS: Record<Language, TextCatalog> = {
  en: { texts: TEXTS, bookedPay: TEXT_BOOKED_PAY },
  es: { texts: TEXTS_ES, bookedPay: TEXT_BOOKED_PAY_ES },
};
