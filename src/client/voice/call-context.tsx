import { useCopy } from '../copy/page-copy.tsx';
import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { pageConfig } from '../../common/page-config.ts';
import { replayHeldClick } from '../lib/held-input.ts';
import { runtimeConfig } from '../lib/runtime-config.ts';
import { createCallController, type CallController } from './call-controller.ts';
import { IDLE, type CallState } from './call-state.ts';
import { loadVapiClient, type VoiceClientLoader } from './voice-client.ts';
import { useBusiness } from '../copy/page-business.tsx';

const CallContext = createContext<CallController | null>(null);

const safeStorage = () => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

interface ProviderProps {
  loadClient?: VoiceClientLoader;
  /** Loads the call panel's code (with the SDK, on the first sign of intent). */
  loadPanel?: () => unknown;
  requireConsent?: boolean;
  children: ReactNode;
}

/** One call controller for the page; any call is stopped when the page unmounts or is hidden for good (pagehide). */
export function CallProvider({
  loadClient = loadVapiClient,
  loadPanel,
  requireConsent = pageConfig.voice.requireConsent,
  children,
}: ProviderProps) {
  const { lang, talk } = useCopy();
  const business = useBusiness();
  const [controller] = useState(() => {
    const c = createCallController({
      loadClient,
      assistantId: () => runtimeConfig().vapiAssistantId,
      storage: safeStorage(),
      requireConsent,
      language: lang,
      firstMessage: talk.firstMessage(business),
    });
    const preload = c.preload;
    return { ...c, preload: () => (loadPanel?.(), preload()) };
  });
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

export function useCallController(): CallController {
  const controller = use(CallContext);
  if (!controller) throw new Error('useCallController needs a CallProvider');
  return controller;
}

export function useCallState(): CallState {
  const controller = useCallController();
  return useSyncExternalStore(controller.subscribe, controller.getState, () => IDLE);
}

/** The call button that opened the panel, so focus can go back to it when the panel closes. */
export const panelOpener: { current: HTMLElement | null } = { current: null };

/**
 * Props for any call button: the first sign of intent (pointer, touch, focus) loads the SDK and
 * the panel's code; the click remembers which button opened the panel; a click made before the
 * app listened is replayed once the button is live.
 */
export function useCallIntent() {
  const controller = useCallController();
  const preload = () => void controller.preload();
  return {
    onPointerEnter: preload,
    onPointerDown: preload,
    onTouchStart: preload,
    onFocus: preload,
    onClickCapture: (event: { currentTarget: HTMLElement }) => void (panelOpener.current = event.currentTarget),
    ref: replayHeldClick,
  };
}
