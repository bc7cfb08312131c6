// A receptionist's tool, declared once: its name, what it is for, its arguments as a zod schema
// whose fields each carry a description, and its handler. The JSON Schema the platform receives,
// the prompt's list of what to collect, and the answer about what is missing all read the
// same entry, so they cannot drift apart. What a handler may use (the stores) is the context the
// app gives the tools route: this room knows the platform, not the business.
import { z } from 'zod';
import { fieldErrors } from '../../../common/contact-schema.ts';
import type { Caller } from './platform.ts';

/** The call a tool call came in: its id, and the id of the tool call itself (the same one may arrive twice). */
export interface ToolCall {
  callId: string;
  toolCallId: string;
  /** How the call came in, and the caller's number on a phone call. */
  caller: Caller;
}

/** What a tool answers: words for the receptionist, and optionally data for the page (the platform passes it on). */
export interface ToolAnswer {
  result: string;
  metadata?: Record<string, unknown>;
}

export interface VoiceTool<Context = unknown> {
  name: string;
  description: string;
  args: z.ZodObject;
  /** How long the platform waits for the answer. */
  timeoutSeconds: number;
  /** Validates the arguments, then runs the handler; incomplete arguments get what is missing, in words. */
  answer(args: Record<string, unknown>, context: Context & ToolCall): Promise<ToolAnswer>;
}

interface ToolSpec<S extends z.ZodObject, Context> extends Omit<VoiceTool<Context>, 'args' | 'answer'> {
  args: S;
  /** Said first when the arguments do not pass, e.g. 'Not booked yet: nothing was saved.' */
  notDone: string;
  run(args: z.output<S>, context: Context & ToolCall): string | ToolAnswer | Promise<string | ToolAnswer>;
}

/** A field's description, from its `.meta({ description })`. */
export function describeField(args: z.ZodObject, field: string): string {
  const schema = args.shape[field];
  return (schema && z.globalRegistry.get(schema)?.description) ?? field;
}

export function whatIsMissing(name: string, args: z.ZodObject, notDone: string, error: z.ZodError): string {
  const parts = Object.entries(fieldErrors(error)).map(([field, message]) => `${describeField(args, field)} (${message})`);
  return `${notDone} Please ask the caller for ${parts.join('; ')}. Then call ${name} again with all the details.`;
}

export function defineTool<S extends z.ZodObject, Context = unknown>({ notDone, run, ...tool }: ToolSpec<S, Context>): VoiceTool<Context> {
  return {
    ...tool,
    async answer(raw, context) {
      const parsed = tool.args.safeParse(raw);
      if (!parsed.success) return { result: whatIsMissing(tool.name, tool.args, notDone, parsed.error) };
      const answer = await run(parsed.data, context);
      return typeof answer === 'string' ? { result: answer } : answer;
    },
  };
}

/** One result of a 'tool-calls' message, as the platform takes it. */
export interface ToolResult extends ToolAnswer {
  toolCallId: string;
  name: string;
  error?: string;
}

export async function runToolCall<Context>(
  tools: readonly VoiceTool<Context>[],
  name: string,
  args: Record<string, unknown>,
  context: Context & ToolCall,
): Promise<ToolResult> {
  const tool = tools.find((t) => t.name === name);
  if (!tool) {
    const error = `Unknown tool "${name}".`;
    return { toolCallId: context.toolCallId, name, result: `Error: ${error}`, error };
  }
  return { toolCallId: context.toolCallId, name, ...(await tool.answer(args, context)) };
}
