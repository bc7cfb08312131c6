// What the voice client's events do to the call state. Loaded with the SDK (on the first sign
// of intent), so the page's first load carries none of it.
import { confirmationFrom, micProblemFrom, withTranscript } from './call-messages.ts';

export { typedCaption } from './call-messages.ts';
import type { CallState } from './call-state.ts';
import type { VoiceClient } from './voice-client.ts';

export interface CallEventContext {
  state: () => CallState;
  set: (patch: Partial<CallState>) => void;
  /** The call is over (see the controller). */
  end: () => void;
  log: Pick<Console, 'log' | 'error'>;
  now: () => number;
}

const clamp = (level: unknown) => (typeof level === 'number' ? Math.max(0, Math.min(1, level)) : 0);

/** Attached once, before any start, so no event of a call is missed. */
export function wireCallEvents(c: VoiceClient, { state, set, end, log, now }: CallEventContext) {
  c.on('call-start', () => {
    log.log('voice: call-start');
    if (state().status === 'connecting') set({ status: 'active', startedAt: now(), stage: null });
  });
  c.on('call-end', () => {
    log.log('voice: call-end');
    end();
  });
  c.on('error', (error) => {
    log.error('voice: error', error);
    end();
  });
  c.on('camera-error', (event) => {
    log.error('voice: camera-error', event);
    const problem = micProblemFrom(event);
    if (problem && state().status !== 'inactive') set({ micProblem: problem });
  });
  c.on('call-start-progress', (event) => {
    if (state().status === 'connecting' && event.status === 'started') set({ stage: event.stage });
  });
  c.on('message', (message) => {
    log.log('voice: message', message);
    if (!message || typeof message !== 'object') return;
    const confirmation = confirmationFrom(message);
    if (confirmation) return set({ confirmation });
    const captions = withTranscript(state().captions, message);
    if (captions !== state().captions) set({ captions });
  });
  c.on('speech-start', () => set({ speaking: true }));
  c.on('speech-end', () => set({ speaking: false }));
  c.on('volume-level', (level) => set({ volume: clamp(level) }));
  c.on('local-volume-level', (level) => set({ callerVolume: clamp(level) }));
}
