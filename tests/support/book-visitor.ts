// A visitor on the booking page, as a browser without JavaScript drives it (each screen a form
// post, each 303 followed), or as the page's script does (the flow header, JSON screens). The
// app is any in-process test app with the site on; `screen` is the page's text without tags.
import type { FastifyInstance } from 'fastify';
import { BOOK_FLOW_HEADER, BOOK_PATHS, type BookFlowAnswer } from '../../src/common/book-flow.ts';
import type { Language } from '../../src/common/languages.ts';

export interface Visit {
  status: number;
  /** Where the visitor is now (after following a redirect). */
  path: string;
  html: string;
  /** The page as read: tags dropped, entities and runs of space collapsed. */
  text: string;
}

const TEXT_ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&nbsp;': ' ' };
export const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, (e) => TEXT_ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();

export function bookVisitor(app: FastifyInstance, { language = 'en' as Language, script = false, ip = '203.0.113.7' } = {}) {
  let path: string = BOOK_PATHS[language];
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'http://localhost:80',
    host: 'localhost:80',
    'user-agent': 'book-visitor test',
    ...(script ? { [BOOK_FLOW_HEADER]: '1' } : {}),
  };
  const answer = (status: number, at: string, body: string): Visit => {
    if (!script) return { status, path: at, html: body, text: textOf(body) };
    const json = JSON.parse(body) as BookFlowAnswer;
    if ('redirect' in json) return { status, path: json.redirect, html: '', text: '' };
    return { status, path: json.path, html: json.html, text: textOf(json.html) };
  };
  const get = async (url: string): Promise<Visit> => {
    const res = await app.inject({
      method: 'GET',
      url,
      remoteAddress: ip,
      headers: { host: headers.host, ...(script ? { [BOOK_FLOW_HEADER]: '1' } : {}) },
    });
    if (res.statusCode === 303) return get(res.headers.location as string);
    const page = url.split('?')[0]!;
    if (page.startsWith(`${BOOK_PATHS[language]}/`)) path = page;
    return answer(res.statusCode, url, res.body);
  };
  return {
    get path() {
      return path;
    },
    /** Opens an address (the first screen, the visitor's own link with ?step=..., the booking page). */
    open: (url: string = path) => get(url),
    /** Sends the current screen's form (its name in `screen`), following where the server sends them. */
    async send(fields: Record<string, string>, { query = '' } = {}): Promise<Visit> {
      const res = await app.inject({
        method: 'POST',
        url: path + query,
        remoteAddress: ip,
        headers,
        payload: new URLSearchParams(fields).toString(),
      });
      if (res.statusCode === 303) return get(res.headers.location as string);
      const visit = answer(res.statusCode, path, res.body);
      if (script && visit.path.startsWith(`${BOOK_PATHS[language]}/`)) path = visit.path.split('?')[0]!;
      return visit;
    },
  };
}

/** The 6-digit code in the latest text to a number. */
export function codeIn(texts: { to: string; body: string }[], to: string): string {
  const text = texts.filter((t) => t.to === to).at(-1);
  const code = text && /\b(\d{6})\b/.exec(text.body)?.[1];
  if (!code) throw new Error(`no code texted to ${to}: ${JSON.stringify(texts)}`);
  return code;
}
