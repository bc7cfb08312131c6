// The slice of the voice platform's browser SDK (@vapi-ai/web) the page uses, typed from the
// SDK's own declarations, and the loader that brings it in. The SDK (~65 KB compressed with its
// call library) is never part of the first load: it is imported on the first sign of intent.
import type Vapi from '@vapi-ai/web';
import type { Language } from '../../common/languages.ts';
import { runtimeConfig } from '../lib/runtime-config.ts';

export interface AssistantOverrides {
  /** The plan chosen on the page, and the page's language (the prompt reads both). */
  variableValues: { selectedPlan: string; language: Language };
  /** Ava's greeting in the page's language, where it is not the assistant's own (English). */
  firstMessage?: string;
}

declare const _sdk: Vapi;
/** The SDK's event names, and each event's listener, read from its own `on`. */
export type VoiceEventName = Parameters<typeof _sdk.on>[0];
export type VoiceListener<E extends VoiceEventName> = Parameters<typeof _sdk.on<E>>[1];
export type VoiceEventArgs<E extends VoiceEventName> = Parameters<VoiceListener<E>>;

export interface VoiceClient {
  on<E extends VoiceEventName>(event: E, listener: VoiceListener<E>): unknown;
  /** Resolves with the call, or null when the SDK could not start one (it then emits why). */
  start(assistantId: string, overrides: AssistantOverrides): Promise<unknown>;
  stop(): Promise<void> | void;
  send: Vapi['send'];
  setMuted: Vapi['setMuted'];
}

export type VoiceClientLoader = () => Promise<VoiceClient>;

/** Loads @vapi-ai/web and builds the page's one client from the runtime config; rejects when no public key is configured. */
export const loadVapiClient: VoiceClientLoader = async () => {
  const { vapiPublicKey, vapiApiBaseUrl } = runtimeConfig();
  if (!vapiPublicKey) throw new Error('voice calls are not configured (no VAPI_PUBLIC_KEY)');
  const mod: { default: unknown } = await import('@vapi-ai/web');
  // The SDK is CommonJS: depending on the bundler the class is mod.default or mod.default.default.
  const exported = mod.default;
  const VapiClass = (typeof exported === 'function' ? exported : (exported as { default: unknown }).default) as typeof Vapi;
  // avoidEval keeps the call machine working under a CSP without 'unsafe-eval'.
  return new VapiClass(vapiPublicKey, vapiApiBaseUrl || undefined, { avoidEval: true });
};
