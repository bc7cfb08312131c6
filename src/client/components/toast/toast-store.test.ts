import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { dismissToast, TOAST_REMOVE_DELAY, toast, useToasts } from './toast-store.ts';

afterEach(() => vi.useRealTimers());

it('keeps at most one toast: the newest', () => {
  const { result } = renderHook(() => useToasts());
  act(() => {
    toast({ title: 'first' });
    toast({ title: 'second' });
  });
  expect(result.current.map((t) => t.title)).toEqual(['second']);
});

it('a dismissed toast closes at once and is dropped after the remove delay', () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useToasts());
  let id = 0;
  act(() => {
    id = toast({ title: 'bye' });
  });
  act(() => dismissToast(id));
  expect(result.current[0]).toMatchObject({ title: 'bye', open: false });
  act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
  expect(result.current).toHaveLength(1);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current).toHaveLength(0);
});
