import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../conversations/calls/call-types.ts';
import { SettableClock } from '../../platform/clock/clock.ts';
import { openStores } from '../wiring/stores.ts';
import { commandUnderTest } from '../../../../tests/support/command-under-test.ts';
import { runCallsCli } from './calls-cli.ts';
import { validLead } from '../../../../tests/support/valid-lead.ts';
import { channelsOn } from '../wiring/channels.ts';
import { openBusinessDatabase } from '../schema/schema-history.ts';

const { dir, run } = commandUnderTest(runCallsCli);

const call = (callId: string, extra: Partial<CallRecord> = {}): CallRecord => ({
  callId,
  startedAt: '2026-11-22T15:00:00.000Z',
  endedAt: '2026-11-22T15:03:07.000Z',
  durationMs: 187_000,
  endedReason: 'customer-ended-call',
  summary: 'The caller asked about prices.',
  transcript: 'AI: Hi.\nUser: How much?',
  successEvaluation: 'true',
  cost: 0.2,
  callType: 'web',
  callerNumber: null,
  outcome: null,
  serviceInterest: null,
  followUp: null,
  followUpReason: null,
  recordingUrl: null,
  ...extra,
});

async function seed() {
  const clock = new SettableClock(1_000);
  const db = openBusinessDatabase(dir());
  const { leads, calls } = openStores(db, { clock, channels: channelsOn() });
  await leads.add({
    source: 'voice',
    lead: { ...validLead, full_name: 'Dana Whitfield' },
    consent: { text: 't', at: '', phone: '', ip: '', userAgent: '', pageUrl: '', callId: 'call-booked' },
    callId: 'call-booked',
    dedupeKey: 'call-booked:t1',
  });
  clock.advance(1_000);
  calls.add(call('call-booked', { startedAt: '2026-11-22T14:00:00.000Z' }));
  clock.advance(1_000);
  calls.add(call('call-quick', { durationMs: 45_000, summary: '=cmd|calc, a "formula"', endedReason: 'silence-timed-out' }));
  db.close();
}

describe('npm run calls', () => {
  it("lists recent calls, newest first: time (the business's own), duration (m:ss), ended reason, the booked lead or -, the summary", async () => {
    await seed();
    const { code, output } = await run();
    expect(code).toBe(0);
    const [header, first, second] = output.trimEnd().split('\n');
    expect(header).toMatch(/^when\s+duration\s+type\s+caller\s+ended\s+outcome\s+follow up\s+booked\s+summary$/);
    expect(first).toMatch(/^2026-11-22 10:00:00\s+0:45\s+web\s+-\s+silence-timed-out\s+-\s+-\s+-\s+=cmd\|calc, a "formula"$/);
    expect(second).toMatch(
      /^2026-11-22 09:00:00\s+3:07\s+web\s+-\s+customer-ended-call\s+-\s+-\s+Dana Whitfield\s+The caller asked about prices\.$/,
    );
    expect((await run('--limit', '1')).output.trimEnd().split('\n')).toHaveLength(2);
  });

  it('--csv has every call with its transcript, formula-looking cells escaped', async () => {
    await seed();
    const [header, first] = (await run('--csv')).output.split('\r\n');
    expect(header).toBe(
      '\uFEFFcall_id,received_at,started_at,ended_at,duration,ended_reason,call_type,caller_number,outcome,service_interest,follow_up,follow_up_reason,recording_url,booked_lead_id,booked_lead_name,summary,success_evaluation,cost,transcript',
    );
    expect(first).toContain(`"'=cmd|calc, a ""formula"""`);
    expect(first).toContain('"AI: Hi.\nUser: How much?"');
  });

  it('--follow-up lists the calls the team must get back to, with the phone caller and the reason', async () => {
    await seed();
    const db = openBusinessDatabase(dir());
    const { calls } = openStores(db, { clock: new SettableClock('2026-11-22T16:00:00Z'), channels: channelsOn() });
    calls.add(
      call('call-phone', {
        callType: 'inbound phone',
        callerNumber: '+14045550142',
        outcome: 'wants a person',
        followUp: true,
        followUpReason: 'Wants a quote for 12 bins',
      }),
    );
    db.close();
    const lines = (await run('--follow-up')).output.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/inbound phone\s+\(404\) 555-0142\s+customer-ended-call\s+wants a person\s+Wants a quote for 12 bins/);
    // In the CSV the caller's number as written at home: no apostrophe before it, as a + would need.
    const phoneLine = (await run('--csv')).output.split('\r\n').find((line) => line.startsWith('call-phone,'))!;
    expect(phoneLine).toContain(',inbound phone,(404) 555-0142,');
  });

  it('says when there are no calls yet', async () => {
    expect(await run()).toEqual({ code: 0, output: 'No calls yet.\n' });
  });
});
