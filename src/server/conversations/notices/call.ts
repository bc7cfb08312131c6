// A call record: told to the owner.
import { callEmail } from '../calls/call-email.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { CallStore } from '../calls/call-store.ts';

/** The records this notice reads. */
type Reads = { calls: CallStore };

export const callNotice = defineNotice<string, Reads>({
  kind: 'call',
  id: plainId,
  ownerEmail: (callId, { stores }) => {
    const call = stores.calls.get(callId);
    return call && callEmail(call);
  },
});
