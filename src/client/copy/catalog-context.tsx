// A catalog of words handed down the tree: its provider, and a hook that fails loudly when a
// component reads it outside one (a part drawn without its words is a bug, not a blank).
import { createContext, use, type ReactNode } from 'react';

export function catalogContext<T>(hook: string) {
  const Context = createContext<T | null>(null);
  const Provider = ({ copy, children }: { copy: T; children: ReactNode }) => <Context value={copy}>{children}</Context>;
  const useCatalog = (): T => {
    const copy = use(Context);
    if (!copy) throw new Error(`${hook} outside its provider`);
    return copy;
  };
  return { Provider, useCatalog };
}
