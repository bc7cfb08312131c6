// Payments: the list by state, refunds (a booking's, a charge's), and the payments' CSV. Served
// by money's payment flow (server/money/payment-flow/).
import { z } from 'zod';
import type { PaymentsAnswer } from '../owner-inbox.ts';
import { PAYMENT_STATES } from '../payment-states.ts';
import type { RoutesOf } from './contract.ts';
import { id, pageCursor } from './request-parts.ts';

export interface PaymentAnswers {
  'GET /owner/api/payments': PaymentsAnswer;
  'POST /owner/api/bookings/:id/refund': { refunding: true };
  'POST /owner/api/charges/:ref/refund': { refunding: true };
  /** A CSV file. */
  'GET /owner/api/export/payments.csv': string;
}

export const PAYMENT_ROUTES = {
  'GET /owner/api/payments': {
    access: 'owner',
    query: z.object({ before: pageCursor, state: z.enum(PAYMENT_STATES).optional().catch(undefined) }),
  },
  'POST /owner/api/bookings/:id/refund': { access: 'owner', params: id, invalid: 'Nothing paid to refund on that booking.' },
  'POST /owner/api/charges/:ref/refund': {
    access: 'owner',
    params: z.object({ ref: z.string().min(1).max(100) }),
    invalid: 'Nothing left to refund on that charge.',
  },
  'GET /owner/api/export/payments.csv': { access: 'owner' },
} as const satisfies RoutesOf<PaymentAnswers>;
