// A loopback fake of the owner's mail server: a real SMTP server (smtp-server) that records
// every message it accepts, parsed with postal-mime, with its envelope, and answers as
// scripted: refuse the next messages with a reply code (4xx: try later, 5xx: final), or answer
// slowly. `stop()` closes the port, so the next connection is refused; `start()` opens it again.
import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  at: number;
  /** Who the server was told to deliver to (RCPT TO): the only real recipients. */
  recipients: string[];
  from: string;
  raw: string;
  parsed: Email;
}

export interface SmtpScript {
  /** Reply codes for the next messages, in order (e.g. [451, 451] or [550]). */
  queue: number[];
  delayMs: number;
}

export interface FakeSmtp {
  url: string;
  port: number;
  messages: ReceivedMail[];
  script: SmtpScript;
  /** How many messages were refused by the script. */
  refused: number;
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /**
   * The first message that matches, once it has arrived; `what` names it in the error when the
   * deadline passes (e.g. 'the sign-in code to pat@canfreshatl.com').
   */
  waitForMessage: (what: string, matches: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

export interface FakeSmtpOptions {
  /** A login the server asks for (AUTH PLAIN/LOGIN, without TLS on loopback); unset, no login. */
  login?: { user: string; pass: string };
}

export async function startFakeSmtp(port = 0, { login }: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const script: SmtpScript = { queue: [], delayMs: 0 };
  const waiters = new Set<() => void>();
  let refused = 0;

  const make = () =>
    new SMTPServer({
      ...(login
        ? {
            authOptional: false,
            allowInsecureAuth: true,
            disabledCommands: ['STARTTLS'],
            // A wrong login is refused as mail servers refuse it: 535.
            onAuth: (
              auth: { username?: string | null; password?: string | null },
              _session: unknown,
              done: (error: Error | null, ok?: { user: string }) => void,
            ) =>
              auth.username === login.user && auth.password === login.pass
                ? done(null, { user: login.user })
                : done(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 })),
          }
        : { authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'] }),
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          setTimeout(() => {
            const code = script.queue.shift();
            if (code) {
              refused++;
              return callback(Object.assign(new Error(code >= 500 ? 'mailbox unavailable' : 'try again later'), { responseCode: code }));
            }
            const raw = Buffer.concat(chunks).toString('utf8');
            void PostalMime.parse(raw).then((parsed) => {
              messages.push({
                at: Date.now(),
                recipients: session.envelope.rcptTo.map((r) => r.address),
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                raw,
                parsed,
              });
              waiters.forEach((w) => w());
              callback();
            });
          }, script.delayMs);
        });
      },
    });

  /** Resolves with what `found` gives once it gives something, checked on every arrival; rejects at the deadline. */
  const arrival = <T>(found: () => T | undefined, timeoutMs: number, missing: () => string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${missing()} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  let server = make();
  const listen = (p: number) =>
    new Promise<number>((resolve) => server.listen(p, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)));
  const bound = await listen(port);
  const fake: FakeSmtp = {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    script,
    get refused() {
      return refused;
    },
    waitFor: (count, timeoutMs = 10_000) =>
      arrival(
        () => (messages.length >= count ? messages : undefined),
        timeoutMs,
        () => `mail server got ${messages.length} of ${count} messages`,
      ),
    waitForMessage: (what, matches, timeoutMs = 10_000) =>
      arrival(
        () => messages.find(matches),
        timeoutMs,
        () => `no ${what} among the ${messages.length} messages received`,
      ),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    start: async () => {
      server = make();
      await listen(bound);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** The server's e-mail settings for this mail server: the owner's alerts to owner@canfreshatl.com. */
export const mailEnv = (mail: Pick<FakeSmtp, 'url'>) => ({
  SMTP_URL: mail.url,
  NOTIFY_EMAIL_TO: 'owner@canfreshatl.com',
  NOTIFY_EMAIL_FROM: 'a@canfreshatl.com',
});

/** A message's calendar invitation as text, its folded lines joined (undefined when it has none). */
export function invitationText(mail: ReceivedMail): string | undefined {
  const part = mail.parsed.attachments.find((a) => a.mimeType.startsWith('text/calendar'));
  if (!part) return undefined;
  const text = typeof part.content === 'string' ? part.content : new TextDecoder().decode(part.content);
  return text.replace(/\r?\n /g, '');
}
