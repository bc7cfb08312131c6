// The slice of the voice platform's browser SDK (@vapi-ai/web) the page uses, and the
// loader that brings it in. The SDK (~80 KB gzipped with daily-js) is never part of the
// first load: it is imported on the first sign of intent to call.
import { runtimeConfig } from '../lib/runtime-config.ts';

export type VoiceEvent = 'call-start' | 'call-end' | 'speech-start' | 'speech-end' | 'volume-level' | 'message' | 'error';

export interface AssistantOverrides {
  variableValues: { selectedPlan: string };
}

export interface VoiceClient {
  on(event: VoiceEvent, listener: (payload?: unknown) => void): unknown;
  removeAllListeners?(): unknown;
  /** Resolves with the call, or null when the SDK could not start one. */
  start(assistantId: string, overrides: AssistantOverrides): Promise<unknown>;
  stop(): unknown;
}

export type VoiceClientLoader = () => Promise<VoiceClient>;

/** Loads @vapi-ai/web and builds a client from the runtime config; rejects when no public key is configured. */
export const loadVapiClient: VoiceClientLoader = async () => {
  const { vapiPublicKey, vapiApiBaseUrl } = runtimeConfig();
  if (!vapiPublicKey) throw new Error('voice calls are not configured (no VAPI_PUBLIC_KEY)');
  const mod = (await import('@vapi-ai/web')) as unknown as { default?: unknown };
  // The SDK is CommonJS: depending on the bundler the class is mod.default, mod.default.default or mod.
  let Vapi = (mod.default ?? mod) as { default?: unknown } | (new (...args: unknown[]) => VoiceClient);
  if (typeof Vapi !== 'function') Vapi = Vapi.default as new (...args: unknown[]) => VoiceClient;
  // avoidEval keeps the call machine working under a CSP without 'unsafe-eval'.
  return new (Vapi as new (...args: unknown[]) => VoiceClient)(vapiPublicKey, vapiApiBaseUrl || undefined, { avoidEval: true });
};
