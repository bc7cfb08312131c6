// 'Type instead': the same receptionist by text. Each line says who said it; an answer appears as
// it streams in; ending the chat closes the session on the platform.
import { useCopy } from '../copy/page-copy.tsx';
import { useState, useSyncExternalStore } from 'react';
import { pageConfig } from '../../common/page-config.ts';
import { runtimeConfig } from '../lib/runtime-config.ts';
import { Disclosure, panelButton } from './panel-parts.tsx';
import { TypeMessage } from './call-view.tsx';
import { ScrollingLog } from './scrolling-log.tsx';
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

  return (
    <div className="mt-2">
      <Disclosure />
      <ScrollingLog label={words.conversation} empty={words.chatEmpty} className="max-h-64 space-y-2" lines={lines}>
        {lines.map((line) => (
          <p key={line.id} aria-busy={line.role === 'assistant' && !line.text ? true : undefined}>
            <span className="font-semibold text-brand-900">{line.role === 'assistant' ? name : words.you}: </span>
            {line.text || <span className="text-slate-500">…</span>}
          </p>
        ))}
      </ScrollingLog>
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
