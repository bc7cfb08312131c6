// Ava asked through the voice platform's chat API, server to server with the private key: the
// customer's text as the input, the thread's last chat as the one it continues (so she remembers),
// and the variables her prompt and tools read (that this is a text, its language, the proof of the
// number). The assistant is the calls' own, with the same tools. Not streamed: a text goes whole.
import { VapiClient, VapiError, type Vapi } from '@vapi-ai/server-sdk';
import type { TextAssistantSettings } from '../../env.ts';
import type { Outcome } from '../../platform/outbox/relay.ts';

export interface ChatAsk {
  input: string;
  previousChatId: string | null;
  variables: Record<string, string>;
}

export interface ChatAnswer {
  /** The chat's id: the thread's next chat continues it. */
  id: string;
  /** What Ava said, her messages joined. */
  said: string;
}

export type AskAva = (ask: ChatAsk, signal: AbortSignal) => Promise<ChatAnswer>;

export function chatClient(settings: TextAssistantSettings, timeoutMs: number): AskAva {
  const client = new VapiClient({
    token: settings.privateKey,
    baseUrl: settings.apiBaseUrl,
    maxRetries: 0,
    timeoutInSeconds: Math.ceil(timeoutMs / 1000),
  });
  return async ({ input, previousChatId, variables }, signal) => {
    const request: Vapi.CreateChatDto = {
      assistantId: settings.assistantId,
      input,
      ...(previousChatId ? { previousChatId } : {}),
      assistantOverrides: { variableValues: variables },
    };
    const chat = await client.chats.create(request, { abortSignal: signal });
    if (!('output' in chat) || !chat.id) throw new Error('the chat answered without its output');
    const said = (chat.output ?? []).flatMap((message) =>
      message.role === 'assistant' && 'content' in message && typeof message.content === 'string' ? [message.content] : [],
    );
    return { id: chat.id, said: said.join('\n') };
  };
}

/** What a failed ask comes to: the platform's refusals (4xx but 429) are final; its outages are tried again. */
export function askOutcome(error: unknown, asked = 'Ava on texts'): Outcome {
  const status = error instanceof VapiError ? (error.statusCode ?? null) : null;
  const words = error instanceof Error ? error.message : String(error);
  const permanent = status !== null && status >= 400 && status < 500 && status !== 429;
  return { ok: false, status, error: `${asked}: ${words}`.slice(0, 500), permanent };
}
