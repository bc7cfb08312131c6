// The call panel's content, loaded with the SDK on the first sign of intent: what the panel
// shows in each view (see CallController), all from the one call state.
import { ConfirmationCard } from './confirmation-card.tsx';
import { CallView } from './call-view.tsx';
import { ChatView } from './chat-view.tsx';
import { useCallController, useCallState } from './call-context.tsx';
import { MicProblemView } from './mic-problem-view.tsx';
import { Disclosure, panelButton } from './panel-parts.tsx';
import { usePanelCopy } from '../copy/panel-copy.tsx';
import { useBusiness } from '../copy/page-business.tsx';

export function CallPanel() {
  const state = useCallState();
  const controller = useCallController();
  const words = usePanelCopy();
  const business = useBusiness();
  const typeInstead = (
    <button type="button" className={panelButton.secondary} onClick={() => controller.typeInstead()}>
      {words.typeInstead}
    </button>
  );

  switch (state.view) {
    case 'consent':
      return (
        <div className="mt-2">
          <Disclosure className="text-sm text-slate-700" />
          <p className="mt-2 text-sm text-slate-600">{words.micOnlyDuringCall}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className={panelButton.primary} onClick={() => controller.agreeToDisclosure()}>
              {words.agree}
            </button>
            {typeInstead}
          </div>
        </div>
      );
    case 'mic-problem':
      return <MicProblemView problem={state.micProblem ?? 'unsupported'} typeInstead={typeInstead} />;
    case 'chat':
      return <ChatView />;
    case 'ended':
      return (
        <div className="mt-2">
          {state.confirmation ? (
            <ConfirmationCard confirmation={state.confirmation} />
          ) : (
            <p className="text-slate-600">{words.thanks(business)}</p>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className={panelButton.primary} onClick={() => controller.callAgain()}>
              {words.callAgain}
            </button>
            <button type="button" className={panelButton.secondary} onClick={() => controller.dismiss()}>
              {words.close}
            </button>
          </div>
        </div>
      );
    default:
      return <CallView typeInstead={typeInstead} />;
  }
}
