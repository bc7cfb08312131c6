// A code to prove a mobile, asked for in a web call or chat, on the booking page or to sign in to an account: texted at once, whatever the hour, to
// a number in a country texts go to that has not said STOP (asking for the code is the consent).
import { TEXT_CATALOGS } from '../../conversations/texts/text-catalogs.ts';
import { wordsOf } from '../../../common/business-words.ts';
import { textableNumber } from '../../conversations/texts/text-countries.ts';
import { BOOK_CONVERSATION_PREFIX } from '../online-booking/proof.ts';
import { ACCOUNT_CONVERSATION_PREFIX } from '../customer-account/account-sessions.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { PhoneProofs } from '../../conversations/phones/phone-proofs.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { phoneProofs: PhoneProofs; texts: TextStore };

export const phoneCodeNotice = defineNotice<string, Reads>({
  kind: 'phone-code',
  id: plainId,
  urgent: true,
  sms: (proofId, code, { stores, business }) => {
    const found = stores.phoneProofs.forDelivery(proofId);
    if (!found || !code) return undefined;
    const { to, language, conversation } = found;
    if (!textableNumber(to, business().texts.countries) || stores.texts.stopped(to))
      return { skip: 'the number is abroad or has opted out' };
    const asked = conversation.startsWith(BOOK_CONVERSATION_PREFIX)
      ? 'page'
      : conversation.startsWith(ACCOUNT_CONVERSATION_PREFIX)
        ? 'account'
        : 'receptionist';
    return { to, body: TEXT_CATALOGS[language].code[asked](code, wordsOf(business())) };
  },
});
