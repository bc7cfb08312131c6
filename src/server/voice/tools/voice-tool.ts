// A receptionist's tool, declared once: its name, what it is for, its arguments as a zod schema
// whose fields each carry a description, and its handler. The JSON Schema the platform receives,
// the prompt's list of what to collect, and the answer about what is missing all read the
// same entry, so they cannot drift apart.
import { z } from 'zod';
import { fieldErrors } from '../../../common/contact-schema.ts';
import type { LeadStore } from '../../leads/lead-store.ts';

/** What a handler knows of the call it serves. */
export interface ToolContext {
  store: LeadStore;
  callId: string;
  toolCallId: string;
}

/** What a tool answers: words for the receptionist, and optionally data for the page (the platform passes it on). */
export interface ToolAnswer {
  result: string;
  metadata?: Record<string, unknown>;
}

export interface VoiceTool {
  name: string;
  description: string;
  args: z.ZodObject;
  /** How long the platform waits for the answer. */
  timeoutSeconds: number;
  /** Validates the arguments, then runs the handler; incomplete arguments get what is missing, in words. */
  answer(args: Record<string, unknown>, context: ToolContext): Promise<ToolAnswer>;
}

interface ToolSpec<S extends z.ZodObject> extends Omit<VoiceTool, 'args' | 'answer'> {
  args: S;
  /** Said first when the arguments do not pass, e.g. 'Not booked yet: nothing was saved.' */
  notDone: string;
  run(args: z.output<S>, context: ToolContext): string | ToolAnswer | Promise<string | ToolAnswer>;
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

export function defineTool<S extends z.ZodObject>({ notDone, run, ...tool }: ToolSpec<S>): VoiceTool {
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
