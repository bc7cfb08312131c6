// What the platform's messages mean for the call panel: live captions from transcripts (a
// partial line is replaced by its final line), a confirmation from book_service's result, and a
// microphone problem from the call library's camera-error. Shapes from @vapi-ai/web's types.
import type { ClientMessageToolCallsResult, ClientMessageTranscript } from '@vapi-ai/web/dist/api';
import { CALL_CONFIRMATION_FIELDS, CALL_CONFIRMATION_KEY, type CallConfirmation } from '../../common/call-confirmation.ts';

export interface Caption {
  id: number;
  role: 'assistant' | 'user';
  text: string;
  final: boolean;
  /** Typed into the call rather than spoken. */
  typed?: boolean;
}

let nextId = 1;

const isTranscript = (m: { type?: unknown }): m is ClientMessageTranscript =>
  m.type === 'transcript' || m.type === "transcript[transcriptType='final']";

/** The captions after one message: a transcript extends or finishes its speaker's open line. */
export function withTranscript(captions: Caption[], message: { type?: unknown }): Caption[] {
  if (!isTranscript(message) || typeof message.transcript !== 'string') return captions;
  const { role, transcript: text } = message;
  const final = message.transcriptType === 'final';
  const open = captions.findLastIndex((c) => c.role === role && !c.final);
  if (open >= 0) return captions.map((c, i) => (i === open ? { ...c, text, final, ...(final ? { id: nextId++ } : {}) } : c));
  return [...captions, { id: nextId++, role, text, final }];
}

export const typedCaption = (text: string): Caption => ({ id: nextId++, role: 'user', text, final: true, typed: true });

const isToolCallsResult = (m: { type?: unknown }): m is ClientMessageToolCallsResult => m.type === 'tool-calls-result';

/** What book_service confirmed in this call, when the message is its successful result. */
export function confirmationFrom(message: { type?: unknown }): CallConfirmation | null {
  if (!isToolCallsResult(message)) return null;
  const result: { name?: unknown; error?: unknown; metadata?: Record<string, Record<string, unknown> | undefined> } =
    message.toolCallResult;
  const card = result.metadata?.[CALL_CONFIRMATION_KEY];
  if (result.name !== 'book_service' || result.error || !card) return null;
  return isConfirmation(card) ? card : null;
}

const isConfirmation = (card: Record<string, unknown>): card is CallConfirmation =>
  CALL_CONFIRMATION_FIELDS.every((field) => typeof card[field] === 'string');

/** Microphone problems the visitor can fix; anything else the call library reports is only logged. */
export type MicProblem = 'permissions' | 'not-found' | 'in-use' | 'unsupported';

const MIC_PROBLEMS: Record<string, MicProblem> = {
  permissions: 'permissions',
  'not-found': 'not-found',
  'mic-in-use': 'in-use',
  'cam-mic-in-use': 'in-use',
  'undefined-mediadevices': 'unsupported',
};

/** The SDK emits { type: 'camera-error', error: <the call library's event, serialized> }, whose error.type names the kind. */
export function micProblemFrom(event: unknown): MicProblem | null {
  const outer = (event as { error?: { type?: unknown; error?: { type?: unknown } } } | null)?.error;
  const kind = outer?.error?.type ?? outer?.type;
  return typeof kind === 'string' ? (MIC_PROBLEMS[kind] ?? null) : null;
}
