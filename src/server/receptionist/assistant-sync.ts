// `npm run assistant:sync`: creates or updates the receptionist on the voice platform from the
// site config, through the platform's official server SDK. Idempotent: when the platform
// already holds this definition, nothing is sent. `--dry-run` prints the definition only.
import { VapiClient, VapiError } from '@vapi-ai/server-sdk';
import { z } from 'zod';
import type { SiteConfig } from '../../common/site-config.schema.ts';
import { blankToUndefined, DEFAULT_VAPI_API_BASE_URL, httpUrl, optionalSecret, optionalText } from '../env.ts';
import { VOICE_EVENTS_PATH, VOICE_TOOLS_PATH } from '../voice/platform.ts';
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
});

export interface SyncSettings {
  privateKey: string | undefined;
  assistantId: string | undefined;
  apiBaseUrl: string;
  toolsUrl: string;
  eventsUrl: string;
  toolsSecret: string;
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
  };
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

export async function syncAssistant(
  settings: SyncSettings,
  config: SiteConfig,
  { dryRun = false, out = (line: string) => console.log(line) } = {},
): Promise<SyncResult> {
  const definition = assistantDefinition(config, { url: settings.toolsUrl, eventsUrl: settings.eventsUrl, secret: settings.toolsSecret });
  const redact = (text: string) =>
    [settings.toolsSecret, settings.privateKey]
      .filter((s): s is string => Boolean(s))
      .reduce((t, secret) => t.split(secret).join('<redacted>'), text);
  if (dryRun) {
    out(redact(JSON.stringify(definition, null, 2)));
    return { action: 'dry-run' };
  }
  const client = new VapiClient({ token: settings.privateKey!, baseUrl: settings.apiBaseUrl, maxRetries: 1, timeoutInSeconds: 30 });
  try {
    if (!settings.assistantId) {
      const created = await client.assistants.create(definition);
      out(`Created assistant "${created.name}" with id ${created.id}.`);
      out(`Put it in the environment: VAPI_ASSISTANT_ID=${created.id}`);
      return { action: 'created', id: created.id };
    }
    const current = await client.assistants.get({ id: settings.assistantId });
    if (holds(definition, current)) {
      out(`Assistant ${settings.assistantId} is up to date: nothing to change.`);
      return { action: 'unchanged', id: settings.assistantId };
    }
    await client.assistants.update({ ...definition, id: settings.assistantId });
    out(`Updated assistant ${settings.assistantId} from the site config.`);
    return { action: 'updated', id: settings.assistantId };
  } catch (error) {
    if (error instanceof VapiError) {
      const body = typeof error.body === 'object' ? JSON.stringify(error.body) : String(error.body ?? '');
      throw new SyncError(redact(`The voice platform refused the request (${error.statusCode ?? 'no answer'}): ${body || error.message}`));
    }
    throw new SyncError(redact(`Could not reach the voice platform at ${settings.apiBaseUrl}: ${(error as Error).message}`));
  }
}
