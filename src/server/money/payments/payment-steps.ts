// Steps 19 and 20: payments as Stripe's facts, and a visit's state checked as every other state is.
import type { Migration } from '../../platform/db/steps/migration.ts';

export const PAYMENT_STEPS: Migration[] = [
  // 19. Payments as Stripe's facts. A payment's state is worked out from them (and may now be
  //     'processing': a bank debit under way): the Checkout sessions this server made (one open
  //     at a time per booking, reused until it expires); a membership's invoices, each moving only
  //     forward (declined, then paid); every charge with the payment intent it was taken by; every
  //     refund Stripe made, by its payment intent, whether or not its charge is known yet; the
  //     share of the clean a cancel gives back (decided when the booking is cancelled, whenever
  //     its charges come to be known); the refunds asked of Stripe; and what the nightly check
  //     against Stripe could not explain.
  `CREATE TABLE payments_next (
     booking_id TEXT PRIMARY KEY REFERENCES bookings (id),
     state TEXT NOT NULL CHECK (state IN ('due', 'processing', 'card-on-file', 'paid', 'failed', 'refunded')),
     amount_cents INTEGER NOT NULL,
     taken_cents INTEGER NOT NULL,
     customer_id TEXT,
     subscription_id TEXT,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL,
     paid_at INTEGER,
     reminded_at INTEGER,
     cancel_refund_percent INTEGER CHECK (cancel_refund_percent BETWEEN 0 AND 100)
   );
   INSERT INTO payments_next (booking_id, state, amount_cents, taken_cents, customer_id, subscription_id, created_at, updated_at, paid_at, reminded_at)
     SELECT booking_id, state, amount_cents, taken_cents, customer_id, subscription_id, created_at, updated_at, paid_at, reminded_at
     FROM payments;
   CREATE TABLE checkout_sessions (
     id TEXT PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     amount_cents INTEGER NOT NULL,
     url TEXT,
     first_visit TEXT,
     charged_now INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
     paid TEXT CHECK (paid IN ('paid', 'processing', 'failed')),
     payment_intent TEXT,
     subscription_id TEXT,
     duplicate INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX checkout_sessions_subscription ON checkout_sessions (subscription_id);
   CREATE INDEX checkout_sessions_booking ON checkout_sessions (booking_id, created_at);
   INSERT INTO checkout_sessions (id, booking_id, amount_cents, created_at, expires_at, status, paid)
     SELECT checkout_session_id, booking_id, amount_cents, updated_at, updated_at,
            CASE WHEN state = 'due' THEN 'expired' ELSE 'complete' END,
            CASE WHEN state IN ('paid', 'refunded') THEN 'paid' END
     FROM payments WHERE checkout_session_id IS NOT NULL;
   ALTER TABLE payment_charges ADD COLUMN payment_intent TEXT;
   ALTER TABLE payment_charges ADD COLUMN invoice_id TEXT;
   ALTER TABLE payment_charges ADD COLUMN purpose TEXT NOT NULL DEFAULT 'clean' CHECK (purpose IN ('clean', 'fee'));
   ALTER TABLE payment_charges ADD COLUMN visit_id TEXT;
   UPDATE payment_charges SET payment_intent = ref WHERE kind = 'charge' AND ref LIKE 'pi_%';
   UPDATE payment_charges SET invoice_id = ref WHERE kind = 'charge' AND ref LIKE 'in_%';
   UPDATE payment_charges SET payment_intent = (SELECT payment_intent_id FROM payments p WHERE p.booking_id = payment_charges.booking_id)
     WHERE kind = 'refund';
   CREATE TABLE stripe_refunds (
     id TEXT PRIMARY KEY,
     payment_intent TEXT NOT NULL,
     amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
     status TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX stripe_refunds_intent ON stripe_refunds (payment_intent);
   INSERT INTO stripe_refunds (id, payment_intent, amount_cents, status, at)
     SELECT ref, payment_intent, -amount_cents, 'succeeded', at FROM payment_charges WHERE kind = 'refund' AND payment_intent IS NOT NULL;
   DELETE FROM payment_charges WHERE kind = 'refund';
   CREATE INDEX payment_charges_intent ON payment_charges (payment_intent);
   CREATE INDEX payment_charges_booking ON payment_charges (booking_id);
   DROP TABLE payments;
   ALTER TABLE payments_next RENAME TO payments;
   CREATE INDEX payments_subscription ON payments (subscription_id);
   CREATE TABLE stripe_invoices (
     id TEXT PRIMARY KEY,
     subscription_id TEXT NOT NULL,
     created INTEGER NOT NULL,
     amount_cents INTEGER NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('failed', 'paid')),
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX stripe_invoices_subscription ON stripe_invoices (subscription_id, created);
   CREATE TABLE refund_requests (
     id INTEGER PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     charge_ref TEXT NOT NULL,
     cents INTEGER NOT NULL CHECK (cents > 0),
     why TEXT NOT NULL CHECK (why IN ('cancel', 'owner', 'duplicate', 'fee-corrected')),
     at INTEGER NOT NULL,
     refund_id TEXT,
     failed_at INTEGER
   );
   CREATE INDEX refund_requests_charge ON refund_requests (charge_ref);
   CREATE TABLE payment_problems (
     key TEXT PRIMARY KEY,
     booking_id TEXT,
     text TEXT NOT NULL,
     found_at INTEGER NOT NULL,
     seen_at INTEGER NOT NULL
   );`,
  // 20. A visit's state is one of its known states, as every other state column is (the table
  //     rebuilt with the CHECK; its rows and indexes as they were).
  `CREATE TABLE visits_next (
     id TEXT PRIMARY KEY,
     booking_id TEXT NOT NULL REFERENCES bookings (id),
     slot TEXT NOT NULL,
     date TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('scheduled', 'done', 'skipped', 'not-out', 'no-access', 'cancelled', 'held', 'paused')),
     moved_from TEXT,
     changed_at INTEGER NOT NULL,
     changed_by TEXT NOT NULL CHECK (changed_by IN ('customer', 'receptionist', 'owner', 'system')),
     deep_clean INTEGER NOT NULL DEFAULT 0,
     note TEXT,
     UNIQUE (booking_id, slot)
   );
   INSERT INTO visits_next (id, booking_id, slot, date, state, moved_from, changed_at, changed_by, deep_clean, note)
     SELECT id, booking_id, slot, date, state, moved_from, changed_at, changed_by, deep_clean, note FROM visits;
   DROP TABLE visits;
   ALTER TABLE visits_next RENAME TO visits;
   CREATE INDEX visits_date ON visits (date, state);`,
];
