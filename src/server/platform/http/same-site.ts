// Whether a request that changes something was sent from this site. Browsers say where a request
// comes from (Fetch Metadata's Sec-Fetch-Site, and Origin); a post from another site is refused.
import type { FastifyRequest } from 'fastify';

/** Sent from another site: the browser says so, or the Origin is not this site's. Clients that send neither are not browsers. */
export function fromAnotherSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    // Both through URL, so a default port written out (http://host:80) still matches.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true; // 'null' (a sandboxed or privacy-hidden origin) or garbage
  }
}

/**
 * Sent by this site's own pages, and only them: the stricter rule for the owner's inbox. The
 * browser's Sec-Fetch-Site must say same-origin; without it, the Origin must be the site's
 * (siteOrigin, from PUBLIC_BASE_URL, or the request's own). Clients that send neither are not
 * browsers, which carry no one's cookies into a forged request.
 */
export function fromThisOrigin(request: FastifyRequest, siteOrigin?: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(siteOrigin ?? `${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}
