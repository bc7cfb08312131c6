// Signing in and out of the owner's inbox (a code by e-mail, or a passkey), the session, and the
// passkeys of whoever is signed in. Served by the app's sign-in (server/app/owner/).
import type {
  AuthenticationExtensionsClientOutputs,
  AuthenticatorAssertionResponseJSON,
  AuthenticatorAttestationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import type { OwnerSession, PasskeyRow } from '../owner-inbox.ts';
import type { RoutesOf } from './contract.ts';
import { email } from './request-parts.ts';

export interface SignInAnswers {
  'POST /owner/api/sign-in/code': { message: string };
  'POST /owner/api/sign-in/verify': OwnerSession;
  'POST /owner/api/sign-in/passkey/options': PublicKeyCredentialRequestOptionsJSON;
  'POST /owner/api/sign-in/passkey': OwnerSession;
  'GET /owner/api/session': OwnerSession;
  'POST /owner/api/sign-out': { signedOut: true };
  'POST /owner/api/sign-out-everywhere': { signedOut: true };
  'GET /owner/api/passkeys': { passkeys: PasskeyRow[] };
  'POST /owner/api/passkeys/options': PublicKeyCredentialCreationOptionsJSON;
  'POST /owner/api/passkeys': { id: string };
  'DELETE /owner/api/passkeys/:id': { removed: true };
}

/** A sign-in address: compared in lower case. */
const signInEmail = email.transform((address) => address.toLowerCase());
const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/);
/** An object the WebAuthn library reads for meaning (the browser's own shape, typed by that library). */
const webAuthnPart = <T extends object>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'Not an object.');
/** A passkey's answer from the browser (made or used): checked for shape here, for meaning by the WebAuthn library. */
const passkeyAnswer = <Response extends object>() =>
  z.object({
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    response: webAuthnPart<Response & { clientDataJSON: string }>(),
    clientExtensionResults: webAuthnPart<AuthenticationExtensionsClientOutputs>().default({}),
    // A value this code does not know (a newer browser's) is dropped, not refused.
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional().catch(undefined),
  });

export const SIGN_IN_ROUTES = {
  'POST /owner/api/sign-in/code': {
    access: 'signed-out',
    body: z.object({ email: signInEmail }),
    invalid: 'Please enter an e-mail address.',
  },
  'POST /owner/api/sign-in/verify': {
    access: 'signed-out',
    body: z.object({ email: signInEmail, code: z.string().trim().max(20) }),
    invalid: 'Please enter your e-mail address and the code.',
  },
  'POST /owner/api/sign-in/passkey/options': { access: 'signed-out' },
  'POST /owner/api/sign-in/passkey': {
    access: 'signed-out',
    body: passkeyAnswer<AuthenticatorAssertionResponseJSON>(),
    invalid: 'That passkey did not sign you in. Try again, or sign in with a code.',
  },
  'GET /owner/api/session': { access: 'crew-too' },
  'POST /owner/api/sign-out': { access: 'signed-out' },
  'POST /owner/api/sign-out-everywhere': { access: 'crew-too' },
  'GET /owner/api/passkeys': { access: 'crew-too' },
  'POST /owner/api/passkeys/options': { access: 'crew-too' },
  'POST /owner/api/passkeys': {
    access: 'crew-too',
    body: passkeyAnswer<AuthenticatorAttestationResponseJSON>(),
    invalid: 'That passkey was not added. Please try again.',
  },
  'DELETE /owner/api/passkeys/:id': { access: 'crew-too', params: z.object({ id: base64url.min(1) }), invalid: 'No such passkey.' },
} as const satisfies RoutesOf<SignInAnswers>;
