// The call panel's frame: in the first load, so a click opens it at once, before the SDK or the
// panel's own code has arrived. It is a non-modal dialog: the page stays usable, Escape or the
// close button collapse it without hanging up, focus goes in when it opens and back to the button
// that opened it when it closes. At 390 px it is a bottom sheet that leaves the floating call
// button uncovered; on wider screens a card above it.
import { LoaderCircle, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { onDemand } from '../lib/on-demand.tsx';
import type { CallState } from './call-state.ts';
import { panelOpener, useCallController, useCallState } from './call-context.tsx';
import { pageLanguage, useCopy, type PageCopy } from '../copy/page-copy.tsx';
import { loadPanelCopy, PanelCopyProvider } from '../copy/panel-copy.tsx';

// The panel's code and its words in the page's language come together, on the first sign of intent.
export const { Component: PanelContent, load: loadPanel } = onDemand(() =>
  Promise.all([
    import('./call-panel.tsx'),
    loadPanelCopy(pageLanguage(typeof document === 'undefined' ? undefined : document.documentElement.lang)),
  ]).then(([{ CallPanel }, copy]) => {
    const Panel = () => (
      <PanelCopyProvider copy={copy}>
        <CallPanel />
      </PanelCopyProvider>
    );
    return Panel;
  }),
);

export function panelTitle({ view, status }: Pick<CallState, 'view' | 'status'>, words: PageCopy['talk']['panel']): string {
  if (view === 'consent') return words.consent;
  if (view === 'ended') return words.ended;
  if (view === 'mic-problem') return words.micProblem;
  if (view === 'chat') return words.chat;
  return status === 'active' ? words.active : words.connecting;
}

export function CallPanelHost() {
  const state = useCallState();
  const controller = useCallController();
  const words = useCopy().talk.panel;
  const [everOpened, setEverOpened] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);
  const panel = useRef<HTMLElement>(null);
  if (state.panelOpen && !everOpened) setEverOpened(true);

  // Escape collapses the panel (a call goes on), from inside it or from the button that opened it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (event.key !== 'Escape' || event.defaultPrevented || !controller.getState().panelOpen) return;
      if (panel.current?.contains(target) || target === panelOpener.current) controller.collapse();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [controller]);

  useEffect(() => {
    if (state.panelOpen && !wasOpen.current) heading.current?.focus();
    // Back to the button that opened it, unless the panel sent the visitor elsewhere (the form, say).
    const focusLost = document.activeElement === document.body || panel.current?.contains(document.activeElement);
    if (!state.panelOpen && wasOpen.current && focusLost) panelOpener.current?.focus();
    wasOpen.current = state.panelOpen;
  }, [state.panelOpen]);

  // Stay mounted once opened, so a chat or the captions survive collapsing the panel.
  if (!everOpened) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="call-panel-title"
      ref={panel}
      hidden={!state.panelOpen}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-3xl bg-white px-5 pt-4 pb-28 shadow-2xl ring-1 ring-slate-900/10 lg:inset-x-auto lg:right-6 lg:bottom-40 lg:max-h-[calc(100vh-15rem)] lg:w-[25rem] lg:rounded-3xl lg:pb-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="call-panel-title" ref={heading} tabIndex={-1} className="text-lg font-extrabold text-brand-950 outline-none">
          {panelTitle(state, words)}
        </h2>
        <button
          type="button"
          onClick={() => controller.collapse()}
          aria-label={words.close}
          className="-mt-1 -mr-2 grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <Suspense
        fallback={
          <div className="mt-3 flex items-center justify-between gap-3 text-slate-600">
            <p className="flex items-center gap-2">
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> {words.oneMoment}
            </p>
            {state.status === 'connecting' ? (
              <button type="button" onClick={() => controller.cancel()} className="cursor-pointer font-semibold text-brand-800 underline">
                {words.cancel}
              </button>
            ) : null}
          </div>
        }
      >
        <PanelContent />
      </Suspense>
    </section>
  );
}
