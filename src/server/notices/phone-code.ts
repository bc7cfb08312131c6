// A code to prove a mobile, asked for in a web call or chat: texted at once, whatever the hour, to
// a number in a country texts go to that has not said STOP (asking for the code is the consent).
import { TEXT_CODE } from '../texts/text-messages.ts';
import { TEXT_CODE_ES } from '../texts/text-messages-es.ts';
import { textableCountry } from '../texts/text-countries.ts';
import { defineNotice, plainId } from './notice.ts';

export const phoneCodeNotice = defineNotice<string>({
  kind: 'phone-code',
  id: plainId,
  urgent: true,
  sms: (proofId, code, { stores }) => {
    const found = stores.phoneProofs.forDelivery(proofId);
    if (!found || !code) return undefined;
    const { to, language } = found;
    if (!textableCountry(to) || stores.texts.stopped(to)) return { skip: 'the number is abroad or has opted out' };
    return { to, body: language === 'es' ? TEXT_CODE_ES(code) : TEXT_CODE(code) };
  },
});
