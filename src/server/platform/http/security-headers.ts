// Security headers by kind of response: helmet's full set with a Content-Security-Policy on the
// HTML documents (documentHeaders), small precomputed sets on the JSON API and on static files.
// The policy allows exactly what the page and the voice SDK need: no 'unsafe-inline' or
// 'unsafe-eval' for scripts (the one inline loader is allowed by its hash, from the build's csp.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SecurityOptions {
  /** The voice platform's API, which the browser SDK calls directly. */
  voiceApiOrigin: string;
  /** Hashes of the inline scripts the prerender wrote ('sha256-...'). */
  scriptHashes: string[];
  /** Strict-Transport-Security: only when the site is served over TLS. */
  hsts: boolean;
  /**
   * Where a form of ours may lead (a form post answered with a redirect is held to form-action):
   * the payment pages' Stripe (Checkout, the customer portal), when payments are on.
   */
  formTargets?: string[];
}

/**
 * The video-call provider under the voice SDK: its call machine script, API, and media websockets.
 * An HTTPS source is written without its scheme (a host source takes the page's own, https:, and
 * every byte of a document's headers counts toward its first round trip); a websocket's never is:
 * Chromium refuses wss: to a host source without one (tried). The first host serves the call
 * machine's script and frame.
 */
const CALL_MACHINE = '*.daily.co';
const DAILY_HOSTS = [CALL_MACHINE, '*.pluot.blue'];
const DAILY = DAILY_HOSTS.flatMap((host) => [host, `wss://${host}`]);
/**
 * The video-call library reports its own errors to its vendor's Sentry (third-party traffic,
 * not product behaviour; it cannot be switched off through the voice SDK). Allowed so the
 * policy does not fill the console with violations; drop it to block that reporting instead.
 */
const CALL_LIBRARY_ERROR_REPORTING = ['*.ingest.sentry.io'];

export function cspDirectives({
  voiceApiOrigin,
  scriptHashes,
  formTargets = [],
}: Pick<SecurityOptions, 'voiceApiOrigin' | 'scriptHashes' | 'formTargets'>) {
  // default-src 'self' also covers fonts and the manifest: only what differs from it is listed.
  return {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' lets the call's audio processing compile WebAssembly; it allows no JS eval.
    scriptSrc: ["'self'", ...scriptHashes, CALL_MACHINE, "'wasm-unsafe-eval'"],
    // Inline styles: the page's critical CSS, and style attributes set by React and Radix.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'", voiceApiOrigin, ...DAILY, ...CALL_LIBRARY_ERROR_REPORTING],
    mediaSrc: ["'self'", 'blob:', 'mediastream:'],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: [CALL_MACHINE],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...formTargets],
    frameAncestors: ["'none'"],
  };
}

export const PERMISSIONS_POLICY = 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), display-capture=()';

/**
 * The owner's app reads the phone's position at a mark (it places the customer's stop); the
 * public pages never ask for it.
 */
export const OWNER_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('geolocation=()', 'geolocation=(self)');

/** The inline-script hashes the build wrote next to the site (dist/csp.json); none when there is no build. */
export function buildScriptHashes(staticDir: string): string[] {
  const file = join(staticDir, '..', 'csp.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { scriptHashes: string[] }).scriptHashes : [];
}

/**
 * JSON API responses get a fixed, precomputed header set instead of helmet's middleware chain:
 * the same protections that matter for JSON, at a fraction of the per-request cost (the
 * contact endpoint is benchmarked at thousands of requests per second).
 */
export function apiHeaders(hsts: boolean): Record<string, string> {
  return {
    ...assetHeaders(hsts),
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': 'no-store',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/** The one HSTS policy: helmet's option for the documents, the same header for everything else. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/** Static files (scripts, fonts, images): the headers that matter for a subresource. */
export function assetHeaders(hsts: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': `max-age=${HSTS.maxAge}; includeSubDomains` } : {}),
  };
}

/**
 * Helmet's full set goes on the HTML documents (the site routes call reply.helmet()), where a
 * policy means something; subresources and the JSON API get small precomputed sets. Sending
 * the ~1 KB document set with every font and image cost measurable load time on slow links.
 * Cross-Origin-Opener-Policy and Origin-Agent-Cluster are left off: they force a process
 * swap on navigation (Lighthouse LCP 0.9 s -> 1.6 s here) and this page opens no windows.
 */
export async function securityHeaders(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    hsts: options.hsts ? HSTS : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    // Headers only retired browsers read, or that a document's other headers already cover:
    // every byte of a document's headers counts toward its first round trip. X-Frame-Options is
    // what frame-ancestors 'none' (sent) says to browsers from before it; CORP guards a
    // subresource, and an HTML document loaded as one is blocked by every current browser's
    // opaque-response blocking anyway. IE's download and XSS filters, Flash's policy files, DNS
    // prefetch: gone with their browsers. (The API and the assets keep their own small sets.)
    frameguard: false,
    crossOriginResourcePolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const api = apiHeaders(options.hsts);
  const asset = assetHeaders(options.hsts);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? api : asset);
    done();
  });
}

/** The JSON APIs: the visitor's (/api/) and the owner's (/owner/api/); never stored by a cache. */
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/owner/api/');

/** For the HTML documents: helmet's full set plus the Permissions-Policy. */
export function documentHeaders(reply: FastifyReply, permissions = PERMISSIONS_POLICY): FastifyReply {
  // A page answered on an API path (a form post) replaces the API's policy with the page's; the
  // subresource's CORP the request hook set is no document's concern (see securityHeaders).
  reply.removeHeader('Content-Security-Policy');
  reply.removeHeader('Cross-Origin-Resource-Policy');
  reply.helmet();
  return reply.header('Permissions-Policy', permissions);
}

/**
 * A page whose address is a bearer link (a booking's, a draft's, a proposal's): never cached, and
 * its address never sent to another site as a Referer ('same-origin' rather than 'no-referrer',
 * which would make the browser send 'Origin: null' with the page's own forms and fail the
 * same-site check).
 */
export const privatePage = (reply: FastifyReply) =>
  documentHeaders(reply).header('Cache-Control', 'no-store').header('Referrer-Policy', 'same-origin').type('text/html; charset=utf-8');
