// `npm run assistant:sync`: creates or updates the receptionist on the voice platform from the
// site config, through the platform's official server SDK. Idempotent: when the platform
// already holds this definition, nothing is sent. `--dry-run` prints the definition only.
import { VapiClient, VapiError, type Vapi } from '@vapi-ai/server-sdk';
import { z } from 'zod';
import type { SiteConfig } from '../../../common/site-config.schema.ts';
import { blankToUndefined, DEFAULT_VAPI_API_BASE_URL, httpUrl, optionalSecret, optionalText } from '../../env.ts';
import { VOICE_EVENTS_PATH, VOICE_TOOLS_PATH } from '../../platform/voice/platform.ts';
import { assistantDefinition } from './assistant-definition.ts';

export class SyncError extends Error {}

const settingsSchema = z.object({
  VAPI_PRIVATE_KEY: optionalText,
  VAPI_ASSISTANT_ID: optionalText,
  VAPI_API_BASE_URL: z.preprocess(blankToUndefined, httpUrl().default(DEFAULT_VAPI_API_BASE_URL)),
  PUBLIC_BASE_URL: z.preprocess(
    blankToUndefined,
    httpUrl('must be the http(s) address where the platform reaches this server, e.g. https://canfreshatl.com').optional(),
  ),
  VAPI_TOOLS_SECRET: optionalSecret(' (e.g. openssl rand -hex 32)'),
  /** The business's phone number on the platform: the assistant answers it. */
  VAPI_PHONE_NUMBER_ID: optionalText,
  /** The owner's mobile, E.164: callers who need a person are transferred there. Private: never in the site config. */
  VOICE_HANDOFF_NUMBER: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be a number in E.164, e.g. +14045550123')
      .optional(),
  ),
});

export interface SyncSettings {
  privateKey: string | undefined;
  assistantId: string | undefined;
  apiBaseUrl: string;
  toolsUrl: string;
  eventsUrl: string;
  toolsSecret: string;
  phoneNumberId: string | undefined;
  handoffNumber: string | undefined;
}

/** Reads and checks the settings; every missing or bad one is named in a single error. */
export function syncSettings(env: NodeJS.ProcessEnv, { dryRun }: { dryRun: boolean }): SyncSettings {
  const parsed = settingsSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  const unset = (name: string) => blankToUndefined(env[name]) === undefined;
  if (unset('PUBLIC_BASE_URL')) problems.push('  PUBLIC_BASE_URL: not set (where the platform reaches /api/voice/tools)');
  if (unset('VAPI_TOOLS_SECRET')) problems.push('  VAPI_TOOLS_SECRET: not set (the shared secret the platform sends with every tool call)');
  if (!dryRun && unset('VAPI_PRIVATE_KEY')) problems.push('  VAPI_PRIVATE_KEY: not set (your private API key from the platform dashboard)');
  const s = parsed.data;
  if (problems.length || !s) throw new SyncError(`Cannot sync the assistant:\n${problems.join('\n')}`);
  return {
    privateKey: s.VAPI_PRIVATE_KEY,
    assistantId: s.VAPI_ASSISTANT_ID,
    apiBaseUrl: s.VAPI_API_BASE_URL,
    toolsUrl: new URL(VOICE_TOOLS_PATH, s.PUBLIC_BASE_URL!).href,
    eventsUrl: new URL(VOICE_EVENTS_PATH, s.PUBLIC_BASE_URL!).href,
    toolsSecret: s.VAPI_TOOLS_SECRET!,
    phoneNumberId: s.VAPI_PHONE_NUMBER_ID,
    handoffNumber: s.VOICE_HANDOFF_NUMBER,
  };
}

/**
 * What the server needs to keep Ava's definition following the owner's settings: an assistant
 * made already (VAPI_ASSISTANT_ID) and every sync setting; undefined otherwise (nothing synced).
 */
export function followingSettings(env: Record<string, unknown>): SyncSettings | undefined {
  if (!env.VAPI_ASSISTANT_ID) return undefined;
  // The server's parsed settings back as the environment's words, which the sync reads.
  const words = Object.fromEntries(Object.entries(env).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
  try {
    return syncSettings(words, { dryRun: false });
  } catch {
    return undefined;
  }
}

/** True when every value in `desired` is present and equal in `actual` (the platform adds fields of its own). */
export function holds(desired: unknown, actual: unknown): boolean {
  if (Array.isArray(desired))
    return Array.isArray(actual) && actual.length === desired.length && desired.every((d, i) => holds(d, actual[i]));
  if (desired && typeof desired === 'object') {
    if (!actual || typeof actual !== 'object') return false;
    return Object.entries(desired).every(([k, v]) => v === undefined || holds(v, (actual as Record<string, unknown>)[k]));
  }
  return desired === actual;
}

export type SyncResult = { action: 'dry-run' } | { action: 'created' | 'updated' | 'unchanged'; id: string };

type Out = (line: string) => void;

async function upsert(
  client: VapiClient,
  assistantId: string | undefined,
  definition: ReturnType<typeof assistantDefinition>,
  out: Out,
): Promise<Exclude<SyncResult, { action: 'dry-run' }>> {
  if (!assistantId) {
    const created = await client.assistants.create(definition);
    out(`Created assistant "${created.name}" with id ${created.id}.`);
    out(`Put it in the environment: VAPI_ASSISTANT_ID=${created.id}`);
    return { action: 'created', id: created.id };
  }
  const current = await client.assistants.get({ id: assistantId });
  if (holds(definition, current)) {
    out(`Assistant ${assistantId} is up to date: nothing to change.`);
    return { action: 'unchanged', id: assistantId };
  }
  await client.assistants.update({ ...definition, id: assistantId });
  out(`Updated assistant ${assistantId} from the site config.`);
  return { action: 'updated', id: assistantId };
}

/** Points the business's phone number at the assistant (an update must name the number's provider). */
async function answerPhoneNumber(client: VapiClient, phoneNumberId: string, assistantId: string, out: Out) {
  const number = await client.phoneNumbers.get({ id: phoneNumberId });
  const label = 'number' in number && number.number ? number.number : phoneNumberId;
  if (number.assistantId === assistantId) return out(`Phone number ${label} is answered by this assistant already.`);
  await client.phoneNumbers.update({
    id: phoneNumberId,
    body: { provider: number.provider, assistantId } as Vapi.UpdatePhoneNumbersRequestBody,
  });
  out(`Phone number ${label} is now answered by assistant ${assistantId}.`);
}

export async function syncAssistant(
  settings: SyncSettings,
  config: SiteConfig,
  { dryRun = false, out = (line: string) => console.log(line) } = {},
): Promise<SyncResult> {
  const server = { url: settings.toolsUrl, eventsUrl: settings.eventsUrl, secret: settings.toolsSecret };
  const definition = assistantDefinition(config, server, { handoffNumber: settings.handoffNumber });
  const redact = (text: string) =>
    [settings.toolsSecret, settings.privateKey]
      .filter((s): s is string => Boolean(s))
      .reduce((t, secret) => t.split(secret).join('<redacted>'), text);
  if (dryRun) {
    out(redact(JSON.stringify(definition, null, 2)));
    if (settings.phoneNumberId) out(`Phone number ${settings.phoneNumberId}: would be answered by this assistant.`);
    return { action: 'dry-run' };
  }
  const client = new VapiClient({ token: settings.privateKey!, baseUrl: settings.apiBaseUrl, maxRetries: 1, timeoutInSeconds: 30 });
  try {
    const result = await upsert(client, settings.assistantId, definition, out);
    if (settings.phoneNumberId) await answerPhoneNumber(client, settings.phoneNumberId, result.id, out);
    return result;
  } catch (error) {
    if (error instanceof VapiError) {
      const body = typeof error.body === 'object' ? JSON.stringify(error.body) : String(error.body ?? '');
      throw new SyncError(redact(`The voice platform refused the request (${error.statusCode ?? 'no answer'}): ${body || error.message}`));
    }
    throw new SyncError(redact(`Could not reach the voice platform at ${settings.apiBaseUrl}: ${(error as Error).message}`));
  }
}
