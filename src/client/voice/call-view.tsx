// The call itself: connecting (with the stage the SDK reports, and Cancel), then live: who is
// speaking, a timer, captions of both sides, a box to type into the conversation, Mute, Hang up.
import { Mic, MicOff, PhoneOff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { pageConfig } from '../../common/page-config.ts';
import { cn } from '../lib/cn.ts';
import { ConfirmationCard } from './confirmation-card.tsx';
import { ScrollingLog } from './scrolling-log.tsx';
import type { Caption } from './call-messages.ts';
import { Disclosure, panelButton } from './panel-parts.tsx';
import { useCallController, useCallState } from './call-context.tsx';
import { usePanelCopy } from '../copy/panel-copy.tsx';

const name = pageConfig.receptionistName;

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function Timer({ since }: { since: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="font-mono text-sm text-slate-600 tabular-nums">
      <span className="sr-only">Call time </span>
      {clock(since === null ? 0 : now - since)}
    </span>
  );
}

/** A speaker's level: a bar that follows the voice, and in words who is speaking. */
function Speaker({ who, level, speaking }: { who: string; level: number; speaking: boolean }) {
  return (
    <div className="flex items-center gap-2" data-speaking={speaking}>
      <span className={cn('text-sm font-semibold', speaking ? 'text-brand-800' : 'text-slate-500')}>{who}</span>
      <span aria-hidden="true" className="h-2 w-16 overflow-hidden rounded-full bg-slate-100">
        <span
          className="block h-full origin-left rounded-full bg-brand-500 transition-transform duration-100"
          style={{ transform: `scaleX(${Math.max(0.04, level)})` }}
        />
      </span>
    </div>
  );
}

function Captions({ captions }: { captions: Caption[] }) {
  const words = usePanelCopy();
  return (
    <ScrollingLog label={words.liveCaptions} empty={words.captionsEmpty} className="max-h-48 space-y-1.5" lines={captions}>
      {captions.map((c) => (
        // A partial line is shown but not announced; its final line replaces it (a new item) and is.
        <p key={c.id} aria-hidden={c.final ? undefined : true} className={cn(!c.final && 'text-slate-500')}>
          <span className="font-semibold text-brand-900">{c.role === 'assistant' ? name : c.typed ? words.youTyped : words.you}: </span>
          {c.text}
        </p>
      ))}
    </ScrollingLog>
  );
}

function TypeMessage({ onSend }: { onSend: (text: string) => void }) {
  const words = usePanelCopy();
  const label = words.typeMessage;
  const [text, setText] = useState('');
  return (
    <form
      className="mt-3 flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        onSend(text);
        setText('');
      }}
    >
      <label htmlFor="panel-message" className="sr-only">
        {label}
      </label>
      <input
        id="panel-message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={label}
        autoComplete="off"
        maxLength={500}
        className="h-11 min-w-0 flex-1 rounded-full border border-slate-300 px-4 text-base"
      />
      <button type="submit" className={panelButton.primary}>
        {words.send}
      </button>
    </form>
  );
}

export { TypeMessage };

export function CallView({ typeInstead }: { typeInstead: ReactNode }) {
  const state = useCallState();
  const controller = useCallController();
  const words = usePanelCopy();
  const [showCaptions, setShowCaptions] = useState(true);

  if (state.status !== 'active') {
    return (
      <div className="mt-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {(state.stage && words.stages[state.stage]) ?? words.gettingReady}…
        </p>
        <Disclosure className="mt-3" />
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className={panelButton.secondary} onClick={() => controller.cancel()}>
            {words.cancel}
          </button>
          {typeInstead}
        </div>
      </div>
    );
  }

  const callerSpeaking = state.callerVolume > 0.08;
  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Speaker who={name} level={state.volume} speaking={state.speaking} />
        <Speaker who={words.you} level={state.muted ? 0 : state.callerVolume} speaking={callerSpeaking && !state.muted} />
        <Timer since={state.startedAt} />
      </div>
      <p className="sr-only" aria-live="polite">
        {state.speaking ? words.speaking : ''}
      </p>
      <Disclosure className="mt-2" />
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={state.muted}
          onClick={() => controller.setMuted(!state.muted)}
          className={panelButton.secondary}
        >
          {state.muted ? <MicOff aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />} {words.mute}
        </button>
        <button type="button" onClick={() => controller.hangUp()} className={panelButton.danger}>
          <PhoneOff aria-hidden="true" className="size-4" /> {words.hangUp}
        </button>
        {typeInstead}
      </div>
      {state.confirmation ? <ConfirmationCard confirmation={state.confirmation} /> : null}
      <div className="mt-3 flex items-center justify-between">
        <span className="text-sm font-semibold text-slate-700">{words.captions}</span>
        <button
          type="button"
          aria-pressed={!showCaptions}
          onClick={() => setShowCaptions((v) => !v)}
          className="cursor-pointer text-sm font-semibold text-brand-800 underline"
        >
          {words.hideCaptions}
        </button>
      </div>
      {showCaptions ? <Captions captions={state.captions} /> : null}
      <TypeMessage onSend={(text) => controller.sendText(text)} />
    </div>
  );
}
