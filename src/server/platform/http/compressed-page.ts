// An HTML page compressed once at start-up (brotli and gzip) and sent in the encoding the
// client accepts: the pages are the same for every visitor, so no request pays for compression.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentHeaders, PERMISSIONS_POLICY } from './security-headers.ts';

export interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The CSP sources of the page's own inline scripts ('sha256-...'). */
  scriptHashes: string[];
}

const INLINE_SCRIPT = /<script(?: type="module")?>([\s\S]*?)<\/script>/g;
const HASH_SOURCE = /'sha256-[A-Za-z0-9+/=]+'\s?/g;

export function compressPage(html: string): CompressedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    scriptHashes: [...html.matchAll(INLINE_SCRIPT)].map(([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`),
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Which encoding to send: brotli, then gzip, honouring q=0 refusals. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CompressedPage,
  status = 200,
  permissions = PERMISSIONS_POLICY,
) {
  documentHeaders(reply, permissions);
  // Each page's policy names only its own inline script: every hash is bytes of the first round trip.
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string' && page.scriptHashes.length)
    reply.header(
      'Content-Security-Policy',
      policy.replace(/script-src [^;]*/, (sources) =>
        sources.replace(HASH_SOURCE, '').replace("'self'", `'self' ${page.scriptHashes.join(' ')}`),
      ),
    );
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (encoding === 'identity') return reply.send(page.identity);
  return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}

/**
 * A page made for one request (a customer's booking, a proposal): compressed as it goes, in the
 * encoding the client accepts (brotli at a quick level: a few milliseconds for the template's
 * inline stylesheet, which it shrinks about fivefold).
 */
export function sendMadePage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const identity = Buffer.from(html, 'utf8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding');
  if (encoding === 'identity') return reply.send(identity);
  const body =
    encoding === 'br'
      ? brotliCompressSync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        })
      : gzipSync(identity, { level: 6 });
  return reply.header('Content-Encoding', encoding).send(body);
}
