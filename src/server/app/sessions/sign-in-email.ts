// The e-mail that carries an owner's sign-in code: the code first (it shows in a phone's
// notification), how long it is good for, and what to do if they did not ask for it.
import type { EmailMessage } from '../../platform/outbox/email-message.ts';
import { CODE_MINUTES } from './sign-in-codes.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';

export function signInCodeEmail(email: string, code: string, settings: SettingsSource): EmailMessage {
  // Before the first run's setup the business has no name of its own yet: the defaults' is not it.
  const name = settings.opened() ? `${settings.current().brandName} ` : '';
  return {
    to: [email],
    subject: `${code} is your ${name}sign-in code`,
    text: [
      `Your code to sign in to the ${name}inbox: ${code}`,
      '',
      `It works once, for ${CODE_MINUTES} minutes.`,
      'If you did not ask for it, ignore this e-mail: nobody can sign in without the code.',
    ].join('\n'),
  };
}
