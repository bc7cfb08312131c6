// The one message a waiting visitor gets: the business now serves their zip, with the way to book.
// By e-mail where they left one, by text where they left a mobile (their tick is the consent for
// this one text; never to a number that said STOP; the quiet hours kept), in their language. Sent
// once: the list marks them told as the message is queued.
import { BOOK_PATHS } from '../../../common/book-flow.ts';
import { wordsOf } from '../../../common/business-words.ts';
import type { Language } from '../../../common/languages.ts';
import { headerLine } from '../../platform/outbox/email-message.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';
import type { WaitlistStore } from '../waitlist/waitlist-store.ts';
import { NOT_TEXTABLE } from './customer-text.ts';

/** The records this notice reads. */
type Reads = { waitlist: WaitlistStore; texts: TextStore };

// The texts stay GSM-7 and one segment: no accented vowel but é (UCS-2 would halve a segment).
export const WAITLIST_OPEN_WORDS: Record<
  Language,
  {
    subject: (brand: string, zip: string) => string;
    text: (brand: string, zip: string, link: string) => string;
    email: (brand: string, zip: string, link: string) => string[];
  }
> = {
  en: {
    subject: (brand, zip) => `${brand} now serves ${zip}`,
    text: (brand, zip, link) => `${brand}: we now serve ${zip}! Book your first clean: ${link} Reply STOP to stop.`,
    email: (brand, zip, link) => [
      'Hello,',
      '',
      `You asked us to tell you when ${brand} comes to ${zip}: we serve it now.`,
      '',
      `Book your first clean: ${link}`,
      '',
      'This is the one message you asked for; we will not write again unless you book.',
      '',
      brand,
    ],
  },
  es: {
    subject: (brand, zip) => `${brand} ya sirve ${zip}`,
    text: (brand, zip, link) =>
      `${brand}: ¡ya servimos ${zip}! Reserve su primera limpieza: ${link} Responda STOP para dejar de recibirlos.`,
    email: (brand, zip, link) => [
      'Hola:',
      '',
      `Nos pidió que le avisáramos cuando ${brand} llegara a ${zip}: ya lo servimos.`,
      '',
      `Reserve su primera limpieza: ${link}`,
      '',
      'Este es el único mensaje que nos pidió; no le escribiremos otra vez a menos que reserve.',
      '',
      brand,
    ],
  },
};

export const waitlistOpenNotice = defineNotice<string, Reads>({
  kind: 'waitlist-open',
  id: plainId,
  customerEmail: (id, _secret, { stores: { waitlist }, business, siteLink }) => {
    const waiting = waitlist.get(id);
    if (!waiting?.email) return undefined;
    const b = wordsOf(business());
    const words = WAITLIST_OPEN_WORDS[waiting.language];
    return {
      to: [waiting.email],
      subject: headerLine(words.subject(b.brand, waiting.zip)),
      text: words.email(b.brand, waiting.zip, siteLink(BOOK_PATHS[waiting.language])).join('\n'),
      replyTo: b.email,
      language: waiting.language,
    };
  },
  sms: (id, _secret, { stores: { waitlist, texts }, business, siteLink }) => {
    const waiting = waitlist.get(id);
    const to = waiting?.mobileE164;
    if (!waiting || !to) return undefined;
    if (!texts.canTake(to)) return NOT_TEXTABLE;
    return {
      to,
      body: WAITLIST_OPEN_WORDS[waiting.language].text(business().brandName, waiting.zip, siteLink(BOOK_PATHS[waiting.language])),
    };
  },
});
