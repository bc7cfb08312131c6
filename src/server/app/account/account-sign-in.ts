// Signing a customer in: a code texted to the mobile they give, or e-mailed to the address, under
// the booking page's rules (3 a number or address an hour, none while the last is two minutes
// fresh, three a browser; a text counted in the budget for texts nobody asked for). A code goes
// only to a number or address that has bookings with us, and the page says the same either way,
// so nobody learns from it who our customers are.
import { z } from 'zod';
import type { Language } from '../../../common/languages.ts';
import { ACCOUNT_COPY } from '../../../common/copy/account-copy.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import { textableNumber } from '../../conversations/texts/text-countries.ts';
import { ACCOUNT_CONVERSATION_PREFIX, type CustomerIdentity } from '../../customers/customer-account/account-sessions.ts';
import type { Stores } from '../wiring/store-set.ts';
import { provenBookings } from './account-view.ts';

/** The ways a code can go out now (texts and e-mail set up or not). */
export interface CodeWays {
  texts: boolean;
  email: boolean;
}

/** What was typed, read as a mobile or an e-mail address; undefined when it is neither. */
export function addressOf(typed: string): { by: 'text'; mobileE164: string } | { by: 'email'; email: string } | undefined {
  const trimmed = typed.trim();
  if (trimmed.includes('@')) {
    const email = z.email().max(254).safeParse(trimmed.toLowerCase());
    return email.success ? { by: 'email', email: email.data } : undefined;
  }
  const mobileE164 = toE164(trimmed);
  return mobileE164 ? { by: 'text', mobileE164 } : undefined;
}

/** Sends a code if the address has bookings with us: the words of a refusal (under the field), or undefined when it may be typed back. */
export function sendCode(
  stores: Stores,
  ways: CodeWays,
  { typed, client, language, ip }: { typed: string; client: string; language: Language; ip: string },
): string | undefined {
  const errors = ACCOUNT_COPY[language].errors;
  const address = addressOf(typed);
  if (!address) return errors.address;
  const who: CustomerIdentity =
    address.by === 'text' ? { mobileE164: address.mobileE164, email: null } : { mobileE164: null, email: address.email };
  if (address.by === 'email') {
    if (!ways.email) return errors.busy;
    if (provenBookings(stores, who).length === 0) return undefined;
    const sent = stores.emailCodes.send(address.email, client, language);
    return sent.ok ? undefined : sent.problem === 'fresh' ? errors.fresh : errors.tooMany;
  }
  const settings = stores.settings.current();
  if (!ways.texts || !textableNumber(address.mobileE164, settings.texts.countries)) return errors.busy;
  if (stores.texts.stopped(address.mobileE164)) return errors.stopped;
  if (provenBookings(stores, who).length === 0) return undefined;
  const gate = () => !stores.textBudget.take({ kind: 'code', phone: address.mobileE164, address: ip, door: 'site' });
  const sent = stores.phoneProofs.send(address.mobileE164, `${ACCOUNT_CONVERSATION_PREFIX}${client}`, language, gate);
  if (sent.ok) return undefined;
  return sent.problem === 'fresh' ? errors.fresh : sent.problem === 'budget' ? errors.busy : errors.tooMany;
}

/** The code typed back: who it proves, or the words of why not. */
export function confirmCode(
  stores: Stores,
  { typed, code, client, language }: { typed: string; code: string; client: string; language: Language },
): { ok: true; who: CustomerIdentity } | { ok: false; error: string } {
  const errors = ACCOUNT_COPY[language].errors;
  const address = addressOf(typed);
  if (!address) return { ok: false, error: errors.noCode };
  if (code.replace(/\D/g, '').length !== 6) return { ok: false, error: errors.code };
  const result =
    address.by === 'email'
      ? stores.emailCodes.confirm(address.email, client, code)
      : stores.phoneProofs.confirm(address.mobileE164, `${ACCOUNT_CONVERSATION_PREFIX}${client}`, code);
  if (!result.ok)
    return { ok: false, error: result.problem === 'wrong' && result.triesLeft > 0 ? errors.wrong(result.triesLeft) : errors.noCode };
  const who = address.by === 'email' ? { mobileE164: null, email: address.email } : { mobileE164: address.mobileE164, email: null };
  return { ok: true, who };
}
