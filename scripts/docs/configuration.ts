// The configuration reference (docs/configuration.md), made from the schemas themselves: every
// environment variable the server's schema declares (each must be described below: the type
// says so), with its default as the schema gives it; and every field of the site config's schema,
// with the comment written above it there and its value now. `npm run docs:config` writes it; a
// test fails when the file and the schemas disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { siteConfig } from '../../src/common/site-config.ts';
import { envSchema } from '../../src/server/env.ts';

const ROOT = join(import.meta.dirname, '..', '..');
export const REFERENCE = join(ROOT, 'docs', 'configuration.md');

/** What each variable does, in the owner's words. Every variable of the schema, no other. */
const ENV: Record<keyof typeof envSchema.shape, string> = {
  PORT: 'where the server listens (its port)',
  HOST: 'where the server listens (its address)',
  DATA_DIR: 'where the server keeps its data (the database, and the photos without a bucket)',
  STATIC_DIR: 'where the prerendered site is (rarely needed)',
  CONTACT_WEBHOOK_URL: 'the automation webhook leads are forwarded to',
  CONTACT_WEBHOOK_SECRET: 'signs forwarded leads (Standard Webhooks)',
  TRUST_PROXY:
    'behind a reverse proxy, how many proxies stand in front (`1` behind one), or their addresses (`10.0.0.1` or `10.0.0.0/8`, comma-separated): the client IP (rate limits, sign-in limits, the consent record) is then the address the nearest trusted proxy saw. `true` is refused',
  HSTS: '`true` when the site is served over TLS: sends `Strict-Transport-Security`',
  CONTACT_RATE_LIMIT: 'contact requests per client IP per 10 minutes (`0` turns the limit off, for benchmarks)',
  VAPI_PUBLIC_KEY: "the voice platform's public key (safe in the browser)",
  VAPI_ASSISTANT_ID: 'the receptionist to call',
  VAPI_PRIVATE_KEY:
    "the voice platform's private key: the server reads it for Ava answering texts (its chat API) and to keep her definition to the owner's settings; never printed",
  VAPI_PHONE_NUMBER_ID: 'the business’s phone number on the voice platform, which the synced assistant answers',
  VOICE_HANDOFF_NUMBER: 'the owner’s mobile (E.164) callers who need a person are transferred to',
  VAPI_API_BASE_URL: "the voice platform's API (unset: `https://api.vapi.ai`; tests point it at a loopback fake)",
  VAPI_TOOLS_SECRET:
    'shared secret the platform sends (`X-Vapi-Secret`) with every tool call and call report; at least 16 characters. Unset: both are refused',
  LOG_LEVEL: 'server log level (`silent` to mute)',
  SMTP_URL:
    "the mail server, e.g. `smtps://user:pass@smtp.example.com:465`: the owner's alerts and the customers' e-mails. Unset: no e-mail, and the server says so once at start",
  NOTIFY_EMAIL_TO: "with `SMTP_URL`: the owner's address, or several, comma-separated",
  NOTIFY_EMAIL_FROM: 'with `SMTP_URL`: the sender of the alerts and the confirmations',
  OWNER_EMAILS: "who may sign in to the owner's inbox at `/owner`: addresses, comma-separated. Unset: nobody",
  CREW_EMAILS: 'the crew: addresses, comma-separated, that sign in at `/owner` and see Today only (the owner adds more in the inbox)',
  OUTBOX_FIRST_RETRY_MS: "the outbox's first retry after a failed delivery (tests set it short)",
  CHANGE_MESSAGE_DELAY_SECONDS:
    'how long the messages about a change to a booking wait, so quick changes make one e-mail and one text with the latest state (`0` sends at once)',
  OWNER_REFRESH_SECONDS: "how often the owner's open inbox pages ask again",
  HEALTH_MAX_WAIT_SECONDS:
    '`GET /healthz` answers 503 once a due delivery (a lead to the webhook, an e-mail, a text) has waited longer than this; see [deploying](deploy.md#health-check)',
  BACKUP_URL:
    'where the store is streamed as it changes (Litestream): `s3://bucket/path` or `file:///path`; see [backups](setup-backups.md)',
  BACKUP_S3_ENDPOINT: "the S3-compatible store's endpoint (R2, B2, MinIO...); unset: AWS S3 itself",
  BACKUP_S3_REGION: "the bucket's region",
  BACKUP_ACCESS_KEY_ID: "the backup bucket's key",
  BACKUP_SECRET_ACCESS_KEY: "the backup bucket's secret",
  PHOTO_BUCKET_URL:
    "where the crew's photos are kept (`s3://bucket/prefix`); unset: the backup's bucket under `photos/`, else `DATA_DIR/photos`",
  PHOTO_S3_ENDPOINT: "the photo bucket's endpoint (unset: the backup's)",
  PHOTO_ACCESS_KEY_ID: "the photo bucket's key (unset: the backup's)",
  PHOTO_SECRET_ACCESS_KEY: "the photo bucket's secret (unset: the backup's)",
  MARK_MESSAGE_DELAY_SECONDS:
    "how long the customer's message about a mark at the curb waits (a mark corrected at once sends only the right one)",
  STRIPE_SECRET_KEY: 'payments through Stripe (with the webhook secret); see [payments](payments.md). Unset: payments are off',
  STRIPE_WEBHOOK_SECRET: "the Stripe webhook endpoint's signing secret",
  STRIPE_API_BASE_URL: "Stripe's API (tests point it at a loopback fake)",
  PUBLIC_BASE_URL:
    "where this server is reached: the customers' links start with it, and `npm run assistant:sync` points the platform at its tools. Unset: the site config's `siteUrl`",
  OWNER_CALENDAR_TOKEN:
    "the owner's calendar feed is served at `/calendar/<token>.ics`; at least 32 letters, digits, `-` or `_`. Unset: no feed",
  HEALTH_TOKEN:
    "a monitor's token: `GET /healthz` with `Authorization: Bearer <token>` gets the queue's figures from anywhere; at least 32 letters, digits, `-` or `_`. Unset: the figures go to this machine only, anyone else gets up or down",
  TWILIO_ACCOUNT_SID: 'texts to customers (Twilio); see [texts](setup-texts.md). Unset: no texts',
  TWILIO_AUTH_TOKEN: "Twilio's auth token: signs and checks the provider's webhooks",
  TWILIO_API_KEY: "an API key to send with, instead of the account's auth token",
  TWILIO_API_SECRET: "the API key's secret",
  TWILIO_FROM: 'the number texts come from (or a messaging service)',
  TWILIO_MESSAGING_SERVICE_SID: 'the messaging service texts go through (or a number)',
  TWILIO_API_BASE_URL: "Twilio's API (tests point it at a loopback fake)",
  CANFRESH_REPLICATED: 'set by `npm start` when the server runs under Litestream (not to be set by hand)',
  TEST_CLOCK_START: "tests only: the time the server's clock starts at",
};

/** A schema's default for one variable, as it would be read from an unset variable. */
function defaultOf(key: keyof typeof envSchema.shape): string {
  const parsed = envSchema.shape[key].safeParse(undefined);
  return parsed.success && parsed.data !== undefined && parsed.data !== false
    ? `\`${String(parsed.data)}\``
    : parsed.success && parsed.data === false
      ? '`false`'
      : 'none';
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** Each field of a z.object literal in the site config's schema, with the comment above it, followed into the objects it uses. */
function siteFields(): { path: string; doc: string }[] {
  const file = join(ROOT, 'src', 'common', 'site-config.schema.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  source.forEachChild((node) => {
    if (ts.isVariableStatement(node))
      for (const d of node.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
  });
  /** The object literal a schema expression is made of (through z.object(...), .refine(...), z.array(...), a const's name). */
  const objectOf = (expr: ts.Node, seen = new Set<string>()): ts.ObjectLiteralExpression | undefined => {
    if (ts.isIdentifier(expr)) {
      const value = consts.get(expr.text);
      if (!value || seen.has(expr.text)) return undefined;
      return objectOf(value, new Set([...seen, expr.text]));
    }
    if (ts.isCallExpression(expr)) {
      const callee = expr.expression;
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'object' &&
        expr.arguments[0] &&
        ts.isObjectLiteralExpression(expr.arguments[0])
      )
        return expr.arguments[0];
      for (const arg of expr.arguments) {
        const found = objectOf(arg, seen);
        if (found) return found;
      }
      return ts.isPropertyAccessExpression(callee) ? objectOf(callee.expression, seen) : undefined;
    }
    return ts.isPropertyAccessExpression(expr) ? objectOf(expr.expression, seen) : undefined;
  };
  const fields: { path: string; doc: string }[] = [];
  const walk = (literal: ts.ObjectLiteralExpression, prefix: string) => {
    for (const property of literal.properties) {
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
      const name = property.name.getText(source);
      const doc = ts
        .getJSDocCommentsAndTags(property)
        .map((d) => (typeof d.comment === 'string' ? d.comment : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      const path = `${prefix}${name}`;
      fields.push({ path, doc });
      const inner = objectOf(ts.isPropertyAssignment(property) ? property.initializer : property.name);
      if (inner) walk(inner, `${path}.`);
    }
  };
  const root = objectOf(consts.get('siteConfigSchema')!);
  if (!root) throw new Error('the site config schema is no longer a z.object');
  walk(root, '');
  return fields;
}

/** A value of the site config as a cell: short values whole, lists and objects summed up. */
function valueAt(path: string): string {
  let value: unknown = siteConfig;
  for (const part of path.split('.'))
    value = Array.isArray(value) ? value[0]?.[part as keyof (typeof value)[0]] : (value as Record<string, unknown> | undefined)?.[part];
  if (value === undefined) return '';
  if (Array.isArray(value))
    return value.every((v) => typeof v !== 'object') && JSON.stringify(value).length <= 60
      ? `\`${JSON.stringify(value)}\``
      : `${value.length} items`;
  if (value !== null && typeof value === 'object') return '';
  const text = JSON.stringify(value);
  return `\`${text.length > 60 ? `${text.slice(0, 57)}...` : text}\``;
}

export async function configurationReference(): Promise<string> {
  const env = (Object.keys(ENV) as (keyof typeof ENV)[]).map((key) => `| \`${key}\` | ${defaultOf(key)} | ${cell(ENV[key])} |`);
  const site = siteFields().map(({ path, doc }) => `| \`${path}\` | ${valueAt(path)} | ${cell(doc)} |`);
  const text = [
    '# Configuration',
    '',
    '<!-- Made by `npm run docs:config` from the schemas (src/server/env.ts, src/common/site-config.schema.ts); a test fails when they disagree. -->',
    '',
    'Two places, both checked when the server starts (each bad value is named in one clear error):',
    '',
    '- **Business facts** start from one typed module, `src/common/site-config.ts` (the page-facing',
    '  ones in `src/common/page-config.ts`), checked by one zod schema (`src/common/site-config.schema.ts`).',
    "  From the first run on, the owner's Settings keep them as versions in the database; the server",
    '  hands that value to every store, route, tool, page render and job that needs a fact, and reads',
    '  it at each request, so a change holds from the next one (and two apps in one process serve',
    '  two businesses).',
    '- **Deployment settings** are environment variables. Public values among them reach the page at',
    '  start-up through a JSON data block the server writes into the HTML: no rebuild is needed.',
    '',
    '### When a fact is read',
    '',
    "- **At each request, from the settings**: everything the owner's Settings change (name, phone, e-mail,",
    '  city, time zone, prices, zips, days, room, quiet hours, fees, review link, trucks), and these, which no',
    '  part of Settings changes yet but the server reads from the settings all the same: `texts.ava.on`,',
    '  `texts.countries`, `onlineBooking` (the booking page answers 404 while it is off), `commercial`',
    '  (the proposal editor is sent the limits and tiers with each proposal), `booking.pauseMaxWeeks`, and',
    "  the receptionist's name in her prompt, texts, e-mails and call backs.",
    '- **At the build, in the page**: the words of the page in each language (`receptionistName` and',
    '  `serviceWindow` as the home and booking pages say them, `voice.disclosure`, `voice.requireConsent`,',
    "  the FAQ, the gallery, the hero's anchor `#talk-to-ava`). They are woven into sentences a person",
    '  translated, and the anchor is a link people share: changing them is a new build, reviewed in both',
    '  languages. The server draws the name, phone, e-mail, city, prices and zips into these pages at',
    '  each request.',
    "- **At start**: the voice platform's assistant is synced from the settings (`npm run assistant:sync`,",
    '  and within a minute of a change when its key is set).',
    '',
    '## Environment variables',
    '',
    '| variable | default | what |',
    '| --- | --- | --- |',
    ...env,
    '',
    "`npm run assistant:sync` and `npm run assistant:test` read `VAPI_PRIVATE_KEY`, `VAPI_PHONE_NUMBER_ID` and `VOICE_HANDOFF_NUMBER` too. With them and `VAPI_ASSISTANT_ID` set, the server syncs Ava's definition itself within a minute of the owner changing the business's settings (prices, area), as the command would; see [the voice receptionist](setup-voice.md) and [the business's settings](settings.md).",
    '',
    '## The site config',
    '',
    'Each field, with the comment its schema has and its value now (lists and groups summed up).',
    '',
    '| field | now | what |',
    '| --- | --- | --- |',
    ...site,
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(REFERENCE)), filepath: REFERENCE });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(REFERENCE, await configurationReference());
  console.log(`wrote ${REFERENCE}`);
}
