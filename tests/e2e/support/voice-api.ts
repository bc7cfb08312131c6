import type { RecordedRequest } from '../../fakes/fake-voice-api';

export const E2E_VAPI_PUBLIC_KEY = 'pk_e2e_public_key';
export const E2E_VAPI_ASSISTANT_ID = 'asst_e2e_receptionist';

/** What the loopback voice API has received so far. */
export async function voiceApiRequests(): Promise<RecordedRequest[]> {
  const res = await fetch(new URL('/__received', process.env.E2E_VOICE_API_URL!));
  return (await res.json()) as RecordedRequest[];
}
