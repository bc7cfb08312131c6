// Places a call back through the voice platform's outbound call (`calls.create` in its server SDK):
// the business's assistant, from the business's line, to the number that asked, with what she is
// told about them as her variables (her prompt greets them by name and knows their request). A
// number that said STOP after asking is not called, nor one whose calling hours (its own time)
// passed while the platform was down. Asked once per request: the outbox's retries cover the
// platform's outages, and a request the platform refuses (4xx) is final.
import { VapiClient, type Vapi } from '@vapi-ai/server-sdk';
import { callBackNames, callBackWords, type CallBackNames } from '../../../common/copy/call-back-copy.ts';
import type { CallBackSettings } from '../../env.ts';
import type { Deliver, Outcome } from '../../platform/outbox/relay.ts';
import { subjectGone } from '../../platform/outbox/relay.ts';
import { askOutcome } from '../text-flow/chat-client.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import type { TextStore } from '../texts/text-store.ts';
import type { CallBack, CallBackStore } from './call-back-store.ts';
import { callPlaceOf, callWait } from './call-hours.ts';
import type { Clock } from '../../platform/clock/clock.ts';

/** What Ava's prompt reads on a call back (her variables). */
export const callBackVariables = (callBack: CallBack): Record<string, string> => ({
  callBack: 'yes',
  callBackName: callBack.about.name,
  callBackStreet: callBack.about.street,
  callBackZip: callBack.about.zip,
  callBackService: callBack.about.service,
  language: callBack.language,
});

/** The platform's create-call request for a call back, greeting in the business's names. */
export const createCallOf = (settings: CallBackSettings, callBack: CallBack, names: CallBackNames): Vapi.CreateCallDto => ({
  assistantId: settings.assistantId,
  phoneNumberId: settings.phoneNumberId,
  customer: { number: callBack.number, name: callBack.about.name.slice(0, 40) },
  assistantOverrides: {
    firstMessage: callBackWords(callBack.language, names).greeting(callBack.about.name.split(/\s+/)[0] ?? ''),
    variableValues: callBackVariables(callBack),
  },
  name: `Call back: ${callBack.about.name}`.slice(0, 40),
});

const done: Outcome = { ok: true, status: null };

export function callPlacer(
  settings: CallBackSettings,
  {
    callBacks,
    texts,
    settings: business,
  }: { callBacks: CallBackStore; texts: Pick<TextStore, 'stopped'>; settings: Pick<SettingsSource, 'current'> },
  clock: Clock,
  timeoutMs: number,
): Deliver {
  const client = new VapiClient({
    token: settings.privateKey,
    baseUrl: settings.apiBaseUrl,
    maxRetries: 0,
    timeoutInSeconds: Math.ceil(timeoutMs / 1000),
  });
  return async ({ subject }, signal) => {
    const callBack = callBacks.get(subject.id);
    if (!callBack) return subjectGone(subject);
    if (callBack.placedAt !== null || callBack.refused !== null) return done;
    if (texts.stopped(callBack.number)) {
      callBacks.refuse(callBack.id, 'the number said STOP after asking');
      return done;
    }
    if (callWait(await callPlaceOf(callBack.number), clock.now()) > 0) {
      callBacks.refuse(callBack.id, 'its calling hours had passed by the time the voice platform answered');
      return done;
    }
    try {
      const call = await client.calls.create(createCallOf(settings, callBack, callBackNames(business.current())), { abortSignal: signal });
      if (!('id' in call) || typeof call.id !== 'string') throw new Error('the platform answered without a call');
      callBacks.placed(callBack.id, call.id);
      return { ok: true, status: 201 };
    } catch (error) {
      return askOutcome(error, 'Ava calling back');
    }
  };
}
