// A text chat with the same receptionist, through the voice platform's web chat: for visitors who
// cannot or would rather not talk. Each answer streams in as the platform writes it (server-sent
// events, read with eventsource-parser); the session id of one answer continues the conversation
// in the next; ending the chat closes the session on the platform.
import type { Language } from '../../common/languages.ts';
import { createParser } from 'eventsource-parser';
import type { CreateWebChatDTO, WebChat } from '@vapi-ai/web/dist/api';

export interface ChatLine {
  id: number;
  role: 'assistant' | 'user';
  text: string;
}

export interface ChatState {
  lines: ChatLine[];
  sending: boolean;
  failed: boolean;
}

export interface ChatSettings {
  apiBaseUrl: string;
  publicKey: string;
  assistantId: string;
  selectedPlan: () => string;
  /** The page's language: the assistant starts in it. */
  language: Language;
}

/** One streamed piece: `{ sessionId, path: 'chat.output[0].content', delta }`. */
interface ChatChunk {
  sessionId?: string;
  path?: string;
  delta?: string;
}

/** An answer's text as it arrives (streamed, or whole), and the session it continues. */
async function readAnswer(response: Response, on: { text: (text: string) => void; session: (id: string) => void }) {
  if (!/text\/event-stream/.test(response.headers.get('content-type') ?? '')) {
    const chat: WebChat = await response.json();
    if (chat.sessionId) on.session(chat.sessionId);
    const said = chat.output.flatMap((m) => (m.role === 'assistant' && 'content' in m && typeof m.content === 'string' ? [m.content] : []));
    return on.text(said.join('\n'));
  }
  const parser = createParser({
    onEvent: ({ data }) => {
      if (data === '[DONE]') return;
      const chunk: ChatChunk = JSON.parse(data);
      if (chunk.sessionId) on.session(chunk.sessionId);
      if (typeof chunk.delta === 'string' && (chunk.path ?? '').endsWith('.content')) on.text(chunk.delta);
    },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
}

export function createChatSession({ apiBaseUrl, publicKey, assistantId, selectedPlan, language }: ChatSettings) {
  let state: ChatState = { lines: [], sending: false, failed: false };
  let sessionId: string | undefined;
  let nextId = 1;
  /** Aborts the answer still streaming when the chat ends. */
  let inFlight = new AbortController();
  const listeners = new Set<() => void>();
  const set = (patch: Partial<ChatState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };
  const appendTo = (id: number, text: string) => set({ lines: state.lines.map((l) => (l.id === id ? { ...l, text: l.text + text } : l)) });

  function post(body: Omit<CreateWebChatDTO, 'assistantId'>, signal?: AbortSignal) {
    const request: CreateWebChatDTO = { assistantId, ...(sessionId ? { sessionId } : {}), ...body };
    return fetch(`${apiBaseUrl.replace(/\/$/, '')}/chat/web`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${publicKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      ...(signal ? { signal } : {}),
    });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Sends what the visitor typed; the answer appears as it arrives. */
    async send(text: string) {
      const input = text.trim();
      if (!input || state.sending) return;
      const answerId = nextId + 1;
      set({
        sending: true,
        failed: false,
        lines: [...state.lines, { id: nextId, role: 'user', text: input }, { id: answerId, role: 'assistant', text: '' }],
      });
      nextId += 2;
      try {
        const response = await post(
          { input, stream: true, assistantOverrides: { variableValues: { selectedPlan: selectedPlan(), language } } },
          inFlight.signal,
        );
        if (!response.ok) throw new Error(`${response.status}: ${await response.text().catch(() => '')}`);
        await readAnswer(response, {
          text: (text) => appendTo(answerId, text),
          session: (id) => (sessionId = id),
        });
        set({ sending: false });
      } catch (error) {
        if (inFlight.signal.aborted) return;
        console.error('voice: chat failed', error);
        set({ sending: false, failed: true, lines: state.lines.filter((l) => l.id !== answerId || l.text) });
      }
    },
    /** Ends the conversation on the platform (nothing is sent when it never began). */
    async end() {
      inFlight.abort();
      inFlight = new AbortController();
      if (!sessionId) return;
      try {
        await post({ input: '', sessionEnd: true });
      } catch (error) {
        console.error('voice: ending the chat failed', error);
      }
      sessionId = undefined;
    },
  };
}
