// `npm run assistant:test`: checks, after a change to prices or the FAQ, that the real assistant
// still answers right and books right: runs each scenario (assistant-scenarios.ts) on the
// platform's evals, one line a scenario; any failure makes the command fail.
import { VapiClient, VapiError, type Vapi } from '@vapi-ai/server-sdk';
import { z } from 'zod';
import { systemClock, type Clock } from '../../platform/clock/clock.ts';
import { blankToUndefined, DEFAULT_VAPI_API_BASE_URL, httpUrl, optionalText } from '../../env.ts';
import type { Scenario } from './assistant-scenarios.ts';

export class AssistantTestError extends Error {}

const settingsSchema = z.object({
  VAPI_PRIVATE_KEY: optionalText,
  VAPI_ASSISTANT_ID: optionalText,
  VAPI_API_BASE_URL: z.preprocess(blankToUndefined, httpUrl().default(DEFAULT_VAPI_API_BASE_URL)),
});

export interface TestSettings {
  privateKey: string;
  assistantId: string;
  apiBaseUrl: string;
}

export function testSettings(env: NodeJS.ProcessEnv): TestSettings {
  const parsed = settingsSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (!parsed.data?.VAPI_PRIVATE_KEY) problems.push('  VAPI_PRIVATE_KEY: not set (your private API key from the platform dashboard)');
  if (!parsed.data?.VAPI_ASSISTANT_ID)
    problems.push('  VAPI_ASSISTANT_ID: not set (the assistant to test: npm run assistant:sync prints it)');
  if (problems.length || !parsed.data) throw new AssistantTestError(`Cannot test the assistant:\n${problems.join('\n')}`);
  return {
    privateKey: parsed.data.VAPI_PRIVATE_KEY!,
    assistantId: parsed.data.VAPI_ASSISTANT_ID!,
    apiBaseUrl: parsed.data.VAPI_API_BASE_URL,
  };
}

export interface RunOptions {
  out?: (line: string) => void;
  /** Between looks at a run, and how long one may take. */
  pollMs?: number;
  timeoutMs?: number;
  clock?: Clock;
}

/** What the assistant said last in a run's messages, for a failure's line. */
function lastSaid(run: Vapi.EvalRun): string {
  const messages = (run.results?.[0]?.messages ?? []) as { role?: string; content?: unknown }[];
  const said = messages.filter((m) => m.role === 'assistant' && typeof m.content === 'string').at(-1)?.content;
  return typeof said === 'string' ? said.replace(/\s+/g, ' ').slice(0, 200) : '(nothing)';
}

/** Runs every scenario; resolves with the number of failures. */
export async function runAssistantTests(
  settings: TestSettings,
  list: Scenario[],
  { out = console.log, pollMs = 2_000, timeoutMs = 180_000, clock = systemClock }: RunOptions = {},
) {
  const client = new VapiClient({ token: settings.privateKey, baseUrl: settings.apiBaseUrl, maxRetries: 1, timeoutInSeconds: 30 });
  let failures = 0;
  for (const scenario of list) {
    let line: string;
    try {
      const started = (await client.eval.evalControllerRun({
        type: 'eval',
        eval: { type: 'chat.mockConversation', name: scenario.name, messages: scenario.messages },
        target: {
          type: 'assistant',
          ...(scenario.assistant ? { assistant: scenario.assistant } : { assistantId: settings.assistantId }),
          ...(scenario.variables ? { assistantOverrides: { variableValues: scenario.variables } } : {}),
        },
      } as unknown as Vapi.CreateEvalRunDto)) as { id?: unknown };
      if (typeof started.id !== 'string') throw new AssistantTestError('the platform gave no run id');
      const deadline = clock.now() + timeoutMs;
      let run = await client.eval.evalControllerGetRun({ id: started.id });
      while (run.status !== 'ended' && clock.now() < deadline) {
        await new Promise((r) => setTimeout(r, pollMs));
        run = await client.eval.evalControllerGetRun({ id: started.id });
      }
      const result = run.results?.[0]?.status;
      if (run.status !== 'ended') line = `FAIL  ${scenario.name}: still ${run.status} after ${Math.round(timeoutMs / 1000)} s`;
      else if (run.endedReason !== 'mockConversation.done')
        line = `FAIL  ${scenario.name}: the run ended with ${run.endedReason}${run.endedMessage ? ` (${run.endedMessage})` : ''}`;
      else if (result === 'pass') line = `pass  ${scenario.name}`;
      else line = `FAIL  ${scenario.name}: said instead "${lastSaid(run)}"`;
    } catch (error) {
      const why = error instanceof VapiError ? `the platform answered ${error.statusCode ?? 'nothing'}` : (error as Error).message;
      line = `FAIL  ${scenario.name}: ${why}`;
    }
    if (line.startsWith('FAIL')) failures++;
    out(line);
  }
  out(`${list.length - failures} of ${list.length} scenarios passed`);
  return failures;
}
