// Property-based: thousands of malformed requests to /api/contact, /api/voice/tools and
// /api/voice/events on a real listening server. Only 400, 401, 413, 415 or 429 may come back for bad input (201/200 only
// for input that is in fact valid), never a 5xx; the server still answers the next valid
// request; and a stored lead holds exactly what was sent, after trimming.
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSchema } from '../../src/common/contact-schema.ts';
import { makeTestApp } from '../support/test-app.ts';
import { validLead } from '../support/valid-lead.ts';
import { propertyRuns } from '../support/property-runs.ts';

const SECRET = 'bad-input-tools-secret-000000';
let app: FastifyInstance;
let base: string;
let close: () => Promise<void>;
export const figures = { contactRequests: 0, toolRequests: 0, eventRequests: 0, statuses: {} as Record<number, number> };

beforeAll(async () => {
  const t = await makeTestApp({ env: { VAPI_TOOLS_SECRET: SECRET } });
  app = t.app;
  close = t.close;
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  console.info(`bad-input figures: ${JSON.stringify(figures)}`);
  await close();
});

async function send(path: string, body: string | undefined, contentType: string | undefined, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    body,
  });
  figures.statuses[res.status] = (figures.statuses[res.status] ?? 0) + 1;
  const text = await res.text();
  return { status: res.status, text };
}

// Strings a person or a bot might send: any Unicode (lone surrogates included), control
// characters, padding, huge ones, and the valid value itself.
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...Object.values(validLead).filter((v) => typeof v === 'string')) },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202Eevil',
    '\uD800',
    'a\uDC00b',
    '=cmd|calc',
    '<script>alert(1)</script>',
    "'; DROP TABLE leads;--",
    '\uFEFF30331',
    '  30331  ',
  ),
  fc.string({ minLength: 3000, maxLength: 20_000 }),
  fc.constant('x'.repeat(17_000)), // alone over the 16 KiB limit: 413
);
const anyValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

const fields = Object.keys(validLead) as (keyof typeof validLead)[];
/** The valid body with some fields replaced, removed, or joined by extra ones (prototype keys included). */
const contactObject = fc
  .record({
    replace: fc.dictionary(fc.constantFrom(...fields), anyValue, { maxKeys: 4 }),
    remove: fc.subarray(fields, { maxLength: 3 }),
    extra: fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'hp_leave_empty')),
      anyValue,
      { maxKeys: 3 },
    ),
  })
  .map(({ replace, remove, extra }) => {
    const body: Record<string, unknown> = { ...validLead, ...replace };
    for (const key of remove) delete body[key];
    for (const [k, v] of Object.entries(extra))
      Object.defineProperty(body, k, { value: v, enumerable: true, configurable: true, writable: true });
    return body;
  });

const rawBody = fc.oneof(
  { weight: 6, arbitrary: contactObject.map((o) => JSON.stringify(o)) },
  fc.json(),
  fc.string({ unit: 'binary', maxLength: 200 }), // mostly not JSON at all
  fc.constantFrom(
    '',
    '{',
    '{"full_name":',
    '[]',
    'null',
    '"x"',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '{"a":'.repeat(2000),
  ),
  fc.integer({ min: 1, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
);
// Mostly JSON, so most requests get past the content-type check and exercise the validation.
const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      undefined,
    ),
  },
);

const ALLOWED_BAD = new Set([400, 401, 413, 415, 429]);

describe('bad input', () => {
  it('POST /api/contact: 201 only for valid leads, stored exactly; every other answer a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, contentType, async (body, type) => {
        figures.contactRequests++;
        const { status, text } = await send('/api/contact', body, type);
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          parsed = undefined;
        }
        const isJson = /^application\/json/i.test(type ?? '');
        const valid =
          isJson &&
          Buffer.byteLength(body) <= 16 * 1024 &&
          parsed !== undefined &&
          !body.includes('__proto__') &&
          contactSchema.safeParse(parsed).success;
        if (valid) {
          expect(status, text).toBe(201);
          const { id } = JSON.parse(text) as { id: string };
          expect(app.leads.get(id)!.lead).toEqual(contactSchema.parse(parsed));
        } else {
          expect(ALLOWED_BAD.has(status), `${status} ${text} for ${type} ${body.slice(0, 120)}`).toBe(true);
        }
      }),
      { numRuns: propertyRuns(2_000) },
    );
    // Still answering after all that.
    expect((await send('/api/contact', JSON.stringify(validLead), 'application/json')).status).toBe(201);
  }, 120_000);

  const toolCall = fc.record({
    id: fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null)),
    type: fc.constant('function'),
    function: fc.record({
      name: fc.oneof(
        fc.constantFrom('book_service', 'check_service_area', 'find_service_dates', 'nope', ''),
        fc.string({ maxLength: 10 }),
        fc.integer(),
      ),
      arguments: fc.oneof(
        contactObject,
        contactObject.map((o) => JSON.stringify(o)),
        fc.string({ maxLength: 50 }),
        fc.json(),
        fc.constant(null),
      ),
    }),
  });
  const wellFormedCall = fc.record({
    id: fc.string({ minLength: 1, maxLength: 20 }),
    type: fc.constant('function'),
    function: fc.record({
      name: fc.constantFrom('book_service', 'check_service_area', 'find_service_dates', 'order_pizza'),
      arguments: fc.oneof(
        contactObject,
        contactObject.map((o) => JSON.stringify(o)),
        fc.record({ zip: nastyString }),
        // A booking's own arguments: the pickup day and the date, as anything at all.
        fc
          .record({
            pickup_day: nastyString,
            service_date: fc.oneof(nastyString, fc.constantFrom('2026-02-30', '2099-01-01', '0000-00-00')),
          })
          .chain((extra) => contactObject.map((o) => ({ ...o, ...extra }))),
        fc.record({ zip: nastyString, pickup_day: nastyString, service_type: nastyString }),
      ),
    }),
  });
  const toolMessage = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        message: fc.record({
          type: fc.constant('tool-calls'),
          toolCallList: fc.array(wellFormedCall, { minLength: 1, maxLength: 3 }),
          call: fc.record({ id: fc.string({ minLength: 1, maxLength: 12 }) }),
        }),
      }),
    },
    fc.record({
      message: fc.record({
        type: fc.constantFrom('tool-calls', 'status-update', ''),
        toolCallList: fc.array(toolCall, { maxLength: 4 }),
        call: fc.option(fc.record({ id: fc.string({ maxLength: 12 }) })),
      }),
    }),
    fc.anything(),
  );

  it('POST /api/voice/tools: right secret or 401; a 200 answers every call; otherwise 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        toolMessage,
        fc.oneof({ weight: 4, arbitrary: fc.constant(SECRET) }, fc.constantFrom('wrong', '', SECRET.slice(1), undefined)),
        contentType,
        async (message, secret, type) => {
          figures.toolRequests++;
          const body = JSON.stringify(message) ?? '';
          const { status, text } = await send('/api/voice/tools', body, type, secret === undefined ? {} : { 'x-vapi-secret': secret });
          if (status === 200) {
            expect(secret).toBe(SECRET);
            const calls = (message as { message: { toolCallList: unknown[] } }).message.toolCallList;
            const { results } = JSON.parse(text) as { results: { toolCallId: string; result: string }[] };
            expect(results).toHaveLength(calls.length);
            for (const r of results) expect(typeof r.result).toBe('string');
          } else {
            expect(ALLOWED_BAD.has(status), `${status} ${text}`).toBe(true);
            if (secret !== SECRET && /^application\/json/i.test(type ?? '')) expect([401, 400, 413, 415]).toContain(status);
          }
        },
      ),
      { numRuns: propertyRuns(1_000) },
    );
  }, 120_000);

  const timestamp = fc.oneof(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    fc.integer(),
    nastyString,
    fc.constant(null),
  );
  const report = fc.record(
    {
      type: fc.constant('end-of-call-report'),
      call: fc.oneof({ weight: 4, arbitrary: fc.record({ id: fc.string({ minLength: 1, maxLength: 20 }) }) }, fc.anything()),
      startedAt: timestamp,
      endedAt: timestamp,
      endedReason: fc.oneof(nastyString, fc.integer()),
      cost: fc.oneof(fc.double(), fc.string({ maxLength: 5 })),
      artifact: fc.oneof(fc.record({ transcript: fc.oneof(nastyString, fc.integer()) }), fc.anything()),
      analysis: fc.oneof(
        fc.record({ summary: nastyString, successEvaluation: fc.oneof(fc.boolean(), nastyString, fc.double()) }),
        fc.anything(),
      ),
    },
    { requiredKeys: ['type'] },
  );
  const eventMessage = fc.oneof(
    { weight: 5, arbitrary: fc.record({ message: report }) },
    fc.record({ message: fc.record({ type: fc.oneof(fc.constantFrom('status-update', 'hang', ''), fc.integer()) }) }),
    fc.anything(),
  );

  it('POST /api/voice/events: right secret or 401; a usable report is one record per call; otherwise 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        eventMessage,
        fc.oneof({ weight: 4, arbitrary: fc.constant(SECRET) }, fc.constantFrom('wrong', '', undefined)),
        contentType,
        async (message, secret, type) => {
          figures.eventRequests++;
          const body = JSON.stringify(message) ?? '';
          const { status, text } = await send('/api/voice/events', body, type, secret === undefined ? {} : { 'x-vapi-secret': secret });
          if (status === 200) expect(secret).toBe(SECRET);
          else expect(ALLOWED_BAD.has(status), `${status} ${text}`).toBe(true);
        },
      ),
      { numRuns: propertyRuns(600) },
    );
    // Each stored call is there once, whatever came twice.
    const calls = app.calls.list({ limit: 100_000 });
    expect(new Set(calls.map((c) => c.callId)).size).toBe(calls.length);
  }, 120_000);
});
