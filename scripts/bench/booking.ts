// Booking throughput of the built server: autocannon posts book_service tool calls (each its own
// call from its own household's mobile, so none is a duplicate or over a limit) for dates the server itself offered, spread over every pickup day.
// Each booking checks room and stores its lead and its date in one transaction (SQLite,
// synchronous=FULL) before it answers. Prints bookings/s and latency percentiles.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { WEEKDAYS } from '../../src/common/site-config.schema.ts';
import { startServer } from '../../tests/support/server-process.ts';
import { toolCallsRequest } from '../../tests/support/tool-calls.ts';
import { household, validLead } from '../../tests/support/valid-lead.ts';

const SECRET = 'bench-tools-secret-0123456789abcdef';

export interface BookingBenchResult {
  durationSeconds: number;
  connections: number;
  booked: number;
  bookedPerSecond: number;
  refused: number;
  non2xx: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

export async function benchBooking({ durationSeconds = 10, connections = 32 } = {}): Promise<BookingBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-bench-booking-'));
  const server = await startServer(
    { DATA_DIR: dataDir, VAPI_TOOLS_SECRET: SECRET, LOG_LEVEL: 'warn' },
    15_000,
    join(import.meta.dirname, 'booking-server.mjs'),
  );
  try {
    const call = async (callId: string, name: string, args: object) => {
      const { payload, headers } = toolCallsRequest(SECRET, callId, [{ id: 't', name, arguments: args }]);
      const res = await fetch(`${server.url}/api/voice/tools`, { method: 'POST', headers, body: JSON.stringify(payload) });
      return ((await res.json()) as { results: { result: string }[] }).results[0]!.result;
    };
    // The dates on offer for each pickup day, as the receptionist would hear them.
    const choices: { pickup_day: string; service_date: string }[] = [];
    for (const pickup_day of WEEKDAYS) {
      const offer = await call('offer', 'find_service_dates', { zip: validLead.zip, pickup_day, service_type: 'One-Time' });
      for (const [, date] of offer.matchAll(/\((\d{4}-\d{2}-\d{2})\)/g)) choices.push({ pickup_day, service_date: date! });
    }
    let n = 0;
    let booked = 0;
    let refused = 0;
    const result = await autocannon({
      url: `${server.url}/api/voice/tools`,
      method: 'POST',
      connections,
      duration: durationSeconds,
      requests: [
        {
          setupRequest: (request) => {
            const i = n++;
            // A household of its own (its mobile and street): one booking per mobile and per street a date.
            const args = {
              ...validLead,
              ...household(i % 7000),
              service_type: 'One-Time',
              full_name: `Bench ${i}`,
              ...choices[i % choices.length]!,
            };
            const { payload, headers } = toolCallsRequest(SECRET, `bench-${i}`, [{ id: 't', name: 'book_service', arguments: args }]);
            return { ...request, headers, body: JSON.stringify(payload) };
          },
          onResponse: (_status, body) => {
            if (body.includes('"result":"Booked for')) booked++;
            else refused++;
          },
        },
      ],
    });
    return {
      durationSeconds,
      connections,
      booked,
      bookedPerSecond: Math.round(booked / durationSeconds),
      refused,
      non2xx: result.non2xx,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchBooking();
  console.log('\nBookings (book_service: room checked, lead and date stored in one transaction, synchronous=FULL)');
  console.table({
    'bookings/s': r.bookedPerSecond,
    'booked (total)': r.booked,
    'refused (no room)': r.refused,
    'p50 / p99 latency (ms)': `${r.latencyMs.p50} / ${r.latencyMs.p99}`,
    'non-2xx': r.non2xx,
  });
}
