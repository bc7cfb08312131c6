// What a customer's reply asks for: to stop texts, to start them again, or help. Carriers' opt-out
// and opt-in words (and the Spanish ones a customer here may use) are matched after case and
// punctuation are set aside ('Stop.', 'stop!!'). A person may revoke consent by any reasonable
// means, so a reply that begins with an unambiguous stop phrase ('STOP please', 'stop texting
// me', 'opt out of these') stops texts too; words that also mean something else alone ('cancel my
// booking', 'end', 'yes, Tuesday') count only when they are the whole reply.

export type ReplyIntent = 'stop' | 'start' | 'help';

/** The whole reply, alone. */
const EXACT: Record<string, ReplyIntent> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  OPTOUT: 'stop',
  'OPT OUT': 'stop',
  REVOKE: 'stop',
  PARAR: 'stop',
  PARA: 'stop',
  ALTO: 'stop',
  BAJA: 'stop',
  CANCELAR: 'stop',
  START: 'start',
  UNSTOP: 'start',
  YES: 'start',
  HELP: 'help',
  INFO: 'help',
  AYUDA: 'help',
};

/** Phrases that stop texts wherever they begin a reply: they mean nothing else. */
const STOP_OPENINGS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'OPTOUT', 'OPT OUT', 'REVOKE', 'PARAR'];

/** Letters and digits only, upper case, single spaces: 'Stop.' and ' stop! ' read as 'STOP'. */
export const normalizeReply = (body: string) =>
  body
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The words that are Spanish: the answer to one goes in Spanish. */
const SPANISH = new Set(['PARAR', 'PARA', 'ALTO', 'BAJA', 'CANCELAR', 'AYUDA']);

/** The language a reply's keyword is in ('es' for ALTO, AYUDA...; 'en' otherwise). */
export const replyLanguage = (body: string): 'en' | 'es' => {
  const words = normalizeReply(body);
  return SPANISH.has(words) || SPANISH.has(words.split(' ')[0]!) ? 'es' : 'en';
};

export function replyIntent(body: string): ReplyIntent | undefined {
  const words = normalizeReply(body);
  return EXACT[words] ?? (STOP_OPENINGS.some((opening) => words.startsWith(`${opening} `)) ? 'stop' : undefined);
}
