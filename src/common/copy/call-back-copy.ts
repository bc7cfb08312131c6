// 'Have Ava call me now' in each language: the button, the consent its click gives (kept word for
// word with the request), and what the page says after. The server keeps and answers with these
// words, in the names of the business it serves; the page draws them only once a lead is in, so
// none of this is in the first screen's code.
import type { Language } from '../languages.ts';
import { pageConfig } from '../page-config.ts';

/** The names the words say: the business's and its receptionist's. */
export interface CallBackNames {
  brand: string;
  ava: string;
}

export const callBackNames = (business: { brandName: string; receptionistName: string }): CallBackNames => ({
  brand: business.brandName,
  ava: business.receptionistName,
});

const en = ({ brand, ava }: CallBackNames) => ({
  heading: 'Rather talk now?',
  button: `Have ${ava} call me now`,
  asking: 'Asking…',
  /** Beside the button: what the click agrees to. */
  consent: (number: string) =>
    `By tapping the button you agree that ${brand}'s AI receptionist, ${ava}, may call ${number} once about your request. She calls between 8 AM and 9 PM only.`,
  now: (number: string) => `${ava} is calling ${number} now. Her call comes from our business line.`,
  later: (when: string) => `${ava} calls between 8 AM and 9 PM your time, so she will call you at ${when}.`,
  /** A click on a request already made: what stands. */
  placed: `${ava} has called you already. If you missed her, call us back any time.`,
  stopped: 'This number asked us not to contact it, so we will not call it. Call us any time.',
  noMobile: 'We need a mobile number to call you back. Call us any time.',
  /** Not a US mobile: Ava calls no other. */
  notCallable: `${ava} can call US mobile numbers only. Our team will get back to you by text or e-mail, or call us any time.`,
  /** The number had its call back this week. */
  recent: `${ava} has called this number this week already, so she will not call again. Our team will get back to you soon.`,
  /** Past a visitor's share or the business's budget of calls. */
  busy: `${ava} cannot call you just now. Our team will get back to you soon, or call us any time.`,

  failed: 'Sorry, we could not ask for the call. Please try again, or call us.',
  /** '8:00 AM on Sunday, November 29'. */
  at: (time: string, day: string) => `${time} on ${day}`,
  /** What Ava says first on the call. */
  greeting: (name: string) => `Hi ${name}, this is ${ava} from ${brand}, calling back as you asked on our website. Is now a good time?`,
});

export type CallBackWords = ReturnType<typeof en>;

const es = ({ brand, ava }: CallBackNames): CallBackWords => ({
  heading: '¿Prefiere hablar ahora?',
  button: `Que ${ava} me llame ahora`,
  asking: 'Pidiendo…',
  consent: (number) =>
    `Al tocar el botón acepta que la recepcionista de IA de ${brand}, ${ava}, llame una vez al ${number} sobre su solicitud. Solo llama entre las 8 a. m. y las 9 p. m.`,
  now: (number) => `${ava} está llamando al ${number} ahora. La llamada viene de nuestra línea.`,
  later: (when) => `${ava} llama entre las 8 a. m. y las 9 p. m. de su hora, así que le llamará el ${when}.`,
  placed: `${ava} ya le llamó. Si no pudo contestar, llámenos cuando quiera.`,
  stopped: 'Este número nos pidió no contactarlo, así que no le llamaremos. Llámenos cuando quiera.',
  noMobile: 'Necesitamos un número de celular para llamarle. Llámenos cuando quiera.',
  notCallable: `${ava} solo llama a celulares de EE. UU. Nuestro equipo le responderá por texto o correo, o llámenos cuando quiera.`,
  recent: `${ava} ya llamó a este número esta semana, así que no volverá a llamar. Nuestro equipo le responderá pronto.`,
  busy: `${ava} no puede llamarle ahora mismo. Nuestro equipo le responderá pronto, o llámenos cuando quiera.`,

  failed: 'Lo sentimos, no pudimos pedir la llamada. Inténtelo otra vez, o llámenos.',
  at: (time, day) => `${day} a las ${time}`,
  greeting: (name) => `Hola ${name}, habla ${ava} de ${brand}; le llamo porque lo pidió en nuestra página. ¿Es buen momento?`,
});

/** The words in a language, in these names. */
export const callBackWords = (language: Language, names: CallBackNames): CallBackWords => ({ en, es })[language](names);

/** The words in the names the page was built with: what the page draws (its button), and what a new install says. */
export const CALL_BACK_COPY: Record<Language, CallBackWords> = { en: en(callBackNames(pageConfig)), es: es(callBackNames(pageConfig)) };

/** Where the page asks for the call back. */
export const CALL_BACK_PATH = '/api/call-back';

/** What the server answers a request with: the state it is in, and the words to show. */
export interface CallBackAnswer {
  state: 'now' | 'later' | 'placed' | 'refused';
  said: string;
}
