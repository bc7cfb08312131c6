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
