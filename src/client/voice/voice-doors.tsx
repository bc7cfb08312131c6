// Words that offer a call only where a call can start. The prerendered page holds both sets, each
// in a marked span; the server keeps the words that fit its settings (markVoice), bare, and drops
// the other span, so the page carries one set of words, right before any script runs. The client
// renders those same bare words from the settings the server wrote: hydration meets what was sent.
import type { ReactNode } from 'react';
import { VOICE_WORDS_ATTRIBUTE } from '../../common/runtime-config.ts';
import { callCanStart } from '../lib/runtime-config.ts';

const prerendering = typeof document === 'undefined';

const Words = ({ on, children }: { on: boolean; children: ReactNode }) =>
  prerendering ? <span {...{ [VOICE_WORDS_ATTRIBUTE]: on ? 'on' : 'off' }}>{children}</span> : callCanStart() === on ? children : null;

/** Shown where a call can start. */
export const WithVoice = ({ children }: { children: ReactNode }) => <Words on>{children}</Words>;

/** Shown where no call can start: what works instead (book online, the form). */
export const WithoutVoice = ({ children }: { children: ReactNode }) => <Words on={false}>{children}</Words>;
