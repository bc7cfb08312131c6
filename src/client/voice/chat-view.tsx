// 'Type instead': the same receptionist by text. Each line says who said it; an answer appears as
// it streams in; ending the chat closes the session on the platform.
import { useCopy } from '../copy/page-copy.tsx';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { pageConfig } from '../../common/page-config.ts';
import { runtimeConfig } from '../lib/runtime-config.ts';
import { Disclosure, panelButton } from './panel-parts.tsx';
import { TypeMessage } from './call-view.tsx';
import { useCallController } from './call-context.tsx';
import { createChatSession } from './chat-session.ts';
import { usePanelCopy } from '../copy/panel-copy.tsx';
import { useBusiness } from '../copy/page-business.tsx';

const name = pageConfig.receptionistName;

export function ChatView() {
  const controller = useCallController();
  const { lang } = useCopy();
  const words = usePanelCopy();
  const business = useBusiness();
  const [chat] = useState(() => {
    const { vapiApiBaseUrl, vapiPublicKey, vapiAssistantId } = runtimeConfig();
    return createChatSession({
      apiBaseUrl: vapiApiBaseUrl,
      publicKey: vapiPublicKey,
      assistantId: vapiAssistantId,
      selectedPlan: () => controller.getState().selectedPlan,
      language: lang,
    });
  });
  const { lines, sending, failed } = useSyncExternalStore(chat.subscribe, chat.getState, chat.getState);
  const log = useRef<HTMLDivElement>(null);
  // The newest line stays in view, inside the log only (the page does not move).
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [lines]);

  return (
    <div className="mt-2">
      <Disclosure />
      <div
        ref={log}
        role="log"
        aria-label={words.conversation}
        // A long conversation scrolls: the keyboard can reach it to scroll it back.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
        tabIndex={0}
        className="mt-3 max-h-64 space-y-2 overflow-y-auto rounded-2xl bg-slate-50 p-3 text-sm focus-visible:outline-3 focus-visible:outline-brand-700"
      >
        {lines.length === 0 ? <p className="text-slate-500">{words.chatEmpty}</p> : null}
        {lines.map((line) => (
          <p key={line.id} aria-busy={line.role === 'assistant' && !line.text ? true : undefined}>
            <span className="font-semibold text-brand-900">{line.role === 'assistant' ? name : words.you}: </span>
            {line.text || <span className="text-slate-500">…</span>}
          </p>
        ))}
      </div>
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {words.chatFailed(business)}
        </p>
      ) : null}
      <TypeMessage onSend={(text) => void chat.send(text)} />
      <p className="sr-only" aria-live="polite">
        {sending ? words.typing : ''}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={panelButton.secondary}
          onClick={() => {
            void chat.end();
            controller.dismiss();
          }}
        >
          {words.endChat}
        </button>
      </div>
    </div>
  );
}
