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
