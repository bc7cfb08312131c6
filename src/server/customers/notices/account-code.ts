// A code to sign a customer in to their account, e-mailed at once to the address they typed (on
// the codes' own relay, so it never waits behind other mail), in their language, while it can
// still be used. The code rides in the delivery's secret alone.
import type { Language } from '../../../common/languages.ts';
import { wordsOf, type BusinessWords } from '../../../common/business-words.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { EmailCodes } from '../customer-account/email-codes.ts';

/** The records this notice reads. */
type Reads = { emailCodes: EmailCodes };

export const ACCOUNT_CODE_WORDS: Record<Language, (code: string, n: BusinessWords) => { subject: string; text: string }> = {
  en: (code, n) => ({
    subject: `${n.brand}: your sign-in code ${code}`,
    text: `Your code to sign in to your account with ${n.brand} is ${code}.\n\nType it on our site within 10 minutes. If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.\n\n${n.brand}`,
  }),
  es: (code, n) => ({
    subject: `${n.brand}: su clave para entrar ${code}`,
    text: `Su clave para entrar a su cuenta de ${n.brand} es ${code}.\n\nEscríbala en nuestro sitio dentro de 10 minutos. Si usted no la pidió, puede ignorar este correo: nadie puede entrar sin la clave.\n\n${n.brand}`,
  }),
};

export const accountCodeNotice = defineNotice<string, Reads>({
  kind: 'account-code',
  id: plainId,
  signIn: (codeId, code, { stores, business }) => {
    const found = stores.emailCodes.forDelivery(codeId);
    if (!found || !code) return undefined;
    return { to: [found.to], language: found.language, ...ACCOUNT_CODE_WORDS[found.language](code, wordsOf(business())) };
  },
});
