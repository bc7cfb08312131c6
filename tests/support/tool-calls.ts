// A receptionist's tool call as the platform posts it (a 'tool-calls' server message), for
// app.inject: the tests that book through the receptionist build it here.
export interface ToolCallSpec {
  id: string;
  name: string;
  arguments: unknown;
}

export const toolCallsRequest = (secret: string, callId: string, calls: ToolCallSpec[]) => ({
  method: 'POST' as const,
  url: '/api/voice/tools',
  headers: { 'content-type': 'application/json', 'x-vapi-secret': secret },
  payload: {
    message: {
      type: 'tool-calls',
      call: { id: callId },
      toolCallList: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
    },
  },
});
