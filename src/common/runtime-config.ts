// Deployment settings the server writes into the page at start-up as a JSON data block
// (not a script, so the CSP needs no hash for it); changing them needs no rebuild.
// Only public values belong here: this object is visible to every visitor.
import { scriptJson } from './html-escape.ts';

export interface RuntimeConfig {
  vapiPublicKey: string;
  vapiAssistantId: string;
  vapiApiBaseUrl: string;
}

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--runtime-config-->';

export const defaultRuntimeConfig: RuntimeConfig = {
  vapiPublicKey: '',
  vapiAssistantId: '',
  vapiApiBaseUrl: '',
};

/** Whether the page's settings name the voice platform's key and assistant: without both, no call can start. */
export const voiceReady = ({ vapiPublicKey, vapiAssistantId }: RuntimeConfig): boolean => Boolean(vapiPublicKey && vapiAssistantId);

/** The attribute on each span of words that offers a call ('on') or what works without one ('off'). */
export const VOICE_WORDS_ATTRIBUTE = 'data-voice-words';

/** One marked span of plain words, as the prerendered page holds it. */
const wordsSpan = (kind: 'on' | 'off') => new RegExp(`<span ${VOICE_WORDS_ATTRIBUTE}="${kind}">([^<]*)</span>`, 'g');

/** The page with one set of words kept, bare (as the client renders them), and the other dropped. */
const keepWords = (html: string, kept: 'on' | 'off') =>
  html.replace(wordsSpan(kept), '$1').replace(wordsSpan(kept === 'on' ? 'off' : 'on'), '');

/** What only a call needs (the floating call button, a card's second door), hidden where no call can start. */
const CALL_ONLY_HIDDEN = '<style>[data-voice-only]{display:none}</style>';

/**
 * The page as these settings let it be: the words for a call kept where one can start, the words
 * for booking online and the form kept where none can, the other set dropped; and where no call
 * can start, what only a call needs (the floating button, a card's second door) hidden before any
 * script runs. The page where a call can start carries nothing for the other case.
 */
export function markVoice(html: string, config: RuntimeConfig): string {
  if (voiceReady(config)) return keepWords(html, 'on');
  return keepWords(html, 'off').replace('</head>', () => `${CALL_ONLY_HIDDEN}</head>`);
}

/** The <script type="application/json"> tag; '<' is escaped so no value can close the tag. */
export function runtimeConfigTag(config: RuntimeConfig): string {
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`;
}
