// Starts the product on loopback (the built server with fakes of the webhook and the voice API).
// Workers find the fakes through E2E_WEBHOOK_URL, E2E_VOICE_API_URL and E2E_TWILIO_URL.
import { startStack } from '../support/loopback-stack.ts';
import { E2E_PORT, E2E_VAPI_ASSISTANT_ID, E2E_VAPI_PUBLIC_KEY } from '../support/e2e-stack-state.ts';

export default async function globalSetup() {
  const stack = await startStack({
    PORT: String(E2E_PORT),
    CONTACT_WEBHOOK_SECRET: 'whsec_ZTJlLXRlc3Qtc2VjcmV0LWZvci13ZWJob29rcw==',
    CONTACT_RATE_LIMIT: '1000',
    VAPI_PUBLIC_KEY: E2E_VAPI_PUBLIC_KEY,
    VAPI_ASSISTANT_ID: E2E_VAPI_ASSISTANT_ID,
  });
  process.env.E2E_WEBHOOK_URL = stack.webhook.url;
  process.env.E2E_VOICE_API_URL = stack.voiceApi.url;
  process.env.E2E_TWILIO_URL = stack.twilio.url;
  return stack.stop;
}
