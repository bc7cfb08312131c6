import { Phone } from 'lucide-react';
import { siteConfig } from '../../../common/site-config';

/** The floating round green phone button. Idle rendering only; the call behaviour plugs in here. */
export function TalkButton() {
  const label = `Talk to ${siteConfig.receptionistName}`;
  return (
    <button type="button" className="group flex cursor-pointer flex-col items-center gap-2 rounded-full focus-visible:outline-offset-4">
      <span className="relative grid size-16 place-items-center rounded-full bg-brand-600 text-white shadow-xl shadow-brand-900/30 ring-4 ring-white transition-transform group-hover:scale-105 group-active:scale-95 lg:size-24">
        <span aria-hidden="true" className="absolute inset-0 rounded-full bg-brand-500 motion-safe:animate-ring" />
        <Phone aria-hidden="true" className="relative size-7 lg:size-9" />
      </span>
      <span className="rounded-full bg-brand-950 px-3 py-1 text-xs lg:text-sm font-bold text-white shadow-md">{label}</span>
    </button>
  );
}
