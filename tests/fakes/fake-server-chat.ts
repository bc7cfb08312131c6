// The voice platform's server-side chat (POST /chat, with the private key) as the fake answers it:
// a Chat as the platform's SDK types it, continuing the one named by previousChatId (an unknown
// one is refused, as the platform refuses it), the assistant's tools run on the project's server
// with the chat in each tool call (ServerMessageToolCalls.chat), its variable values included.
// The fake assistant does what the prompt says for a text: the number texting is the mobile,
// proven by the text itself, so asked to book it books with no code when the tools say so.
import { randomUUID } from 'node:crypto';
import type { Vapi } from '@vapi-ai/server-sdk';

/** Where the assistant's tools live (the project's server), so the chat can book as the platform's does. */
export interface FakeTools {
  url: string;
  secret: string;
}

/** What the fake assistant books when texted 'book' (the number texting is the mobile). */
export const TEXT_BOOKING = {
  customer_status: 'New',
  full_name: 'Terry Texter',
  email: 'terry@example.com',
  street: '88 Edgewood Ave NE',
  zip: '30303',
  service_type: 'One-Time',
  sms_opt_in: true,
  notes: 'Booked by text.',
  pickup_day: 'Monday',
};

/** A long answer (three paragraphs): the server must cut it into texts. */
export const LONG_ANSWER = [
  'We clean and sanitize your trash cans right at the curb on your pickup day, after the truck has been by.',
  'Our crew uses hot water at high pressure and a plant-based deodorizer, and we take the dirty water away with us.',
  'A one-time clean is a good way to try us, and members get a clean every month at a lower price per can.',
  'If you would like, I can find the next dates we have open on your street. Just tell me your zip code and pickup day.',
].join(' ');

async function callTool(tools: FakeTools, chat: Vapi.Chat, name: string, args: object): Promise<string> {
  const message: Pick<Vapi.ServerMessageToolCalls, 'type' | 'chat'> & { toolCallList: object[] } = {
    type: 'tool-calls',
    chat,
    toolCallList: [{ id: `tool-${randomUUID()}`, type: 'function', function: { name, arguments: args } }],
  };
  const res = await fetch(tools.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vapi-secret': tools.secret },
    body: JSON.stringify({ message }),
  });
  const { results } = (await res.json()) as { results: { result: string }[] };
  return results[0]!.result;
}

const said = (items: readonly (Vapi.ChatMessagesItem | Vapi.ChatOutputItem)[] | undefined, role: string) =>
  (items ?? []).flatMap((m) => ('role' in m && m.role === role && 'content' in m && typeof m.content === 'string' ? [m.content] : []));

/** The fake assistant's answer to a text. */
async function answer(chat: Vapi.Chat, input: string, tools: FakeTools | undefined): Promise<string> {
  const from = chat.assistantOverrides?.variableValues?.['textFrom'];
  if (/remember|what did i say/i.test(input)) {
    const earlier = said(chat.messages, 'user').slice(0, -1);
    return earlier.length ? `Earlier you said: "${earlier.join('", "')}".` : 'This is the first thing you have said to me.';
  }
  if (/\blong\b/i.test(input)) return LONG_ANSWER;
  if (!/\bbook\b/i.test(input) || !tools || typeof from !== 'string')
    return `Hi, this is Ava at CanFresh ATL. You said: "${input}". How can I help?`;
  const booking = { ...TEXT_BOOKING, mobile: from };
  const { zip, pickup_day, service_type } = booking;
  const offered = await callTool(tools, chat, 'find_service_dates', { zip, pickup_day, service_type });
  const date = /\((\d{4}-\d{2}-\d{2})\)/.exec(offered)?.[1];
  if (!date) return offered;
  const code = await callTool(tools, chat, 'send_phone_code', { mobile: booking.mobile });
  if (code.startsWith('A 6-digit code')) return `I have texted a code to ${from}. Please text it back to me.`;
  return callTool(tools, chat, 'book_service', { ...booking, service_date: date });
}

export interface ServerChats {
  /** Every chat by id, as answered. */
  chats: Map<string, Vapi.Chat>;
  /** Statuses the next asks answer with (503, 402...), in order. */
  failures: number[];
}

/** POST /chat: the answer's status and body. */
export async function serverChat(
  store: ServerChats,
  dto: Vapi.CreateChatDto,
  tools: FakeTools | undefined,
): Promise<{ status: number; body: unknown }> {
  const failure = store.failures.shift();
  if (failure) return { status: failure, body: { message: 'Scripted failure', error: 'Service Unavailable', statusCode: failure } };
  const input = typeof dto.input === 'string' ? dto.input : '';
  if (!dto.assistantId || !input) return { status: 400, body: { message: ['assistantId and input are required'], statusCode: 400 } };
  const previous = dto.previousChatId ? store.chats.get(dto.previousChatId) : undefined;
  if (dto.previousChatId && !previous)
    return { status: 404, body: { message: `Chat ${dto.previousChatId} not found`, error: 'Not Found', statusCode: 404 } };
  const now = new Date().toISOString();
  const history = [...(previous?.messages ?? []), ...(previous?.output ?? [])] as Vapi.ChatMessagesItem[];
  const chat: Vapi.Chat = {
    id: randomUUID(),
    orgId: 'org_fake',
    assistantId: dto.assistantId,
    ...(dto.assistantOverrides ? { assistantOverrides: dto.assistantOverrides } : {}),
    ...(dto.previousChatId ? { previousChatId: dto.previousChatId } : {}),
    input,
    messages: [...history, { role: 'user', content: input } as Vapi.ChatMessagesItem],
    createdAt: now,
    updatedAt: now,
  };
  const words = await answer(chat, input, tools).catch((error: Error) => `(the tool failed: ${error.message})`);
  chat.output = [{ role: 'assistant', content: words } as Vapi.ChatOutputItem];
  chat.cost = 0.002;
  store.chats.set(chat.id, chat);
  return { status: 201, body: chat };
}
