import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../../../tests/support/console-errors.ts';
import { setRuntimeConfig } from '../../../tests/support/runtime-config-dom.ts';
import { siteConfig } from '../../common/site-config.ts';
import { TalkButton } from './talk-button.tsx';
import { PlanButton } from '../sections/pricing/plan-button.tsx';
import { CallProvider } from './call-context.tsx';
import { SELECTED_PLAN_KEY } from './call-controller.ts';
import { FakeVoiceSdk } from '../../../tests/fakes/fake-voice-sdk.ts';
import { withMicrophone } from '../../../tests/support/browser-env.ts';
import { InEnglish } from '../../../tests/support/page-words.tsx';

const name = siteConfig.receptionistName;
const emit = (fire: () => void) => act(fire);
const answer = (call: unknown) => act(async () => fake.answer(call));
const membership = siteConfig.plans.find((p) => p.id === 'membership')!;
let fake: FakeVoiceSdk;
let loads: number;

// The controller loads its event handlers on the first call (a dynamic import). Loaded here once,
// so the first test's call starts within the same ticks as every other's: a cold transform of
// that module once outlasted the one tick startCall waits (a Node 26 run on a busy machine).
beforeAll(() => import('./call-events.ts'));

beforeEach(() => {
  fake = new FakeVoiceSdk();
  withMicrophone();
  loads = 0;
  localStorage.clear();
  setRuntimeConfig({ vapiAssistantId: 'asst_test_123', vapiPublicKey: 'pk_test' });
  allowConsoleErrors(/^voice:/); // failures are logged only, never shown
});

function setup() {
  const user = userEvent.setup();
  const utils = render(
    <CallProvider
      loadClient={async () => {
        loads++;
        return fake;
      }}
    >
      <TalkButton />
      <PlanButton plan={membership} />
    </CallProvider>,
    { wrapper: InEnglish },
  );
  const talk = () => screen.getByRole('button', { name: new RegExp(`^(Talk to ${name}|Hang up)$`) });
  return { user, talk, ...utils };
}

async function startCall() {
  const s = setup();
  await s.user.click(s.talk());
  await act(async () => {});
  return s;
}

describe('the page call state', () => {
  it('idle reads "Talk to <name>"; a click starts a call with the assistant id and no plan', async () => {
    const { talk } = await startCall();
    expect(fake.starts).toHaveLength(1);
    expect(fake.starts[0]).toMatchObject({ assistantId: 'asst_test_123', overrides: { variableValues: { selectedPlan: '' } } });
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
    expect(talk()).toHaveAttribute('aria-busy', 'true');
  });

  it('becomes active on the call-start event', async () => {
    const { talk } = await startCall();
    emit(() => fake.emit('call-start'));
    expect(talk()).toHaveAccessibleName('Hang up');
    expect(talk()).not.toHaveAttribute('aria-busy');
  });

  it('becomes active when the start request resolves with a call', async () => {
    const { talk } = await startCall();
    await answer({ id: 'call_1' });
    expect(talk()).toHaveAccessibleName('Hang up');
  });

  it('returns to idle on call-end', async () => {
    const { talk } = await startCall();
    await answer({ id: 'call_1' });
    emit(() => fake.emit('call-end'));
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
  });

  it('returns to idle on an error event, with no message to the visitor', async () => {
    const { talk, container } = await startCall();
    await answer({ id: 'call_1' });
    emit(() => fake.emit('error', new Error('meeting ended due to ejection')));
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
    expect(container).not.toHaveTextContent(/error|ejection|failed/i);
  });

  it('returns to idle when start resolves with nothing, or throws', async () => {
    const { talk, user } = await startCall();
    await answer(null);
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
    await user.click(talk());
    await act(async () => fake.fail(new Error('daily-call-join-error')));
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
    expect(talk()).not.toHaveAttribute('aria-busy');
  });

  it('a click while active hangs up', async () => {
    const { talk, user } = await startCall();
    await answer({ id: 'call_1' });
    await user.click(talk());
    expect(fake.stops).toBe(1);
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
  });

  it('clicks are ignored while connecting', async () => {
    const { talk, user } = await startCall();
    await user.click(talk());
    await user.click(screen.getByRole('button', { name: membership.buttonText }));
    expect(fake.starts).toHaveLength(1);
    expect(fake.stops).toBe(0);
    expect(talk()).toHaveAttribute('aria-busy', 'true');
  });

  it('a late answer to an abandoned start does not revive the call', async () => {
    const { talk, user } = await startCall();
    emit(() => fake.emit('call-start'));
    await user.click(talk()); // hang up
    await answer({ id: 'call_1' });
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
  });

  it('choosing a plan stores it and starts at once with selectedPlan', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: membership.buttonText }));
    await act(async () => {});
    expect(localStorage.getItem(SELECTED_PLAN_KEY)).toBe(membership.name);
    expect(fake.starts[0]!.overrides).toEqual({ variableValues: { selectedPlan: membership.name, language: 'en' } });
    expect(screen.getByText('Your selected plan')).toBeInTheDocument();
  });

  it('a stored plan from an earlier visit goes with the floating button', async () => {
    localStorage.setItem(SELECTED_PLAN_KEY, 'One-Time Clean');
    await startCall();
    expect(fake.starts[0]!.overrides.variableValues.selectedPlan).toBe('One-Time Clean');
  });

  it('stops the call when the page unmounts', async () => {
    const { unmount } = await startCall();
    await answer({ id: 'call_1' });
    unmount();
    expect(fake.stops).toBe(1);
  });

  it('stops the call on pagehide', async () => {
    const { talk } = await startCall();
    await answer({ id: 'call_1' });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(fake.stops).toBe(1);
    expect(talk()).toHaveAccessibleName(`Talk to ${name}`);
  });

  it('the SDK loads on intent (hover or focus), once', async () => {
    const { user, talk } = setup();
    expect(loads).toBe(0);
    await user.hover(talk());
    await act(async () => {});
    expect(loads).toBe(1);
    await user.tab();
    await user.click(talk());
    expect(loads).toBe(1);
  });

  it('shows the receptionist speaking while active', async () => {
    const { container } = await startCall();
    await answer({ id: 'call_1' });
    emit(() => fake.emit('speech-start'));
    emit(() => fake.emit('volume-level', 0.8));
    expect(container.querySelector('[data-speaking="true"]')).toHaveStyle({ transform: 'scale(1.28)' });
    emit(() => fake.emit('speech-end'));
    expect(container.querySelector('[data-speaking="false"]')).toBeInTheDocument();
  });
});

describe('without a voice client', () => {
  it('starting is logged only and the button stays idle', async () => {
    const user = userEvent.setup();
    render(
      <CallProvider loadClient={() => Promise.reject(new Error('no VAPI_PUBLIC_KEY'))}>
        <TalkButton />
      </CallProvider>,
      { wrapper: InEnglish },
    );
    await user.click(screen.getByRole('button', { name: `Talk to ${name}` }));
    await act(async () => {});
    expect(screen.getByRole('button', { name: `Talk to ${name}` })).not.toHaveAttribute('aria-busy');
  });
});
