// A loopback fake of the voice-agent platform's REST API (the parts this project touches):
// POST /call/web and POST /chat/web for the page, POST /chat for Ava answering texts
// (fake-server-chat.ts), /assistant for `npm run assistant:sync`, and POST /call for Ava's call
// backs (the platform's outbound call: a CreateCallDto in, a Call out, queued as the platform
// answers a call it is about to place).
// It records every request (GET /__received) and answers with the platform's shapes. CORS is
// open, as the real API is, because the page calls it from the browser. Like the platform, the
// chat runs the assistant's tools: asked to book, it calls the project's tool endpoint.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Vapi } from '@vapi-ai/server-sdk';
import { serverChat, type FakeTools, type ServerChats } from './fake-server-chat.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type { FakeTools } from './fake-server-chat.ts';

export interface FakeVoiceApi {
  url: string;
  /** Where the assistant's tools are served; settable once the project's server is up. */
  tools: FakeTools | undefined;
  requests: RecordedRequest[];
  assistants: Map<string, Record<string, unknown>>;
  /** How an eval run of a scenario (by name) ends: 'pass' unless scripted. */
  evalOutcomes: Map<string, EvalOutcome>;
  /** Phone numbers on the platform by id: seed one ({ id, provider, number }) to sync it. */
  phoneNumbers: Map<string, Record<string, unknown>>;
  /** The server's chats (POST /chat, Ava answering texts): each answered, and failures to script. */
  serverChats: ServerChats;
  /** Outbound calls asked for (POST /call), as the platform answered them. */
  calls: Vapi.Call[];
  /** Statuses the next create-call requests answer with (503, 400...), in order. */
  callFailures: number[];
  close: () => Promise<void>;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
};

/**
 * What the fake assistant books when a chat asks it to (the caller has given every detail; each
 * chat its own mobile and street, since one home books one visit a date).
 */
export const CHAT_BOOKING = {
  customer_status: 'New',
  full_name: 'Casey Chatwell',
  mobile: '(404) 555-0177',
  email: 'casey@example.com',
  street: '40 Auburn Ave NE',
  zip: '30303',
  service_type: 'One-Time',
  sms_opt_in: true,
  notes: 'Booked by chat.',
  pickup_day: 'Monday',
};

export type EvalOutcome = 'pass' | 'fail' | 'error' | 'timeout';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One tool call to the project's tools route, as the platform makes it; gives the tool's answer. */
async function callTool(tools: FakeTools, sessionId: string, name: string, args: object): Promise<string> {
  const res = await fetch(tools.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vapi-secret': tools.secret },
    body: JSON.stringify({
      message: {
        type: 'tool-calls',
        // A chat's tool calls come with its chat, not a call (ServerMessageToolCalls.chat).
        chat: { id: sessionId },
        toolCallList: [{ id: `tool-${randomUUID()}`, type: 'function', function: { name, arguments: args } }],
      },
    }),
  });
  const { results } = (await res.json()) as { results: { result: string }[] };
  return results[0]!.result;
}

/** A chat's booking: CHAT_BOOKING with the chat's own mobile and street. */
export const chatBooking = (chat: number) => ({
  ...CHAT_BOOKING,
  mobile: `(404) 555-${String(3000 + (chat % 1000))}`,
  street: `${40 + chat} Auburn Ave NE`,
});

/** A chat's booking waiting for the code texted to its mobile, by session. */
const waiting = new Map<string, { date: string; booking: ReturnType<typeof chatBooking> }>();

/**
 * The fake assistant's answer: asked to book, it does what the prompt says (finds the dates, has
 * a code texted to the mobile and asks for it); given the code, it confirms it and books the
 * first date offered; else it echoes.
 */
async function chatAnswer(input: string, sessionId: string, chat: number, tools: FakeTools | undefined): Promise<string> {
  const pending = waiting.get(sessionId);
  if (pending && tools && /^\s*\d{3}\s?\d{3}\s*$/.test(input)) {
    const confirmed = await callTool(tools, sessionId, 'confirm_phone_code', { mobile: pending.booking.mobile, code: input });
    if (!confirmed.startsWith('Confirmed')) return confirmed;
    waiting.delete(sessionId);
    return callTool(tools, sessionId, 'book_service', { ...pending.booking, service_date: pending.date });
  }
  if (!/\bbook\b/i.test(input) || !tools) return `Hi, this is the receptionist. You said: "${input}". How can I help?`;
  const booking = chatBooking(chat);
  const { zip, pickup_day, service_type } = booking;
  const offered = await callTool(tools, sessionId, 'find_service_dates', { zip, pickup_day, service_type });
  const date = /\((\d{4}-\d{2}-\d{2})\)/.exec(offered)?.[1];
  if (!date) return offered;
  const sent = await callTool(tools, sessionId, 'send_phone_code', { mobile: booking.mobile });
  if (!sent.startsWith('A 6-digit code')) return callTool(tools, sessionId, 'book_service', { ...booking, service_date: date });
  waiting.set(sessionId, { date, booking });
  return `I have texted a 6-digit code to ${booking.mobile} to confirm it is yours. Please type it here.`;
}

export async function startFakeVoiceApi(port = 0, tools?: FakeTools): Promise<FakeVoiceApi> {
  const requests: RecordedRequest[] = [];
  let sessions = 0;
  // eslint-disable-next-line prefer-const -- assigned once the server listens; the handler reads it later
  let fake: FakeVoiceApi;
  const assistants = new Map<string, Record<string, unknown>>();
  const phoneNumbers = new Map<string, Record<string, unknown>>();
  const evalRuns = new Map<string, { name: string; looks: number; outcome: EvalOutcome }>();
  const evalOutcomes = new Map<string, EvalOutcome>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0]!;
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(body));
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      if (path === '/__received') return send(200, requests);
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        return send(400, { message: 'invalid JSON' });
      }
      requests.push({ method: req.method!, path, headers: req.headers, body });
      if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) return send(401, { message: 'Unauthorized' });

      if (req.method === 'POST' && path === '/call/web') {
        const id = randomUUID();
        // A room that cannot be joined offline: the SDK's join then fails, as the tests expect.
        return send(201, {
          id,
          webCallUrl: `https://canfresh-offline.daily.co/${id}`,
          artifactPlan: { videoRecordingEnabled: false },
          assistant: { voice: { provider: '11labs' } },
        });
      }
      if (req.method === 'POST' && path === '/chat/web') {
        const chat = body as { input?: unknown; sessionId?: string; stream?: boolean; sessionEnd?: boolean };
        const sessionId = chat.sessionId ?? `session-${++sessions}`;
        const id = randomUUID();
        if (chat.sessionEnd) return send(201, { id, sessionId, output: [] });
        void chatAnswer(String(chat.input ?? ''), sessionId, Number(sessionId.split('-')[1]) || 0, fake.tools)
          .catch((error: Error) => `(the tool failed: ${error.message})`)
          .then(async (answer) => {
            if (!chat.stream) return send(201, { id, sessionId, output: [{ role: 'assistant', content: answer }] });
            // The platform's stream: one event per piece of the answer, then [DONE].
            res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors });
            for (const piece of answer.match(/\S+\s*/g) ?? []) {
              res.write(`data: ${JSON.stringify({ id, sessionId, path: 'chat.output[0].content', delta: piece })}\n\n`);
              await pause(15);
            }
            res.end('data: [DONE]\n\n');
          });
        return;
      }
      if (req.method === 'POST' && path === '/chat') {
        void serverChat(fake.serverChats, body as Vapi.CreateChatDto, fake.tools).then(({ status, body: answer }) => send(status, answer));
        return;
      }
      if (req.method === 'POST' && path === '/call') {
        const failure = fake.callFailures.shift();
        if (failure) return send(failure, { message: 'the fake failed as scripted', statusCode: failure });
        const create = body as Vapi.CreateCallDto;
        // As the platform: a phone call needs the line it comes from and the number it goes to.
        if (!create.phoneNumberId || !create.customer?.number)
          return send(400, {
            message: ['phoneNumberId and customer.number are required for a phone call'],
            error: 'Bad Request',
            statusCode: 400,
          });
        const now = new Date().toISOString();
        const call: Vapi.Call = {
          ...create,
          id: randomUUID(),
          orgId: 'org_fake',
          createdAt: now,
          updatedAt: now,
          type: 'outboundPhoneCall',
          status: 'queued',
          phoneCallProvider: 'twilio',
          phoneCallTransport: 'pstn',
        };
        fake.calls.push(call);
        return send(201, call);
      }
      if (req.method === 'POST' && path === '/assistant') {
        const id = randomUUID();
        const now = new Date().toISOString();
        const assistant = { ...(body as object), id, orgId: 'org_fake', createdAt: now, updatedAt: now };
        assistants.set(id, assistant);
        return send(201, assistant);
      }
      const match = /^\/assistant\/([^/]+)$/.exec(path);
      if (match) {
        const existing = assistants.get(match[1]!);
        if (!existing) return send(404, { message: "Couldn't Find Assistant", error: 'Not Found', statusCode: 404 });
        if (req.method === 'GET') return send(200, existing);
        if (req.method === 'PATCH') {
          const updated = { ...existing, ...(body as object), updatedAt: new Date().toISOString() };
          assistants.set(match[1]!, updated);
          return send(200, updated);
        }
      }
      if (req.method === 'POST' && path === '/eval/run') {
        const run = body as { eval?: { name?: string; messages?: unknown[] }; target?: { assistantId?: string } };
        const id = randomUUID();
        const name = run.eval?.name ?? '';
        evalRuns.set(id, { name, looks: 0, outcome: fake.evalOutcomes.get(name) ?? 'pass' });
        return send(201, { id, status: 'queued' });
      }
      const runMatch = /^\/eval\/run\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && runMatch) {
        const run = evalRuns.get(runMatch[1]!);
        if (!run) return send(404, { message: 'Not Found', statusCode: 404 });
        run.looks++;
        const base = {
          id: runMatch[1],
          orgId: 'org_fake',
          createdAt: '',
          startedAt: '',
          endedAt: '',
          target: { type: 'assistant' },
          cost: 0,
          costs: [],
          type: 'eval',
        };
        // The first look finds it running; a 'timeout' run never ends.
        if (run.looks === 1 || run.outcome === 'timeout')
          return send(200, { ...base, status: 'running', endedReason: 'mockConversation.done', results: [] });
        if (run.outcome === 'error')
          return send(200, { ...base, status: 'ended', endedReason: 'error', endedMessage: 'the model failed', results: [] });
        const said = run.outcome === 'pass' ? 'It is $59 for the first can.' : 'We charge $99 for that.';
        return send(200, {
          ...base,
          status: 'ended',
          endedReason: 'mockConversation.done',
          results: [
            {
              status: run.outcome,
              messages: [
                { role: 'user', content: 'How much?' },
                { role: 'assistant', content: said },
              ],
            },
          ],
        });
      }
      const numberMatch = /^\/phone-number\/([^/]+)$/.exec(path);
      if (numberMatch) {
        const existing = phoneNumbers.get(numberMatch[1]!);
        if (!existing) return send(404, { message: "Couldn't Find Phone Number", error: 'Not Found', statusCode: 404 });
        if (req.method === 'GET') return send(200, existing);
        if (req.method === 'PATCH') {
          // As the platform: an update names the number's provider.
          if ((body as { provider?: unknown }).provider !== existing.provider)
            return send(400, { message: ['provider must match the phone number'], error: 'Bad Request', statusCode: 400 });
          const updated = { ...existing, ...(body as object) };
          phoneNumbers.set(numberMatch[1]!, updated);
          return send(200, updated);
        }
      }
      return send(404, { message: `no fake for ${req.method} ${path}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  fake = {
    url: `http://127.0.0.1:${bound}`,
    tools,
    requests,
    assistants,
    phoneNumbers,
    evalOutcomes,
    serverChats: { chats: new Map(), failures: [] },
    calls: [],
    callFailures: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
