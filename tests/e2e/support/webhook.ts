import type { Delivery } from '../../fakes/fake-webhook';

/** What the loopback webhook has received so far (it runs in the global setup's process). */
export async function webhookDeliveries(): Promise<Delivery[]> {
  const res = await fetch(new URL('/__received', process.env.E2E_WEBHOOK_URL!));
  return (await res.json()) as Delivery[];
}
