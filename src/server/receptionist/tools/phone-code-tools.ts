// Proof of phone: on a web call or in the chat, the receptionist texts a 6-digit code to the
// mobile given and the person reads it back (or types it) before book_service will use that
// number. The page ships the platform's public key, so anyone can script a chat: without this a
// booking could send e-mails and texts to a stranger. On a phone call from the mobile given, the
// call itself is the proof, as a text from it is.
import { z } from 'zod';
import { contactSchema } from '../../../common/contact-schema.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import { formatPhone } from '../../../common/phone.ts';
import { textableNumber } from '../../conversations/texts/text-countries.ts';
import { doorOf, provenNumber } from '../../platform/voice/platform.ts';
import { defineTool } from '../../platform/voice/voice-tool.ts';
import { NOT_OPEN_YET, type ReceptionistContext } from './context.ts';
import { about, languageArg } from './tool-args.ts';
import type { SiteConfig } from '../../../common/site-config.schema.ts';

const mobileArg = contactSchema.shape.mobile.meta(about('the mobile number they gave for text-message scheduling, with area code'));
const codeArg = z.string().trim().max(20).meta(about('the 6-digit code they read back or typed'));

/** The number as texts take it, or the words Ava says when it cannot be texted (by the business's own rules and phone). */
function textable(mobile: string, business: SiteConfig): { e164: string } | { refusal: string } {
  const e164 = toE164(mobile);
  if (!e164) return { refusal: 'That is not a mobile number we can text. Ask for it again, with area code.' };
  const { countries } = business.texts;
  if (!textableNumber(e164, countries))
    return {
      refusal: `We can only text mobile numbers in the ${countries.join(', ')}, not a toll-free, premium or fixed line. Ask for such a mobile, or give our number, ${formatPhone(business.phone)}.`,
    };
  return { e164 };
}

const sendArgs = z.object({ mobile: mobileArg, language: languageArg('the code is texted in it') });

export const sendPhoneCode = defineTool<typeof sendArgs, ReceptionistContext>({
  name: 'send_phone_code',
  description:
    'On a web call or in the chat, before book_service: texts a 6-digit code to the mobile they gave, to confirm it is theirs. Then ask them to read it back or type it, and call confirm_phone_code.',
  args: sendArgs,
  timeoutSeconds: 10,
  notDone: 'No code was sent.',
  run({ mobile, language }, { phoneProofs, budget, textsOn, callId, caller, settings }) {
    if (!settings.opened()) return NOT_OPEN_YET;
    if (!textsOn)
      return 'Texts are not set up here: no code is needed. Go on with book_service; it holds the date and e-mails them a link to confirm it.';
    const business = settings.current();
    const number = textable(mobile, business);
    if ('refusal' in number) return `No code was sent. ${number.refusal}`;
    // A phone call or a text from that very number proves it already.
    if (toE164(provenNumber(caller) ?? '') === number.e164)
      return `No code is needed: they are ${caller.type === 'text' ? 'texting' : 'calling'} from ${formatPhone(mobile)}, which proves it is theirs. Go on with book_service, with this same number.`;
    const asked = { kind: 'code', phone: number.e164, address: callId, door: doorOf(caller) } as const;
    const sent = phoneProofs.send(number.e164, callId, language, () => !budget.take(asked));
    if (!sent.ok) return `No code was sent: ${codeRefusal(sent.problem, formatPhone(business.phone))}`;
    return `A 6-digit code is on its way by text to ${formatPhone(mobile)}. Ask them to read it back, or type it in the chat, then call confirm_phone_code with it.`;
  },
});

/** Why no code went, in words Ava passes on, with the business's phone. */
const codeRefusal = (problem: 'conversation' | 'too-many' | 'fresh' | 'budget', phone: string) =>
  ({
    conversation: `this conversation has sent all the codes it can. Ask them to call us at ${phone} to book.`,
    'too-many': `that number has had three codes this hour. Ask them to call us at ${phone} to book.`,
    fresh: 'a code went to that number a moment ago: ask them to read that one, or try again in two minutes.',
    budget: `we cannot text a code to that number just now. Ask them to call us at ${phone} to book.`,
  })[problem];

export const confirmPhoneCode = defineTool<z.ZodObject<{ mobile: typeof mobileArg; code: typeof codeArg }>, ReceptionistContext>({
  name: 'confirm_phone_code',
  description:
    'Checks the code they read back against the one send_phone_code texted to their mobile. When it is right, book_service can use that number.',
  args: z.object({ mobile: mobileArg, code: codeArg }),
  timeoutSeconds: 10,
  notDone: 'Not confirmed.',
  run({ mobile, code }, { phoneProofs, callId }) {
    const e164 = toE164(mobile);
    const result = e164 ? phoneProofs.confirm(e164, callId, code) : ({ ok: false, problem: 'no-code' } as const);
    if (result.ok) return `Confirmed: ${formatPhone(mobile)} is theirs. Go on with book_service, with this same number.`;
    if (result.problem === 'wrong' && result.triesLeft > 0)
      return `Not confirmed: that code is not right (${result.triesLeft} ${result.triesLeft === 1 ? 'try' : 'tries'} left). Ask them to read it again.`;
    return 'Not confirmed: there is no code waiting for that number now. Offer to send a new one with send_phone_code.';
  },
});
