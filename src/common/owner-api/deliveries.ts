// Deliveries that failed (a webhook, an e-mail, a text) and putting them back in the queue.
// Served by the app (server/app/owner/), over the one outbox.
import { z } from 'zod';
import type { FailedDeliveryRow } from '../owner-inbox.ts';
import type { RoutesOf } from './contract.ts';

export interface DeliveryAnswers {
  'GET /owner/api/deliveries': { failed: FailedDeliveryRow[] };
  'POST /owner/api/deliveries/:id/retry': { queued: true };
  /** Every failed delivery put back in the queue at once (the cause fixed: the webhook back, the mail server's login right). */
  'POST /owner/api/deliveries/retry-all': { queued: number };
}

export const DELIVERY_ROUTES = {
  'GET /owner/api/deliveries': { access: 'owner' },
  'POST /owner/api/deliveries/retry-all': { access: 'owner' },
  'POST /owner/api/deliveries/:id/retry': {
    access: 'owner',
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    invalid: 'No failed delivery by that number.',
  },
} as const satisfies RoutesOf<DeliveryAnswers>;
