// Words that offer a call only where a call can start. The server marks the page's body where the
// voice platform is not set up (data-voice="off"); these show one set of words or the other by
// that mark, so the prerendered page is right before any script runs and nothing shifts.
import type { ReactNode } from 'react';

/** Shown where a call can start. */
export const WithVoice = ({ children }: { children: ReactNode }) => <span className="in-data-[voice=off]:hidden">{children}</span>;

/** Shown where no call can start: what works instead (book online, the form). */
export const WithoutVoice = ({ children }: { children: ReactNode }) => (
  <span className="hidden in-data-[voice=off]:inline">{children}</span>
);

/** The class that hides a call's door (the floating button) where no call can start. */
export const VOICE_ONLY = 'in-data-[voice=off]:hidden';
