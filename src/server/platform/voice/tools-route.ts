// POST /api/voice/tools: the voice platform's 'tool-calls' server message. Checked against
// VAPI_TOOLS_SECRET (sent in the platform's secret header) in constant time; answers a result per
// call, from the tools the app registers with the context they run in.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SAVE_FAILED } from '../http/error-answers.ts';
import type { Clock } from '../clock/clock.ts';
import { callerOf, fromThePlatform, VOICE_BODY_LIMIT, VOICE_TOOLS_PATH, type Caller } from './platform.ts';
import { provenTextNumber } from './text-proof.ts';
import { runToolCall, type ToolResult, type VoiceTool } from './voice-tool.ts';

export interface VoiceToolsOptions<Context> {
  tools: readonly VoiceTool<Context>[];
  context: Context;
  secret: string | undefined;
  /** With Ava on texts: the key her chats' proofs of a number are signed with, and the time to judge them by. */
  textProof?: { key: Buffer; clock: Clock } | undefined;
}

const argumentsObject = z.record(z.string(), z.unknown());

const toolCallSchema = z.object({
  id: z.string().min(1).max(200),
  function: z.object({
    name: z.string().max(100),
    arguments: z.union([argumentsObject, z.string().max(100_000)]).optional(),
  }),
});

const messageSchema = z.object({
  message: z.object({
    type: z.literal('tool-calls'),
    toolCallList: z.array(toolCallSchema).min(1).max(20),
    customer: z.unknown().optional(),
    call: z
      .object({ id: z.string().min(1).max(200) })
      .loose()
      .optional(),
    // A text chat with the assistant comes with its chat instead of a call.
    chat: z
      .object({ id: z.string().min(1).max(200) })
      .loose()
      .optional(),
  }),
});

/** Where a chat's conversation id goes: 'chat:<id>', so what came from a chat is told apart from a call. */
export const CHAT_PREFIX = 'chat:';

/** The arguments as an object, or null when a JSON string does not hold one. */
function parseArguments(raw: Record<string, unknown> | string | undefined): Record<string, unknown> | null {
  if (raw === undefined) return {};
  if (typeof raw !== 'string') return raw;
  try {
    return argumentsObject.safeParse(JSON.parse(raw || '{}')).data ?? null;
  } catch {
    return null;
  }
}

export async function voiceToolRoutes<Context>(app: FastifyInstance, { tools, context, secret, textProof }: VoiceToolsOptions<Context>) {
  app.post(VOICE_TOOLS_PATH, { bodyLimit: VOICE_BODY_LIMIT }, async (request, reply) => {
    if (!fromThePlatform(request, secret)) return reply.code(401).send({ error: 'Unauthorized' });
    const parsed = messageSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'Expected a tool-calls message: { message: { type: "tool-calls", toolCallList: [...] } }' });
    const { toolCallList, call, chat } = parsed.data.message;
    // A chat this server started for a customer's text proves the number it came from.
    const texted = textProof ? provenTextNumber(textProof.key, parsed.data.message, textProof.clock.now()) : null;
    // A texted thread is one conversation a day, whichever platform chat each text is: her
    // limits per conversation (codes, bookings) count on the thread, not per text.
    const callId = texted
      ? `${CHAT_PREFIX}text:${texted}:${new Date(textProof!.clock.now()).toISOString().slice(0, 10)}`
      : (call?.id ?? (chat ? `${CHAT_PREFIX}${chat.id}` : 'unknown-call'));
    const caller: Caller = texted ? { type: 'text', number: texted } : callerOf(parsed.data.message);
    try {
      const results: ToolResult[] = [];
      for (const item of toolCallList) {
        const args = parseArguments(item.function.arguments);
        results.push(
          args === null
            ? {
                toolCallId: item.id,
                name: item.function.name,
                result: 'Error: the arguments were not valid JSON.',
                error: 'arguments are not valid JSON',
              }
            : await runToolCall(tools, item.function.name, args, { ...context, callId, toolCallId: item.id, caller }),
        );
      }
      return reply.send({ results });
    } catch (error) {
      request.log.error(error, 'a tool call could not be answered');
      return reply.code(503).header('Retry-After', '5').send(SAVE_FAILED);
    }
  });
}
