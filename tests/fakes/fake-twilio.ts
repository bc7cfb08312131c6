// A loopback fake of Twilio's Messages API: a real HTTP server taking the form-encoded POST
// /2010-04-01/Accounts/{sid}/Messages.json with basic auth, answering as Twilio does (201 with its
// Message resource, shaped as the example in Twilio's API reference, or an error body with a
// code), as scripted. A text that asked for delivery reports (StatusCallback) gets them as Twilio
// posts them: 'sent', then 'delivered' (or the scripted 'undelivered' or 'failed' with its error
// code), form fields signed with the auth token over the StatusCallback address. They are posted
// to `reportsTo` (a loopback origin standing for the public address, as a proxy would), never
// elsewhere. It can stop and start on the same port, like a provider outage. Other processes read
// what it sent from GET /__received.
import { randomUUID } from 'node:crypto';
import twilio from 'twilio';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_AUTH_TOKEN = 'fake-twilio-auth-token-0123456789';

/**
 * The account as Twilio's API reference shows a fetched Account (the fields of the twilio
 * package's AccountResource), for this fake's account.
 */
function accountResource() {
  const uri = `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}`;
  return {
    auth_token: FAKE_AUTH_TOKEN,
    date_created: 'Thu, 30 Jul 2015 20:00:00 +0000',
    date_updated: 'Thu, 30 Jul 2015 20:00:00 +0000',
    friendly_name: 'CanFresh ATL',
    owner_account_sid: FAKE_ACCOUNT_SID,
    sid: FAKE_ACCOUNT_SID,
    status: 'active',
    subresource_uris: {
      messages: `${uri}/Messages.json`,
      incoming_phone_numbers: `${uri}/IncomingPhoneNumbers.json`,
      balance: `${uri}/Balance.json`,
    },
    type: 'Full',
    uri: `${uri}.json`,
  };
}

export interface SentText {
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  sid: string;
  statusCallback: string | null;
}

/** How a text ends, as the handset's carrier reports it. */
export interface TextOutcome {
  status: 'delivered' | 'undelivered' | 'failed';
  /** Twilio's error code: 30003 unreachable, 30005 unknown, 30006 a landline, 30007 filtered. */
  code?: number;
}

/** A delivery report the fake posted, and the server's answer. */
export interface PostedReport {
  sid: string;
  status: string;
  code: number | null;
  answer: number;
}

export interface FakeTwilio {
  url: string;
  texts: SentText[];
  /** Answers for the next requests, in order: a status (429, 500...), or 21610 for 'unsubscribed recipient'. */
  queue: number[];
  /** Numbers that answer 21610 (unsubscribed) every time. */
  unsubscribed: Set<string>;
  /** How texts to a number end (unset: delivered). */
  outcomes: Map<string, TextOutcome>;
  /** Where the StatusCallback's public address is served (a loopback origin); unset, no reports go. */
  reportsTo: string | undefined;
  /**
   * Reports posted before the created Message is answered, as Twilio's can arrive before its own
   * API answer has been read (a fast carrier, a slow network back).
   */
  reportsFirst: boolean;
  /** The reports posted, in order. */
  reports: PostedReport[];
  /** Posts one report on a text, signed as Twilio signs it (or with `signature`); the server's answer. */
  report: (sid: string, status: string, code?: number, signature?: string) => Promise<number>;
  requests: number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

/** The settings that point the server's texts at a fake (as mailEnv does for e-mail). */
export const twilioEnv = (provider: Pick<FakeTwilio, 'url'>) => ({
  TWILIO_ACCOUNT_SID: FAKE_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: FAKE_AUTH_TOKEN,
  TWILIO_FROM: '+14045550100',
  TWILIO_API_BASE_URL: provider.url,
});

/** Twilio's count, roughly: 160 plain characters a text (153 when split), 70 (67) with any other. */
const roughSegments = (body: string) => {
  const [one, part] = /^[\x20-\x7e\n\r]*$/.test(body) ? [160, 153] : [70, 67];
  return body.length <= one ? 1 : Math.ceil(body.length / part);
};

/** Twilio's timestamps (RFC 2822, in GMT). */
const rfc2822 = (at: Date) => at.toUTCString().replace('GMT', '+0000');

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const fake = {
    texts: [] as SentText[],
    queue: [] as number[],
    unsubscribed: new Set<string>(),
    outcomes: new Map<string, TextOutcome>(),
    reportsTo: undefined as string | undefined,
    reportsFirst: false,
    reports: [] as PostedReport[],
    requests: 0,
  };
  /** The fields Twilio posts to a StatusCallback. */
  const report = async (sid: string, status: string, code?: number, signature?: string) => {
    const text = fake.texts.find((t) => t.sid === sid);
    if (!text?.statusCallback || !fake.reportsTo) return 0;
    const target = new URL(text.statusCallback);
    const origin = new URL(fake.reportsTo);
    if (origin.hostname !== '127.0.0.1' && origin.hostname !== 'localhost') throw new Error('reports go to loopback only');
    const params: Record<string, string> = {
      AccountSid: FAKE_ACCOUNT_SID,
      ApiVersion: '2010-04-01',
      From: text.from ?? '',
      MessageSid: sid,
      MessageStatus: status,
      SmsSid: sid,
      SmsStatus: status,
      To: text.to,
      ...(code ? { ErrorCode: String(code) } : {}),
    };
    const res = await fetch(`${origin.origin}${target.pathname}${target.search}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? twilio.getExpectedTwilioSignature(FAKE_AUTH_TOKEN, text.statusCallback, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    fake.reports.push({ sid, status, code: code ?? null, answer: res.status });
    return res.status;
  };
  /** Sent, then how it ended: Twilio's two reports on a text. */
  const reportBoth = async (text: SentText) => {
    const end = fake.outcomes.get(text.to) ?? { status: 'delivered' };
    await report(text.sid, 'sent');
    await report(text.sid, end.status, end.code);
  };
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_ACCOUNT_SID}:${FAKE_AUTH_TOKEN}`).toString('base64')}`;
  const handler = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'GET' && req.url === '/__received') return send(200, fake.texts);
      fake.requests++;
      // Twilio asks for the account's credentials before it looks at the address.
      if (req.headers.authorization !== expectedAuth)
        return send(401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
      if (req.method === 'GET' && req.url === `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}.json`) return send(200, accountResource());
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages.json`)
        return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const next = fake.queue.shift();
      if (next === 21610 || fake.unsubscribed.has(to))
        return send(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 });
      if (next) return send(next, { code: 20500, message: 'Scripted failure', status: next });
      const sid = `SM${randomUUID().replaceAll('-', '')}`;
      const text: SentText = {
        to,
        from: form.get('From'),
        messagingServiceSid: form.get('MessagingServiceSid'),
        body: form.get('Body') ?? '',
        sid,
        statusCallback: form.get('StatusCallback'),
      };
      fake.texts.push(text);
      const now = rfc2822(new Date());
      const uri = `/2010-04-01/Accounts/${FAKE_ACCOUNT_SID}/Messages/${sid}`;
      // As Twilio's reference shows a created Message (a messaging service's has 0 segments until a sender is chosen).
      const created = {
        account_sid: FAKE_ACCOUNT_SID,
        api_version: '2010-04-01',
        body: text.body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: text.from,
        messaging_service_sid: text.messagingServiceSid,
        num_media: '0',
        num_segments: text.messagingServiceSid ? '0' : String(roughSegments(text.body)),
        price: null,
        price_unit: 'USD',
        sid,
        status: text.messagingServiceSid ? 'accepted' : 'queued',
        subresource_uris: { media: `${uri}/Media.json` },
        to,
        uri: `${uri}.json`,
      };
      const reporting = text.statusCallback && fake.reportsTo;
      if (reporting && fake.reportsFirst) return void reportBoth(text).finally(() => send(201, created));
      send(201, created);
      if (reporting) setImmediate(() => void reportBoth(text).catch(() => undefined));
    });
  });
  let server: Server = handler;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stop = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return Object.assign(fake, {
    report,
    url: `http://127.0.0.1:${port}`,
    stop,
    start: async () => {
      server = handler;
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: async () => {
      if (server.listening) await stop();
    },
  });
}
