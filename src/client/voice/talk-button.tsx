import { LoaderCircle, Phone, PhoneOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCopy } from '../copy/page-copy.tsx';
import { cn } from '../lib/cn.ts';
import { useOutOfTheWay } from './out-of-the-way.ts';
import { useCallController, useCallIntent, useCallState } from './call-context.tsx';

/** The floating round green phone button: 'Talk to <name>' when idle, 'Hang up' while a call is active. */
export function TalkButton() {
  const controller = useCallController();
  const intent = useCallIntent();
  const { status, speaking, volume } = useCallState();
  const active = status === 'active';
  const connecting = status === 'connecting';
  const { talk: words } = useCopy();
  const label = active ? words.hangUp : words.talk;
  const Icon = active ? PhoneOff : connecting ? LoaderCircle : Phone;
  return (
    <>
      <button
        type="button"
        onClick={() => controller.toggle()}
        aria-busy={connecting || undefined}
        data-status={status}
        // Where no call can start, the server's page carries a rule that hides what is so marked.
        data-voice-only=""
        {...intent}
        className="group flex cursor-pointer flex-col items-center gap-2 rounded-full focus-visible:outline-offset-4 aria-busy:cursor-progress"
      >
        <span
          className={cn(
            'relative grid size-16 place-items-center rounded-full text-white shadow-xl ring-4 ring-white transition-[transform,background-color] group-hover:scale-105 group-active:scale-95 lg:size-24',
            active ? 'bg-red-600 shadow-red-900/30' : 'bg-brand-600 shadow-brand-900/30',
          )}
        >
          {/* Idle: a slow ring answers a pointer or the keyboard coming near (nothing moves on its
              own once the page is shown). Active: the ring follows the receptionist's voice. */}
          {!active ? (
            <span
              aria-hidden="true"
              className="absolute inset-0 rounded-full bg-brand-500 opacity-0 motion-safe:group-hover:animate-ring motion-safe:group-focus-visible:animate-ring"
            />
          ) : null}
          {active ? (
            <span
              aria-hidden="true"
              data-speaking={speaking}
              className="absolute -inset-1.5 rounded-full border-4 border-red-400 opacity-0 transition-[opacity,transform] duration-150 data-[speaking=true]:opacity-100 motion-reduce:transform-none!"
              style={{ transform: `scale(${1 + volume * 0.35})` }}
            />
          ) : null}
          <Icon aria-hidden="true" className={cn('relative size-7 lg:size-9', connecting && 'motion-safe:animate-spin')} />
        </span>
        <span
          className={cn('rounded-full px-3 py-1 text-xs font-bold text-white shadow-md lg:text-sm', active ? 'bg-red-700' : 'bg-brand-950')}
        >
          {label}
        </span>
      </button>
      {/* Outside the button, so its name stays exactly the label. */}
      <span className="sr-only" aria-live="polite">
        {connecting ? words.connecting : active ? words.onCall : ''}
      </span>
    </>
  );
}

/**
 * Where the floating button sits: at the bottom corner of a phone's screen, above the call
 * panel's sheet; on wider screens on the hero image, until a call or the panel is under way,
 * when it floats at the screen's corner with the panel's card above it. On a phone it steps aside
 * while a price card or the form passes under it (never during a call).
 */
export function TalkButtonDock({ children }: { children: ReactNode }) {
  const { status, panelOpen } = useCallState();
  const engaged = panelOpen || status !== 'inactive';
  const away = useOutOfTheWay() && !engaged;
  return (
    <div
      className={cn(
        'fixed right-3 bottom-3 z-[60] transition-opacity',
        away && 'max-lg:invisible max-lg:opacity-0',
        engaged ? 'lg:right-6 lg:bottom-6' : 'lg:absolute lg:right-4 lg:bottom-4',
      )}
    >
      {children}
    </div>
  );
}
