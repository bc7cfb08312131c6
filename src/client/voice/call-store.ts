// The call's state as the page holds it: one value, a change told to every listener, and what a
// visitor chose kept in the browser's storage between visits (where the browser allows it).
import { IDLE, type CallState } from './call-state.ts';

/** Where the chosen plan is kept between visits (the bin-wash plan's key, kept for visitors who chose before). */
export const SELECTED_PLAN_KEY = 'binWashSelectedPlan';

export type Kept = Pick<Storage, 'getItem' | 'setItem'> | undefined;

export function createCallStore(storage: Kept) {
  const stored = (key: string) => {
    try {
      return storage?.getItem(key) ?? '';
    } catch {
      return '';
    }
  };
  const store = (key: string, value: string) => {
    try {
      storage?.setItem(key, value);
    } catch {
      /* private mode or storage full: the page state still has it */
    }
  };
  let state: CallState = { ...IDLE, selectedPlan: stored(SELECTED_PLAN_KEY) };
  const listeners = new Set<() => void>();
  return {
    /** The state now (read after an await, where the type checker would still assume the earlier one). */
    get: () => state,
    set(patch: Partial<CallState>) {
      state = { ...state, ...patch };
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stored,
    store,
  };
}

export type CallStore = ReturnType<typeof createCallStore>;
