// The doctor's calls to each provider, with the keys given and without changing anything: the
// mail server's login, Twilio's account, Stripe's account and the webhook secret's shape, the
// voice platform's assistant. Each says, when refused, which setting to fix.
import nodemailer from 'nodemailer';
import Stripe from 'stripe';
import { maskedUrl } from '../../../common/masked-url.ts';
import { DEFAULT_VAPI_API_BASE_URL, smsSettings, stripeSettings, type Env } from '../../env.ts';
import { stripeClient } from '../../money/payments/stripe-client.ts';
import { getJson, off, ok, reason, wrong, type DoctorLine } from './doctor-line.ts';

export async function checkSmtp(env: Env, timeoutMs: number): Promise<DoctorLine> {
  if (!env.SMTP_URL) return off('SMTP_URL', 'not set: no e-mail alerts to you, no confirmations to customers, no sign-in codes');
  const where = new URL(env.SMTP_URL).host;
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    const login = new URL(env.SMTP_URL).username ? 'takes the login' : 'answers (no login given)';
    return ok('SMTP_URL', `the mail server at ${where} ${login}; alerts go to ${env.NOTIFY_EMAIL_TO!.join(', ')}`);
  } catch (error) {
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    if (code === 'EAUTH' || responseCode === 535)
      return wrong('SMTP_URL', `the mail server at ${where} refused the user name or password (${reason(error)}): fix them in SMTP_URL`);
    return wrong('SMTP_URL', `the mail server at ${maskedUrl(env.SMTP_URL)} is out of reach (${reason(error)}): check the host and port`);
  } finally {
    transport.close();
  }
}

export async function checkTwilio(env: Env, timeoutMs: number): Promise<DoctorLine> {
  const sms = smsSettings(env);
  if (!sms) return off('TWILIO_ACCOUNT_SID', 'not set: no texts to customers (codes, reminders, replies)');
  const authorization = `Basic ${Buffer.from(`${sms.username}:${sms.password}`).toString('base64')}`;
  const secret = env.TWILIO_API_KEY ? 'TWILIO_API_KEY and TWILIO_API_SECRET' : 'TWILIO_AUTH_TOKEN';
  try {
    const { status, body } = await getJson(
      `${sms.baseUrl}/2010-04-01/Accounts/${sms.accountSid}.json`,
      { headers: { authorization } },
      timeoutMs,
    );
    const account = body as { status?: string; friendly_name?: string; code?: number; message?: string } | null;
    if (status === 401)
      return wrong(
        secret,
        `Twilio refused them for account ${sms.accountSid} (${account?.code ?? 401} ${account?.message ?? ''}): copy them again from the Twilio console`,
      );
    if (status === 404) return wrong('TWILIO_ACCOUNT_SID', `Twilio has no account ${sms.accountSid} for these keys`);
    if (status !== 200) return wrong('TWILIO_ACCOUNT_SID', `Twilio answered ${status}${account?.message ? ` (${account.message})` : ''}`);
    if (account?.status !== 'active')
      return wrong('TWILIO_ACCOUNT_SID', `the account is ${account?.status ?? 'in an unknown state'}, not active: texts will not go`);
    const sender = sms.from ?? `messaging service ${sms.messagingServiceSid}`;
    return ok('TWILIO_ACCOUNT_SID', `the account '${account.friendly_name ?? sms.accountSid}' is active; texts go from ${sender}`);
  } catch (error) {
    return wrong(env.TWILIO_API_BASE_URL ? 'TWILIO_API_BASE_URL' : 'TWILIO_ACCOUNT_SID', `Twilio is out of reach (${reason(error)})`);
  }
}

const KEY_SHAPE = /^(sk|rk)_(live|test)_\w{8,}$/;
const WEBHOOK_SECRET_SHAPE = /^whsec_\S{16,}$/;

export async function checkStripe(env: Env, timeoutMs: number): Promise<DoctorLine[]> {
  const settings = stripeSettings(env);
  if (!settings) return [off('STRIPE_SECRET_KEY', 'not set: payments are off (bookings are not paid online)')];
  const lines: DoctorLine[] = [];
  if (!WEBHOOK_SECRET_SHAPE.test(settings.webhookSecret))
    lines.push(
      wrong(
        'STRIPE_WEBHOOK_SECRET',
        "is not a webhook signing secret (whsec_...): copy it from the webhook endpoint's page in Stripe's dashboard",
      ),
    );
  else lines.push(ok('STRIPE_WEBHOOK_SECRET', 'has the shape of a signing secret (whsec_...)'));
  if (!KEY_SHAPE.test(settings.secretKey))
    return [
      wrong(
        'STRIPE_SECRET_KEY',
        'is not a secret key (sk_live_..., sk_test_... or a restricted rk_...): the publishable key (pk_...) will not do',
      ),
      ...lines,
    ];
  try {
    const account = await stripeClient(settings, timeoutMs).accounts.retrieveCurrent();
    const mode = settings.secretKey.includes('_live_') ? 'live' : 'test';
    const name = account.settings?.dashboard?.display_name ?? account.business_profile?.name ?? account.id;
    return [ok('STRIPE_SECRET_KEY', `Stripe knows the key: account '${name}' (${account.id}), ${mode} mode`), ...lines];
  } catch (error) {
    if (error instanceof Stripe.errors.StripeAuthenticationError)
      return [wrong('STRIPE_SECRET_KEY', 'Stripe refused the key (401): copy it again from the dashboard, API keys'), ...lines];
    if (error instanceof Stripe.errors.StripePermissionError)
      return [
        wrong('STRIPE_SECRET_KEY', 'the restricted key may not read the account: give it read access, or use the secret key'),
        ...lines,
      ];
    return [wrong('STRIPE_SECRET_KEY', `Stripe is out of reach (${reason(error)})`), ...lines];
  }
}

export async function checkVoice(env: Env, timeoutMs: number): Promise<DoctorLine[]> {
  const lines: DoctorLine[] = [];
  if (!env.VAPI_PUBLIC_KEY || !env.VAPI_ASSISTANT_ID)
    lines.push(off(env.VAPI_PUBLIC_KEY ? 'VAPI_ASSISTANT_ID' : 'VAPI_PUBLIC_KEY', 'not set: the page offers no talk or chat with Ava'));
  if (!env.VAPI_TOOLS_SECRET) lines.push(off('VAPI_TOOLS_SECRET', "not set: Ava's tool calls (dates, booking) are refused"));
  if (!env.VAPI_ASSISTANT_ID) return lines;
  if (!env.VAPI_PRIVATE_KEY)
    return [...lines, off('VAPI_PRIVATE_KEY', 'not set: the assistant is not checked here, and Ava does not answer texts')];
  const base = env.VAPI_API_BASE_URL ?? DEFAULT_VAPI_API_BASE_URL;
  try {
    const { status, body } = await getJson(
      `${base}/assistant/${encodeURIComponent(env.VAPI_ASSISTANT_ID)}`,
      { headers: { authorization: `Bearer ${env.VAPI_PRIVATE_KEY}` } },
      timeoutMs,
    );
    if (status === 401 || status === 403)
      return [
        ...lines,
        wrong('VAPI_PRIVATE_KEY', `the voice platform refused the private key (${status}): copy it again from the dashboard`),
      ];
    if (status === 404)
      return [
        ...lines,
        wrong('VAPI_ASSISTANT_ID', `the voice platform has no assistant ${env.VAPI_ASSISTANT_ID} for this key: run npm run assistant:sync`),
      ];
    if (status !== 200) return [...lines, wrong('VAPI_ASSISTANT_ID', `the voice platform answered ${status}`)];
    const name = (body as { name?: string } | null)?.name ?? env.VAPI_ASSISTANT_ID;
    return [...lines, ok('VAPI_ASSISTANT_ID', `the voice platform has the assistant '${name}'`)];
  } catch (error) {
    return [...lines, wrong('VAPI_API_BASE_URL', `the voice platform is out of reach (${reason(error)})`)];
  }
}
