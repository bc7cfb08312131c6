import { expect, it } from 'vitest';
import { wrapIndex } from './wrap-index.ts';

it('wraps around both ends', () => {
  expect(wrapIndex(-1, 6)).toBe(5);
  expect(wrapIndex(6, 6)).toBe(0);
  expect(wrapIndex(3, 6)).toBe(3);
  expect(wrapIndex(-7, 6)).toBe(5);
});
