// Who the owner's passkeys belong to (the WebAuthn relying party) and the origin their
// signatures must name. From PUBLIC_BASE_URL when it is set, never from a request's Host header
// (which a client chooses). A local run has no public address: passkeys are then for
// 'localhost' at the port the server listens on. An IP address cannot be a relying party.
import { isIP } from 'node:net';

export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingParty(publicBaseUrl: string | undefined, listeningPort: () => number): () => RelyingParty | undefined {
  if (publicBaseUrl) {
    const url = new URL(publicBaseUrl);
    const party = isIP(url.hostname.replace(/^\[|\]$/g, '')) ? undefined : { id: url.hostname, origin: url.origin };
    return () => party;
  }
  return () => ({ id: 'localhost', origin: `http://localhost:${listeningPort()}` });
}
