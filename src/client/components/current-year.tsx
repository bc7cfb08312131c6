import { useSyncExternalStore } from 'react';

const noop = () => () => {};
const BUILD_YEAR = new Date().getFullYear();

/** The copyright year: the build's year in the prerendered HTML, the visitor's clock once hydrated. */
export function CurrentYear() {
  const year = useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  return <>{year}</>;
}
