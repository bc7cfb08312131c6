// The receptionist's tools, in the order the assistant lists them, and how a tool call is answered.
import { bookService } from './book-service.ts';
import { checkServiceArea } from './check-service-area.ts';
import type { ToolAnswer, ToolContext, VoiceTool } from './voice-tool.ts';

export const voiceTools: readonly VoiceTool[] = [checkServiceArea, bookService];

/** One result of a 'tool-calls' message, as the platform takes it. */
export interface ToolResult extends ToolAnswer {
  toolCallId: string;
  name: string;
  error?: string;
}

export async function runToolCall(name: string, args: Record<string, unknown>, context: ToolContext): Promise<ToolResult> {
  const tool = voiceTools.find((t) => t.name === name);
  if (!tool) {
    const error = `Unknown tool "${name}".`;
    return { toolCallId: context.toolCallId, name, result: `Error: ${error}`, error };
  }
  return { toolCallId: context.toolCallId, name, ...(await tool.answer(args, context)) };
}
