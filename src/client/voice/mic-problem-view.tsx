// When the microphone cannot be used, the panel says what happened in plain words and how to fix
// it in this browser, and offers every other way forward: try again, type, call, or write.
import type { ReactNode } from 'react';
import { telHref } from '../../common/phone.ts';
import type { MicProblem } from './call-messages.ts';
import { panelButton } from './panel-parts.tsx';
import { useCallController } from './call-context.tsx';
import type { PanelCopy } from '../../common/copy/panel-en.ts';
import { usePanelCopy } from '../copy/panel-copy.tsx';
import { useBusiness } from '../copy/page-business.tsx';

/** Where this browser keeps a site's microphone permission. */
function unblockHint(userAgent: string, words: PanelCopy['mic']): string {
  if (/Firefox\//.test(userAgent)) return words.firefox;
  if (/Safari\//.test(userAgent) && !/Chrome\/|Chromium\//.test(userAgent)) return words.safari;
  return words.other;
}

function explain(problem: MicProblem, words: PanelCopy['mic']): { what: string; fix: string } {
  switch (problem) {
    case 'permissions':
      return { what: words.permissions, fix: unblockHint(navigator.userAgent, words) };
    case 'not-found':
      return { what: words.notFound, fix: words.notFoundFix };
    case 'in-use':
      return { what: words.inUse, fix: words.inUseFix };
    default:
      return { what: words.unsupported, fix: words.unsupportedFix };
  }
}

export function MicProblemView({ problem, typeInstead }: { problem: MicProblem; typeInstead: ReactNode }) {
  const controller = useCallController();
  const words = usePanelCopy().mic;
  const business = useBusiness();
  const { what, fix } = explain(problem, words);
  const sendMessage = () => {
    controller.dismiss();
    document.getElementById('contact')?.scrollIntoView({ behavior: 'smooth' });
    document
      .getElementById('contact-form')
      ?.querySelector<HTMLElement>('input:not([tabindex="-1"], [type="hidden"])')
      ?.focus({ preventScroll: true });
  };
  return (
    <div className="mt-2">
      <p role="alert" className="font-semibold text-slate-900">
        {what}
      </p>
      <p className="mt-1 text-sm text-slate-700">{fix}</p>
      <p className="mt-1 text-sm text-slate-600">{words.otherWay}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={panelButton.primary} onClick={() => controller.callAgain()}>
          {words.tryAgain}
        </button>
        {typeInstead}
        <a href={telHref(business.phone)} className={panelButton.secondary}>
          {words.call(business)}
        </a>
        <button type="button" className={panelButton.secondary} onClick={sendMessage}>
          {words.sendMessage}
        </button>
      </div>
    </div>
  );
}
