// Server configuration from environment variables, validated once at start with a clear
// message per bad value (the epic-stack pattern). Secrets stay here; only the public
// subset (publicRuntimeConfig) is ever written into the page.
import { resolve } from 'node:path';
import { z } from 'zod';
import { maskedUrl } from '../common/masked-url.ts';
import type { RuntimeConfig } from '../common/runtime-config.ts';

// The setting helpers, shared with the owner's scripts (assistant sync): an unset or blank
// variable counts as not given.
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
export const httpUrl = (error = 'must be an http(s) URL') => z.url({ protocol: /^https?$/, error });
export const optionalUrl = z.preprocess(blankToUndefined, httpUrl().optional());
export const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
/** A shared secret: at least 16 characters, or unset. */
export const optionalSecret = (hint = '') =>
  z.preprocess(blankToUndefined, z.string().min(16, `must be at least 16 characters${hint}`).optional());

/** E-mail addresses, comma-separated, compared in lower case. */
const addressList = z
  .string()
  .transform((list) => list.split(',').map((a) => a.trim().toLowerCase()))
  .pipe(z.array(z.email({ error: 'must be e-mail addresses, comma-separated' })).min(1));

const boolFlag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: "must be 'true' or 'false'" })
    .transform((s) => ['true', '1', 'yes', 'on'].includes(s))
    .default(false),
);

/**
 * Which proxies to believe about the client's address (X-Forwarded-For): none (false), the
 * number of proxies in front of the server (1 behind one), or their addresses (comma-separated
 * IPs or CIDR ranges). 'true' would believe every entry, including the ones a client writes
 * itself, so it is refused.
 */
const trustProxy = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): false | number | string => {
      if (['false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
      if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
      const addresses = value.split(',').map((a) => a.trim());
      if (addresses.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a) && /[.:]/.test(a))) return addresses.join(',');
      ctx.addIssue({
        code: 'custom',
        message:
          "must be the number of proxies in front of the server (1 behind one), or their addresses (e.g. 10.0.0.1,10.0.0.0/8); 'true' would let any client claim any address",
      });
      return z.NEVER;
    }),
);

export const envSchema = z
  .object({
    PORT: z.preprocess(blankToUndefined, z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(blankToUndefined, z.string().trim().default('127.0.0.1')),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().trim().default('./data')),
    STATIC_DIR: optionalText,
    CONTACT_WEBHOOK_URL: optionalUrl,
    CONTACT_WEBHOOK_SECRET: optionalText,
    TRUST_PROXY: trustProxy,
    HSTS: boolFlag,
    CONTACT_RATE_LIMIT: z.preprocess(blankToUndefined, z.coerce.number({ error: 'must be a whole number' }).int().min(0).default(10)),
    VAPI_PUBLIC_KEY: optionalText,
    VAPI_ASSISTANT_ID: optionalText,
    VAPI_API_BASE_URL: optionalUrl,
    VAPI_TOOLS_SECRET: optionalSecret(),
    /**
     * The voice platform's private key: the server reads it for Ava answering customers' texts
     * through the platform's chat API (with VAPI_ASSISTANT_ID), and to keep her definition to the
     * owner's settings (prices, area) as `npm run assistant:sync` makes it. Never printed.
     */
    VAPI_PRIVATE_KEY: optionalText,
    /** The business's number on the voice platform (`npm run assistant:sync` reads it): the assistant answers it; her call backs come from it. */
    VAPI_PHONE_NUMBER_ID: optionalText,
    /** The owner's mobile (E.164) callers who need a person are transferred to, as `npm run assistant:sync` reads it. */
    VOICE_HANDOFF_NUMBER: optionalText,
    LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465' }).optional(),
    ),
    /** One address or several, comma-separated: the owner's, never a customer's. */
    NOTIFY_EMAIL_TO: z.preprocess(
      blankToUndefined,
      z
        .string()
        .transform((list) => list.split(',').map((a) => a.trim()))
        .pipe(z.array(z.email({ error: 'must be e-mail addresses, comma-separated' })).min(1))
        .optional(),
    ),
    NOTIFY_EMAIL_FROM: z.preprocess(blankToUndefined, z.email({ error: 'must be an e-mail address' }).optional()),
    /** Who may sign in to the owner's inbox at /owner: addresses, comma-separated (compared in lower case). */
    OWNER_EMAILS: z.preprocess(blankToUndefined, addressList.optional()),
    /**
     * The crew: addresses, comma-separated, that sign in to /owner the same way and see Today only
     * (its marks and photos, and their own passkeys). The owner can add more in the inbox (Crew).
     */
    CREW_EMAILS: z.preprocess(blankToUndefined, addressList.optional()),
    /**
     * How long after a failed delivery (webhook, e-mail, text) the first retry comes; each later
     * one waits three times longer, for about three days. Tests set it short instead of waiting.
     */
    OUTBOX_FIRST_RETRY_MS: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(10).max(3_600_000).default(5_000),
    ),
    /**
     * How long the messages about a change to a booking wait before they go, so that quick changes
     * (three moves in a minute) make one e-mail and one text with the latest state. Tests set 0.
     */
    CHANGE_MESSAGE_DELAY_SECONDS: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(3600).default(60),
    ),
    /**
     * GET /healthz answers 503 once a due delivery (a lead to the webhook, an e-mail, a text) has
     * waited longer than this: the monitor then says so while the owner can still act.
     */
    HEALTH_MAX_WAIT_SECONDS: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'must be a number of seconds' })
        .int()
        .min(10)
        .max(7 * 86_400)
        .default(900),
    ),
    /** How often an open page of the owner's inbox asks the server again (tests set it short instead of waiting). */
    OWNER_REFRESH_SECONDS: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(3600).default(10),
    ),
    /**
     * Where the store is streamed as it changes (Litestream): s3://bucket/path on any S3-compatible
     * store (with the settings below), or file:///path on another disk. Unset: not replicated.
     */
    BACKUP_URL: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^(s3|file)$/, error: 'must be s3://bucket/path or file:///path' })
        .refine((url) => !url.startsWith('s3:') || /^s3:\/\/[a-z0-9.-]{3,63}(\/|$)/.test(url), 'must name a bucket: s3://bucket/path')
        .optional(),
    ),
    /** The S3-compatible store's endpoint (R2, B2, MinIO...); unset: AWS S3 itself. */
    BACKUP_S3_ENDPOINT: optionalUrl,
    BACKUP_S3_REGION: z.preprocess(blankToUndefined, z.string().trim().default('us-east-1')),
    BACKUP_ACCESS_KEY_ID: optionalText,
    BACKUP_SECRET_ACCESS_KEY: optionalText,
    /**
     * Where the crew's photos are kept: s3://bucket/prefix on any S3-compatible store (the keys and
     * endpoint below; unset, the backup's). Unset: beside the backup (BACKUP_URL's bucket, under
     * photos/) when that is a bucket, else under DATA_DIR/photos.
     */
    PHOTO_BUCKET_URL: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^s3$/, error: 'must be s3://bucket/prefix' })
        .refine((url) => /^s3:\/\/[a-z0-9.-]{3,63}(\/|$)/.test(url), 'must name a bucket: s3://bucket/prefix')
        .optional(),
    ),
    PHOTO_S3_ENDPOINT: optionalUrl,
    PHOTO_ACCESS_KEY_ID: optionalText,
    PHOTO_SECRET_ACCESS_KEY: optionalText,
    /**
     * How long the customer's message about a mark at the curb waits, so a mark corrected at once
     * sends only the right one. Tests set 0.
     */
    MARK_MESSAGE_DELAY_SECONDS: z.preprocess(
      blankToUndefined,
      z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(600).default(30),
    ),
    /** Payments (Stripe): the secret key (sk_live_... or sk_test_...); with the webhook's signing secret. Unset: payments are off. */
    STRIPE_SECRET_KEY: optionalText,
    /** The webhook endpoint's signing secret (whsec_...), from the Stripe dashboard. */
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Only so tests can point payments at a loopback fake. */
    STRIPE_API_BASE_URL: optionalUrl,
    /** Where the site is served from, for links in e-mails (a customer's booking link); the site config's URL if unset. */
    PUBLIC_BASE_URL: optionalUrl,
    /** The owner's calendar feed is /calendar/<token>.ics; no feed while unset. */
    OWNER_CALENDAR_TOKEN: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{32,}$/, 'must be at least 32 letters, digits, - or _ (e.g. openssl rand -hex 24)')
        .optional(),
    ),
    /**
     * A monitor's token: GET /healthz with `Authorization: Bearer <token>` gets the queue's
     * figures; without it (and not from this machine) only up or down. Unset: figures to this machine only.
     */
    HEALTH_TOKEN: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{32,}$/, 'must be at least 32 letters, digits, - or _ (e.g. openssl rand -hex 24)')
        .optional(),
    ),
    /** Texts (Twilio): the account; an auth token, or an API key and secret; a sending number or a messaging service. */
    TWILIO_ACCOUNT_SID: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits')
        .optional(),
    ),
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_API_KEY: optionalText,
    TWILIO_API_SECRET: optionalText,
    TWILIO_FROM: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\+[1-9]\d{6,14}$/, 'must be a number in E.164, e.g. +14045550123')
        .optional(),
    ),
    TWILIO_MESSAGING_SERVICE_SID: optionalText,
    /** Only so tests can point texts at a loopback fake. */
    TWILIO_API_BASE_URL: optionalUrl,
    /** Set by `npm start` for the server it runs under Litestream (not a setting for people). */
    CANFRESH_REPLICATED: boolFlag,
    /**
     * Tests of the server as a child process only: its clock starts at this instant and runs at
     * the real pace, so they do not depend on the hour they run at (quiet hours, cut-offs).
     */
    TEST_CLOCK_START: z.preprocess(
      blankToUndefined,
      z.iso.datetime({ error: 'must be an ISO date-time in UTC, e.g. 2026-11-22T15:00:00Z' }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.BACKUP_URL?.startsWith('s3:'))
      for (const name of ['BACKUP_ACCESS_KEY_ID', 'BACKUP_SECRET_ACCESS_KEY'] as const)
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: "is needed with an s3:// BACKUP_URL (the bucket's key)" });
    if (env.PHOTO_BUCKET_URL)
      for (const name of ['PHOTO_ACCESS_KEY_ID', 'PHOTO_SECRET_ACCESS_KEY'] as const)
        if (!env[name] && !env[name.replace('PHOTO_', 'BACKUP_') as 'BACKUP_ACCESS_KEY_ID'])
          ctx.addIssue({ code: 'custom', path: [name], message: "is needed with PHOTO_BUCKET_URL (the bucket's key)" });
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'is needed with the other: payments need the key and the webhook signing secret',
      });
    if (env.SMTP_URL)
      for (const name of ['NOTIFY_EMAIL_TO', 'NOTIFY_EMAIL_FROM'] as const)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is needed with SMTP_URL (where to send the alerts, and from whom)' });
    if (!env.TWILIO_ACCOUNT_SID) return;
    if (!env.TWILIO_AUTH_TOKEN && !(env.TWILIO_API_KEY && env.TWILIO_API_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_AUTH_TOKEN'],
        message: 'is needed with TWILIO_ACCOUNT_SID (or TWILIO_API_KEY and TWILIO_API_SECRET)',
      });
    if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID)
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_FROM'],
        message: 'is needed with TWILIO_ACCOUNT_SID (or TWILIO_MESSAGING_SERVICE_SID)',
      });
  });

export type Env = z.output<typeof envSchema>;

/** Never echoed in an error or a log line. */
const SECRETS = new Set<keyof Env>([
  'VAPI_PRIVATE_KEY',
  'CONTACT_WEBHOOK_URL',
  'CONTACT_WEBHOOK_SECRET',
  'VAPI_TOOLS_SECRET',
  'SMTP_URL',
  'OWNER_CALENDAR_TOKEN',
  'HEALTH_TOKEN',
  'BACKUP_SECRET_ACCESS_KEY',
  'PHOTO_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

export class EnvError extends Error {}

/** Parses the environment; throws EnvError listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const picked = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, source[key]]));
  const result = envSchema.safeParse(picked);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = picked[name];
    const got = SECRETS.has(name as keyof Env)
      ? 'value not shown: it is a secret'
      : `got ${JSON.stringify(typeof value === 'string' ? maskedUrl(value) : value)}`;
    return `  ${issue.path.join('.')}: ${issue.message} (${got})`;
  });
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

export const DEFAULT_VAPI_API_BASE_URL = 'https://api.vapi.ai';
export const DEFAULT_TWILIO_API_BASE_URL = 'https://api.twilio.com';

/** The provider's account texts go out on (Twilio's Messages API). */
export interface SmsAccount {
  /** https://api.twilio.com, or a loopback fake. */
  baseUrl: string;
  accountSid: string;
  /** Basic auth: the account SID and auth token, or an API key and its secret. */
  username: string;
  password: string;
  /** A sending number (E.164), or a messaging service. */
  from?: string | undefined;
  messagingServiceSid?: string | undefined;
}

/** How payments reach Stripe. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Unset: Stripe's own API. */
  apiBaseUrl: string | undefined;
}

/** How texts are sent, when they are set up (TWILIO_ACCOUNT_SID). */
export function smsSettings(env: Env): SmsAccount | undefined {
  if (!env.TWILIO_ACCOUNT_SID) return undefined;
  const byKey = Boolean(env.TWILIO_API_KEY && env.TWILIO_API_SECRET);
  return {
    baseUrl: env.TWILIO_API_BASE_URL ?? DEFAULT_TWILIO_API_BASE_URL,
    accountSid: env.TWILIO_ACCOUNT_SID,
    username: byKey ? env.TWILIO_API_KEY! : env.TWILIO_ACCOUNT_SID,
    password: byKey ? env.TWILIO_API_SECRET! : env.TWILIO_AUTH_TOKEN!,
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
  };
}

/** How payments reach Stripe, when they are set up (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
export function stripeSettings(env: Env): StripeSettings | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBaseUrl: env.STRIPE_API_BASE_URL };
}

/** Ava on customers' texts: the platform's chat API, called with the private key, for the assistant of the calls. */
export interface TextAssistantSettings {
  apiBaseUrl: string;
  privateKey: string;
  assistantId: string;
}

/** Ava can answer texts when the private key and the assistant are set (the settings' texts.ava.on turns her on and off). */
export function textAssistantSettings(env: Env): TextAssistantSettings | undefined {
  if (!env.VAPI_PRIVATE_KEY || !env.VAPI_ASSISTANT_ID) return undefined;
  return {
    apiBaseUrl: env.VAPI_API_BASE_URL ?? DEFAULT_VAPI_API_BASE_URL,
    privateKey: env.VAPI_PRIVATE_KEY,
    assistantId: env.VAPI_ASSISTANT_ID,
  };
}

/** Ava's call backs: the platform's outbound call, from the business's line, by the assistant of the calls. */
export interface CallBackSettings extends TextAssistantSettings {
  /** The business's line on the platform: the call comes from it. */
  phoneNumberId: string;
}

/**
 * Ava calls a visitor back when they ask on the site: on with the private key, the assistant and
 * the business's line on the platform (the call comes from it).
 */
export function callBackSettings(env: Env): CallBackSettings | undefined {
  if (!env.VAPI_PRIVATE_KEY || !env.VAPI_ASSISTANT_ID || !env.VAPI_PHONE_NUMBER_ID) return undefined;
  return {
    apiBaseUrl: env.VAPI_API_BASE_URL ?? DEFAULT_VAPI_API_BASE_URL,
    privateKey: env.VAPI_PRIVATE_KEY,
    assistantId: env.VAPI_ASSISTANT_ID,
    phoneNumberId: env.VAPI_PHONE_NUMBER_ID,
  };
}

/** The only settings that reach the browser. */
export function publicRuntimeConfig(env: Env): RuntimeConfig {
  return {
    vapiPublicKey: env.VAPI_PUBLIC_KEY ?? '',
    vapiAssistantId: env.VAPI_ASSISTANT_ID ?? '',
    vapiApiBaseUrl: env.VAPI_API_BASE_URL ?? DEFAULT_VAPI_API_BASE_URL,
  };
}

/** The built site, beside the built server: <out>/node/server/env.js -> <out>/client. */
export const defaultStaticDir = resolve(import.meta.dirname, '..', '..', 'client');
