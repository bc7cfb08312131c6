// An owner's sign-in code, to the address signing in, while the code can still be used (the code
// itself rides in the delivery's secret, never stored in the clear).
import { signInCodeEmail } from './sign-in-email.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { SignInCodes } from './sign-in-codes.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';

/** The records this notice reads. */
type Reads = { signInCodes: SignInCodes; settings: SettingsSource };

export const signInCodeNotice = defineNotice<string, Reads>({
  kind: 'sign-in-code',
  id: plainId,
  signIn: (codeId, secret, { stores }) => {
    const code = stores.signInCodes.forDelivery(codeId);
    return code && secret ? signInCodeEmail(code.email, secret, stores.settings) : undefined;
  },
});
