// What the visitor did before the app could answer. The page's inline loader (scripts/prerender.ts)
// marks with data-held the button clicked before the app listened, or the form submitted before its
// code ran (that submit is stopped, so the browser neither shows its own bubbles nor posts the form).
// The part that owns the element replays the input once React has attached it, exactly once: the
// first click is the one the part handles, and a form is sent once, not twice.

/** A ref callback: replays a held input on the element (by default a click) once it is attached. */
export function heldInput<T extends HTMLElement>(replay: (element: T) => void = (element) => element.click()) {
  return (element: T | null) => {
    if (!element || !('held' in element.dataset)) return;
    delete element.dataset.held;
    // After the commit that attached it, so the handlers and the state they read are in place.
    setTimeout(() => replay(element));
  };
}

/** The ref for a button whose held click is replayed as a click. */
export const replayHeldClick = heldInput();

/** Marks the page as listening: from here React's own event system hydrates and answers a clicked part. */
export function markAppListening() {
  document.documentElement.dataset.app = 'listening';
}
