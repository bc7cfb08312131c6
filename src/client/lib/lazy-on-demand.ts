import { lazy, type ComponentType } from 'react';

/**
 * A React.lazy component whose code is fetched only once `load()` is called (on intent or
 * approach), never merely because the page hydrated. Until then React keeps the prerendered
 * HTML of that part of the page in place. During prerendering it loads at once.
 */
export function lazyOnDemand<P extends object>(importer: () => Promise<ComponentType<P>>) {
  let release: () => void = () => {};
  const gate = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve));
  const Component = lazy(() => gate.then(importer).then((component) => ({ default: component })));
  const load = () => {
    release();
    return importer();
  };
  return { Component, load };
}
