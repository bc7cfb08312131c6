// Owns the voice client and the page's call state.
//   inactive -> connecting   on a click (the SDK loads if it has not yet)
//   connecting -> active     on the client's call-start, or when start() resolves with a call
//   any -> inactive          on call-end, error, a start that returns nothing or throws, hang up
// Errors and failed starts are logged only: no message to the visitor.
import type { VoiceClient, VoiceClientLoader } from './voice-client.ts';

export type CallStatus = 'inactive' | 'connecting' | 'active';

export interface CallState {
  status: CallStatus;
  speaking: boolean;
  /** 0..1, the receptionist's voice level while active. */
  volume: number;
  selectedPlan: string;
}

/** Where the chosen plan is kept between visits (the bin-wash plan's key, kept for visitors who chose before). */
export const SELECTED_PLAN_KEY = 'binWashSelectedPlan';

interface Options {
  loadClient: VoiceClientLoader;
  assistantId: () => string;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  log?: Pick<Console, 'log' | 'error'>;
}

export type CallController = ReturnType<typeof createCallController>;

export function createCallController({ loadClient, assistantId, storage, log = console }: Options) {
  let state: CallState = { status: 'inactive', speaking: false, volume: 0, selectedPlan: readPlan() };
  const listeners = new Set<() => void>();
  let clientPromise: Promise<VoiceClient | null> | undefined;
  let client: VoiceClient | null = null;
  /** Each start gets a number, so a late answer from an abandoned start cannot revive the call. */
  let attempt = 0;

  function readPlan(): string {
    try {
      return storage?.getItem(SELECTED_PLAN_KEY) ?? '';
    } catch {
      return '';
    }
  }

  function set(patch: Partial<CallState>) {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  }

  const end = () => set({ status: 'inactive', speaking: false, volume: 0 });

  function wire(c: VoiceClient) {
    c.on('call-start', () => {
      log.log('voice: call-start');
      if (state.status !== 'inactive') set({ status: 'active' });
    });
    c.on('call-end', () => {
      log.log('voice: call-end');
      end();
    });
    c.on('error', (error) => {
      log.error('voice: error', error);
      end();
    });
    c.on('message', (message) => log.log('voice: message', message));
    c.on('speech-start', () => set({ speaking: true }));
    c.on('speech-end', () => set({ speaking: false }));
    c.on('volume-level', (level) => set({ volume: typeof level === 'number' ? Math.max(0, Math.min(1, level)) : 0 }));
  }

  /** Loads the SDK and builds the client once; called on the first sign of intent. */
  function preload(): Promise<VoiceClient | null> {
    clientPromise ??= loadClient().then(
      (c) => {
        client = c;
        wire(c);
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

  function savePlan(plan: string) {
    set({ selectedPlan: plan });
    try {
      if (plan) storage?.setItem(SELECTED_PLAN_KEY, plan);
    } catch {
      /* private mode or storage full: the page state still has it */
    }
  }

  async function start() {
    if (state.status !== 'inactive') return;
    const mine = ++attempt;
    set({ status: 'connecting' });
    const c = client ?? (await preload());
    if (mine !== attempt) return;
    if (!c) {
      log.error('voice: cannot start a call: the voice client is not initialized');
      end();
      return;
    }
    try {
      const call = await c.start(assistantId(), { variableValues: { selectedPlan: state.selectedPlan } });
      if (mine !== attempt) return;
      if (call) set({ status: 'active' });
      else {
        log.error('voice: the call did not start');
        end();
      }
    } catch (error) {
      if (mine !== attempt) return;
      log.error('voice: the call did not start', error);
      end();
    }
  }

  function hangUp() {
    attempt++;
    if (!client) log.error('voice: cannot hang up: the voice client is not initialized');
    else void Promise.resolve(client.stop()).catch((error: unknown) => log.error('voice: stop failed', error));
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
      void start();
    },
    /** A pricing card: remember the plan and call at once. */
    choosePlan(plan: string) {
      if (state.status === 'connecting') return;
      savePlan(plan);
      if (state.status === 'inactive') void start();
    },
    hangUp,
    /** The page is going away: stop any call. */
    teardown() {
      if (state.status !== 'inactive') hangUp();
    },
  };
}
