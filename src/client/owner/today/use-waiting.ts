// What the crew's queue holds, for the page: how many actions wait for signal, the photos by
// stop, each stop's last refusal (shown on the stop it concerns); sent again when the phone is
// back online and every 15 seconds.
import { createContext, useContext, useEffect, useState } from 'react';
import { onProblem, onWaiting, sendWaiting, type Refusal, type WaitingPhoto } from './stop-queue.ts';

/** Each stop's last refusal, for its card wherever the day lays it out. */
export const StopRefusals = createContext(new Map<string, Refusal>());
export const useRefusal = (visitId: string): Refusal | undefined => useContext(StopRefusals).get(visitId);

/** How many of the crew's actions wait for a connection; sent again when the phone is back online. */
export function useWaiting(onSent: () => void) {
  const [waiting, setWaiting] = useState(0);
  // By stop, made once per change to the queue: a stop's list stays the same object between them.
  const [photos, setPhotos] = useState(new Map<string, WaitingPhoto[]>());
  const [refusals, setRefusals] = useState(new Map<string, Refusal>());
  useEffect(() => {
    let before = 0;
    const stop = onWaiting((n, waitingPhotos) => {
      if (n < before) onSent();
      before = n;
      setWaiting(n);
      const byStop = new Map<string, WaitingPhoto[]>();
      for (const photo of waitingPhotos) byStop.set(photo.visitId, [...(byStop.get(photo.visitId) ?? []), photo]);
      setPhotos(byStop);
    });
    const stopProblems = onProblem((refusal) => setRefusals((before) => new Map(before).set(refusal.visitId, refusal)));
    const retry = () => void sendWaiting();
    window.addEventListener('online', retry);
    const timer = setInterval(retry, 15_000);
    retry();
    return () => {
      stop();
      stopProblems();
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [onSent]);
  return { waiting, photos, refusals };
}
