// Whether the screen is a desk's (1024 px and wider, where a list's open item goes beside it),
// followed as the window is resized or the tablet turned.
import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1024px)';

const follow = (changed: () => void) => {
  const query = matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

export const useWide = () => useSyncExternalStore(follow, () => matchMedia(WIDE).matches);
