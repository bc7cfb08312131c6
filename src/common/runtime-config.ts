// Deployment settings the server writes into the page at start-up as a JSON data block
// (not a script, so the CSP needs no hash for it); changing them needs no rebuild.
// Only public values belong here: this object is visible to every visitor.
import { scriptJson } from './html-escape.ts';

export interface RuntimeConfig {
  vapiPublicKey: string;
  vapiAssistantId: string;
  vapiApiBaseUrl: string;
}

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--runtime-config-->';

export const defaultRuntimeConfig: RuntimeConfig = {
  vapiPublicKey: '',
  vapiAssistantId: '',
  vapiApiBaseUrl: '',
};

/** Whether the page's settings name the voice platform's key and assistant: without both, no call can start. */
export const voiceReady = ({ vapiPublicKey, vapiAssistantId }: RuntimeConfig): boolean => Boolean(vapiPublicKey && vapiAssistantId);

/**
 * The page's body marked where no call can start (`data-voice="off"`), written by the server with
 * the settings: the page's call doors hide and their other words show before any script runs.
 */
export const markVoice = (html: string, config: RuntimeConfig): string =>
  voiceReady(config) ? html : html.replace(/<body(?=[\s>])/, '<body data-voice="off"');

/** The <script type="application/json"> tag; '<' is escaped so no value can close the tag. */
export function runtimeConfigTag(config: RuntimeConfig): string {
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`;
}
