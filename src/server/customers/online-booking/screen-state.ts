// A draft's screen as it is drawn: its answers, the link that holds it, the number its code went
// to (while that is still the number entered), and what the page says above the form.
import type { BookScreen } from '../../../common/book-flow.ts';
import type { Language } from '../../../common/languages.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import type { DraftLink } from './draft-store.ts';
import { provenBy } from './proof.ts';
import type { ScreenState } from './view.ts';

export function screenState(link: DraftLink, screen: BookScreen, language: Language, more: Partial<ScreenState> = {}): ScreenState {
  const { draft } = link;
  const codeTo = draft.codeTo !== null && draft.codeTo === toE164(draft.fields.mobile ?? '') ? draft.codeTo : null;
  return {
    language,
    screen,
    fields: draft.fields,
    token: link.token,
    codeTo,
    notice: screen === 'details' && provenBy(link) ? 'link-proves' : null,
    ...more,
  };
}
