// A call back asked for on the site: the call itself is placed by its own sender
// (call-backs/call-placer.ts); no message is composed for it.
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';

export const callBackCall = defineNotice<string>({ kind: 'call-back', id: plainId });
