// The contact form sent by the browser itself (no app): a urlencoded post answered with pages,
// against the built site's own components. JSON clients keep JSON answers. Needs the build.
import { describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process.ts';
import { makeTestApp } from '../support/test-app.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();

async function setup(env: Record<string, string> = {}) {
  const t = await makeTestApp({ site: true, env });
  cleanups.push(t.close);
  return t;
}

type Fields = Record<string, string>;
const formOf = (lead: typeof validLead, extra: Fields = {}): Fields => {
  const { sms_opt_in: optIn, ...fields } = lead;
  return { ...fields, ...(optIn ? { sms_opt_in: 'on' } : {}), hp_leave_empty: '', ...extra };
};

const browserPost = (fields: Fields, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/api/contact',
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml', ...headers },
  payload: new URLSearchParams(fields).toString(),
});

describe('a contact form sent without the app', () => {
  it('success: 303 to the confirmation, whose address carries nothing of the visitor; the lead is stored exactly', async () => {
    const { app } = await setup();
    const res = await app.inject(browserPost(formOf(validLead)));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/message-sent');
    const [lead] = app.leads.list();
    expect(lead!.lead).toEqual(validLead);
    expect(lead!.spam).toBe(false);

    const page = await app.inject({ method: 'GET', url: '/message-sent' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Message sent!');
    expect(page.body).toContain('We&#x27;ll get back to you as soon as possible.');
  });

  it('the unticked checkbox is false: a 400 page with the same messages as the app and every value filled back in', async () => {
    const { app } = await setup();
    const name = 'Jo "<b>Bold</b>" Núñez';
    const res = await app.inject(browserPost(formOf({ ...validLead, sms_opt_in: false as never, full_name: name, zip: '303' })));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.body).toContain('Please check your message');
    expect(res.body).toContain('You must agree to receive texts to proceed');
    expect(res.body).toContain('Please enter a valid zip code');
    // Filled back in, escaped: what the visitor typed is text, never markup.
    expect(res.body).toContain('value="Jo &quot;&lt;b&gt;Bold&lt;/b&gt;&quot; Núñez"');
    expect(res.body).not.toContain('<b>Bold</b>');
    expect(res.body).toContain(`value="${validLead.email}"`);
    expect(res.body).toContain('value="303"');
    expect(res.body).toMatch(/checked="" value="Membership"/);
    expect(res.body).toContain(`>${validLead.notes}</textarea>`);
    expect(res.body).not.toContain('<script type="module"');
    expect(app.leads.list()).toEqual([]);
  });

  it('from the Spanish page: the answer page and its messages in Spanish, the language kept for the retry and on the lead', async () => {
    const { app } = await setup();
    const res = await app.inject(browserPost(formOf({ ...validLead, zip: '303' }, { language: 'es' })));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Revise su mensaje');
    expect(res.body).toContain('Escriba un código postal válido');
    expect(res.body).not.toContain('Please enter a valid zip code');
    expect(res.body).toContain('name="language" value="es"');
    expect(res.body).toContain('href="/es/"');
    const ok = await app.inject(browserPost(formOf(validLead, { language: 'es' })));
    expect(ok.statusCode).toBe(303);
    expect(app.leads.list()[0]).toMatchObject({ language: 'es', lead: validLead });
    // The confirmation is the Spanish one, with its way back to the Spanish page.
    expect(ok.headers.location).toBe('/es/message-sent');
    const sent = await app.inject({ method: 'GET', url: ok.headers.location as string });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatch(/^<!doctype html>\s*<html lang="es">/i);
    expect(sent.body).toContain('<title>¡Mensaje enviado! | CanFresh ATL</title>');
    expect(sent.body).toContain('Le responderemos lo antes posible.');
    expect(sent.body).toContain('href="/es/"');
    expect(sent.body).not.toContain('Message sent!');
  });

  it('JSON clients keep JSON answers, whatever the content type', async () => {
    const { app } = await setup();
    const asJson = { accept: 'application/json' };
    const ok = await app.inject(browserPost(formOf(validLead), asJson));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toHaveProperty('id');
    const bad = await app.inject(browserPost(formOf({ ...validLead, full_name: 'J' }), asJson));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { full_name: 'Name must be at least 2 characters' } });
  });

  it('the same honeypot: a filled trap is answered as sent and stored as spam', async () => {
    const { app } = await setup();
    const res = await app.inject(browserPost(formOf(validLead, { hp_leave_empty: 'http://spam.example' })));
    expect(res.statusCode).toBe(303);
    expect(app.leads.list()[0]!.spam).toBe(true);
  });

  it('the same body limit and rate limit', async () => {
    const { app } = await setup({ CONTACT_RATE_LIMIT: '2' });
    const big = await app.inject(browserPost(formOf({ ...validLead, notes: 'n'.repeat(17 * 1024) })));
    expect(big.statusCode).toBe(413);
    expect((await app.inject(browserPost(formOf(validLead)))).statusCode).toBe(303);
    expect((await app.inject(browserPost(formOf(validLead)))).statusCode).toBe(429);
  });

  it('a post from another site is refused with 403 and stores nothing, for both content types', async () => {
    const { app } = await setup();
    const json = (headers: Record<string, string>) => ({
      method: 'POST' as const,
      url: '/api/contact',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(validLead),
    });
    const refused = [
      browserPost(formOf(validLead), { 'sec-fetch-site': 'cross-site' }),
      browserPost(formOf(validLead), { origin: 'https://evil.example' }),
      browserPost(formOf(validLead), { origin: 'null' }),
      json({ 'sec-fetch-site': 'cross-site' }),
      json({ origin: 'https://evil.example' }),
      json({ origin: 'http://localhost:8080' }),
    ];
    for (const request of refused) expect((await app.inject(request)).statusCode, JSON.stringify(request.headers)).toBe(403);
    const page = await app.inject(browserPost(formOf(validLead), { origin: 'https://evil.example' }));
    expect(page.body).toContain('Please use our website');
    expect(page.body).not.toContain(validLead.email);
    expect(app.leads.list()).toEqual([]);

    // The site's own pages are welcome: same origin, or a same-origin fetch.
    expect(
      (await app.inject(browserPost(formOf(validLead), { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }))).statusCode,
    ).toBe(303);
    expect((await app.inject(json({ origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }))).statusCode).toBe(201);
    expect(app.leads.list()).toHaveLength(2);
  });
});

describe('the server log', () => {
  it('never holds a submitted body, on any path', async () => {
    const server = await startServer({ DATA_DIR: (await setup()).dataDir, CONTACT_RATE_LIMIT: '6' });
    cleanups.push(() => server.stop());
    const marker = 'BODYMARKER-8c1f';
    const lead = { ...validLead, full_name: `Jo ${marker}`, notes: `gate ${marker}` };
    const html = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
    const json = { 'content-type': 'application/json' };
    const sends: [Record<string, string>, string][] = [
      [html, new URLSearchParams(formOf(lead)).toString()],
      [html, new URLSearchParams(formOf({ ...lead, zip: marker })).toString()],
      [json, JSON.stringify({ ...lead, hp_leave_empty: marker })],
      [json, `{"full_name": "${marker}"`],
      [{ ...json, 'sec-fetch-site': 'cross-site' }, JSON.stringify(lead)],
      [json, JSON.stringify({ ...lead, notes: marker.repeat(2000) })],
      [json, JSON.stringify(lead)], // past the rate limit
    ];
    for (const [headers, body] of sends) await fetch(`${server.url}/api/contact`, { method: 'POST', headers, body, redirect: 'manual' });
    await server.stop(); // exited, with its output read to the end
    expect(server.output()).toContain('"msg":"contact request from another site refused"');
    expect(server.output()).not.toContain(marker);
  }, 30_000);
});
