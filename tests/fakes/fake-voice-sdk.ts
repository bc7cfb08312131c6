// A stand-in for the voice platform's browser SDK at its boundary (the platform's media servers
// cannot be reached here, so a real call never gets past joining). It records what the page
// asks of it and emits the SDK's own events and message shapes, typed from @vapi-ai/web's
// declarations, when a test says so. The component tests use it directly; the browser tests
// serve it in place of the SDK's chunk (see tests/support/fake-voice-sdk-route.ts).
import type { ClientMessageSpeechUpdate, ClientMessageToolCallsResult, ClientMessageTranscript } from '@vapi-ai/web/dist/api';
import type {
  AssistantOverrides,
  VoiceClient,
  VoiceEventArgs,
  VoiceEventName,
  VoiceListener,
} from '../../src/client/voice/voice-client.ts';

type DailyCameraErrorType =
  'cam-in-use' | 'mic-in-use' | 'cam-mic-in-use' | 'permissions' | 'undefined-mediadevices' | 'not-found' | 'constraints' | 'unknown';

export interface StartRequest {
  assistantId: string;
  overrides: AssistantOverrides;
}

export class FakeVoiceSdk implements VoiceClient {
  private listeners = new Map<VoiceEventName, ((...args: never[]) => void)[]>();
  private pending: { resolve: (call: unknown) => void; reject: (error: unknown) => void }[] = [];
  readonly starts: StartRequest[] = [];
  readonly sent: Parameters<VoiceClient['send']>[0][] = [];
  readonly mutes: boolean[] = [];
  stops = 0;

  on<E extends VoiceEventName>(event: E, listener: VoiceListener<E>): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit<E extends VoiceEventName>(event: E, ...args: VoiceEventArgs<E>) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: VoiceEventArgs<E>) => void)(...args);
  }

  start(assistantId: string, overrides: AssistantOverrides): Promise<unknown> {
    this.starts.push({ assistantId, overrides });
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }

  async stop() {
    this.stops++;
  }

  send(message: Parameters<VoiceClient['send']>[0]) {
    this.sent.push(message);
  }

  setMuted(mute: boolean) {
    this.mutes.push(mute);
  }

  /** Answers the last start(): a call object, or null for a start that failed. */
  answer(call: unknown) {
    this.pending.at(-1)?.resolve(call);
  }

  fail(error: unknown) {
    this.pending.at(-1)?.reject(error);
  }

  // The SDK's event and message shapes, for the tests to emit.

  progress(stage: string, status: 'started' | 'completed' | 'failed' = 'started') {
    this.emit('call-start-progress', { stage, status, timestamp: new Date().toISOString() });
  }

  transcript(role: ClientMessageTranscript['role'], transcriptType: ClientMessageTranscript['transcriptType'], transcript: string) {
    const message: ClientMessageTranscript = {
      type: transcriptType === 'final' ? "transcript[transcriptType='final']" : 'transcript',
      role,
      transcriptType,
      transcript,
    };
    this.emit('message', message);
  }

  speech(role: ClientMessageSpeechUpdate['role'], status: ClientMessageSpeechUpdate['status']) {
    const message: ClientMessageSpeechUpdate = { type: 'speech-update', role, status };
    this.emit('message', message);
    if (role === 'assistant') this.emit(status === 'started' ? 'speech-start' : 'speech-end');
  }

  toolCallsResult(toolCallResult: object) {
    const message: ClientMessageToolCallsResult = { type: 'tool-calls-result', toolCallResult };
    this.emit('message', message);
  }

  /** What the SDK emits when the call library cannot get the microphone: its event, serialized. */
  cameraError(type: DailyCameraErrorType) {
    this.emit('camera-error', {
      type: 'camera-error',
      error: {
        message: `camera-error: ${type}`,
        action: 'camera-error',
        errorMsg: { errorMsg: `getUserMedia failed: ${type}`, audioOk: false },
        error: { type, msg: `getUserMedia failed: ${type}` },
      },
      timestamp: new Date().toISOString(),
    });
  }
}
