// The booking page on an app of its own for the browser tests: its own clock (Sunday, November
// 22, 2026, 10:00 in Atlanta, running), its own database (a day's bookings per connection are
// counted apart from every other test's), and loopback fakes of the text provider and the mail
// server; `url` is where it listens.
import { RunningClock } from '../../src/server/platform/clock/clock.ts';
import { mailEnv, startFakeSmtp } from '../fakes/fake-smtp.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { makeTestApp } from './test-app.ts';

export async function bookStack() {
  const clock = new RunningClock('2026-11-22T15:00:00Z');
  const [provider, mail] = await Promise.all([startFakeTwilio(), startFakeSmtp()]);
  const t = await makeTestApp({
    site: true,
    clock,
    env: { ...mailEnv(mail), ...twilioEnv(provider), PUBLIC_BASE_URL: 'https://canfreshatl.com' },
  });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...t,
    url,
    provider,
    mail,
    /** The code in the latest text to a number, once it has gone. */
    async codeTo(number: string): Promise<string> {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const text = provider.texts.filter((t) => t.to === number).at(-1);
        const code = text && /\b(\d{6})\b/.exec(text.body)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no code texted to ${number} within 10 s`);
    },
    close: async () => {
      await t.close();
      await provider.close();
      await mail.close();
    },
  };
}
