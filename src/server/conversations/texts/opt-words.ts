// What a customer's reply asks for: to stop texts, to start them again, or help. Carriers' opt-out
// and opt-in words (and the Spanish ones a customer here may use) are matched after case and
// punctuation are set aside ('Stop.', 'stop!!'). A person may revoke consent by any reasonable
// means, so a reply that begins with an unambiguous stop phrase ('STOP please', 'stop texting
// me', 'opt out of these') stops texts too; words that also mean something else alone ('cancel my
// booking', 'end', 'yes, Tuesday') count only when they are the whole reply.

import { LANGUAGES, type Language } from '../../../common/languages.ts';
import { ROOT_LANGUAGE } from '../../../common/pages.ts';

export type ReplyIntent = 'stop' | 'start' | 'help';

export interface Words {
  /** The whole reply, alone. */
  exact: Record<string, ReplyIntent>;
  /** Phrases that stop texts wherever they begin a reply: they mean nothing else. */
  stopOpenings: string[];
}

/** Each language's words (a reply in one is answered in it). */
export const OPT_WORDS: Record<Language, Words> = {
  en: {
    exact: {
      STOP: 'stop',
      STOPALL: 'stop',
      UNSUBSCRIBE: 'stop',
      CANCEL: 'stop',
      END: 'stop',
      QUIT: 'stop',
      OPTOUT: 'stop',
      'OPT OUT': 'stop',
      REVOKE: 'stop',
      START: 'start',
      UNSTOP: 'start',
      YES: 'start',
      HELP: 'help',
      INFO: 'help',
    },
    stopOpenings: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'OPTOUT', 'OPT OUT', 'REVOKE'],
  },
  es: {
    exact: { PARAR: 'stop', PARA: 'stop', ALTO: 'stop', BAJA: 'stop', CANCELAR: 'stop', AYUDA: 'help' },
    stopOpenings: ['PARAR'],
  },
};

/** Letters and digits only, upper case, single spaces: 'Stop.' and ' stop! ' read as 'STOP'. */
export const normalizeReply = (body: string) =>
  body
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The language a reply's keyword is in (ALTO, AYUDA: Spanish), else the root page's. */
export const replyLanguage = (body: string): Language => {
  const words = normalizeReply(body);
  const first = words.split(' ')[0]!;
  return LANGUAGES.find((language) => OPT_WORDS[language].exact[words] ?? OPT_WORDS[language].exact[first]) ?? ROOT_LANGUAGE;
};

export function replyIntent(body: string): ReplyIntent | undefined {
  const words = normalizeReply(body);
  for (const language of LANGUAGES) {
    const { exact, stopOpenings } = OPT_WORDS[language];
    const intent = exact[words] ?? (stopOpenings.some((opening) => words.startsWith(`${opening} `)) ? 'stop' : undefined);
    if (intent) return intent;
  }
  return undefined;
}
