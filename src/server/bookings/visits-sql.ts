// The visits on one date, in SQL, so room is counted in the same transaction that books: one-time
// bookings on that date, memberships whose recurrence falls on it (unless that visit moved away),
// and membership visits moved to it. Each row is a booking id; only booked bookings count.
export const VISITS_ON = `
  SELECT id AS booking_id FROM bookings
   WHERE status = 'booked' AND interval_days IS NULL AND first_date = @date
  UNION ALL
  SELECT b.id FROM bookings b
   WHERE b.status = 'booked' AND b.interval_days IS NOT NULL AND b.first_date <= @date
     AND (b.ends_on IS NULL OR @date <= b.ends_on)
     AND CAST(round(julianday(@date) - julianday(b.first_date)) AS INTEGER) % b.interval_days = 0
     AND NOT EXISTS (SELECT 1 FROM visit_moves m WHERE m.booking_id = b.id AND m.from_date = @date)
  UNION ALL
  SELECT m.booking_id FROM visit_moves m JOIN bookings b ON b.id = m.booking_id
   WHERE m.to_date = @date AND b.status = 'booked' AND (b.ends_on IS NULL OR m.from_date <= b.ends_on)`;
