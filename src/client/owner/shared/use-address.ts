// Where the address ('#messages/+1404…', '#accounts/proposal/…') points, read again whenever it
// changes: each page of the inbox has its own address, so a reload, a link from an e-mail and the
// back button land on it.
import { useEffect, useState } from 'react';

export function useAddress<T>(read: () => T): T {
  const [place, setPlace] = useState(read);
  useEffect(() => {
    const follow = () => setPlace(read());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, [read]);
  return place;
}

/** A reader of the item a page's address opens ('#leads/<id>' read with '#leads/'), or null. */
export const itemAt = (prefix: string) => (): string | null =>
  location.hash.startsWith(prefix) ? decodeURIComponent(location.hash.slice(prefix.length)) : null;

/** A filter the address carries ('#payments?state=failed'), as a link from Home sets it; '' when none. */
export const addressParam = (name: string): string => new URLSearchParams(location.hash.split('?')[1] ?? '').get(name) ?? '';
