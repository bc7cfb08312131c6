// Which way a lead came in, from what it keeps: its source, its call's kind, a booking made with it
// online. One SQL expression over a lead `l` and its call `c` (LEFT JOIN calls c ON c.call_id =
// l.call_id), so Home's figures and the Leads list count and filter the same way.
export const WAY_SQL = `CASE
  WHEN l.call_id LIKE 'chat:text:%' THEN 'text'
  WHEN l.source = 'voice' AND c.call_type IN ('inbound phone', 'outbound phone') THEN 'phone'
  WHEN l.source = 'voice' THEN 'web'
  WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.lead_id = l.id AND b.dedupe_key LIKE 'online:%' AND b.created_at = l.created_at) THEN 'book'
  ELSE 'form' END`;
