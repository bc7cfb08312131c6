// `npm run leads`: the business owner's view of the leads and their deliveries.
//   npm run leads                        recent leads and each destination's delivery state
//   npm run leads -- --csv > leads.csv   every lead as CSV (spreadsheet-safe)
//   npm run leads -- --retry <id|failed> re-queue one lead's failed deliveries, or every failed one
//   npm run leads -- --backup FILE       a consistent copy of the database, while the server runs
// Safe to run while the server is up (SQLite WAL); the server picks up re-queues within 15 s.
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import { CONTACT_FIELDS } from '../../../common/contact-schema.ts';
import type { LeadRow } from '../../customers/leads/lead-types.ts';
import type { DeliveryStatus } from '../../platform/outbox/deliveries.ts';
import { parseArgs } from 'node:util';
import { askedForHelp, toStdout, type Out } from './command.ts';
import { toTable, when } from './output.ts';
import { toCsv } from '../../platform/http/csv.ts';
import { withStores, type StoreTarget } from './stores.ts';

export const leadsCsv = (rows: LeadRow[]) =>
  toCsv(rows, {
    id: (r) => r.id,
    created_at: (r) => new Date(r.createdAt).toISOString(),
    source: (r) => r.source,
    spam: (r) => r.spam,
    delivery: (r) => r.state ?? 'not forwarded',
    attempts: (r) => r.attempts,
    last_error: (r) => r.lastError,
    email_delivery: (r) => r.email?.state ?? '',
    ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, (r: LeadRow) => r.lead[field]])),
    consent_text: (r) => r.consent.text,
    consent_at: (r) => r.consent.at,
    consent_ip: (r) => r.consent.ip,
    consent_user_agent: (r) => r.consent.userAgent,
    consent_page_url: (r) => r.consent.pageUrl,
    call_id: (r) => r.callId,
  });

const shown = (d: DeliveryStatus | null, none: string) => (d ? `${d.state}${d.attempts > 1 ? ` (${d.attempts} tries)` : ''}` : none);

export const leadsTable = (rows: LeadRow[], calendar: BusinessCalendar) =>
  toTable(
    rows.map((r) => ({
      when: when(calendar, r.createdAt),
      id: r.id,
      source: r.source,
      name: r.lead.full_name,
      mobile: r.lead.mobile,
      service: r.lead.service_type,
      webhook: r.spam ? 'spam (kept, not sent)' : r.state ? shown({ ...r, state: r.state }, '') : 'not forwarded',
      email: r.spam ? '-' : shown(r.email, 'off'),
    })),
    'No leads yet.',
  );

export async function runLeadsCli(argv: string[], target: StoreTarget, out: Out = toStdout): Promise<number> {
  if (askedForHelp(argv, 'npm run leads [-- --csv | --retry <id|failed> | --limit N | --backup FILE]', out)) return 0;
  const { values } = parseArgs({
    args: argv,
    options: { csv: { type: 'boolean' }, retry: { type: 'string' }, limit: { type: 'string' }, backup: { type: 'string' } },
  });
  return withStores(target, async ({ db, outbox, leads, bookings }) => {
    if (values.backup) {
      // SQLite's online backup: a consistent copy even while the server writes.
      await db.backup(values.backup);
      out(`Backed up the database to ${values.backup}.\n`);
      return 0;
    }
    if (values.retry) {
      const count = outbox.requeue(values.retry);
      out(
        count
          ? `Re-queued ${count} deliver${count === 1 ? 'y' : 'ies'}.\n`
          : `Nothing to re-queue for '${values.retry}' (unknown id, or nothing failed).\n`,
      );
      return count ? 0 : 1;
    }
    if (values.csv) {
      out(leadsCsv(leads.list({ limit: Number.MAX_SAFE_INTEGER })));
      return 0;
    }
    out(leadsTable(leads.list({ limit: Number(values.limit ?? 25) }), bookings.dates.calendar));
    return 0;
  });
}
