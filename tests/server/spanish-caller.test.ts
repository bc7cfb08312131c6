// A caller who speaks Spanish books through the receptionist's tool (the fake voice platform's
// tool call, language 'es'): Ava's answer, the confirmation e-mail with its calendar invitation,
// the text and the booking page all come in Spanish; 'ALTO' stops the texts, and a later change
// sends none. Needs the build (the booking page is the site's own component).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../src/server/platform/clock/clock.ts';
import { startFakeTwilio, twilioEnv } from '../fakes/fake-twilio.ts';
import { inboundText } from '../support/inbound-text.ts';
import { invitationText, startFakeSmtp } from '../fakes/fake-smtp.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { makeTestApp } from '../support/test-app.ts';
import { toolCallsRequest } from '../support/tool-calls.ts';
import { validLead } from '../support/valid-lead.ts';
import { moveVisitOn } from '../support/visits.ts';

const SECRET = 'voice-tools-secret-for-tests-0001';
const PUBLIC = 'https://canfreshatl.com';
const NUMBER = '+14045550199';
const cleanups = cleanupsAfterEach();

describe('a caller who speaks Spanish', () => {
  it('books, and hears, reads and receives everything in Spanish; ALTO stands', async () => {
    // Sunday, November 22, 2026, 10:00 in Atlanta.
    const clock = new SettableClock('2026-11-22T15:00:00Z');
    const [provider, mail] = await Promise.all([startFakeTwilio(), startFakeSmtp()]);
    const { app, close } = await makeTestApp({
      site: true,
      clock,
      env: {
        VAPI_TOOLS_SECRET: SECRET,
        PUBLIC_BASE_URL: PUBLIC,
        ...twilioEnv(provider),
        SMTP_URL: mail.url,
        NOTIFY_EMAIL_TO: 'owner@canfreshatl.com',
        NOTIFY_EMAIL_FROM: 'alerts@canfreshatl.com',
      },
    });
    cleanups.push(close, provider.close, mail.close);

    const booked = await app.inject(
      toolCallsRequest(SECRET, 'call-es', [
        {
          id: 't1',
          name: 'book_service',
          arguments: { ...validLead, service_type: 'Membership', pickup_day: 'Tuesday', service_date: '2026-11-25', language: 'es' },
        },
      ]),
    );
    const answer = booked.json<{ results: { result: string }[] }>().results[0]!.result;
    expect(answer).toBe(
      'Reservado para el miércoles, 25 de noviembre, luego cada 4 semanas. Membresía Pristine, $32 cada 4 semanas (1 bote). ' +
        `Referencia ${app.bookings.active()[0]!.reference}. Le enviamos una confirmación a ${validLead.email}. ` +
        'Limpiamos entre las 8 AM y las 4 PM el día después de su recolección. No necesita estar en casa.',
    );

    // The confirmation e-mail and its invitation.
    const email = await mail.waitForMessage('the confirmation', (m) => m.recipients.includes(validLead.email));
    expect(email.parsed.subject).toMatch(/^Reservado: miércoles, 25 de noviembre - CanFresh ATL \(ref \w+\)$/);
    const text = email.parsed.text!;
    expect(text).toContain(`Hola, ${validLead.full_name}:`);
    expect(text).toContain('Su limpieza de botes está reservada para el miércoles, 25 de noviembre, luego cada 4 semanas.');
    expect(text).toContain('Qué hacer: deje sus botes en la acera después de la recolección.');
    expect(text).toContain('Plan:        Membresía Pristine, $32 cada 4 semanas (1 bote)');
    expect(text).toMatch(/Cambiar o cancelar: https:\/\/canfreshatl\.com\/booking\/\S+/);
    expect(text).not.toMatch(/\b(Hi|Your|Plan: +Pristine|Change or cancel)\b/);
    const event = new ICAL.Component(ICAL.parse(invitationText(email)!)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('CanFresh ATL: limpieza de botes de basura');
    expect(String(event.getFirstPropertyValue('description'))).toMatch(
      /^Membresía Pristine, \$32 cada 4 semanas \(1 bote\)\. Deje sus botes en la acera después de la recolección\./,
    );

    // The text, one GSM-7 segment, in Spanish.
    await expect.poll(() => provider.texts.length).toBe(1);
    expect(provider.texts[0]!.body).toMatch(/^CanFresh ATL: limpieza el 25 de noviembre en 123 Peachtree St\. .* Baja: ALTO\.$/);

    // The booking page, from the text's link.
    const link = /https:\/\/canfreshatl\.com(\/booking\/\S+)/.exec(text)![1]!;
    const page = await app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="es">/);
    expect(page.body).toContain('<title>Su reserva | CanFresh ATL</title>');
    // Its brand leads back to the Spanish page.
    expect(page.body).toMatch(/<a href="\/es\/"[^>]*>.*CanFresh ATL<\/a>/);
    for (const words of [
      'Cuándo',
      'miércoles, 25 de noviembre, luego cada 4 semanas',
      'Membresía Pristine, $32 cada 4 semanas (1 bote)',
      'Pausar su membresía',
      'Terminar mi membresía',
      '¿Preguntas? Llame o escriba al',
    ])
      expect(page.body).toContain(words);
    expect(page.body).not.toMatch(/>(When|Where|Pause your membership|End my membership)</);

    // ALTO: answered in Spanish, and it stands: a move sends no text (the e-mail still goes).
    const stop = await inboundText(app, { From: NUMBER, Body: 'ALTO', MessageSid: 'SM-alto' }, { base: PUBLIC });
    expect(stop.body).toContain('ya no le enviaremos mensajes');
    expect(app.texts.mayText(NUMBER)).toBe(false);
    const booking = app.bookings.active()[0]!;
    moveVisitOn(app.bookings, booking.id, '2026-11-25', '2026-12-02', 'customer');
    const moved = await mail.waitForMessage(
      'the move',
      (m) => m.recipients.includes(validLead.email) && /^Cambio de fecha/.test(m.parsed.subject ?? ''),
    );
    expect(moved.parsed.subject).toMatch(/^Cambio de fecha: miércoles, 2 de diciembre/);
    await outboxSettled(app);
    expect(provider.texts).toHaveLength(1);

    // The customer can switch their language on the page: it is then written in English, and so is what follows.
    const switched = await app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: 'action=language&language=en',
    });
    expect(switched.headers.location).toBe(`${link}?notice=language`);
    const english = await app.inject({ method: 'GET', url: switched.headers.location! });
    expect(english.body).toMatch(/<html lang="en">/);
    expect(english.body).toContain('Done: from now on we write to you in English.');
    expect(english.body).toContain('Ver esta página y recibir sus mensajes en español');
    moveVisitOn(app.bookings, booking.id, '2026-12-02', '2026-12-09', 'customer');
    const inEnglish = await mail.waitForMessage(
      'the move in English',
      (m) => m.recipients.includes(validLead.email) && /^Moved:/.test(m.parsed.subject ?? ''),
    );
    expect(inEnglish.parsed.subject).toMatch(/^Moved: Wednesday, December 9/);
  });
});
