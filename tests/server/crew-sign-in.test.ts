// The crew's own sign-in over the real server: an address in CREW_EMAILS, or one the owner adds
// in the inbox, signs in with a code as the owner does and reaches Today, its marks and photos and
// their own passkeys; every other route of the owner's API answers it 403 (walked over every
// registered route); each mark and photo records who made it; taking someone off the crew signs
// them out everywhere.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanupsAfterEach } from '../support/cleanups.ts';
import { outboxSettled } from '../support/settled.ts';
import { OWNER, ownerRoutesOf, SAME_ORIGIN, signedInWithBookings } from '../support/owner-stack.ts';
import { household, validLead } from '../support/valid-lead.ts';

const cleanups = cleanupsAfterEach();
const CREW = 'lee@canfreshatl.com';

async function withCrew() {
  const s = await signedInWithBookings(
    cleanups,
    [validLead, { ...validLead, ...household(1), email: 'h1@example.com', zip: '30030' }],
    undefined,
    undefined,
    { CREW_EMAILS: `Lee@CanFreshATL.com` },
  );
  s.clock.set(`${s.day}T12:00:00Z`);
  /** Signs in someone (by default the crew member in CREW_EMAILS) with their code, in a browser of their own. */
  const signInAs = async (email: string, count = 1) => {
    const browser = s.browser('10.0.0.7');
    await browser.askCode(email);
    return s.cookieOf(await browser.verify(await s.codeFor(email, count), email));
  };
  const as = (cookie: string) => ({
    get: (url: string) => s.app.inject({ method: 'GET', url, headers: { ...SAME_ORIGIN, cookie } }),
    post: (url: string, payload: object) => s.post(url, payload, { cookie }),
  });
  return { ...s, signInAs, as };
}

describe("the crew's sign-in", () => {
  it('signs in with a code as the owner does, as crew; an address on no list gets no code', async () => {
    const s = await withCrew();
    const crew = await s.signInAs(CREW);
    expect((await s.as(crew).get('/owner/api/session')).json()).toMatchObject({ email: CREW, role: 'crew' });
    expect((await s.as(s.cookie).get('/owner/api/session')).json()).toMatchObject({ email: OWNER, role: 'owner' });
    const stranger = s.browser('10.0.0.9');
    expect((await stranger.askCode('someone@example.com')).statusCode).toBe(202);
    await outboxSettled(s.app);
    expect(s.mail.messages.filter((m) => m.recipients.includes('someone@example.com'))).toHaveLength(0);
  });

  it("answers 403 on every route but Today's, its marks and photos, the session and their own passkeys", async () => {
    const s = await withCrew();
    const crew = await s.signInAs(CREW);
    const routes = ownerRoutesOf(s.app);
    expect(
      routes
        .filter((r) => r.crew)
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([
      'DELETE /owner/api/passkeys/some-id',
      'GET /owner/api/passkeys',
      'GET /owner/api/session',
      'GET /owner/api/today',
      'POST /owner/api/passkeys',
      'POST /owner/api/passkeys/options',
      'POST /owner/api/sign-out-everywhere',
      'POST /owner/api/visits/some-id/mark',
      'PUT /owner/api/visits/some-id/photos/some-id',
    ]);
    for (const { method, url } of routes.filter((r) => !r.crew && !r.signedOut)) {
      const response = await s.app.inject({
        method,
        url,
        headers: { ...SAME_ORIGIN, cookie: crew },
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toMatch(/crew/);
    }
    // The owner's own routes still answer the owner (the refusal is the crew's alone).
    expect((await s.as(s.cookie).get('/owner/api/leads')).statusCode).toBe(200);
    expect((await s.as(s.cookie).get('/owner/api/export/leads.csv')).statusCode).toBe(200);
  });

  it('sees the day without moving stops; each mark and photo records who made it, and the owner sees it', async () => {
    const s = await withCrew();
    const crew = await s.signInAs(CREW);
    type Stop = {
      visitId: string;
      name: string;
      mark: string | null;
      markedBy: string | null;
      photos: { url: string; takenBy: string | null }[];
    };
    const today = (await s.as(crew).get('/owner/api/today')).json() as { canReorder: boolean; stops: Stop[] };
    expect(today.canReorder).toBe(false);
    expect(today.stops).toHaveLength(2);
    const [first, second] = today.stops;
    expect((await s.as(crew).post(`/owner/api/visits/${first!.visitId}/order`, { direction: 'down' })).statusCode).toBe(403);

    expect((await s.as(crew).post(`/owner/api/visits/${first!.visitId}/mark`, { mark: 'done' })).statusCode).toBe(200);
    expect((await s.as(s.cookie).post(`/owner/api/visits/${second!.visitId}/mark`, { mark: 'no-access' })).statusCode).toBe(200);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f8f5a' } })
      .jpeg()
      .toBuffer();
    const photo = await s.app.inject({
      method: 'PUT',
      url: `/owner/api/visits/${first!.visitId}/photos/0b6f1c9e-8d4a-4c1e-9a55-3f2d7e6b9c10`,
      headers: { ...SAME_ORIGIN, cookie: crew, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(photo.statusCode).toBe(201);

    const seen = ((await s.as(s.cookie).get('/owner/api/today')).json() as { canReorder: boolean; stops: Stop[] }).stops;
    const byName = Object.fromEntries(seen.map((stop) => [stop.name, stop]));
    expect(byName[first!.name]).toMatchObject({ mark: 'done', markedBy: CREW, photos: [{ takenBy: CREW }] });
    expect(byName[second!.name]).toMatchObject({ mark: 'no-access', markedBy: OWNER });
    // Cleared, a mark has nobody's name on it.
    await s.as(crew).post(`/owner/api/visits/${first!.visitId}/mark`, { mark: null });
    expect(
      ((await s.as(s.cookie).get('/owner/api/today')).json() as { stops: Stop[] }).stops.find((v) => v.visitId === first!.visitId),
    ).toMatchObject({
      mark: null,
      markedBy: null,
    });
  });

  it('the owner adds and removes crew in the inbox; removed, they are signed out everywhere', async () => {
    const s = await withCrew();
    const owner = s.as(s.cookie);
    const sam = 'sam.helper@example.com';
    expect((await owner.get('/owner/api/crew')).json()).toEqual({ crew: [{ email: CREW, fromSettings: true }] });
    expect((await owner.post('/owner/api/crew', { email: 'Sam.Helper@example.com' })).statusCode).toBe(201);
    expect((await owner.post('/owner/api/crew', { email: sam })).statusCode).toBe(409);
    expect((await owner.post('/owner/api/crew', { email: OWNER })).json().error).toMatch(/owner/);
    expect((await owner.post('/owner/api/crew', { email: 'not an address' })).statusCode).toBe(400);

    const crew = await s.signInAs(sam);
    expect((await s.as(crew).get('/owner/api/today')).statusCode).toBe(200);
    // The crew cannot change the crew.
    expect((await s.as(crew).post('/owner/api/crew', { email: 'friend@example.com' })).statusCode).toBe(403);

    const del = (email: string) =>
      s.app.inject({
        method: 'DELETE',
        url: `/owner/api/crew/${encodeURIComponent(email)}`,
        headers: { ...SAME_ORIGIN, cookie: s.cookie },
      });
    expect((await del(CREW)).statusCode).toBe(409); // in CREW_EMAILS: changed there
    expect((await del('nobody@example.com')).statusCode).toBe(404);
    expect((await del(sam)).json()).toEqual({ crew: [{ email: CREW, fromSettings: true }] });
    expect((await s.as(crew).get('/owner/api/today')).statusCode).toBe(401);
  });
});
