// The token of a link a message carries (a booking's page, a draft, a proposal): 128 random bits,
// base64url, stored only as its SHA-256, so the database alone opens no page.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

export const newLinkToken = () => randomBytes(16).toString('base64url');
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const linkParams = z.object({ token: z.string().max(100) });
/** A link's token from a route's parameters, or undefined for anything that cannot be one (answered like a wrong token). */
export const linkTokenOf = (params: unknown) => linkParams.safeParse(params).data?.token;
