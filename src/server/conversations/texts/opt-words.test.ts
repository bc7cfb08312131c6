import { describe, expect, it } from 'vitest';
import { replyIntent, replyLanguage } from './opt-words.ts';

describe('what a reply asks for', () => {
  it("the carriers' and Spanish opt-out words, with any case and punctuation, stop texts", () => {
    for (const body of [
      'STOP',
      'Stop.',
      ' stop! ',
      'stopall',
      'UNSUBSCRIBE',
      'cancel',
      'End',
      'QUIT',
      'optout',
      'opt out',
      'Opt-Out',
      'REVOKE',
      'parar',
      'Alto',
      'PARA',
      'baja',
      'Cancelar.',
    ])
      expect(replyIntent(body), body).toBe('stop');
  });

  it('a reply that begins with an unambiguous stop phrase stops texts too', () => {
    for (const body of ['STOP please', 'stop texting me', 'Stop, wrong number', 'opt out of these', 'Unsubscribe me', 'revoke my consent'])
      expect(replyIntent(body), body).toBe('stop');
  });

  it('START, UNSTOP and YES alone start them again; HELP, INFO and AYUDA ask for help', () => {
    for (const body of ['START', 'unstop', 'Yes!']) expect(replyIntent(body), body).toBe('start');
    for (const body of ['help', 'INFO?', 'Ayuda']) expect(replyIntent(body), body).toBe('help');
  });

  it('the Spanish words are known as Spanish, so the answer is too', () => {
    for (const body of ['ALTO', 'Baja', 'para', 'cancelar!', 'Ayuda', 'PARAR ya']) expect(replyLanguage(body), body).toBe('es');
    for (const body of ['STOP', 'help', 'cancel', 'Stop para']) expect(replyLanguage(body), body).toBe('en');
  });

  it('anything else is a reply for the owner, even when it holds such a word', () => {
    for (const body of ['cancel my visit on Tuesday', 'yes please come at 10', 'The end of the driveway', 'Can you stop by?', 'STOPS', ''])
      expect(replyIntent(body), body).toBeUndefined();
  });
});
