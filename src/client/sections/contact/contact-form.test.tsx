import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWebhook, type FakeWebhook } from '../../../../tests/fakes/fake-webhook.ts';
import { allowConsoleErrors } from '../../../../tests/support/console-errors.ts';
import { fastRelay } from '../../../../tests/support/test-app.ts';
import { contactMessages, NOT_A_MOBILE } from '../../../common/contact-schema.ts';
import { buildApp } from '../../../server/app.ts';
import { loadEnv } from '../../../server/env.ts';
import { Toaster } from '../../components/toast/toaster.tsx';
import { ContactForm } from './contact-form.tsx';
import { InEnglish } from '../../../../tests/support/page-words.tsx';

// The form posts to this site's real server (in process, on loopback), which stores the lead and
// forwards it to a loopback fake of the automation webhook: every request is real HTTP. The
// page's <base> points at the server, as the page's own origin does in production.
let hook: FakeWebhook;
let server: FastifyInstance;
let serverUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-form-'));
/** Each request waits this long at the server, so 'Sending...' can be seen. */
let serverDelayMs = 0;
beforeAll(async () => {
  hook = await startFakeWebhook();
  server = await buildApp({
    env: loadEnv({ DATA_DIR: dataDir, CONTACT_WEBHOOK_URL: hook.url, CONTACT_RATE_LIMIT: '4', LOG_LEVEL: 'silent' }),
    logger: false,
    site: false,
    relay: fastRelay,
  });
  // Open, as after its owner's first run: a new install keeps a lead and forwards nothing.
  server.stores.settings.open('tests');
  server.addHook('onRequest', (_request, _reply, done) => void setTimeout(done, serverDelayMs));
  await server.listen({ host: '127.0.0.1', port: 0 });
  serverUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await server.close();
  await hook.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const pointPageAt = (origin: string) => {
  document.head.querySelector('base')?.remove();
  document.head.insertAdjacentHTML('afterbegin', `<base href="${origin}">`);
};
beforeEach(() => {
  hook.deliveries.length = 0;
  serverDelayMs = 0;
  pointPageAt(serverUrl);
});
afterEach(() => document.head.querySelector('base')?.remove());

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm />
      <Toaster />
    </>,
    { wrapper: InEnglish },
  );
  return user;
}

const field = (name: RegExp | string) => screen.getByLabelText(name);
const send = () => screen.getByRole('button', { name: /Send Message|Sending/ });

async function fillValid(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Returning' }));
  await user.type(field(/^Full name/), 'Jordan Peachtree');
  await user.type(field(/^Mobile/), '4045550199');
  await user.type(field(/^Email/), 'jordan@example.com');
  await user.type(field(/^Street address/), '123 Peachtree St NE');
  await user.clear(field(/^Zip code/));
  await user.type(field(/^Zip code/), '30309');
  await user.click(screen.getByRole('radio', { name: 'Commercial' }));
  await user.type(field(/^Notes/), 'Gate code 1234');
  await user.click(screen.getByRole('checkbox', { name: /I agree to receive texts/ }));
}

describe('ContactForm', () => {
  it('shows every message under its field, tied for screen readers, and focuses the first', async () => {
    const user = setup();
    await user.click(send());
    const { zip: _zipHasADefault, ...required } = contactMessages;
    for (const message of Object.values(required)) expect(await screen.findByText(message)).toBeInTheDocument();

    const name = field(/^Full name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(contactMessages.full_name);
    expect(field(/^Mobile/)).toHaveAccessibleDescription(contactMessages.mobile);
    expect(field(/^Email/)).toHaveAccessibleDescription(contactMessages.email);
    expect(field(/^Street address/)).toHaveAccessibleDescription(contactMessages.street);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(contactMessages.sms_opt_in);
    expect(screen.getByRole('radiogroup', { name: /new or returning/ })).toHaveAccessibleDescription(contactMessages.customer_status);
    expect(screen.getByRole('radiogroup', { name: 'Service type' })).toHaveAccessibleDescription(contactMessages.service_type);
    // The zip has its default (30331), so it passes; clearing it shows the zip message.
    expect(screen.queryByText(contactMessages.zip)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'New' })).toHaveFocus();
    expect(hook.deliveries).toHaveLength(0);
  });

  it('validates on submit first, then again on every change', async () => {
    const user = setup();
    await user.type(field(/^Full name/), 'J');
    expect(screen.queryByText(contactMessages.full_name)).not.toBeInTheDocument();
    await user.click(send());
    expect(await screen.findByText(contactMessages.full_name)).toBeInTheDocument();
    await user.type(field(/^Full name/), 'o');
    await waitFor(() => expect(screen.queryByText(contactMessages.full_name)).not.toBeInTheDocument());
    await user.clear(field(/^Full name/));
    expect(await screen.findByText(contactMessages.full_name)).toBeInTheDocument();
    await user.clear(field(/^Zip code/));
    expect(await screen.findByText(contactMessages.zip)).toBeInTheDocument();
  });

  it("sends the nine-field body, reads 'Sending...' while disabled, then thanks and resets", async () => {
    const user = setup();
    serverDelayMs = 300;
    await fillValid(user);
    await user.click(send());
    await waitFor(() => expect(send()).toHaveTextContent('Sending...'));
    expect(send()).toBeDisabled();

    const toast = (await screen.findByText('Message sent!', { selector: 'li *' }, { timeout: 3000 })).closest('li')!;
    expect(within(toast).getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    const [delivery] = await hook.waitForAccepted(1);
    expect(JSON.parse(delivery!.body)).toEqual({
      customer_status: 'Returning',
      full_name: 'Jordan Peachtree',
      mobile: '4045550199',
      email: 'jordan@example.com',
      street: '123 Peachtree St NE',
      zip: '30309',
      service_type: 'Commercial',
      sms_opt_in: true,
      notes: 'Gate code 1234',
    });
    await waitFor(() => expect(field(/^Full name/)).toHaveValue(''));
    expect(field(/^Zip code/)).toHaveValue('30331');
    expect(field(/^Notes/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Returning' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    expect(send()).toHaveTextContent('Send Message');
    expect(send()).toBeEnabled();
  });

  it('a number the server knows is no mobile: its words under the field, focused, and every value kept', async () => {
    const user = setup();
    await fillValid(user);
    await user.clear(field(/^Mobile/));
    await user.type(field(/^Mobile/), '8005550199');
    await user.click(send());
    await waitFor(() => expect(field(/^Mobile/)).toHaveAccessibleDescription(NOT_A_MOBILE));
    expect(field(/^Mobile/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Mobile/)).toHaveFocus();
    const toast = (await screen.findByText('Please check your message', { selector: 'li *' })).closest('li')!;
    expect(within(toast).getByText(/Everything you typed is still here/)).toBeInTheDocument();
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
    expect(field(/^Full name/)).toHaveValue('Jordan Peachtree');
    expect(hook.deliveries).toEqual([]);
  });

  for (const [label, arrange] of [
    [
      'a non-2xx answer',
      // The server's rate limit (4 per window in this test) used up: it answers 429.
      async () => {
        for (let i = 0; i < 4; i++) await fetch(new URL('/api/contact', serverUrl), { method: 'POST' });
      },
    ],
    ['a network error', () => pointPageAt('http://127.0.0.1:9/')],
  ] as const) {
    it(`on ${label}: logs, shows the destructive toast and keeps every value`, async () => {
      allowConsoleErrors(/contact request failed/);
      const user = setup();
      await arrange();
      await fillValid(user);
      await user.click(send());
      const toast = (await screen.findByText('Error', { selector: 'li *' }, { timeout: 3000 })).closest('li')!;
      expect(within(toast).getByText('Failed to send message. Please try again.')).toBeInTheDocument();
      expect(field(/^Full name/)).toHaveValue('Jordan Peachtree');
      expect(field(/^Zip code/)).toHaveValue('30309');
      expect(field(/^Notes/)).toHaveValue('Gate code 1234');
      expect(screen.getByRole('radio', { name: 'Commercial' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
      expect(send()).toBeEnabled();
    });
  }
});
