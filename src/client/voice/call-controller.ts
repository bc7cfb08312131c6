// Owns the voice client, the page's call state and what the call panel shows.
//   inactive -> connecting   on a click (the SDK loads if it has not yet; the panel opens at once)
//   connecting -> active     on the client's call-start, or when start() resolves with a call
//   any -> inactive          on call-end, error, a start that returns nothing or throws, hang up, cancel
// Failures are logged only and the panel closes quietly, with one deliberate exception: a
// microphone the visitor can fix (blocked, missing, busy, or no microphone API at all) keeps
// the panel open and says how, with other ways to reach the business.
import type { Language } from '../../common/languages.ts';
import type * as CallEvents from './call-events.ts';
import { IDLE, quiet, type CallState, type PanelView } from './call-state.ts';
import type { VoiceClient, VoiceClientLoader } from './voice-client.ts';

/** Where the chosen plan is kept between visits (the bin-wash plan's key, kept for visitors who chose before). */
export const SELECTED_PLAN_KEY = 'binWashSelectedPlan';
/** Where a visitor's agreement to the AI disclosure is remembered, when the site asks for it. */
export const VOICE_CONSENT_KEY = 'canfreshVoiceConsent';

interface Options {
  loadClient: VoiceClientLoader;
  assistantId: () => string;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** Ask once for agreement to the disclosure before the first call. */
  requireConsent?: boolean;
  /** Whether this browser can reach a microphone at all. */
  hasMicrophoneApi?: () => boolean;
  log?: Pick<Console, 'log' | 'error'>;
  now?: () => number;
  /** The page's language, and Ava's greeting in it ('' keeps the assistant's own). */
  language?: Language;
  firstMessage?: string;
}

export type CallController = ReturnType<typeof createCallController>;

const browserHasMicrophone = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

export function createCallController({
  loadClient,
  assistantId,
  storage,
  requireConsent = false,
  hasMicrophoneApi = browserHasMicrophone,
  log = console,
  now = Date.now,
  language = 'en',
  firstMessage = '',
}: Options) {
  const stored = (key: string) => {
    try {
      return storage?.getItem(key) ?? '';
    } catch {
      return '';
    }
  };
  const store = (key: string, value: string) => {
    try {
      storage?.setItem(key, value);
    } catch {
      /* private mode or storage full: the page state still has it */
    }
  };

  let state: CallState = { ...IDLE, selectedPlan: stored(SELECTED_PLAN_KEY) };
  const listeners = new Set<() => void>();
  let clientPromise: Promise<VoiceClient | null> | undefined;
  let client: VoiceClient | null = null;
  /** The event handling that loads with the client (see call-events.ts). */
  let events: typeof CallEvents | null = null;
  /** Each start gets a number, so a late answer from an abandoned start cannot revive the call. */
  let attempt = 0;

  /** The state now (a read after an await, where the type checker would still assume the earlier one). */
  const current = () => state;

  function set(patch: Partial<CallState>) {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  }

  /** The call is over: the panel shows its end (or the microphone problem); a start that failed closes it quietly. */
  function end() {
    if (state.status === 'inactive') return;
    const view: PanelView | null = state.micProblem ? 'mic-problem' : state.status === 'active' ? 'ended' : null;
    set({ ...quiet, status: 'inactive', view: view ?? 'call', panelOpen: view ? state.panelOpen : false });
  }

  /** Stops the client; a start still in flight is stopped again when it lands, so a cancel really cancels. */
  function stopClient() {
    attempt++;
    if (!client) return;
    void Promise.resolve(client.stop()).catch((error: unknown) => log.error('voice: stop failed', error));
  }

  /** Loads the SDK and builds the client once; called on the first sign of intent. */
  function preload(): Promise<VoiceClient | null> {
    // The client's events are handled by code that loads with it, not in the page's first load.
    clientPromise ??= Promise.all([loadClient(), import('./call-events.ts')]).then(
      ([c, module]) => {
        client = c;
        events = module;
        module.wireCallEvents(c, { state: current, set, end, log, now });
        return c;
      },
      (error: unknown) => {
        log.error('voice: client unavailable', error);
        clientPromise = undefined; // a later click may try again
        return null;
      },
    );
    return clientPromise;
  }

  async function start() {
    if (state.status !== 'inactive') return;
    const fresh: Partial<CallState> = { captions: [], confirmation: null, micProblem: null, panelOpen: true };
    if (!hasMicrophoneApi()) return set({ ...fresh, view: 'mic-problem', micProblem: 'unsupported' });
    const mine = ++attempt;
    set({ ...quiet, ...fresh, status: 'connecting', view: 'call' });
    const c = client ?? (await preload());
    if (mine !== attempt) return;
    if (!c) {
      log.error('voice: cannot start a call: the voice client is not initialized');
      return end();
    }
    try {
      const call = await c.start(assistantId(), {
        variableValues: { selectedPlan: state.selectedPlan, language },
        ...(firstMessage ? { firstMessage } : {}),
      });
      if (mine !== attempt) {
        // Cancelled while the SDK was still joining: the call it returns must not go on.
        if (call) void Promise.resolve(c.stop()).catch(() => {});
        return;
      }
      if (call) {
        if (current().status === 'connecting') set({ status: 'active', startedAt: now(), stage: null });
      } else {
        log.error('voice: the call did not start');
        end();
      }
    } catch (error) {
      if (mine !== attempt) return;
      log.error('voice: the call did not start', error);
      end();
    }
  }

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
    if (!client) log.error('voice: cannot hang up: the voice client is not initialized');
    stopClient();
    end();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload,
    /** The floating button: starts when idle (saving the selected plan), hangs up when active, ignored while connecting. */
    toggle() {
      if (state.status === 'active') return hangUp();
      if (state.status === 'connecting') return;
      savePlan(state.selectedPlan);
      begin();
    },
    /** A pricing card: remember the plan and call at once. */
    choosePlan(plan: string) {
      if (state.status === 'connecting') return;
      savePlan(plan);
      if (state.status === 'inactive') begin();
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
      if (state.status !== 'inactive') stopClient();
      set({ ...quiet, status: 'inactive', panelOpen: true, view: 'chat', micProblem: null });
    },
    setMuted(muted: boolean) {
      client?.setMuted(muted);
      set({ muted });
    },
    /** Text typed during the call (an e-mail address, a street name) goes into the conversation. */
    sendText(text: string) {
      const content = text.trim();
      if (!content || !client || !events || state.status !== 'active') return;
      client.send({ type: 'add-message', message: { role: 'user', content } });
      set({ captions: [...state.captions, events.typedCaption(content)] });
    },
    /** Collapses the panel; a call goes on. */
    collapse: () => set({ panelOpen: false }),
    expand: () => set({ panelOpen: true }),
    /** Done with the panel (after a call, a problem, or a chat): it closes and starts fresh next time. */
    dismiss() {
      if (state.status !== 'inactive') return set({ panelOpen: false });
      set({ panelOpen: false, view: 'call', captions: [], confirmation: null, micProblem: null });
    },
    /** The page is going away: stop any call. */
    teardown() {
      if (state.status !== 'inactive') hangUp();
    },
  };
}
