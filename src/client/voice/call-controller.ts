// Owns the voice client, the page's call state and what the call panel shows.
//   inactive -> connecting   on a click (the SDK loads if it has not yet; the panel opens at once)
//   connecting -> active     on the client's call-start, or when start() resolves with a call
//   any -> inactive          on call-end, error, a start that returns nothing or throws, hang up, cancel
// Failures are logged only and the panel closes quietly, with one deliberate exception: a
// microphone the visitor can fix (blocked, missing, busy, or no microphone API at all) keeps
// the panel open and says how, with other ways to reach the business.
// In three stages: the state as kept (call-store.ts), the call itself (call-connection.ts), and
// here what the visitor's buttons do.
import { quiet } from './call-state.ts';
import { createCallConnection, type ConnectionOptions } from './call-connection.ts';
import { createCallStore, SELECTED_PLAN_KEY, type Kept } from './call-store.ts';

export { SELECTED_PLAN_KEY };
/** Where a visitor's agreement to the AI disclosure is remembered, when the site asks for it. */
export const VOICE_CONSENT_KEY = 'canfreshVoiceConsent';

type Options = Pick<ConnectionOptions, 'loadClient' | 'assistantId'> &
  Partial<Omit<ConnectionOptions, 'loadClient' | 'assistantId'>> & {
    storage?: Kept;
    /** Ask once for agreement to the disclosure before the first call. */
    requireConsent?: boolean;
  };

export type CallController = ReturnType<typeof createCallController>;

const browserHasMicrophone = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

export function createCallController({ storage, requireConsent = false, ...options }: Options) {
  const calls = createCallStore(storage);
  const { set, get: state, stored, store } = calls;
  const log = options.log ?? console;
  const call = createCallConnection(calls, {
    loadClient: options.loadClient,
    assistantId: options.assistantId,
    hasMicrophoneApi: options.hasMicrophoneApi ?? browserHasMicrophone,
    log,
    now: options.now ?? Date.now,
    language: options.language ?? 'en',
    firstMessage: options.firstMessage ?? '',
  });
  const { start, stopClient } = call;

  /** Opens the panel: the consent question first when the site asks for it, else the call. */
  function begin() {
    if (requireConsent && stored(VOICE_CONSENT_KEY) !== 'yes') return set({ panelOpen: true, view: 'consent' });
    void start();
  }

  function savePlan(plan: string) {
    set({ selectedPlan: plan });
    if (plan) store(SELECTED_PLAN_KEY, plan);
  }

  function hangUp() {
    if (!call.client()) log.error('voice: cannot hang up: the voice client is not initialized');
    stopClient();
    call.end();
  }

  return {
    getState: state,
    subscribe: calls.subscribe,
    preload: call.preload,
    /** The floating button: starts when idle (saving the selected plan), hangs up when active, ignored while connecting. */
    toggle() {
      if (state().status === 'active') return hangUp();
      if (state().status === 'connecting') return;
      savePlan(state().selectedPlan);
      begin();
    },
    /** A pricing card: remember the plan and call at once. */
    choosePlan(plan: string) {
      if (state().status === 'connecting') return;
      savePlan(plan);
      if (state().status === 'inactive') begin();
    },
    hangUp,
    /** Stops a call that is still connecting; the panel closes. */
    cancel() {
      stopClient();
      set({ ...quiet, status: 'inactive', panelOpen: false, view: 'call' });
    },
    agreeToDisclosure() {
      store(VOICE_CONSENT_KEY, 'yes');
      void start();
    },
    callAgain: () => void start(),
    /** Text instead of voice: any call connecting or under way ends, the chat opens. */
    typeInstead() {
      if (state().status !== 'inactive') stopClient();
      set({ ...quiet, status: 'inactive', panelOpen: true, view: 'chat', micProblem: null });
    },
    setMuted(muted: boolean) {
      call.client()?.setMuted(muted);
      set({ muted });
    },
    /** Text typed during the call (an e-mail address, a street name) goes into the conversation. */
    sendText(text: string) {
      const content = text.trim();
      const [client, events] = [call.client(), call.events()];
      if (!content || !client || !events || state().status !== 'active') return;
      client.send({ type: 'add-message', message: { role: 'user', content } });
      set({ captions: [...state().captions, events.typedCaption(content)] });
    },
    /** Collapses the panel; a call goes on. */
    collapse: () => set({ panelOpen: false }),
    expand: () => set({ panelOpen: true }),
    /** Done with the panel (after a call, a problem, or a chat): it closes and starts fresh next time. */
    dismiss() {
      if (state().status !== 'inactive') return set({ panelOpen: false });
      set({ panelOpen: false, view: 'call', captions: [], confirmation: null, micProblem: null });
    },
    /** The page is going away: stop any call. */
    teardown() {
      if (state().status !== 'inactive') hangUp();
    },
  };
}
