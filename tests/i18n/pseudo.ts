// A pseudo-locale built from the English catalogs, as i18n libraries generate one: every letter
// accented, the vowels doubled (words about 35% longer) and each text in brackets. Anything on a
// page, in an e-mail or a text that still reads as English skipped a catalog; anything that
// breaks with the longer words breaks for a real language too.
export const PSEUDO = 'xx';

const PLAIN = [...'abcdefghijklmnopqrstuvwxyz'];
const MARKED = [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýž'];
const ACCENTED: Record<string, string> = Object.fromEntries(
  PLAIN.flatMap((letter, i) => [
    [letter, MARKED[i]!],
    [letter.toUpperCase(), MARKED[i]!.toUpperCase()],
  ]),
);

/** Codes, paths, addresses and templates' placeholders are not words: they stay as they are. */
const NOT_WORDS = /^(\/|#|https?:|mailto:|tel:|[\w.+-]+@[\w.-]+$|[a-z]{2}(-[A-Z]{2})?$|[a-z]{2}_[A-Z]{2}$|\$?[\d.,:\s]*$)/;

export function pseudoText(text: string): string {
  if (NOT_WORDS.test(text) || !/\p{L}/u.test(text)) return text;
  // {name}-style placeholders and <tags> pass through untouched.
  const parts = text.split(/(\{[^}]*\}|<[^>]*>|https?:\S+)/);
  const out = parts.map((part, i) =>
    i % 2 ? part : part.replace(/[a-zA-Z]/g, (c) => (/[aeiou]/i.test(c) ? ACCENTED[c]!.repeat(2) : ACCENTED[c]!)),
  );
  return `[${out.join('')}]`;
}

/** Keys whose values are codes or addresses, never words. */
const CODES = new Set(['lang', 'home', 'href', 'bookPath', 'path', 'file', 'language', 'code']);

/** The catalog as the pseudo-locale reads it: its strings pseudo, its functions' answers too. */
export function pseudo<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (CODES.has(key) ? value : pseudoText(value)) as T;
  if (typeof value === 'function') return ((...args: unknown[]) => pseudo((value as (...a: unknown[]) => unknown)(...args), key)) as T;
  if (Array.isArray(value)) return value.map((item) => pseudo(item, key)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(value)) out[name] = pseudo((value as Record<string, unknown>)[name], name);
    return out as T;
  }
  return value;
}
