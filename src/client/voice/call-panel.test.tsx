import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeVoiceApi, type FakeVoiceApi } from '../../../tests/fakes/fake-voice-api.ts';
import { FakeVoiceSdk } from '../../../tests/fakes/fake-voice-sdk.ts';
import { withMicrophone, withoutMicrophone } from '../../../tests/support/browser-env.ts';
import { allowConsoleErrors } from '../../../tests/support/console-errors.ts';
import { setRuntimeConfig } from '../../../tests/support/runtime-config-dom.ts';
import { siteConfig } from '../../common/site-config.ts';
import { CallProvider } from './call-context.tsx';
import { VOICE_CONSENT_KEY } from './call-controller.ts';
import { CallPanelHost, loadPanel } from './call-panel-host.tsx';
import { TalkButton } from './talk-button.tsx';
import { InEnglish } from '../../../tests/support/page-words.tsx';

const name = siteConfig.receptionistName;
let fake: FakeVoiceSdk;
let api: FakeVoiceApi;

beforeAll(async () => {
  api = await startFakeVoiceApi();
});
afterAll(() => api.close());
beforeEach(() => {
  fake = new FakeVoiceSdk();
  api.requests.length = 0;
  withMicrophone();
  localStorage.clear();
  setRuntimeConfig({ vapiAssistantId: 'asst_test_123', vapiPublicKey: 'pk_test', vapiApiBaseUrl: api.url });
  allowConsoleErrors(/^voice:/);
});

function setup({ requireConsent = false } = {}) {
  const user = userEvent.setup();
  render(
    <CallProvider loadClient={async () => fake} loadPanel={loadPanel} requireConsent={requireConsent}>
      <TalkButton />
      <CallPanelHost />
    </CallProvider>,
    { wrapper: InEnglish },
  );
  const talk = () => screen.getAllByRole('button', { name: new RegExp(`^(Talk to ${name}|Hang up)$`) })[0]!;
  const panel = () => screen.getByRole('dialog');
  return { user, talk, panel };
}

const fire = (emit: () => void) => act(emit);
/** The SDK is asked to start (its listeners are attached by then). */
const started = (count = 1) => waitFor(() => expect(fake.starts).toHaveLength(count));
const answer = (call: unknown) => act(async () => fake.answer(call));

async function inCall() {
  const s = setup();
  await s.user.click(s.talk());
  await started();
  await answer({ id: 'call_1' });
  fire(() => fake.emit('call-start'));
  await screen.findByRole('dialog', { name: `On a call with ${name}` });
  return s;
}

describe('the call panel', () => {
  it('opens at once on the click, with focus inside, the stage reached, the disclosure, and Cancel that really stops', async () => {
    const { user, talk, panel } = setup();
    await user.click(talk());
    expect(panel()).toHaveAccessibleName(`Connecting to ${name}…`);
    expect(screen.getByRole('heading', { name: `Connecting to ${name}…` })).toHaveFocus();
    await started();
    fire(() => fake.progress('web-call-creation'));
    expect(await within(panel()).findByText(`Reaching ${name}…`)).toBeInTheDocument();
    fire(() => fake.progress('daily-call-join'));
    expect(within(panel()).getByText('Joining the call…')).toBeInTheDocument();
    expect(within(panel()).getByText(/is an AI receptionist\. Calls and chats may be recorded/)).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect(fake.stops).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
    expect(talk()).toHaveFocus();
    // The SDK's start was still joining: the call it lands is stopped too, and never shows.
    await answer({ id: 'call_late' });
    expect(fake.stops).toBe(2);
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
  });

  it('in the call: who speaks, a timer, Mute, captions with partials replaced by finals, and a way to hide them', async () => {
    const { user, panel } = await inCall();
    expect(within(panel()).getByText('0:00')).toBeInTheDocument();
    fire(() => fake.speech('assistant', 'started'));
    fire(() => fake.emit('volume-level', 0.6));
    expect(panel().querySelector('[data-speaking="true"]')).toHaveTextContent(name);

    const mute = within(panel()).getByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(fake.mutes).toEqual([true]);

    fire(() => fake.transcript('assistant', 'partial', 'Hi, this is'));
    fire(() => fake.transcript('assistant', 'partial', `Hi, this is ${name} with`));
    fire(() => fake.transcript('user', 'partial', 'I want'));
    fire(() => fake.transcript('assistant', 'final', `Hi, this is ${name} with CanFresh.`));
    fire(() => fake.transcript('user', 'final', 'I want the membership.'));
    const log = within(panel()).getByRole('log', { name: 'Live captions' });
    expect([...log.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      `${name}: Hi, this is ${name} with CanFresh.`,
      'You: I want the membership.',
    ]);

    await user.click(within(panel()).getByRole('button', { name: 'Hide captions' }));
    expect(within(panel()).queryByRole('log')).not.toBeInTheDocument();
  });

  it('what the visitor types goes into the conversation and shows in the captions', async () => {
    const { user, panel } = await inCall();
    await user.type(within(panel()).getByRole('textbox', { name: 'Type a message' }), 'pat.lee@example.com{Enter}');
    expect(fake.sent).toEqual([{ type: 'add-message', message: { role: 'user', content: 'pat.lee@example.com' } }]);
    expect(within(panel()).getByRole('log')).toHaveTextContent('You (typed): pat.lee@example.com');
  });

  it('a booking in this call shows its card; after the call: Call ended, the card, Call again and Close', async () => {
    const { user, talk, panel } = await inCall();
    const booking = {
      reference: 'AB12CD34',
      plan: 'Pristine Membership',
      price: '$32 every 4 weeks (1 can)',
      name: 'Pat Lee',
      street: '12 Peachtree St',
      zip: '30331',
      when: 'Wednesday, December 2, then every 4 weeks',
      email: 'pat.lee@example.com',
    };
    fire(() =>
      fake.toolCallsResult({
        name: 'book_service',
        toolCallId: 't1',
        result: 'Booked. Reference AB12CD34.',
        metadata: { confirmation: booking },
      }),
    );
    const card = within(panel()).getByRole('region', { name: 'Booked: Pristine Membership' });
    expect(card).toHaveTextContent('Pat Lee');
    expect(card).toHaveTextContent('12 Peachtree St, 30331');
    expect(card).toHaveTextContent('Wednesday, December 2, then every 4 weeks');
    expect(card).toHaveTextContent('Pristine Membership, $32 every 4 weeks (1 can)');
    expect(card).toHaveTextContent('A confirmation is on its way to pat.lee@example.com.');

    fire(() => fake.emit('call-end'));
    expect(panel()).toHaveAccessibleName('Call ended');
    expect(within(panel()).getByRole('region', { name: 'Booked: Pristine Membership' })).toBeInTheDocument();
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(talk());
    expect(panel()).toHaveAccessibleName(`Connecting to ${name}…`);
    expect(fake.starts).toHaveLength(2);
  });

  it('Escape collapses the panel without hanging up; focus goes back to the button', async () => {
    const { user, talk, panel } = await inCall();
    within(panel()).getByRole('button', { name: 'Mute' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.stops).toBe(0);
    expect(talk()).toHaveAccessibleName('Hang up');
    expect(talk()).toHaveFocus();
  });

  for (const [kind, words] of [
    ['permissions', /blocking the microphone/],
    ['not-found', /could not find a microphone/],
    ['mic-in-use', /Another app or tab is using your microphone/],
    ['cam-mic-in-use', /Another app or tab is using your microphone/],
    ['undefined-mediadevices', /cannot use a microphone/],
  ] as const) {
    it(`a microphone problem (${kind}) says what happened and offers every way forward`, async () => {
      const { user, talk, panel } = setup();
      await user.click(talk());
      await started();
      fire(() => fake.cameraError(kind));
      await answer(null);
      expect(panel()).toHaveAccessibleName(`${name} can't hear you yet`);
      expect(within(panel()).getByRole('alert')).toHaveTextContent(words);
      for (const button of ['Try again', 'Type instead', 'Send a message'])
        expect(within(panel()).getByRole('button', { name: button })).toBeInTheDocument();
      expect(within(panel()).getByRole('link', { name: 'Call (404) 555-0123' })).toHaveAttribute('href', 'tel:+14045550123');
      expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
      await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
      expect(fake.starts).toHaveLength(2);
    });
  }

  it('any other failure to start closes the panel quietly', async () => {
    const { user, talk } = setup();
    await user.click(talk());
    await started();
    fire(() => fake.cameraError('constraints'));
    await answer(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a browser without the microphone API gets the problem at once, and no call is tried', async () => {
    withoutMicrophone();
    const { user, talk, panel } = setup();
    await user.click(talk());
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(/cannot use a microphone/);
    expect(fake.starts).toHaveLength(0);
  });

  it('asks once for agreement when the site requires it, and remembers it', async () => {
    const { user, talk, panel } = setup({ requireConsent: true });
    await user.click(talk());
    expect(panel()).toHaveAccessibleName(`Before you talk to ${name}`);
    expect(await within(panel()).findByText(/is an AI receptionist/)).toBeInTheDocument();
    expect(fake.starts).toHaveLength(0);
    await user.click(within(panel()).getByRole('button', { name: 'I agree, start the call' }));
    expect(fake.starts).toHaveLength(1);
    expect(localStorage.getItem(VOICE_CONSENT_KEY)).toBe('yes');
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    await user.click(talk());
    expect(panel()).toHaveAccessibleName(`Connecting to ${name}…`);
  });
});

describe('typing instead', () => {
  it('ends the connecting call and chats with the same receptionist, streamed, each line saying who said it', async () => {
    const { user, talk, panel } = setup();
    await user.click(talk());
    await user.click(await within(panel()).findByRole('button', { name: 'Type instead' }));
    expect(fake.stops).toBe(1);
    expect(panel()).toHaveAccessibleName(`Chat with ${name}`);

    await user.type(await within(panel()).findByRole('textbox', { name: 'Type a message' }), 'Do you clean recycling bins?{Enter}');
    const log = within(panel()).getByRole('log', { name: `Conversation with ${name}` });
    await waitFor(() =>
      expect(log).toHaveTextContent(`${name}: Hi, this is the receptionist. You said: "Do you clean recycling bins?". How can I help?`),
    );
    expect(log).toHaveTextContent('You: Do you clean recycling bins?');
    const [first] = api.requests.filter((r) => r.path === '/chat/web');
    expect(first!.headers.authorization).toBe('Bearer pk_test');
    expect(first!.body).toMatchObject({
      assistantId: 'asst_test_123',
      input: 'Do you clean recycling bins?',
      stream: true,
      assistantOverrides: { variableValues: { selectedPlan: '' } },
    });

    await user.type(within(panel()).getByRole('textbox', { name: 'Type a message' }), 'Thanks{Enter}');
    await waitFor(() => expect(api.requests.filter((r) => r.path === '/chat/web')).toHaveLength(2));
    const sessionId = (first && (api.requests.filter((r) => r.path === '/chat/web')[1]!.body as { sessionId?: string }).sessionId) ?? '';
    expect(sessionId).toMatch(/^session-\d+$/);

    await waitFor(() => expect(log).toHaveTextContent('You said: "Thanks"'));
    await user.click(within(panel()).getByRole('button', { name: 'End chat' }));
    await waitFor(() => expect(api.requests.at(-1)!.body).toMatchObject({ sessionId, sessionEnd: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
