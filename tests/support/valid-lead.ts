import type { ContactRequest } from '../../src/common/contact-schema.ts';

/**
 * A lead that passes every rule, as a visitor would send it: the nine fields in the form's order,
 * which is also exactly the body the webhook receives for it. Every test's valid lead.
 */
export const validLead = {
  customer_status: 'New',
  full_name: 'Jordan Peachtree',
  mobile: '(404) 555-0199',
  email: 'jordan@example.com',
  street: '123 Peachtree St NE',
  zip: '30309',
  service_type: 'Membership',
  sms_opt_in: true,
  notes: 'Two cans, pickup is Tuesday.',
} satisfies ContactRequest;

/**
 * The name, mobile and street of the nth of many households: the receptionist books one visit per
 * home (mobile, or street) and date, so tests that fill a day give each booking its own.
 */
export const household = (n: number) => ({
  full_name: `Household ${n}`,
  mobile: `(404) 555-${String(2000 + n).padStart(4, '0')}`,
  street: `${100 + n} Peachtree St NE`,
});
