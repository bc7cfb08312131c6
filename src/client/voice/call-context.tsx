import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { runtimeConfig } from '../lib/runtime-config.ts';
import { createCallController, type CallController, type CallState } from './call-controller.ts';
import { loadVapiClient, type VoiceClientLoader } from './voice-client.ts';

const CallContext = createContext<CallController | null>(null);

const safeStorage = () => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** One call controller for the page; any call is stopped when the page unmounts or is hidden for good (pagehide). */
export function CallProvider({ loadClient = loadVapiClient, children }: { loadClient?: VoiceClientLoader; children: ReactNode }) {
  const [controller] = useState(() =>
    createCallController({ loadClient, assistantId: () => runtimeConfig().vapiAssistantId, storage: safeStorage() }),
  );
  useEffect(() => {
    const onPageHide = () => controller.teardown();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      controller.teardown();
    };
  }, [controller]);
  return <CallContext value={controller}>{children}</CallContext>;
}

const inactive: CallState = { status: 'inactive', speaking: false, volume: 0, selectedPlan: '' };

export function useCallController(): CallController {
  const controller = use(CallContext);
  if (!controller) throw new Error('useCallController needs a CallProvider');
  return controller;
}

export function useCallState(): CallState {
  const controller = useCallController();
  return useSyncExternalStore(controller.subscribe, controller.getState, () => inactive);
}

/** Props for any call button: the first sign of intent (pointer, touch, focus) loads the SDK. */
export function useCallIntent() {
  const controller = useCallController();
  const preload = () => void controller.preload();
  return { onPointerEnter: preload, onPointerDown: preload, onTouchStart: preload, onFocus: preload };
}
