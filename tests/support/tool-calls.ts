// A receptionist's tool call as the platform posts it (a 'tool-calls' server message), for
// app.inject: the tests that book through the receptionist build it here. Unless a test says
// otherwise, it comes from a phone call on the business's line from the mobile being booked:
// the call itself proves that number. A web call or chat (`{ web: true }`) proves nothing.
import { toE164 } from '../../src/common/mobile-e164.ts';

export interface ToolCallSpec {
  id: string;
  name: string;
  arguments: unknown;
}

export type ToolCaller = { web: true; chat?: boolean } | { phone: string };

/** The mobile the first call's arguments give, as the caller's number on the line. */
const mobileOf = (calls: ToolCallSpec[]) => {
  const args = calls[0]?.arguments;
  const mobile = args && typeof args === 'object' && 'mobile' in args ? String(args.mobile) : '';
  return toE164(mobile) ?? '+14045550100';
};

export function toolCallsRequest(secret: string, callId: string, calls: ToolCallSpec[], caller: ToolCaller = { phone: mobileOf(calls) }) {
  const where =
    'web' in caller
      ? caller.chat
        ? { chat: { id: callId } }
        : { call: { id: callId, type: 'webCall' } }
      : { call: { id: callId, type: 'inboundPhoneCall' }, customer: { number: caller.phone } };
  return {
    method: 'POST' as const,
    url: '/api/voice/tools',
    headers: { 'content-type': 'application/json', 'x-vapi-secret': secret },
    payload: {
      message: {
        type: 'tool-calls',
        ...where,
        toolCallList: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
      },
    },
  };
}
