// The doctor: the settings read as the server reads them, each tried where it leads, one line
// each (what is on, what is off and why, what is wrong and what to change). `npm run doctor`
// prints it, `npm start -- --doctor` runs it before the server, and the inbox's Settings page
// lists it. Checks run side by side, each under its own deadline, so one provider that does not
// answer costs its deadline once.
import type { Env } from '../../env.ts';
import { off, ok, type DoctorLine } from './doctor-line.ts';
import { checkDataDir, checkPhotoBucket, checkPublicAddress, checkReplica, proxyLines } from './place-checks.ts';
import { checkSmtp, checkStripe, checkTwilio, checkVoice } from './provider-checks.ts';

export interface DoctorOptions {
  /** Each check's deadline (the body included). */
  timeoutMs?: number;
  /** False before the server starts: the public address is then checked for its shape only. */
  served?: boolean;
}

function localLines(env: Env): DoctorLine[] {
  return [
    env.OWNER_EMAILS
      ? ok('OWNER_EMAILS', `${env.OWNER_EMAILS.join(', ')} may sign in to the inbox`)
      : off('OWNER_EMAILS', 'not set: nobody can sign in to the inbox at /owner'),
    env.CONTACT_WEBHOOK_URL
      ? ok('CONTACT_WEBHOOK_URL', `leads are posted to ${new URL(env.CONTACT_WEBHOOK_URL).host} (not tried here: a post would make a lead)`)
      : off('CONTACT_WEBHOOK_URL', 'not set: leads are kept in the inbox, but posted nowhere'),
  ];
}

export async function runDoctor(env: Env, { timeoutMs = 10_000, served = true }: DoctorOptions = {}): Promise<DoctorLine[]> {
  const groups = await Promise.all([
    [checkDataDir(env)],
    checkPublicAddress(env, timeoutMs, served).then((line) => [line, ...proxyLines(env)]),
    localLines(env),
    checkSmtp(env, timeoutMs).then((line) => [line]),
    checkTwilio(env, timeoutMs).then((line) => [line]),
    checkStripe(env, timeoutMs),
    checkVoice(env, timeoutMs),
    checkReplica(env, timeoutMs),
    checkPhotoBucket(env, timeoutMs),
  ]);
  return groups.flat();
}

/** Whether everything given works: the doctor's exit code is 0 only then. */
export const allWork = (lines: DoctorLine[]) => lines.every((line) => line.state !== 'wrong');
