// When the microphone cannot be used, the panel says what happened in plain words and how to fix
// it in this browser, and offers every other way forward: try again, type, call, or write.
import type { ReactNode } from 'react';
import { formatPhone, telHref } from '../../common/phone.ts';
import { siteConfig } from '../../common/site-config.ts';
import type { MicProblem } from './call-messages.ts';
import { panelButton } from './panel-parts.tsx';
import { useCallController } from './call-context.tsx';

const name = siteConfig.receptionistName;

/** Where this browser keeps a site's microphone permission. */
function unblockHint(userAgent: string): string {
  if (/Firefox\//.test(userAgent)) return 'Click the crossed-out microphone in the address bar, remove the block, then try again.';
  if (/Safari\//.test(userAgent) && !/Chrome\/|Chromium\//.test(userAgent))
    return 'In the Safari menu, open Settings for This Website, set Microphone to Allow, then try again.';
  return 'Click the icon at the left of the address bar (a lock or sliders), set Microphone to Allow, then try again.';
}

function explain(problem: MicProblem): { what: string; fix: string } {
  switch (problem) {
    case 'permissions':
      return { what: 'Your browser is blocking the microphone for this site.', fix: unblockHint(navigator.userAgent) };
    case 'not-found':
      return {
        what: 'We could not find a microphone.',
        fix: "Plug one in, or choose one in your device's sound settings, then try again.",
      };
    case 'in-use':
      return { what: 'Another app or tab is using your microphone.', fix: 'Close it (a video call, say), then try again.' };
    default:
      return {
        what: 'This browser cannot use a microphone on this page.',
        fix: 'Open the site in an up-to-date Chrome, Edge, Firefox or Safari, or type to us instead.',
      };
  }
}

export function MicProblemView({ problem, typeInstead }: { problem: MicProblem; typeInstead: ReactNode }) {
  const controller = useCallController();
  const { what, fix } = explain(problem);
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
      <p className="mt-1 text-sm text-slate-600">Or reach {name} another way:</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={panelButton.primary} onClick={() => controller.callAgain()}>
          Try again
        </button>
        {typeInstead}
        <a href={telHref(siteConfig.phone)} className={panelButton.secondary}>
          Call {formatPhone(siteConfig.phone)}
        </a>
        <button type="button" className={panelButton.secondary} onClick={sendMessage}>
          Send a message
        </button>
      </div>
    </div>
  );
}
