import { defaultRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID, voiceReady, type RuntimeConfig } from '../../common/runtime-config.ts';

/** The settings the server wrote into the page, over the defaults. Read when needed (on a submit or a call), never cached. */
export function runtimeConfig(): RuntimeConfig {
  let parsed: Partial<RuntimeConfig> = {};
  try {
    const text = typeof document === 'undefined' ? '' : document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
    if (text) parsed = JSON.parse(text) as Partial<RuntimeConfig>;
  } catch (error) {
    console.error('runtime config is not valid JSON; using defaults', error);
  }
  return { ...defaultRuntimeConfig, ...parsed };
}

/** Whether a call can start on this page: its settings name the voice platform's key and assistant. */
export const callCanStart = () => voiceReady(runtimeConfig());
