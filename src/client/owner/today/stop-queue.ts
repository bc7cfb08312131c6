// What the crew does at a stop (a photo, a mark) is kept on the phone first (IndexedDB) and sent
// in the order it was done, each once, whenever there is a connection: a street with no signal
// loses nothing. A photo goes before the mark it came with, so the customer's message carries
// it. Each item carries its own id (the photo's, or the mark's), so a send that reached the
// server but lost its answer is harmless when tried again. The page shows how many still wait.
import { createStore, del, entries, set } from 'idb-keyval';
import type { StopMark } from '../../../common/owner-inbox.ts';
import type { Fix } from '../../../common/owner-inbox.ts';
import type { OwnerSent } from '../../../common/owner-routes.ts';
import { ownerRequest } from '../../../common/owner-api/contract.ts';

export type StopAction =
  | { kind: 'photo'; visitId: string; photoId: string; photo: Blob }
  | { kind: 'mark'; visitId: string; mark: StopMark | null; note: string; position?: Fix };

type Queued = StopAction & { at: number };

/** A photo still on the phone, waiting to be sent. */
export type WaitingPhoto = Extract<StopAction, { kind: 'photo' }>;

const store = () => createStore('canfresh-crew', 'waiting');
const listeners = new Set<(waiting: number, photos: WaitingPhoto[]) => void>();
/** What the server refused for good, and the stop it concerns. */
export interface Refusal {
  visitId: string;
  words: string;
  /** When it came (the page's clock): a tap after it is the crew's answer to it. */
  at: number;
}
const problemListeners = new Set<(refusal: Refusal) => void>();
let again = false;
let sending: Promise<void> | null = null;
let sequence = 0;

async function waitingItems(): Promise<[string, Queued][]> {
  const all = (await entries<string, Queued>(store())) as [string, Queued][];
  return all.sort(([a], [b]) => a.localeCompare(b));
}

async function announce() {
  const waiting = (await waitingItems()).map(([, action]) => action);
  const photos = waiting.filter((action): action is Queued & WaitingPhoto => action.kind === 'photo');
  for (const listener of listeners) listener(waiting.length, photos);
}

/**
 * Tells `listener` how many actions still wait to be sent, and the photos among them (the page
 * shows them at their stops), now and on every change.
 */
export function onWaiting(listener: (waiting: number, photos: WaitingPhoto[]) => void): () => void {
  listeners.add(listener);
  void announce();
  return () => listeners.delete(listener);
}

/** Tells `listener` of an action the server refused for good (a photo it cannot read, a mark off its day), whoever sent it. */
export function onProblem(listener: (refusal: Refusal) => void): () => void {
  problemListeners.add(listener);
  return () => problemListeners.delete(listener);
}

const report = (refusal: Refusal) => problemListeners.forEach((listener) => listener(refusal));

let keeping: Promise<void> = Promise.resolve();

/**
 * Keeps an action on the phone, then tries to send everything waiting. Actions are kept in the
 * order they were done, even one still gathering what it carries (a mark waiting a moment for the
 * phone's position) and one that follows it at once.
 */
export function keep(action: StopAction | Promise<StopAction>): Promise<void> {
  const kept = keeping.then(async () => {
    const ready = await action;
    const key = `${String(Date.now()).padStart(15, '0')}-${String(sequence++).padStart(6, '0')}`;
    await set(key, { ...ready, at: Date.now() }, store());
    await announce();
    void sendWaiting();
  });
  // One that fails (storage refused) does not stop the ones after it.
  keeping = kept.catch(() => undefined);
  return kept;
}

/** One action to the server: true when it is done with (taken, or refused for good). */
async function send(action: Queued): Promise<boolean> {
  const response =
    action.kind === 'photo'
      ? await fetch(ownerRequest('PUT /owner/api/visits/:id/photos/:photo', { id: action.visitId, photo: action.photoId }).url, {
          method: 'PUT',
          headers: { 'Content-Type': action.photo.type || 'image/jpeg' },
          body: action.photo,
          credentials: 'same-origin',
        })
      : await fetch(ownerRequest('POST /owner/api/visits/:id/mark', { id: action.visitId }).url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            mark: action.mark,
            ...(action.note ? { note: action.note } : {}),
            ...(action.position ? { position: action.position } : {}),
          } satisfies OwnerSent<'POST /owner/api/visits/:id/mark', 'body'>),
          credentials: 'same-origin',
        });
  if (response.ok) return true;
  // Signed out, or the server down: kept, and tried again later.
  if (response.status === 401 || response.status === 429 || response.status >= 500) return false;
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  report({ visitId: action.visitId, words: answer.error ?? `Not sent (${response.status}).`, at: Date.now() });
  return true;
}

/**
 * Sends what waits, oldest first, stopping at the first that cannot go now (no connection): the
 * order the crew worked in is the order the server hears it. One run at a time; a call during a
 * run (the signal back, a new action kept) runs once more after it, so a run that began offline
 * cannot swallow the retry the signal's return asked for.
 */
export function sendWaiting(): Promise<void> {
  if (sending) {
    again = true;
    return sending;
  }
  sending = (async () => {
    try {
      do {
        again = false;
        for (const [key, action] of await waitingItems()) {
          const done = await send(action).catch(() => false);
          if (!done) break;
          await del(key, store());
          await announce();
        }
      } while (again);
    } finally {
      sending = null;
    }
  })();
  return sending;
}
