import type { BookScreen } from '../../../common/book-flow.ts';
import type { Language } from '../../../common/languages.ts';
import type { DraftLink } from './draft-store.ts';
import { screenState } from './screen-state.ts';
import type { Answer } from './types.ts';
import type { ScreenState } from './view.ts';

/** The same screen again, with what to fix. */
export const again = (link: DraftLink, screen: BookScreen, language: Language, more: Partial<ScreenState>): Answer => ({
  kind: 'screen',
  status: 400,
  state: screenState(link, screen, language, more),
});
