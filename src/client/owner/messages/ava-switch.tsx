// Whether Ava answers a thread's texts: off while the owner answers it (for some hours after the
// owner's own reply, or until they turn her on again), on to hand it back.
import { AVA_OFF_FOR_GOOD, type ThreadDetail } from '../../../common/text-threads.ts';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { when } from '../shared/owner-view.tsx';

interface AvaProps {
  phone: string;
  ava: ThreadDetail['ava'];
  onChanged: (words: string) => void;
  onError: (error: string) => void;
}

export function AvaSwitch({ phone, ava, onChanged, onError }: AvaProps) {
  const set = (on: boolean) =>
    void ownerApi('POST /owner/api/threads/:phone/ava', { params: { phone }, body: { on } })
      .then(() => onChanged(on ? 'Ava answers this thread again.' : 'Ava stays out of this thread until you turn her on.'))
      .catch((problem: Error) => onError(problem.message));
  const back = ava.ownerUntil !== null && ava.ownerUntil < AVA_OFF_FOR_GOOD ? ` She is back ${when(ava.ownerUntil)}.` : '';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
      <p>{ava.answering ? 'Ava answers new texts on this thread.' : `You are answering this thread, not Ava.${back}`}</p>
      {/* One button that says what it will do: focus stays on it when it flips. */}
      <Button type="button" size="sm" variant="secondary" onClick={() => set(!ava.answering)}>
        {ava.answering ? 'Answer it myself' : 'Let Ava answer'}
      </Button>
    </div>
  );
}
