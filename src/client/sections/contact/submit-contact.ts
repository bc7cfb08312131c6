import type { ContactRequest } from '../../../common/contact-schema';
import { HONEYPOT_FIELD } from '../../../common/honeypot';
import { request } from '../../lib/http';
import { runtimeConfig } from '../../lib/runtime-config';

/**
 * POSTs the spec's nine-field body. The endpoint is the project's server by default;
 * a site deployed without it can point contactEndpoint straight at the automation webhook.
 * Only whether the response is OK matters; the body is not read.
 */
export async function submitContact(lead: ContactRequest, honeypot: string): Promise<void> {
  const body = honeypot ? { ...lead, [HONEYPOT_FIELD]: honeypot } : lead;
  await request(runtimeConfig().contactEndpoint, { method: 'POST', body });
}
