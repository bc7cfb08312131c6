// Before any module of the product is read: the pseudo-locale becomes a language the business
// speaks, with a pseudo entry in every table kept by language (the catalogs' indexes list them
// all), as a new language would get from its translators. Every test file of this project runs
// in its own module graph (vitest.config.ts: isolate), so nothing of it reaches another test.
import { LANGUAGES } from '../../src/common/languages.ts';
import { PSEUDO, pseudo } from './pseudo.ts';

(LANGUAGES as unknown as string[]).push(PSEUDO);

// The common side first: some of the server's modules read its tables as they load.
const { COMMON_WORDS, LANGUAGE_TABLES } = await import('../../src/common/copy/catalogs.ts');
const register = (tables: object) => {
  for (const table of Object.values(tables) as Record<string, unknown>[]) table[PSEUDO] = pseudo(table.en);
};
register(COMMON_WORDS);
// The page catalog's own language code is the pseudo-locale's.
(COMMON_WORDS.page as Record<string, { lang: string }>)[PSEUDO]!.lang = PSEUDO;

const facts = LANGUAGE_TABLES as unknown as Record<string, Record<string, unknown>>;
Object.assign(facts.locales!, { [PSEUDO]: 'en-US' });
Object.assign(facts.ogLocales!, { [PSEUDO]: 'en_XA' });
Object.assign(facts.names!, { [PSEUDO]: { own: 'Ƥšééúđóó', short: 'XX', english: 'Pseudo' } });
Object.assign(facts.shortDates!, { [PSEUDO]: { weekday: 'short', month: 'short', day: 'numeric' } });
Object.assign(facts.pages!, {
  [PSEUDO]: {
    home: { path: '/xx/', file: 'xx.html', title: '' },
    'message-sent': { path: '/xx/message-sent', file: 'message-sent-xx.html', title: pseudo('Message sent!') },
    'not-found': { path: null, file: '404-xx.html', title: pseudo('Page not found') },
  },
});
Object.assign(facts.homePaths!, { [PSEUDO]: '/xx/' });
Object.assign(facts.messageSentPaths!, { [PSEUDO]: '/xx/message-sent' });
Object.assign(facts.bookPaths!, { [PSEUDO]: '/xx/book' });
Object.assign(facts.bookFiles!, { [PSEUDO]: 'book-xx.html' });

const { SERVER_WORDS, SERVER_TABLES } = await import('../../src/server/app/wiring/catalogs.ts');
register(SERVER_WORDS);
Object.assign(SERVER_TABLES.stripeLocales as Record<string, string>, { [PSEUDO]: 'en' });
