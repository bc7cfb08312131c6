// The receptionist's tools, in the order the assistant lists them, and how a tool call is answered.
import { bookService } from './book-service.ts';
import { checkServiceArea } from './check-service-area.ts';
import type { ToolContext, VoiceTool } from './voice-tool.ts';

export const voiceTools: readonly VoiceTool[] = [checkServiceArea, bookService];

export interface ToolResult {
  toolCallId: string;
  result: string;
  error?: string;
}

export async function runToolCall(name: string, args: Record<string, unknown>, context: ToolContext): Promise<ToolResult> {
  const tool = voiceTools.find((t) => t.name === name);
  if (!tool) {
    const error = `Unknown tool "${name}".`;
    return { toolCallId: context.toolCallId, result: `Error: ${error}`, error };
  }
  return { toolCallId: context.toolCallId, result: await tool.answer(args, context) };
}
