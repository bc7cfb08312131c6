// What the browser tests share with the stack their global setup starts: its port, the
// public voice settings it runs with, and what its loopback fakes have received so far.
import type { RecordedRequest } from '../fakes/fake-voice-api.ts';
import type { SentText } from '../fakes/fake-twilio.ts';
import type { Delivery } from '../fakes/fake-webhook.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_VAPI_PUBLIC_KEY = 'pk_e2e_public_key';
export const E2E_VAPI_ASSISTANT_ID = 'asst_e2e_receptionist';

async function received<T>(fakeUrl: string | undefined): Promise<T[]> {
  const res = await fetch(new URL('/__received', fakeUrl));
  return (await res.json()) as T[];
}

/** What the loopback voice API has received so far (it runs in the global setup's process). */
export const voiceApiRequests = () => received<RecordedRequest>(process.env.E2E_VOICE_API_URL);

/** What the loopback webhook has received so far. */
export const webhookDeliveries = () => received<Delivery>(process.env.E2E_WEBHOOK_URL);

/** The texts the loopback text provider has sent so far. */
export const textsSent = () => received<SentText>(process.env.E2E_TWILIO_URL);
