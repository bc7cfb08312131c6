// A call record: told to the owner.
import { callEmail } from '../calls/call-email.ts';
import { defineNotice, plainId } from './notice.ts';

export const callNotice = defineNotice<string>({
  kind: 'call',
  id: plainId,
  ownerEmail: (callId, { stores }) => {
    const call = stores.calls.get(callId);
    return call && callEmail(call);
  },
});
