// The call itself: the voice client loaded once on the first sign of intent, a start that a
// cancel or a later start makes stale, and the end of a call whatever ended it.
import type { Language } from '../../common/languages.ts';
import type * as CallEvents from './call-events.ts';
import { quiet, type CallState, type PanelView } from './call-state.ts';
import type { CallStore } from './call-store.ts';
import type { VoiceClient, VoiceClientLoader } from './voice-client.ts';

export interface ConnectionOptions {
  loadClient: VoiceClientLoader;
  assistantId: () => string;
  /** Whether this browser can reach a microphone at all. */
  hasMicrophoneApi: () => boolean;
  log: Pick<Console, 'log' | 'error'>;
  now: () => number;
  /** The page's language, and Ava's greeting in it ('' keeps the assistant's own). */
  language: Language;
  firstMessage: string;
}

export function createCallConnection(calls: CallStore, options: ConnectionOptions) {
  const { loadClient, log } = options;
  let clientPromise: Promise<VoiceClient | null> | undefined;
  let client: VoiceClient | null = null;
  /** The event handling that loads with the client (see call-events.ts). */
  let events: typeof CallEvents | null = null;
  /** Each start gets a number, so a late answer from an abandoned start cannot revive the call. */
  let attempt = 0;

  /** The call is over: the panel shows its end (or the microphone problem); a start that failed closes it quietly. */
  function end() {
    const state = calls.get();
    if (state.status === 'inactive') return;
    const view: PanelView | null = state.micProblem ? 'mic-problem' : state.status === 'active' ? 'ended' : null;
    calls.set({ ...quiet, status: 'inactive', view: view ?? 'call', panelOpen: view ? state.panelOpen : false });
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
        module.wireCallEvents(c, { state: calls.get, set: calls.set, end, log, now: options.now });
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
    if (calls.get().status !== 'inactive') return;
    const fresh: Partial<CallState> = { captions: [], confirmation: null, micProblem: null, panelOpen: true };
    if (!options.hasMicrophoneApi()) return calls.set({ ...fresh, view: 'mic-problem', micProblem: 'unsupported' });
    const mine = ++attempt;
    calls.set({ ...quiet, ...fresh, status: 'connecting', view: 'call' });
    const c = client ?? (await preload());
    if (mine !== attempt) return;
    if (!c) {
      log.error('voice: cannot start a call: the voice client is not initialized');
      return end();
    }
    try {
      const call = await c.start(options.assistantId(), {
        variableValues: { selectedPlan: calls.get().selectedPlan, language: options.language },
        ...(options.firstMessage ? { firstMessage: options.firstMessage } : {}),
      });
      joined(c, Boolean(call), mine);
    } catch (error) {
      if (mine !== attempt) return;
      log.error('voice: the call did not start', error);
      end();
    }
  }

  /** The SDK's answer to a start: the call goes on, or ends (and one cancelled meanwhile is stopped). */
  function joined(c: VoiceClient, started: boolean, mine: number) {
    if (mine !== attempt) {
      // Cancelled while the SDK was still joining: the call it returns must not go on.
      if (started) void Promise.resolve(c.stop()).catch(() => {});
      return;
    }
    if (!started) {
      log.error('voice: the call did not start');
      return end();
    }
    if (calls.get().status === 'connecting') calls.set({ status: 'active', startedAt: options.now(), stage: null });
  }

  return { preload, start, end, stopClient, client: () => client, events: () => events };
}
