// A visitor on the booking page, as a browser without JavaScript drives it (each screen a form
// post, each 303 followed), or as the page's script does (the flow header, JSON screens). The
// app is any in-process test app with the site on, or a listening server's origin (then each
// request goes over a socket from the visitor's own loopback address); `screen` is the page's
// text without tags.
import { request as httpRequest } from 'node:http';
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

interface Answered {
  statusCode: number;
  location: string | undefined;
  body: string;
}

/** One request over a socket from a loopback address of the visitor's own (127.0.0.2, .3...). */
function overSocket(origin: string, from: string, method: string, url: string, headers: Record<string, string>, payload?: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<Answered>((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, localAddress: from, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ statusCode: res.statusCode!, location: res.headers.location, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export function bookVisitor(
  target: FastifyInstance | { origin: string },
  { language = 'en' as Language, script = false, ip = '203.0.113.7' } = {},
) {
  const call = async (method: 'GET' | 'POST', url: string, callHeaders: Record<string, string>, payload?: string): Promise<Answered> => {
    if ('origin' in target) return overSocket(target.origin, ip, method, url, callHeaders, payload);
    const res = await target.inject({
      method,
      url,
      remoteAddress: ip,
      headers: callHeaders,
      ...(payload === undefined ? {} : { payload }),
    });
    return { statusCode: res.statusCode, location: res.headers.location as string | undefined, body: res.body };
  };
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
    const res = await call('GET', url, { host: headers.host, ...(script ? { [BOOK_FLOW_HEADER]: '1' } : {}) });
    if (res.statusCode === 303) return get(res.location!);
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
      const res = await call('POST', path + query, headers, new URLSearchParams(fields).toString());
      if (res.statusCode === 303) return get(res.location!);
      const visit = answer(res.statusCode, path, res.body);
      if (script && visit.path.startsWith(`${BOOK_PATHS[language]}/`)) path = visit.path.split('?')[0]!;
      return visit;
    },
  };
}

/** The 6-digit code in the latest text to a number. */
/** The details screen as a new customer fills it in (their mobile texted +14045550199). */
export const BOOK_DETAILS = {
  screen: 'details',
  customer_status: 'New',
  full_name: 'Jordan Peachtree',
  mobile: '(404) 555-0199',
  email: 'jordan@example.com',
  street: '123 Peachtree St NE',
  notes: 'Gate code 1234',
  sms_opt_in: 'on',
};

export function codeIn(texts: { to: string; body: string }[], to: string): string {
  const text = texts.filter((t) => t.to === to).at(-1);
  const code = text && /\b(\d{6})\b/.exec(text.body)?.[1];
  if (!code) throw new Error(`no code texted to ${to}: ${JSON.stringify(texts)}`);
  return code;
}

/** From the zip to the details screen: Midtown (30309), a Tuesday pickup, one can of a one-time clean on Wednesday, November 25. */
export async function toTheDetails(visitor: ReturnType<typeof bookVisitor>) {
  await visitor.open();
  await visitor.send({ screen: 'zip', zip: '30309' });
  await visitor.send({ screen: 'pickup', pickup_day: 'Tuesday' });
  await visitor.send({ screen: 'plan', plan: 'one-time' });
  await visitor.send({ screen: 'cans', cans: '1' });
  return visitor.send({ screen: 'date', date: '2026-11-25' });
}
