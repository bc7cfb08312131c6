// The doctor against loopback fakes of every provider: a working set gives one 'OK' line per
// setting and exit 0; a set whose providers refuse (a wrong SMTP password, Twilio's 401, Stripe's
// 401, a replica out of reach, an address answering as another server) names each setting to fix
// and exits 1, and never prints a key.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDoctorCli } from '../../src/server/app/cli/doctor-cli.ts';
import { FAKE_S3_BUCKET, FAKE_S3_KEY, startFakeS3, type FakeS3 } from '../fakes/fake-s3.ts';
import { startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp.ts';
import { FAKE_STRIPE_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../fakes/fake-stripe.ts';
import { startFakeTwilio, twilioEnv, type FakeTwilio } from '../fakes/fake-twilio.ts';
import { startFakeVoiceApi, type FakeVoiceApi } from '../fakes/fake-voice-api.ts';
import { START_ENTRY } from '../support/server-process.ts';
import { makeTestApp } from '../support/test-app.ts';

const LOGIN = { user: 'alerts@canfreshatl.com', pass: 'right-smtp-password' };
const PRIVATE_KEY = 'vapi-private-key-0123456789';
let smtp: FakeSmtp, twilio: FakeTwilio, stripe: FakeStripe, voice: FakeVoiceApi, s3: FakeS3;
let site: Awaited<ReturnType<typeof makeTestApp>>, other: Awaited<ReturnType<typeof makeTestApp>>;
let siteUrl: string, otherUrl: string, assistantId: string;
const dirs: string[] = [];

beforeAll(async () => {
  [smtp, twilio, stripe, voice, s3] = await Promise.all([
    startFakeSmtp(0, { login: LOGIN }),
    startFakeTwilio(),
    startFakeStripe(),
    startFakeVoiceApi(),
    startFakeS3(),
  ]);
  [site, other] = await Promise.all([makeTestApp(), makeTestApp()]);
  siteUrl = await site.app.listen({ port: 0, host: '127.0.0.1' });
  otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
  const made = await fetch(`${voice.url}/assistant`, {
    method: 'POST',
    headers: { authorization: `Bearer ${PRIVATE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ava' }),
  });
  assistantId = ((await made.json()) as { id: string }).id;
});
afterAll(async () => {
  await Promise.all([site.close(), other.close(), smtp.close(), twilio.close(), stripe.close(), voice.close(), s3.close()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every provider set, each with what its fake takes. */
const workingSet = () => ({
  DATA_DIR: site.dataDir,
  PUBLIC_BASE_URL: siteUrl,
  OWNER_EMAILS: 'pat@canfreshatl.com',
  SMTP_URL: `smtp://${encodeURIComponent(LOGIN.user)}:${LOGIN.pass}@127.0.0.1:${smtp.port}`,
  NOTIFY_EMAIL_TO: 'pat@canfreshatl.com',
  NOTIFY_EMAIL_FROM: 'alerts@canfreshatl.com',
  ...twilioEnv(twilio),
  STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE_URL: stripe.url,
  VAPI_PUBLIC_KEY: 'vapi-public-key',
  VAPI_ASSISTANT_ID: assistantId,
  VAPI_TOOLS_SECRET: 'tools-secret-0123456789',
  VAPI_PRIVATE_KEY: PRIVATE_KEY,
  VAPI_API_BASE_URL: voice.url,
  BACKUP_URL: `s3://${FAKE_S3_BUCKET}/canfresh`,
  BACKUP_S3_ENDPOINT: s3.url,
  BACKUP_ACCESS_KEY_ID: FAKE_S3_KEY.id,
  BACKUP_SECRET_ACCESS_KEY: FAKE_S3_KEY.secret,
});

async function doctor(environment: Record<string, string>) {
  let printed = '';
  const code = await runDoctorCli([], environment, (text) => (printed += text));
  const lines = printed.split('\n').filter((line) => /^(OK|OFF|WRONG) /.test(line));
  const of = (setting: string) => lines.filter((line) => line.split(/\s+/)[1] === `${setting}:`);
  return { code, printed, lines, of };
}

describe('npm run doctor', () => {
  it('a working set: every provider reached with its keys, the address answering as this server; exit 0', async () => {
    const { code, of, printed } = await doctor(workingSet());
    expect(printed).not.toMatch(/^WRONG/m);
    expect(code).toBe(0);
    expect(of('SMTP_URL')).toEqual([
      `OK    SMTP_URL: the mail server at 127.0.0.1:${smtp.port} takes the login; alerts go to pat@canfreshatl.com`,
    ]);
    expect(of('TWILIO_ACCOUNT_SID')).toEqual([
      "OK    TWILIO_ACCOUNT_SID: the account 'CanFresh ATL' is active; texts go from +14045550100",
    ]);
    expect(of('STRIPE_SECRET_KEY')).toEqual([
      "OK    STRIPE_SECRET_KEY: Stripe knows the key: account 'CanFresh ATL' (acct_1CanFreshFake), test mode",
    ]);
    expect(of('VAPI_ASSISTANT_ID')).toEqual(["OK    VAPI_ASSISTANT_ID: the voice platform has the assistant 'Ava'"]);
    expect(of('BACKUP_URL')).toEqual([`OK    BACKUP_URL: the bucket ${FAKE_S3_BUCKET} answers and takes the keys`]);
    expect(of('PUBLIC_BASE_URL')).toEqual([`OK    PUBLIC_BASE_URL: ${siteUrl} answers as this server`]);
    expect(of('CONTACT_WEBHOOK_URL')).toEqual(['OFF   CONTACT_WEBHOOK_URL: not set: leads are kept in the inbox, but posted nowhere']);
    expect(of('DATA_DIR')[0]).toMatch(/^OK {4}DATA_DIR: .* is writable, [\d,]+ MB free$/);
    expect(printed).toMatch(/\nEverything set works \(1 setting off\)\.\n$/);
  });

  it('refusals: each names its setting in words, no key is printed, and the exit code is 1', async () => {
    await s3.stop();
    try {
      const { code, of, printed } = await doctor({
        ...workingSet(),
        SMTP_URL: `smtp://${encodeURIComponent(LOGIN.user)}:wrong-password@127.0.0.1:${smtp.port}`,
        TWILIO_AUTH_TOKEN: 'a-token-twilio-does-not-know-0000',
        STRIPE_SECRET_KEY: 'sk_test_notthekey0123456789',
        VAPI_ASSISTANT_ID: 'no-such-assistant',
        PUBLIC_BASE_URL: otherUrl,
      });
      expect(code).toBe(1);
      expect(of('SMTP_URL')).toEqual([
        expect.stringMatching(
          /^WRONG SMTP_URL: the mail server at 127\.0\.0\.1:\d+ refused the user name or password \(.*535.*\): fix them in SMTP_URL$/,
        ),
      ]);
      expect(of('TWILIO_AUTH_TOKEN')).toEqual([
        expect.stringMatching(
          /^WRONG TWILIO_AUTH_TOKEN: Twilio refused them for account AC[0-9a-f]{32} \(20003 Authenticate\): copy them again from the Twilio console$/,
        ),
      ]);
      expect(of('STRIPE_SECRET_KEY')).toEqual([
        'WRONG STRIPE_SECRET_KEY: Stripe refused the key (401): copy it again from the dashboard, API keys',
      ]);
      expect(of('VAPI_ASSISTANT_ID')).toEqual([
        'WRONG VAPI_ASSISTANT_ID: the voice platform has no assistant no-such-assistant for this key: run npm run assistant:sync',
      ]);
      expect(of('BACKUP_URL')).toEqual([
        `WRONG BACKUP_URL: the replica at s3://${FAKE_S3_BUCKET}/canfresh is out of reach (ECONNREFUSED): check BACKUP_S3_ENDPOINT and the network`,
      ]);
      expect(of('PUBLIC_BASE_URL')[0]).toMatch(/^WRONG PUBLIC_BASE_URL: http:\/\/127\.0\.0\.1:\d+ answers as another server/);
      expect(printed).toMatch(/\n6 to fix: .*SMTP_URL.*\.\n$/);
      for (const secret of ['wrong-password', 'a-token-twilio-does-not-know', 'notthekey0123', PRIVATE_KEY, FAKE_S3_KEY.secret + '@'])
        expect(printed).not.toContain(secret);
    } finally {
      await s3.start();
    }
  });

  it('settings that do not parse are lines too, and the command reads the service file (--env-file); exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'canfresh-doctor-'));
    dirs.push(dir);
    const file = join(dir, 'canfresh.env');
    writeFileSync(file, `DATA_DIR=${dir}\nTWILIO_ACCOUNT_SID=AC123\nSTRIPE_SECRET_KEY=${FAKE_STRIPE_KEY}\n`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/doctor.ts', '--env-file', file], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('WRONG TWILIO_ACCOUNT_SID: must be AC followed by 32 hex digits');
    expect(run.stdout).toContain(
      'WRONG STRIPE_WEBHOOK_SECRET: is needed with the other: payments need the key and the webhook signing secret',
    );
    expect(run.stdout).not.toContain(FAKE_STRIPE_KEY);
  });

  it('npm start -- --doctor: the built server does not start on a refused setting, and says why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'canfresh-doctor-start-'));
    dirs.push(dir);
    const { PUBLIC_BASE_URL: _unused, ...set } = workingSet();
    // Run beside the fakes (in this process): a synchronous spawn would keep them from answering.
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        [START_ENTRY, '--doctor'],
        {
          timeout: 30_000,
          env: { PATH: process.env.PATH, ...set, DATA_DIR: dir, PORT: '0', STRIPE_SECRET_KEY: 'sk_test_notthekey0123456789' },
        },
        (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
      ),
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('WRONG STRIPE_SECRET_KEY: Stripe refused the key (401)');
    expect(run.stdout).toContain('OK    SMTP_URL:');
    expect(run.stderr).toContain('Not starting: fix the settings above (or start without --doctor).');
    expect(run.stdout + run.stderr).not.toMatch(/Server listening/);
  });
});
