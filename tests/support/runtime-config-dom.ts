import { defaultRuntimeConfig, runtimeConfigTag, type RuntimeConfig } from '../../src/common/runtime-config.ts';

/** Writes the runtime config block into the test document, as the server does into the page. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>) {
  document.getElementById('runtime-config')?.remove();
  document.body.insertAdjacentHTML('beforeend', runtimeConfigTag({ ...defaultRuntimeConfig, ...config }));
}
